import { z } from 'zod';
import { ISLAND_BOUNDS, PRICE_RANGE_VALUES } from '../constants';
import { whatsappDigits } from '../contact';
import { isOnIsland } from '../geo';
import { cleanText, INVISIBLE_ONLY_MESSAGE, onlyInvisible } from '../text';
import { ENTER_TEXT, tooLong } from './messages';

/** Field schemas shared by the owner, registration and admin forms. */

/**
 * Owner text of at most `max` characters, cleaned (src/domain/text.ts); refused when only invisible
 * characters were typed. `message` when it is missing or not text.
 */
export const cleanedText = (max: number, message = ENTER_TEXT) =>
  z
    .string(message)
    .max(max, tooLong(max))
    .transform((s, ctx) => {
      const text = cleanText(s);
      if (onlyInvisible(s, text)) ctx.addIssue({ code: 'custom', message: INVISIBLE_ONLY_MESSAGE });
      return text;
    });

/** Required owner text: `message` when missing or blank, `minMessage` when shorter than `min`. */
export const requiredText = (message: string, max: number, min = 1, minMessage = message) =>
  cleanedText(max, message)
    .pipe(z.string().min(min, { message: minMessage }))
    // The length is checked once the text is cleaned; the document says it of the text as sent.
    .meta({ minLength: min, pattern: '\\S' });

/** A website: http(s) only (never javascript: or data:); a bare host gets https:// in front. */
export const websiteField = z
  .string(ENTER_TEXT)
  .max(500, tooLong(500))
  .transform((s) => s.trim())
  .transform((s, ctx) => {
    if (s === '') return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
    try {
      const u = new URL(withScheme);
      if ((u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.'))
        return u.toString();
    } catch {}
    ctx.addIssue({ code: 'custom', message: 'Enter a website address, like https://example.com.' });
    return z.NEVER;
  })
  .nullish();

export const priceRangeField = z
  .enum(PRICE_RANGE_VALUES as [string, ...string[]], 'Choose a price range: $, $$, $$$ or $$$$.')
  .nullish();

/**
 * Every form with a position refuses one off the island (offIslandRefused, on the whole position so
 * the message is the form's): the document states those bounds on each coordinate.
 */
export const latitudeField = z
  .number('Enter the latitude as a number, like 17.9159.')
  .min(-90, 'Enter a latitude between -90 and 90.')
  .max(90, 'Enter a latitude between -90 and 90.')
  .meta({ minimum: ISLAND_BOUNDS.south, maximum: ISLAND_BOUNDS.north });
export const longitudeField = z
  .number('Enter the longitude as a number, like -87.9661.')
  .min(-180, 'Enter a longitude between -180 and 180.')
  .max(180, 'Enter a longitude between -180 and 180.')
  .meta({ minimum: ISLAND_BOUNDS.west, maximum: ISLAND_BOUNDS.east });

export const OFF_ISLAND_MESSAGE = 'Choose a location on Ambergris Caye.';

type MaybePoint = { latitude?: number | null; longitude?: number | null };

/** A position on the island, or none given (either coordinate missing); for `.refine(...offIslandRefused)`. */
export const onIslandIfSet = (d: MaybePoint) =>
  d.latitude == null || d.longitude == null || isOnIsland({ latitude: d.latitude, longitude: d.longitude });

/** The refinement every form with a position uses: refused off the island, the issue on the latitude. */
export const offIslandRefused: [typeof onIslandIfSet, { message: string; path: string[] }] = [
  onIslandIfSet,
  { message: OFF_ISLAND_MESSAGE, path: ['latitude'] },
];

/** WhatsApp kept as digits and '+' (docs/product.md#forms-and-their-rules); a value without any digit is refused. */
export const whatsappField = z
  .string(ENTER_TEXT)
  .max(50, tooLong(50))
  .transform((s, ctx) => {
    if (s.trim() === '') return null;
    const digits = whatsappDigits(s);
    if (!/\d{5,}/.test(digits.replace(/\+/g, ''))) {
      ctx.addIssue({ code: 'custom', message: 'Enter a WhatsApp number with at least 5 digits.' });
      return z.NEVER;
    }
    return digits;
  })
  .nullish();
