import type { Locale } from '../../../domain/locale';
import type { StatusUpdate } from '../../../domain/schemas/catalog';
import { type MessageKey, type Translate, useLocale, useT } from '../../i18n';
import { newestFirst, updateTypeStyle } from '../../lib/establishments';
import { useRenderClock } from '../../lib/useHydrated';
import { ClampedText } from '../../ui/ClampedText';
import { belizeDateTime, untilText } from './update-times';
import { useCurrentUpdates } from './useCurrentUpdates';

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

/** A short, friendly age ('Just now', '12 min ago', '3 h ago', 'Yesterday', or the date), per language. */
export function formatUpdateAgeIn(locale: Locale, t: Translate, iso: string, now: Date): string {
  const min = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (min < 1) return t('updates.age.justNow');
  if (min < 60) return t('updates.age.minutes', { count: min });
  const h = Math.floor(min / 60);
  if (h < 24) return t('updates.age.hours', { count: h });
  if (h < 48) return t('updates.age.yesterday');
  return belizeDateTime(locale, iso);
}

/** "Updated 3 h ago"; Spanish writes the age in lower case after the prefix ("Actualizado hace 3 h"). */
const withPrefix = (locale: Locale, prefix: string | undefined, when: string) =>
  !prefix ? when : `${prefix} ${locale === 'en' ? when : when.charAt(0).toLowerCase() + when.slice(1)}`;

/** Live updates newest first: type, when it was posted and until when it shows (Belize time), the message. */
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
  // Server-rendered pages: the server's clock until hydrated, then the visitor's; always Belize's zone.
  const { now } = useRenderClock();
  const sorted = newestFirst(useCurrentUpdates(updates));
  const shown = max ? sorted.slice(0, max) : sorted;
  const hidden = sorted.length - shown.length;
  return (
    <ul className={`space-y-2 ${className}`}>
      {shown.map((u) => (
        <li key={u.id} className="rounded-lg bg-sand-50 px-3 py-2 text-sm ring-1 ring-sand-200">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <UpdateTypeChip type={u.type} />
            <time
              dateTime={u.createdAt}
              title={t('updates.postedAt', { date: belizeDateTime(locale, u.createdAt) })}
              className="text-xs text-slate-600"
            >
              {withPrefix(
                locale,
                prefix,
                dates === 'age'
                  ? formatUpdateAgeIn(locale, t, u.createdAt, now)
                  : belizeDateTime(locale, u.createdAt),
              )}
            </time>
            {u.expiresAt && (
              // A line of its own: wrapped after the chip and the age, it would start with a stray separator.
              <time dateTime={u.expiresAt} className="basis-full text-xs text-slate-600">
                {untilText(locale, t, u.expiresAt, now)}
              </time>
            )}
          </div>
          <ClampedText
            text={u.message}
            moreLabel={t('updates.showMore')}
            lessLabel={t('updates.showLess')}
            className="mt-1 text-slate-800"
          />
        </li>
      ))}
      {hidden > 0 && (
        <li className="text-xs text-slate-600">{t('updates.moreUpdates', { count: hidden })}</li>
      )}
    </ul>
  );
}
