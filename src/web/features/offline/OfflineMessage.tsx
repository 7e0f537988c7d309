import { WifiOff } from 'lucide-react';
import type { Locale } from '../../../domain/locale';
import { type MessageKey, useLocale, useT } from '../../i18n';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * The time alone when the data is from today, else the date too ("2:32 PM"; "5 ene 2025, 14:32").
 * English keeps the visitor's own clock format; Spanish the 24-hour clock, its hour on two digits
 * ("a las 01:05": "a las 1:05" would want "a la").
 */
function clockTime(date: Date, today: boolean, locale: Locale): string {
  if (locale === 'en')
    return new Intl.DateTimeFormat(
      undefined,
      today ? { hour: 'numeric', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' },
    ).format(date);
  return new Intl.DateTimeFormat(
    locale,
    today
      ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  ).format(date);
}

/** When the data dates from, with the message that says so (its wording differs: "a las" / "el"). */
export function formatDataTime(
  at: number,
  now = new Date(),
  locale: Locale = 'en',
): { time: string; key: MessageKey } {
  const date = new Date(at);
  const today = sameDay(date, now);
  return {
    time: clockTime(date, today, locale),
    key: today ? 'common.offline.asOfToday' : 'common.offline.asOfDate',
  };
}

/** "the guide as saved on this device." or "the guide as of 2:32 PM.", in the page's language. */
function useDataAge(dataAsOf: number | null): string {
  const t = useT();
  const locale = useLocale();
  if (dataAsOf === null) return t('common.offline.saved');
  const { time, key } = formatDataTime(dataAsOf, new Date(), locale);
  return t(key, { time });
}

/** The notice itself: the page is offline, and how old its data is. */
export default function OfflineMessage({ dataAsOf }: { dataAsOf: number | null }) {
  const t = useT();
  const age = useDataAge(dataAsOf);
  return (
    <p className="border-b border-sun-500/40 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <span className="mx-auto flex max-w-7xl items-start gap-2">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">{t('common.offline.label')}</strong> {age}{' '}
          {t('common.offline.mayHaveChanged')}
        </span>
      </span>
    </p>
  );
}
