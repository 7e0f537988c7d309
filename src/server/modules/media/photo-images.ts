import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_SIZES, PHOTO_TYPE_MESSAGE, type PhotoSize } from '../../../domain/schemas/photos';
import { badRequest } from '../../lib/errors';
import type { StoredImage } from './images';

/** Refuses decompression bombs before any pixel is decoded (about 8000 x 8000). */
export const PHOTO_MAX_INPUT_PIXELS = 64_000_000;
/** A HEIC decode that takes longer than this is abandoned (the worker is ended). */
const HEIC_DECODE_TIMEOUT_MS = 20_000;

export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heif';
export type PhotoVariants = Record<`${PhotoSize}${'Avif' | 'Webp'}`, StoredImage> & {
  width: number;
  height: number;
};

/** HEIF-family brands in the ftyp box: HEIC stills and sequences, and the generic image brands. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** What the bytes are, by content only: never by file name or declared type. */
export function sniffPhoto(bytes: Buffer): PhotoKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12)))
    return 'heif';
  return null;
}

const unreadable = () => badRequest(`This photo could not be read. ${PHOTO_TYPE_MESSAGE}`);
const tooLarge = () =>
  badRequest('This photo has too many pixels: please choose one under 64 megapixels (about 8000 × 8000)');

const isPixelLimit = (err: unknown) => /pixel limit/i.test((err as Error)?.message ?? '');

/** HEVC-coded HEIC decoded in a worker thread, with a time limit; the pixels come back as raw RGBA. */
function decodeHeic(bytes: Buffer): Promise<{ width: number; height: number; pixels: Buffer }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./heic-worker.mjs', import.meta.url), { workerData: bytes });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(unreadable());
    }, HEIC_DECODE_TIMEOUT_MS);
    worker.once(
      'message',
      ({ width, height, pixels }: { width: number; height: number; pixels: Uint8Array }) => {
        clearTimeout(timer);
        void worker.terminate();
        // The worker handed its buffer over: wrap it, never copy it on the event loop.
        resolve({ width, height, pixels: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength) });
      },
    );
    worker.once('error', () => {
      clearTimeout(timer);
      reject(unreadable());
    });
  });
}

/** The decoded photo as a sharp pipeline, upright; the dimensions are checked before decoding. */
async function openPhoto(bytes: Buffer, kind: PhotoKind): Promise<Sharp> {
  const options = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (err) {
    throw isPixelLimit(err) ? tooLarge() : unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > PHOTO_MAX_INPUT_PIXELS) throw tooLarge();
  if (kind === 'heif' && meta.compression === 'hevc') {
    const { width, height, pixels } = await decodeHeic(bytes);
    // HEIF carries its rotation in the container, which libheif has already applied.
    return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: PHOTO_MAX_INPUT_PIXELS });
  }
  return sharp(bytes, options).rotate();
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Qualities tried in turn until a variant fits its byte budget; then the width shrinks. */
const QUALITIES = [62, 50, 40, 30];

async function encode(base: Sharp, size: PhotoSize, format: 'avif' | 'webp'): Promise<StoredImage> {
  const box = PHOTO_SIZES[size];
  let scale = 1;
  for (;;) {
    for (const quality of QUALITIES) {
      const resized = base.clone().resize({
        width: Math.round(box.width * scale),
        height: Math.round(box.height * scale),
        fit: 'inside',
        withoutEnlargement: true,
      });
      const out = format === 'avif' ? resized.avif({ quality, effort: 2 }) : resized.webp({ quality });
      const { data, info } = await out.toBuffer({ resolveWithObject: true });
      if (data.length <= box.maxBytes || scale < 0.3)
        return {
          contentType: `image/${format}`,
          bytes: data,
          sha256: sha256(data),
          width: info.width,
          height: info.height,
        };
    }
    scale *= 0.75;
  }
}

/**
 * A JPG, PNG, WebP or HEIC photo re-encoded (metadata such as EXIF and GPS dropped, orientation
 * applied) into the card and detail sizes, each as AVIF and WebP. All work runs in sharp's thread
 * pool or a worker thread, never on the event loop.
 */
export async function preparePhoto(bytes: Buffer): Promise<PhotoVariants> {
  const kind = sniffPhoto(bytes);
  if (!kind) throw badRequest(PHOTO_TYPE_MESSAGE);
  const opened = await openPhoto(bytes, kind);
  try {
    // Decoded and shrunk once; every variant is encoded from these pixels.
    const { data, info } = await opened
      .resize({ ...PHOTO_SIZES.detail, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const base = sharp(data, { raw });
    const [cardAvif, cardWebp, detailAvif, detailWebp] = await Promise.all([
      encode(base, 'card', 'avif'),
      encode(base, 'card', 'webp'),
      encode(base, 'detail', 'avif'),
      encode(base, 'detail', 'webp'),
    ]);
    return {
      cardAvif,
      cardWebp,
      detailAvif,
      detailWebp,
      width: detailWebp.width ?? info.width,
      height: detailWebp.height ?? info.height,
    };
  } catch (err) {
    throw isPixelLimit(err) ? tooLarge() : unreadable();
  }
}
