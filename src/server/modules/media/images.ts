import { createHash } from 'node:crypto';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { LOGO_MAX_PIXELS, LOGO_TYPE_MESSAGE } from '../../../domain/schemas/media';
import { badRequest } from '../../lib/errors';

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

const SAFE_HREF = /^(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
const EXTERNAL_URL = /url\(\s*(['"]?)(?!#)[^)]*\)/i;
const EXTERNAL_URLS = new RegExp(EXTERNAL_URL.source, 'gi');
const IMPORTS = /@import[^;]*;?/gi;

let purifier: ReturnType<typeof createDOMPurify> | undefined;
let serializer: { serializeToString(node: unknown): string } | undefined;

function getPurifier() {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const p = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    // Only references inside the file (or embedded raster images): nothing is ever fetched.
    if ((name === 'href' || name === 'xlink:href') && !SAFE_HREF.test(data.attrValue.trim()))
      data.keepAttr = false;
    else if (EXTERNAL_URL.test(data.attrValue) || /@import/i.test(data.attrValue))
      data.attrValue = data.attrValue.replace(EXTERNAL_URLS, 'none').replace(IMPORTS, '');
  });
  p.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() === 'style')
      node.textContent = (node.textContent ?? '').replace(IMPORTS, '').replace(EXTERNAL_URLS, 'none');
  });
  purifier = p;
  serializer = new window.XMLSerializer();
  return p;
}

/**
 * An SVG that must parse as XML with an <svg> root; scripts, event handlers, foreign objects and
 * external references are removed, and what remains is serialised again as standalone XML.
 */
export function sanitiseSvg(bytes: Buffer): StoredImage {
  const unreadable = badRequest('This SVG could not be read. Please choose a valid JPG, PNG or SVG image');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable;
  }
  if (/<!ENTITY/i.test(text)) throw unreadable;
  try {
    const root = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document.documentElement;
    if (root?.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg') throw unreadable;
  } catch {
    throw unreadable;
  }
  const purify = getPurifier();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'a', 'iframe', 'embed', 'object', 'audio', 'video'],
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = fragment.querySelector('svg');
  if (!svg) throw unreadable;
  const out = Buffer.from(serializer!.serializeToString(svg), 'utf8');
  const dimension = (name: string) => {
    const n = Number.parseFloat(svg.getAttribute(name) ?? '');
    return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
  };
  return {
    contentType: 'image/svg+xml',
    bytes: out,
    sha256: sha256(out),
    width: dimension('width'),
    height: dimension('height'),
  };
}

/** A logo ready to store, or a 400 with a message the owner understands. */
export async function prepareLogo(bytes: Buffer): Promise<StoredImage> {
  const kind = sniffImage(bytes);
  if (kind === 'png' || kind === 'jpeg') return normaliseRaster(bytes);
  if (kind === 'svg') return sanitiseSvg(bytes);
  throw badRequest(LOGO_TYPE_MESSAGE);
}
