/** Owners' photos: limits, sizes and addresses shared by the server and the web app (no zod here, so the
 * cards that show photos do not pull the schema library into the first page load). */
import { IMAGES_PREFIX } from './image-urls';

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
export const photoUrl = (id: number, size: PhotoSize = 'detail') => `${IMAGES_PREFIX}/photos/${id}/${size}`;

const PHOTO_URL = /^\/images\/photos\/(\d+)\/detail$/;
/** The card-size address of a stored photo's detail URL, or null for any other URL. */
export function photoCardUrl(url: string): string | null {
  const id = url.match(PHOTO_URL)?.[1];
  return id ? photoUrl(Number(id), 'card') : null;
}
