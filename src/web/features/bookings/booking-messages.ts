/**
 * The booking form's messages in the page's language. The rules (and their English words) live in
 * the shared schema (domain/schemas/bookings.ts), which the server answers with too; the form maps each
 * English message it may show to the catalogue's key, whose English text is the same message.
 */
import { checkInProblem } from '../../../domain/bookings';
import type { Locale } from '../../../domain/locale';
import { CHOOSE_OPTION, ENTER_TEXT, ENTER_VALID_EMAIL } from '../../../domain/schemas/messages';
import { INVISIBLE_ONLY_MESSAGE } from '../../../domain/text';
import { ApiError, errorMessage } from '../../api/fetcher';
import type { MessageKey, Translate } from '../../i18n';

const today = '2026-01-01';
/** The schema's fixed messages, by their English words. */
const EXACT: Record<string, MessageKey> = {
  'Enter the number of adults.': 'booking.error.adultsMissing',
  'Enter the number of children.': 'booking.error.childrenMissing',
  'Enter a whole number of adults.': 'booking.error.adultsWhole',
  'Enter a whole number of children.': 'booking.error.childrenWhole',
  'At least one adult stays.': 'booking.error.oneAdult',
  'Enter 0 or more.': 'booking.error.childrenMin',
  'Enter your name.': 'booking.error.name',
  'Enter your email address.': 'booking.error.email',
  'Choose a check-out date after the check-in date.': 'booking.error.checkOutAfter',
  [ENTER_VALID_EMAIL]: 'booking.error.emailInvalid',
  [ENTER_TEXT]: 'booking.error.text',
  [CHOOSE_OPTION]: 'booking.error.chooseOption',
  [INVISIBLE_ONLY_MESSAGE]: 'booking.error.invisible',
  // checkInProblem's two answers, asked of it rather than copied.
  [checkInProblem('2025-12-31', today) ?? '']: 'booking.error.checkInPast',
  [checkInProblem('2099-01-01', today) ?? '']: 'booking.error.checkInFar',
  'That room type cannot be booked for these dates and guests. Choose another room, or send the request without one.':
    'booking.error.roomUnavailable',
};

/** The schema's messages with a number in them. */
const WITH_NUMBER: [RegExp, MessageKey][] = [
  [/^Use at most (\d+) characters\.$/, 'booking.error.tooLong'],
  [/^At most (\d+) adults per request\.$/, 'booking.error.adultsMax'],
  [/^At most (\d+) children per request\.$/, 'booking.error.childrenMax'],
  [/^At most (\d+) guests per request\.$/, 'booking.error.maxGuests'],
  [/^A request can be for at most (\d+) nights\.$/, 'booking.error.maxNights'],
];

function known(message: string): [MessageKey, { max?: number }] | null {
  const exact = EXACT[message];
  if (exact) return [exact, {}];
  for (const [pattern, key] of WITH_NUMBER) {
    const m = pattern.exec(message);
    if (m) return [key, { max: Number(m[1]) }];
  }
  return null;
}

/**
 * A field's error in the page's language. A message the catalogue does not know is shown as it is in
 * English, and as a plain "choose a date" / "check this field" in another language.
 */
export function fieldError(
  message: string | undefined,
  field: string,
  locale: Locale,
  t: Translate,
): string | undefined {
  if (!message) return undefined;
  const match = known(message);
  if (match) return t(match[0], match[1]);
  if (locale === 'en') return message;
  return t(field === 'checkIn' || field === 'checkOut' ? 'booking.error.date' : 'booking.error.field');
}

/**
 * Why sending failed. English shows the server's own words (with its waiting time); another language
 * shows a known message translated, else what kind of failure it was.
 */
export function sendError(error: unknown, locale: Locale, t: Translate): string {
  const message = errorMessage(error);
  if (locale === 'en') return message;
  const match = known(message);
  if (match) return t(match[0], match[1]);
  if (error instanceof ApiError && error.status === 429) return t('booking.error.tooMany');
  return t('booking.error.sendFailed');
}
