import { OFFLINE_PACK_URL } from '../../domain/api-urls';
import {
  API_CACHE,
  IMAGE_CACHE,
  isKeepableReply,
  OFFLINE_PACK_KEY,
  PACK_BUILT_AT_HEADER,
  PACK_META_CACHE,
} from './policy';

/**
 * The offline pack (GET /api/offline-pack): every public API reply the pages need, in parts, so that
 * after one visit every public page renders offline, including places never opened.
 */
export interface PackIndex {
  version: string | number;
  builtAt: string;
  parts: { url: string; hash: string; places: number }[];
  images: string[];
}

interface PackPart {
  /**
   * [the exact URL a page requests, its JSON body, and optionally headers a page reads (a list's
   * X-Total-Count)].
   */
  entries: [string, unknown, Record<string, string>?][];
}

/**
 * What the worker keeps of the last pack it stored whole: its index (and, as the reply's header, its
 * ETag), and the URLs each part wrote into the API cache, so that the next pack's changes can be pruned.
 */
export interface OfflinePack {
  index: PackIndex;
  /** Part hash -> the URLs of its entries, as the part lists them. */
  urls: Record<string, string[]>;
}

const INDEX_URL = OFFLINE_PACK_URL;
/** Images fetched at once: the pack is background work on a phone's connection. */
const IMAGE_BATCH = 4;

// Low priority: the pack never competes with what a page is loading.
const background = { priority: 'low', credentials: 'same-origin' } as RequestInit;

/**
 * Syncs run one at a time (each page load asks for one): two at once could each write their version's
 * entries, and the last to finish keep its URL list against what the other wrote.
 */
let queue: Promise<void> = Promise.resolve();

/**
 * Brings the cached replies up to the server's pack: asks for the index with the ETag of the last one
 * (a 304 costs a few bytes: the pack is read again only when the catalogue changed), then only the
 * parts whose hash changed, and the images not yet kept. Each entry is stored in the API cache as the
 * reply to its URL, dated with the pack's build time. Then what the last pack had and this one has not
 * (a place removed or unpublished: its detail, rates and photos, its images; a past day's rates) is
 * deleted, so offline it is not shown as current. A failure leaves the kept pack as it was, so the
 * next visit tries again (a failure is not reported: the pack is background work).
 */
export function syncOfflinePack(origin: string): Promise<void> {
  queue = queue.then(() => syncOnce(origin)).catch(() => {});
  return queue;
}

async function syncOnce(origin: string): Promise<void> {
  const meta = await caches.open(PACK_META_CACHE);
  const packedReply = await meta.match(OFFLINE_PACK_KEY);
  const kept = packedReply ? parseOfflinePack(await packedReply.clone().json()) : null;
  const etag = kept && packedReply?.headers.get('etag');
  const reply = await fetch(INDEX_URL, {
    ...background,
    cache: 'no-store',
    headers: etag ? { 'if-none-match': etag } : {},
  });
  if (reply.status === 304 || !reply.ok) return;
  const next: OfflinePack = { index: (await reply.json()) as PackIndex, urls: {} };
  for (const part of next.index.parts) {
    const urls = kept?.urls[part.hash] ?? (await storePart(origin, part.url, part.hash, next.index.builtAt));
    if (!urls) return;
    next.urls[part.hash] = urls;
  }
  await storeImages(origin, next.index.images);
  await deleteDropped(origin, droppedUrls(kept, next));
  const headers = new Headers({ 'content-type': 'application/json' });
  if (reply.headers.get('etag')) headers.set('etag', reply.headers.get('etag')!);
  await meta.put(OFFLINE_PACK_KEY, new Response(JSON.stringify(next), { headers }));
}

/** The kept pack, or null when none or one of an older worker that kept no URLs (the next sync is whole). */
export function parseOfflinePack(value: unknown): OfflinePack | null {
  const kept = value as Partial<OfflinePack> | null;
  const ok = Array.isArray(kept?.index?.parts) && typeof kept?.urls === 'object' && kept.urls !== null;
  return ok ? (kept as OfflinePack) : null;
}

/**
 * The URLs the kept pack wrote that the next one no longer lists, in the API cache and the image cache.
 * A URL still in any part (a place that moved to another area's part) or image list is kept.
 */
export function droppedUrls(
  kept: OfflinePack | null,
  next: OfflinePack,
): { api: string[]; images: string[] } {
  if (!kept) return { api: [], images: [] };
  const listed = (pack: OfflinePack) => new Set(Object.values(pack.urls).flat());
  const nextApi = listed(next);
  const nextImages = new Set(next.index.images);
  return {
    api: [...listed(kept)].filter((url) => !nextApi.has(url)),
    images: kept.index.images.filter((url) => !nextImages.has(url)),
  };
}

async function deleteDropped(origin: string, dropped: { api: string[]; images: string[] }) {
  // Replies the worker kept from the network vary on headers its requests never show (api-cache.ts).
  const options = { ignoreVary: true };
  const [api, images] = await Promise.all([caches.open(API_CACHE), caches.open(IMAGE_CACHE)]);
  await Promise.all([
    ...dropped.api.map((url) => api.delete(new URL(url, origin).href, options)),
    ...dropped.images.map((url) => images.delete(new URL(url, origin).href, options)),
  ]);
}

/** Writes a part's entries into the API cache; their URLs, or null when the part could not be read. */
async function storePart(
  origin: string,
  url: string,
  hash: string,
  builtAt: string,
): Promise<string[] | null> {
  const reply = await fetch(new URL(url, origin), background);
  if (!reply.ok) return null;
  const { entries } = (await reply.json()) as PackPart;
  const api = await caches.open(API_CACHE);
  const date = new Date(builtAt).toUTCString();
  // An ETag of the pack's own: the server's reply at the same URL differs from it, so the page hears
  // when a stale-while-revalidate read replaced an entry (sw/api-cache.ts).
  const etag = `W/"pack-${hash}"`;
  await Promise.all(
    entries.map(([entryUrl, body, headers]) =>
      api.put(
        new URL(entryUrl, origin).href,
        new Response(JSON.stringify(body), {
          headers: {
            ...headers,
            'content-type': 'application/json',
            date,
            etag,
            [PACK_BUILT_AT_HEADER]: builtAt,
          },
        }),
      ),
    ),
  );
  return entries.map(([entryUrl]) => entryUrl);
}

async function storeImages(origin: string, urls: readonly string[]) {
  const images = await caches.open(IMAGE_CACHE);
  const missing: string[] = [];
  for (const url of urls) {
    const href = new URL(url, origin).href;
    if (new URL(href).origin === origin && !(await images.match(href, { ignoreVary: true })))
      missing.push(href);
  }
  for (let i = 0; i < missing.length; i += IMAGE_BATCH) {
    await Promise.all(
      missing.slice(i, i + IMAGE_BATCH).map(async (href) => {
        const reply = await fetch(href, background).catch(() => null);
        if (reply && isKeepableReply(reply)) await images.put(href, reply);
      }),
    );
  }
}
