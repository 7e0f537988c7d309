import { z } from 'zod';
import { PHOTO_ALT_MAX, PHOTO_MAX_COUNT } from '../photos';
import { idField, idParam } from './common';
import { tooLong } from './messages';

export * from '../photos';

export const photoUploadReply = z.object({ id: z.number(), url: z.string() });

export const photo = z.object({
  id: z.number(),
  position: z.number(),
  /** The owner's description, or null (pages then use the place's name). */
  alt: z.string().nullable(),
  url: z.string(),
  cardUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type Photo = z.infer<typeof photo>;

export const photoParams = z.object({ id: idParam, photoId: idParam });
export const photoFileParams = z.object({
  id: idParam,
  size: z.enum(['card', 'detail'], { message: 'Use card or detail.' }),
});

export const photoOrderBody = z
  .object({
    photoIds: z
      .array(idField)
      .min(1, { message: 'List the photos in their new order.' })
      .max(PHOTO_MAX_COUNT)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'List each photo only once.' }),
  })
  .strict();

export const photoAltBody = z
  .object({
    alt: z
      .string()
      .trim()
      .max(PHOTO_ALT_MAX, { message: tooLong(PHOTO_ALT_MAX) })
      .transform((s) => (s === '' ? null : s))
      .nullable(),
  })
  .strict();
