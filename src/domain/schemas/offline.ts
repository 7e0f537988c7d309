import { z } from 'zod';
import { wholeNumberParam } from './common';

/** At most this many places in one part of the offline pack (parts are per area, split beyond it). */
export const OFFLINE_PART_MAX_PLACES = 250;

/** One part of the pack as the index lists it: its URL (with ?v=hash), the hash, its places (0 for part 0). */
export const offlinePartRef = z.object({ url: z.string(), hash: z.string(), places: z.number().int() });

/**
 * GET /api/offline-pack: what a service worker needs to keep the whole public guide on the phone.
 * `version` is also the reply's ETag; a client fetches only the parts whose hash changed.
 */
export const offlinePackIndex = z.object({
  version: z.string(),
  builtAt: z.string(),
  parts: z.array(offlinePartRef),
  images: z.array(z.string()),
});
export type OfflinePackIndex = z.infer<typeof offlinePackIndex>;

/**
 * GET /api/offline-pack/parts/:n: [url, body] pairs, each url exactly what a page requests
 * (domain/api-urls.ts) and each body the JSON the API answers at that URL.
 */
/** [the URL a page requests, its JSON body, the headers a page reads (a list page's X-Total-Count)] */
export const offlinePackPart = z.object({
  entries: z.array(
    z
      .tuple([z.string(), z.unknown(), z.record(z.string(), z.string()).optional()])
      // OpenAPI 3.0 has no schema per position, and the body's position holds any JSON: so may each.
      .meta({ items: {} }),
  ),
});
export type OfflinePackPart = z.infer<typeof offlinePackPart>;

const PART_NUMBER = { message: 'must be a part number (0, 1, 2, ...)' };
export const offlinePartParams = z.object({
  n: wholeNumberParam(z.number(PART_NUMBER).int(PART_NUMBER).min(0, PART_NUMBER).max(999_999, PART_NUMBER)),
});

export const offlinePartQuery = z.object({ v: z.string().max(64).optional() });

/** The index's and each part's address. */
export const OFFLINE_PACK_URL = '/api/offline-pack';
export const offlinePartUrl = (n: number, hash: string) => `${OFFLINE_PACK_URL}/parts/${n}?v=${hash}`;
