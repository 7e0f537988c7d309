/**
 * What the service worker may keep (pure: the worker and its tests share it). Only public reads are
 * kept: an allowlist of the public API's GET paths, so an owner's or the admin's GET, the live stream,
 * sign-in and anything new is never cached by default; and only 2xx replies that the server did not
 * mark `private` or `no-store` (every reply to a request with a session cookie is, by the server's
 * contract, so nothing a signed-in visitor sees is kept).
 */
import { isApiPath, PUBLIC_API_READS } from '../../domain/api-urls';
import { IMAGES_PREFIX } from '../../domain/image-urls';

/** Public API replies: stale-while-revalidate, and the offline pack's entries. */
export const API_CACHE = 'guide-api-v1';
/** Our own images (card art, logos, photos): cache first, bounded. */
export const IMAGE_CACHE = 'guide-images-v1';
/** Built files not precached (the owner's dashboard): kept the first time they load, bounded. */
export const ASSET_CACHE = 'guide-assets-v1';
/** The offline pack's index (its ETag and part hashes) from the last time it was read. */
export const PACK_META_CACHE = 'guide-pack-meta-v1';
/** The key, in PACK_META_CACHE, of the last pack stored whole (sw/offline-pack.ts). */
export const OFFLINE_PACK_KEY = '/offline-pack/index';
/** Header on replies the worker made from the offline pack: when the pack was built (ISO). */
export const PACK_BUILT_AT_HEADER = 'x-offline-pack-built-at';

const PUBLIC_API_GETS = PUBLIC_API_READS;

// Card art, logos, photos and preview cards alike (domain/image-urls.ts); the API has no images.
const PUBLIC_IMAGES: readonly RegExp[] = [new RegExp(`^${IMAGES_PREFIX}/`), /^\/icons\//];

interface RequestLike {
  method: string;
  url: string;
}

const ownPath = (request: RequestLike, origin: string): string | null => {
  const url = new URL(request.url);
  return url.origin === origin && request.method === 'GET' ? url.pathname : null;
};

/** A GET of our origin's public API that the worker answers stale-while-revalidate. */
export function isPublicApiRead(request: RequestLike, origin: string): boolean {
  const path = ownPath(request, origin);
  return path !== null && PUBLIC_API_GETS.some((re) => re.test(path));
}

/** A GET of one of our origin's public images (another host's map tiles never are). */
export function isPublicImage(request: RequestLike, origin: string): boolean {
  const path = ownPath(request, origin);
  return path !== null && PUBLIC_IMAGES.some((re) => re.test(path));
}

/**
 * A built file under /assets/ (its name carries its hash, so a kept copy is never stale). The precache
 * answers the public pages' files first; this keeps the others (the owner's dashboard) once used.
 */
export function isBuiltAsset(request: RequestLike, origin: string): boolean {
  return ownPath(request, origin)?.startsWith('/assets/') ?? false;
}

/** A navigation the worker serves network-first (not the API's redirects such as /api/login). */
export function isPageNavigation(request: RequestLike & { mode: string }, origin: string): boolean {
  const path = ownPath(request, origin);
  return request.mode === 'navigate' && path !== null && !isApiPath(path);
}

/** Whether a reply may be kept: a full 2xx reply that the server did not mark private or no-store. */
export function isKeepableReply(reply: { status: number; headers: { get(name: string): string | null } }) {
  if (reply.status !== 200 && reply.status !== 203) return false;
  const cacheControl = reply.headers.get('cache-control') ?? '';
  return !/(^|[\s,])(no-store|private)\b/i.test(cacheControl);
}
