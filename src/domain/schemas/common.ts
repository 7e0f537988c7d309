import { z } from 'zod';
import { cleanedText } from './fields';
import { CHOOSE_OPTION } from './messages';

/** The one error shape of the API (docs/product.md#api-rules). */
export const errorReply = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** Integer id from a path or query string: '12' ok; '1.5', 'abc', '-3', '1e3' rejected. */
export const idParam = z
  .string()
  .regex(/^\d{1,10}$/, { message: 'must be a positive whole number' })
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .positive({ message: 'must be a positive whole number' })
      .max(2_147_483_647, { message: 'is too large' }),
  );

/** An id inside a JSON body. */
export const idField = z
  .number(CHOOSE_OPTION)
  .int(CHOOSE_OPTION)
  .positive(CHOOSE_OPTION)
  .max(2_147_483_647, CHOOSE_OPTION);

export const idParams = z.object({ id: idParam });

/** YYYY-MM-DD that is also a real calendar date. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: 'is not a real date' },
  );

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
