import { z } from 'zod';
import { idField, idParam } from './common';

export const PHOTO_FIELD = 'photo';
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Photos one place may show; the first is its hero. */
export const PHOTO_MAX_COUNT = 12;
export const PHOTO_ALT_MAX = 200;
export const PHOTO_TYPE_MESSAGE = 'Please choose a JPG, PNG, WebP or HEIC photo';
export const PHOTO_SIZE_MESSAGE = 'The photo must be 8 MB or smaller';
export const PHOTO_LIMIT_MESSAGE = `A place can show at most ${PHOTO_MAX_COUNT} photos: delete one before adding another`;

/** The two sizes every photo is stored in, each as AVIF and WebP. */
export const PHOTO_SIZES = {
  /** Cards: at most 960 px wide and 120 KB. */
  card: { width: 960, height: 1280, maxBytes: 120 * 1024 },
  /** The detail page's gallery. */
  detail: { width: 1600, height: 1600, maxBytes: 400 * 1024 },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** The address of one size of a photo; the server picks AVIF or WebP from the browser's Accept header. */
export const photoUrl = (id: number, size: PhotoSize = 'detail') => `/api/photos/${id}/${size}`;

const PHOTO_URL = /^\/api\/photos\/(\d+)\/detail$/;
/** The card-size address of a stored photo's detail URL, or null for any other URL. */
export function photoCardUrl(url: string): string | null {
  const id = url.match(PHOTO_URL)?.[1];
  return id ? photoUrl(Number(id), 'card') : null;
}

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
  size: z.enum(['card', 'detail'], { message: 'must be card or detail' }),
});

export const photoOrderBody = z
  .object({
    photoIds: z
      .array(idField)
      .min(1, { message: 'List the photos in their new order' })
      .max(PHOTO_MAX_COUNT)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Each photo may appear only once' }),
  })
  .strict();

export const photoAltBody = z
  .object({
    alt: z
      .string()
      .trim()
      .max(PHOTO_ALT_MAX, { message: `Keep the description under ${PHOTO_ALT_MAX} characters` })
      .transform((s) => (s === '' ? null : s))
      .nullable(),
  })
  .strict();
