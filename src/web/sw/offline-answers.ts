import { ESTABLISHMENT_PATH, establishmentsUrl } from '../../domain/api-urls';
import type { Establishment } from '../../domain/schemas/catalog';
import { createSearchIndex } from '../../domain/search-index';
import { API_CACHE, OFFLINE_PACK_KEY, PACK_BUILT_AT_HEADER, PACK_META_CACHE } from './policy';

/**
 * Answers for the public reads that neither the API cache nor the network answered (offline, a URL
 * never fetched), made from what the worker keeps: a search is run over the places whose detail is
 * cached (the offline pack holds every published place's), and a place's detail that a stored pack
 * does not hold is a place not in the guide (404). Anything else is left unanswered, as before.
 */
export async function answerWithoutNetwork(url: URL): Promise<Response | null> {
  const search = searchQueryOf(url);
  if (search) return answerSearch(search);
  if (isDetailUrl(url)) return answerPlaceNotPacked();
  return null;
}

/** A place's detail reply (what the detail page reads, and the pack holds for every published place). */
const isDetailUrl = (url: URL) => ESTABLISHMENT_PATH.test(url.pathname) && !url.search;
const SEARCH_PARAMS = new Set(['q', 'limit', 'offset']);

export interface SearchQuery {
  q: string;
  limit: number | undefined;
  offset: number;
}

/**
 * The search page's list URL (the list with `q`, `limit` and `offset`, nothing else: a filter or a
 * sort would have to be repeated here too), or null.
 */
export function searchQueryOf(url: URL): SearchQuery | null {
  const params = url.searchParams;
  const q = params.get('q')?.trim();
  if (url.pathname !== establishmentsUrl() || !q) return null;
  if ([...params.keys()].some((key) => !SEARCH_PARAMS.has(key))) return null;
  // Absent: undefined; not a whole number: NaN (the server would answer 400; the worker does not answer).
  const count = (raw: string | null) =>
    raw === null ? undefined : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  const limit = count(params.get('limit'));
  const offset = count(params.get('offset')) ?? 0;
  return Number.isNaN(limit) || Number.isNaN(offset) ? null : { q, limit, offset };
}

/** One page of the places matching the query, ordered as the server orders a search, and their total. */
export function searchPlaces(places: readonly Establishment[], query: SearchQuery, now = Date.now()) {
  const byId = new Map(places.map((p) => [p.id, p]));
  // Live updates are found while they last, as the server finds them (events are not kept per place).
  const found = createSearchIndex(places)
    .find(query.q, now)
    .hits.map(({ id, match }): Establishment => {
      const place = byId.get(id)!;
      return match ? { ...place, searchMatch: { kind: match.kind, id: match.id, text: match.text } } : place;
    });
  const end = query.limit === undefined ? undefined : query.offset + query.limit;
  return { establishments: found.slice(query.offset, end), total: found.length };
}

async function answerSearch(query: SearchQuery): Promise<Response> {
  const { places, asOf } = await cachedPlaces();
  const { establishments, total } = searchPlaces(places, query);
  const headers = new Headers({ 'content-type': 'application/json', 'x-total-count': String(total) });
  // The offline notice dates the page by its oldest data: here, the oldest place searched.
  if (asOf !== null) headers.set(PACK_BUILT_AT_HEADER, new Date(asOf).toISOString());
  return new Response(JSON.stringify(establishments), { headers });
}

/** Every place whose detail reply is cached, and the time of the oldest of them. */
async function cachedPlaces(): Promise<{ places: Establishment[]; asOf: number | null }> {
  const api = await caches.open(API_CACHE);
  const details = (await api.keys()).filter((request) => isDetailUrl(new URL(request.url)));
  const read = await Promise.all(
    details.map(async (request) => {
      const reply = await api.match(request, { ignoreVary: true });
      if (!reply) return null;
      const stamp = reply.headers.get(PACK_BUILT_AT_HEADER) ?? reply.headers.get('date');
      return { place: (await reply.json()) as Establishment, at: Date.parse(stamp ?? '') };
    }),
  );
  const kept = read.filter((r) => r !== null);
  const times = kept.map((r) => r.at).filter((at) => !Number.isNaN(at));
  return { places: kept.map((r) => r.place), asOf: times.length ? Math.min(...times) : null };
}

/**
 * Once a pack is stored, it held every place published when it was built, and the worker deletes the
 * replies of places it no longer holds (offline-pack.ts): a detail neither cached nor reachable is of a
 * place not in the guide as of that pack (the page shows its not-found page, under the offline notice
 * that dates the guide). Before any pack is stored, nothing is known: no answer, the page says it
 * could not load.
 */
async function answerPlaceNotPacked(): Promise<Response | null> {
  const kept = await (await caches.open(PACK_META_CACHE)).match(OFFLINE_PACK_KEY);
  if (!kept) return null;
  // The server's own 404 body for a place (lib/error-handler.ts).
  return new Response(JSON.stringify({ message: 'Establishment not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });
}
