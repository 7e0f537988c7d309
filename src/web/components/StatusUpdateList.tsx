import type { Locale } from '../../domain/locale';
import type { StatusUpdate } from '../../domain/schemas/catalog';
import { useCurrentUpdates } from '../hooks/useCurrentUpdates';
import { useRenderClock } from '../hooks/useHydrated';
import { type MessageKey, type Translate, useLocale, useT } from '../i18n';
import { formatUpdateDate, newestFirst, updateTypeStyle } from '../lib/establishments';

const TYPE_LABELS: Record<string, MessageKey> = {
  special: 'updates.type.special',
  availability: 'updates.type.availability',
  announcement: 'updates.type.announcement',
  alert: 'updates.type.alert',
};

export function UpdateTypeChip({ type }: { type: string }) {
  const t = useT('updates');
  const style = updateTypeStyle(type);
  // A type the guide does not know is shown as the owner's tool named it.
  const label = TYPE_LABELS[type] ? t(TYPE_LABELS[type]) : type ? style.label : t('updates.type.other');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase ring-1 ring-inset ${style.className}`}
    >
      {label}
    </span>
  );
}

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/**
 * 'Jan 5, 3:04 PM' in English (lib/establishments.ts), '5 ene, 15:04' in Spanish (24-hour clock).
 * Written out like the English one, not asked of Intl.DateTimeFormat: its first use loads the
 * browser's time-zone data in the middle of hydration (see formatUpdateDate).
 */
export function formatUpdateDateIn(locale: Locale, iso: string, utcOffset?: number | null): string {
  if (locale === 'en') return formatUpdateDate(iso, utcOffset);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(date);
  const local = utcOffset == null;
  const at = local ? date : new Date(date.getTime() + utcOffset * 60_000);
  const month = local ? at.getMonth() : at.getUTCMonth();
  const day = local ? at.getDate() : at.getUTCDate();
  const hours = local ? at.getHours() : at.getUTCHours();
  const minutes = local ? at.getMinutes() : at.getUTCMinutes();
  return `${day} ${MESES[month]}, ${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A short, friendly age ('Just now', '12 min ago', '3 h ago', 'Yesterday', or the date), per language. */
export function formatUpdateAgeIn(
  locale: Locale,
  t: Translate,
  iso: string,
  now: Date,
  utcOffset?: number | null,
): string {
  const min = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (min < 1) return t('updates.age.justNow');
  if (min < 60) return t('updates.age.minutes', { count: min });
  const h = Math.floor(min / 60);
  if (h < 24) return t('updates.age.hours', { count: h });
  if (h < 48) return t('updates.age.yesterday');
  return formatUpdateDateIn(locale, iso, utcOffset);
}

/** "Updated 3 h ago"; Spanish writes the age in lower case after the prefix ("Actualizado hace 3 h"). */
const withPrefix = (locale: Locale, prefix: string | undefined, when: string) =>
  !prefix ? when : `${prefix} ${locale === 'en' ? when : when.charAt(0).toLowerCase() + when.slice(1)}`;

/** Live updates newest first: type, message and when it was posted. */
export function StatusUpdateList({
  updates,
  max,
  dates = 'age',
  className = '',
  prefix,
}: {
  /** Words before the time, e.g. 'Updated'. */
  prefix?: string;
  updates: readonly StatusUpdate[];
  max?: number;
  /** 'age' shows '3 h ago', 'date' shows 'Jan 5, 3:04 PM'. */
  dates?: 'age' | 'date';
  className?: string;
}) {
  const t = useT('updates');
  const locale = useLocale();
  // Server-rendered pages: the server's clock and the island's zone until hydrated, then the visitor's.
  const { now, utcOffset } = useRenderClock();
  const sorted = newestFirst(useCurrentUpdates(updates));
  const shown = max ? sorted.slice(0, max) : sorted;
  const hidden = sorted.length - shown.length;
  return (
    <ul className={`space-y-2 ${className}`}>
      {shown.map((u) => (
        <li key={u.id} className="rounded-lg bg-sand-50 px-3 py-2 text-sm ring-1 ring-sand-200">
          <div className="flex flex-wrap items-center gap-2">
            <UpdateTypeChip type={u.type} />
            <time
              dateTime={u.createdAt}
              title={formatUpdateDateIn(locale, u.createdAt, utcOffset)}
              className="text-xs text-slate-600"
            >
              {withPrefix(
                locale,
                prefix,
                dates === 'age'
                  ? formatUpdateAgeIn(locale, t, u.createdAt, now, utcOffset)
                  : formatUpdateDateIn(locale, u.createdAt, utcOffset),
              )}
            </time>
          </div>
          <p className="mt-1 text-slate-800">{u.message}</p>
        </li>
      ))}
      {hidden > 0 && (
        <li className="text-xs text-slate-600">{t('updates.moreUpdates', { count: hidden })}</li>
      )}
    </ul>
  );
}
