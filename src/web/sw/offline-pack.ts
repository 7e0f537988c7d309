import { API_CACHE, IMAGE_CACHE, isKeepableReply, PACK_BUILT_AT_HEADER, PACK_META_CACHE } from './policy';

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

const INDEX_URL = '/api/offline-pack';
/** Where the last index read is kept (with its ETag), in PACK_META_CACHE. */
const KEPT_INDEX_KEY = '/offline-pack/index';
/** Images fetched at once: the pack is background work on a phone's connection. */
const IMAGE_BATCH = 4;

// Low priority: the pack never competes with what a page is loading.
const background = { priority: 'low', credentials: 'same-origin' } as RequestInit;

/**
 * Brings the cached replies up to the server's pack: asks for the index with the ETag of the last one
 * (a 304 costs a few bytes: the pack is read again only when the catalogue changed), then only the
 * parts whose hash changed, and the images not yet kept. Each entry is stored in the API cache as the
 * reply to its URL, dated with the pack's build time. A failure leaves the kept index as it was, so
 * the next visit tries again.
 */
export async function syncOfflinePack(origin: string): Promise<void> {
  const meta = await caches.open(PACK_META_CACHE);
  const kept = await meta.match(KEPT_INDEX_KEY);
  const etag = kept?.headers.get('etag');
  const reply = await fetch(INDEX_URL, {
    ...background,
    cache: 'no-store',
    headers: etag ? { 'if-none-match': etag } : {},
  });
  if (reply.status === 304 || !reply.ok) return;
  const index = (await reply.json()) as PackIndex;
  const keptHashes = new Set(kept ? ((await kept.json()) as PackIndex).parts.map((p) => p.hash) : []);
  for (const part of index.parts) {
    if (keptHashes.has(part.hash)) continue;
    if (!(await storePart(origin, part.url, part.hash, index.builtAt))) return;
  }
  await storeImages(origin, index.images);
  const headers = new Headers({ 'content-type': 'application/json' });
  if (reply.headers.get('etag')) headers.set('etag', reply.headers.get('etag')!);
  await meta.put(KEPT_INDEX_KEY, new Response(JSON.stringify(index), { headers }));
}

async function storePart(origin: string, url: string, hash: string, builtAt: string): Promise<boolean> {
  const reply = await fetch(new URL(url, origin), background);
  if (!reply.ok) return false;
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
  return true;
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
