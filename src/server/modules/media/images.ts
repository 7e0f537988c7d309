import { createHash } from 'node:crypto';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { LOGO_MAX_PIXELS, LOGO_TYPE_MESSAGE } from '../../../domain/schemas/media';
import { badRequest } from '../../lib/errors';
import { SVG_UNREADABLE, svgLimitProblem } from './svg-limits';
import type { SanitisedSvg } from './svg-sanitiser';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  sha256: string;
  width: number | null;
  height: number | null;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
/** Refuses decompression bombs before sharp allocates the pixels (about 8000 x 8000). */
const MAX_INPUT_PIXELS = 64_000_000;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What the bytes are, by content only: never by file name or declared type. */
export function sniffImage(bytes: Buffer): 'png' | 'jpeg' | 'svg' | null {
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG_MAGIC)) return 'jpeg';
  if (bytes.includes(0)) return null;
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // An XML declaration, comments or a doctype may come before the <svg> root.
  if (
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(head)
  )
    return 'svg';
  return null;
}

/** PNG or JPEG: decoded, auto-rotated, shrunk to fit 512 px and re-encoded as WebP (metadata dropped). */
export async function normaliseRaster(bytes: Buffer): Promise<StoredImage> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: LOGO_MAX_PIXELS, height: LOGO_MAX_PIXELS, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer({ resolveWithObject: true });
    return {
      contentType: 'image/webp',
      bytes: data,
      sha256: sha256(data),
      width: info.width,
      height: info.height,
    };
  } catch {
    throw badRequest(`This image could not be read. ${LOGO_TYPE_MESSAGE}`);
  }
}

/** How long the worker may take over one SVG that passed the limits, once it is up. */
export const SVG_SANITISE_MS = 5_000;
const TOO_SLOW = 'This SVG took too long to check. Please simplify it or upload a PNG instead';

let svgWorkers: Piscina<string | null, SanitisedSvg | null> | undefined;

/** One worker, started on the first SVG and stopped after a minute without one (it never keeps the process up). */
function svgPool() {
  svgWorkers ??= new Piscina({
    filename: new URL('./svg-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  return svgWorkers;
}

/**
 * An SVG within the size, depth and element limits, sanitised in a worker thread with a time limit
 * (a worker that overruns is terminated); a 400 with the reason otherwise.
 */
export async function sanitiseSvg(bytes: Buffer, timeLimitMs = SVG_SANITISE_MS): Promise<StoredImage> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(SVG_UNREADABLE);
  }
  if (/<!ENTITY/i.test(text)) throw badRequest(SVG_UNREADABLE);
  const problem = svgLimitProblem(text);
  if (problem) throw badRequest(problem);
  const pool = svgPool();
  // Starting the worker (loading jsdom) is not the file's fault, so the time limit starts after it.
  await pool.run(null);
  let result: SanitisedSvg | null;
  try {
    result = await pool.run(text, { signal: AbortSignal.timeout(timeLimitMs) });
  } catch {
    throw badRequest(TOO_SLOW);
  }
  if (!result) throw badRequest(SVG_UNREADABLE);
  const out = Buffer.from(result.svg, 'utf8');
  return {
    contentType: 'image/svg+xml',
    bytes: out,
    sha256: sha256(out),
    width: result.width,
    height: result.height,
  };
}

/** A logo ready to store, or a 400 with a message the owner understands. */
export async function prepareLogo(bytes: Buffer): Promise<StoredImage> {
  const kind = sniffImage(bytes);
  if (kind === 'png' || kind === 'jpeg') return normaliseRaster(bytes);
  if (kind === 'svg') return sanitiseSvg(bytes);
  throw badRequest(LOGO_TYPE_MESSAGE);
}
