/**
 * Prices as the island quotes them: US dollars with Belize dollars beside them. The Belize dollar is
 * pegged at 2 BZD = 1 USD, so the Belize figure is always exactly twice the US figure shown.
 */
import type { Locale } from './locale';

export const BZD_PER_USD = 2;

/** Whole dollars stay whole; anything else shows cents (so twice the shown figure is exact). */
function amount(value: number, locale: Locale): string {
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}

const roundedCents = (usd: number) => Math.round(usd * 100) / 100;

/** The Belize dollars of a US amount as shown (rounded to cents first, then doubled). */
export const toBzd = (usd: number) => roundedCents(usd) * BZD_PER_USD;

/** "US$120 / BZ$240". */
export function formatUsdBzd(usd: number, locale: Locale = 'en'): string {
  const shown = roundedCents(usd);
  return `US$${amount(shown, locale)} / BZ$${amount(toBzd(usd), locale)}`;
}

/** A band of prices: "US$20–50 / BZ$40–100". */
export function formatUsdBzdRange(min: number, max: number, locale: Locale = 'en'): string {
  return `US$${amount(min, locale)}–${amount(max, locale)} / BZ$${amount(min * BZD_PER_USD, locale)}–${amount(max * BZD_PER_USD, locale)}`;
}

/** The card's and detail page's "From US$120 / BZ$240 per night". */
export function formatNightly(usd: number, locale: Locale = 'en'): string {
  return locale === 'es'
    ? `Desde ${formatUsdBzd(usd, locale)} por noche`
    : `From ${formatUsdBzd(usd, locale)} per night`;
}
