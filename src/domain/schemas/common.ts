import { z } from 'zod';
import { isCalendarDate } from '../dates';
import { cleanedText } from './fields';
import { CHOOSE_OPTION } from './messages';

/** The one error shape of the API (docs/product.md#api-rules). */
export const errorReply = z
  .object({
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  // One component of the API document that every error reply refers to (lib/openapi.ts).
  .meta({
    id: 'ErrorReply',
    description: 'What went wrong: `issues` names each field at fault, when some are.',
  });
export type ErrorReply = z.infer<typeof errorReply>;

/** The largest id the database holds (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;
const WHOLE_NUMBER = { message: 'must be a positive whole number' };

/**
 * A number from a path or query string, as its JSON Schema says it (`type: number` or `integer` with its
 * bounds): only text written as `digits` allows becomes a number ('12'); anything else ('1e3', '0x10',
 * ' 12') stays text and is refused by the number check, with its message.
 */
export const numberParam = (digits: RegExp, number: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' && digits.test(v) ? Number(v) : v), number);

/** A whole number from a path or query string (see numberParam): '12' ok; '1.5', '-3', '1e3' refused. */
export const wholeNumberParam = (number: z.ZodNumber) => numberParam(/^\d{1,10}$/, number);

/** Integer id from a path or query string: '12' ok; '0', '1.5', 'abc', '-3', '1e3' rejected. */
export const idParam = wholeNumberParam(
  z.number(WHOLE_NUMBER).int(WHOLE_NUMBER).min(1, WHOLE_NUMBER).max(MAX_ID, { message: 'is too large' }),
);

/** An id inside a JSON body. */
export const idField = z
  .number(CHOOSE_OPTION)
  .int(CHOOSE_OPTION)
  .min(1, CHOOSE_OPTION)
  .max(MAX_ID, CHOOSE_OPTION);

export const idParams = z.object({ id: idParam });

/** YYYY-MM-DD that is also a real calendar date (JSON Schema's `format: date` says both). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD' })
  .refine(isCalendarDate, { message: 'is not a real date' })
  .meta({ format: 'date' });

/** Optional owner text (see cleanedText); blank is null. */
export const optionalText = (max: number) =>
  cleanedText(max)
    .transform((s) => (s === '' ? null : s))
    .nullish();

/**
 * The language of the page a request came from (`en`, `es`), sent by the forms whose mails a visitor or
 * an owner receives: those mails speak it and link to its pages. Left out: English.
 */
export const localeField = z.enum(['en', 'es'], { message: 'must be en or es' }).optional();
