/**
 * The portal forms' field errors in the page's language. The rules (and their English words) live in
 * the shared schemas (domain/schemas/ownership.ts, fields.ts), which the server answers with too; the
 * forms map each English message they may show to the catalogue's key, whose English text is the same.
 */
import { use, useMemo } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import {
  PRICE_RANGE_VALUES,
  PRICE_RANGES,
  type PriceRange,
  priceRangeMeaning,
  STATUS_UPDATE_TYPES,
} from '../../domain/constants';
import type { Locale } from '../../domain/locale';
import { BZD_PER_USD, formatUsdBzd, formatUsdBzdRange } from '../../domain/money';
import { OFF_ISLAND_MESSAGE } from '../../domain/schemas/fields';
import { CHOOSE_OPTION, ENTER_TEXT, ENTER_VALID_EMAIL } from '../../domain/schemas/messages';
import { INVISIBLE_ONLY_MESSAGE } from '../../domain/text';
import { loadSections, type MessageKey, type Translate, translate, useLocale, useT } from '../i18n';

/** The schemas' fixed messages, by their English words. */
const EXACT: Record<string, MessageKey> = {
  "Enter the owner's name.": 'portal.error.ownerName',
  "Enter the owner's email address.": 'portal.error.ownerEmail',
  'Enter your email address.': 'portal.error.email',
  'Enter your verification code.': 'portal.error.verificationCode',
  'Enter the business name.': 'portal.error.businessName',
  'Describe your business in at least 10 characters.': 'portal.error.description',
  'Enter the address, at least 5 characters.': 'portal.error.address',
  'Enter your operating hours.': 'portal.error.hours',
  'Enter a website address, like https://example.com.': 'portal.error.website',
  'Enter a WhatsApp number with at least 5 digits.': 'portal.error.whatsapp',
  'Choose a price range: $, $$, $$$ or $$$$.': 'portal.error.priceRange',
  'Enter the latitude as a number, like 17.9159.': 'portal.error.latitudeNumber',
  'Enter the longitude as a number, like -87.9661.': 'portal.error.longitudeNumber',
  'Enter a latitude between -90 and 90.': 'portal.error.latitudeRange',
  'Enter a longitude between -180 and 180.': 'portal.error.longitudeRange',
  [OFF_ISLAND_MESSAGE]: 'portal.error.offIsland',
  'Write a message.': 'portal.error.message',
  [`Choose an update type: ${STATUS_UPDATE_TYPES.join(', ')}.`]: 'portal.error.updateType',
  'Choose the time it ends, like 9:00 PM.': 'portal.error.until',
  [ENTER_VALID_EMAIL]: 'portal.error.emailInvalid',
  [ENTER_TEXT]: 'portal.error.text',
  [CHOOSE_OPTION]: 'portal.error.chooseOption',
  [INVISIBLE_ONLY_MESSAGE]: 'portal.error.invisible',
};

const TOO_LONG = /^Use at most (\d+) characters\.$/;

/**
 * A field's error in the page's language: a message the catalogue knows, translated; else the schema's
 * own words in English, and a plain "check this field" in another language.
 */
export function portalFieldError(message: string, english: boolean, t: Translate): string {
  const key = EXACT[message];
  if (key) return t(key);
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return t('portal.error.tooLong', { max: Number(tooLong[1]) });
  return english ? message : t('portal.error.field');
}

/**
 * The portal section in the page's language, or in English for a form shared with a page not translated
 * yet (the dashboard's Live Updates): that page keeps its English texts until it is translated whole.
 */
export function useFormT(translated: boolean): Translate {
  const pageT = useT('portal');
  const locale = useLocale();
  if (translated || locale === 'en') return pageT;
  use(loadSections('en', ['portal']));
  return (key, values) => translate('en', key, values);
}

/**
 * The portal forms' fields, each with its schema messages in the page's language:
 * `const field = usePortalField(form); <FormTextField {...field('ownerName')} … />`.
 */
export function usePortalField<V extends FieldValues>(form: UseFormReturn<V, any, any>) {
  const t = useT('portal');
  const english = useLocale() === 'en';
  return useMemo(() => {
    const errorText = (message: string) => portalFieldError(message, english, t);
    return (name: FieldPath<V>) => ({ form, name, errorText });
  }, [form, english, t]);
}

const PRICE_LABELS: Record<PriceRange, MessageKey> = {
  $: 'portal.price.$',
  $$: 'portal.price.$$',
  $$$: 'portal.price.$$$',
  $$$$: 'portal.price.$$$$',
};

/** "Moderate ($20-50)": English keeps the domain's wording; other languages put their words around the figures. */
function priceMeaning(band: PriceRange, locale: Locale, t: Translate): string | null {
  if (locale === 'en') return priceRangeMeaning(band);
  const { min, max } = PRICE_RANGES[band];
  const label = t(PRICE_LABELS[band]);
  if (max === null) return `${label} (US$${min}+ / BZ$${min * BZD_PER_USD}+)`;
  if (min === 0) return `${label} (${t('portal.price.under', { amount: formatUsdBzd(max, locale) })})`;
  return `${label} (${formatUsdBzdRange(min, max, locale)})`;
}

/** The price range choices of the owner forms: "$$ · Moderate ($20-50)". */
export function priceRangeOptions(locale: Locale, t: Translate) {
  return PRICE_RANGE_VALUES.map((p) => ({ value: p, label: `${p} · ${priceMeaning(p, locale, t)}` }));
}
