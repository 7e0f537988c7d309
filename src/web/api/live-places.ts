/**
 * How one live update changes each cached reply that shows a place's live updates, as pure functions of
 * the reply's data: a place (detail, lists), the landing's feed and the map's pins. Each answers the
 * new data, or STALE when the reply cannot be made right from what it holds (its query is then refetched).
 */

import { LIVE_FEED_UPDATES_PER_PLACE, liveFeedOrder, newestUpdateFirst } from '../../domain/live-feed';
import type { Establishment, StatusUpdate } from '../../domain/schemas/catalog';
import type { LiveFeed, LivePlace, MapPin, MapPinsReply } from '../../domain/schemas/highlights';
import { isUpdateLive } from '../../domain/updates';

export const STALE = Symbol('stale');
export type Patched<T> = T | typeof STALE;

/** What a place's live updates were before the event, and its summary, found in other cached replies. */
export interface PlaceKnowledge {
  /** Its live updates (newest first) from a reply that holds them all, or null when none does. */
  updates: StatusUpdate[] | null;
  /** What a feed card needs of it, or null when no cached reply has it. */
  summary: Omit<LivePlace, 'statusUpdates'> | null;
}

/** The updates with `added` (replacing one of its id), newest first, without those expired at `now`. */
export function withUpdate(updates: readonly StatusUpdate[], added: StatusUpdate, now: number) {
  return [added, ...updates.filter((u) => u.id !== added.id)]
    .filter((u) => isUpdateLive(u, new Date(now)))
    .sort(newestUpdateFirst);
}

export const withoutUpdate = (updates: readonly StatusUpdate[], id: number) =>
  updates.filter((u) => u.id !== id);

/** A place (detail or list entry) with its updates changed; the same object when nothing changes. */
export function patchPlace<T extends { id: number; statusUpdates: StatusUpdate[] }>(
  place: T,
  establishmentId: number,
  change: (updates: StatusUpdate[]) => StatusUpdate[],
): T {
  if (place.id !== establishmentId) return place;
  const statusUpdates = change(place.statusUpdates);
  const same =
    statusUpdates.length === place.statusUpdates.length &&
    statusUpdates.every((u, i) => u === place.statusUpdates[i]);
  return same ? place : { ...place, statusUpdates };
}

// ---------------------------------------------------------------------------------------------------
// The landing's feed: places with a live update, most recently updated first, `limit` of them.

/** The feed after a place posts `update`. */
export function feedWithUpdate(
  feed: LiveFeed,
  limit: number,
  update: StatusUpdate,
  known: PlaceKnowledge,
  now: number,
): Patched<LiveFeed> {
  const establishmentId = update.establishmentId;
  const held = feed.places.find((p) => p.id === establishmentId);
  let place: LivePlace;
  let total = feed.total;
  if (held) {
    place = { ...held, statusUpdates: withUpdate(held.statusUpdates, update, now) };
  } else {
    // Not in the feed: it had no live update, or it is beyond the feed's limit.
    if (!known.summary || !known.updates) return STALE;
    if (known.updates.length === 0) total++;
    place = { ...known.summary, statusUpdates: withUpdate(known.updates, update, now) };
  }
  place.statusUpdates = place.statusUpdates.slice(0, LIVE_FEED_UPDATES_PER_PLACE);
  const places = [place, ...feed.places.filter((p) => p.id !== establishmentId)]
    .sort(liveFeedOrder)
    .slice(0, limit);
  return { places, total };
}

/** The feed after the place's update `id` is removed (deleted or expired). */
export function feedWithoutUpdate(
  feed: LiveFeed,
  establishmentId: number,
  id: number,
  known: PlaceKnowledge,
): Patched<LiveFeed> {
  const held = feed.places.find((p) => p.id === establishmentId);
  const beyondLimit = feed.total > feed.places.length;
  if (!held) {
    // Only a place beyond the limit can change the feed (its total) from here.
    if (!beyondLimit) return feed;
    if (!known.updates) return STALE;
    if (!known.updates.some((u) => u.id === id)) return feed;
    return known.updates.length === 1 ? { ...feed, total: feed.total - 1 } : feed;
  }
  if (!held.statusUpdates.some((u) => u.id === id)) return feed;
  // A full list may be cut short: what comes after the removed one is not known here.
  if (held.statusUpdates.length >= LIVE_FEED_UPDATES_PER_PLACE) return STALE;
  const statusUpdates = withoutUpdate(held.statusUpdates, id);
  const others = feed.places.filter((p) => p.id !== establishmentId);
  if (statusUpdates.length === 0) {
    // A place beyond the limit would take the freed spot.
    return beyondLimit ? STALE : { places: others, total: feed.total - 1 };
  }
  const places = [...others, { ...held, statusUpdates }].sort(liveFeedOrder);
  // Last of those held, it might now be older than a place beyond the limit.
  if (beyondLimit && places[places.length - 1].id === establishmentId) return STALE;
  return { places, total: feed.total };
}

// ---------------------------------------------------------------------------------------------------
// The map's pins: live places first, then the best rated, then by name; `live` is the newest message.

const rating = (p: MapPin) => p.googleRating ?? Number.NEGATIVE_INFINITY;
const pinOrder = (a: MapPin, b: MapPin) =>
  Number(b.live !== null) - Number(a.live !== null) ||
  rating(b) - rating(a) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

/** The pins with one place's newest live update set (or cleared with null). */
function withLive(
  reply: MapPinsReply,
  establishmentId: number,
  newest: StatusUpdate | undefined,
): MapPinsReply {
  const pin = reply.pins.find((p) => p.id === establishmentId);
  const live = newest?.message ?? null;
  const liveUntil = newest?.expiresAt ?? null;
  if (!pin || (pin.live === live && pin.liveUntil === liveUntil)) return reply;
  const pins = reply.pins.map((p) => (p === pin ? { ...p, live, liveUntil } : p)).sort(pinOrder);
  return { ...reply, pins };
}

/** The pins after a place posts `update`. */
export function pinsWithUpdate(
  reply: MapPinsReply,
  update: StatusUpdate,
  known: PlaceKnowledge,
  now: number,
): Patched<MapPinsReply> {
  const establishmentId = update.establishmentId;
  if (!reply.pins.some((p) => p.id === establishmentId))
    // Outside the box or the filters, unless the reply is capped: live places come first, so it may now be in.
    return reply.capped ? STALE : reply;
  const updates = withUpdate(known.updates ?? [], update, now);
  return withLive(reply, establishmentId, updates[0]);
}

/** The pins after the place's update `id` is removed. */
export function pinsWithoutUpdate(
  reply: MapPinsReply,
  establishmentId: number,
  id: number,
  known: PlaceKnowledge,
): Patched<MapPinsReply> {
  const pin = reply.pins.find((p) => p.id === establishmentId);
  if (!pin || pin.live === null) return reply;
  if (!known.updates) return STALE;
  const left = withoutUpdate(known.updates, id);
  // A capped reply keeps live places first: one that stops being live may give its spot to another.
  if (left.length === 0 && reply.capped) return STALE;
  return withLive(reply, establishmentId, left[0]);
}

/** What a feed card shows of a listed place. */
export function summaryOf(e: Establishment): PlaceKnowledge['summary'] {
  return {
    id: e.id,
    name: e.name,
    categoryId: e.categoryId,
    areaId: e.areaId,
    area: e.area ? { id: e.area.id, name: e.area.name } : null,
    latitude: e.latitude,
    longitude: e.longitude,
    googleRating: e.googleRating,
    googleReviewCount: e.googleReviewCount,
  };
}

/** What a pin tells of a place: its summary, and that it had no live update when `live` is null. */
export function knowledgeOfPin(pin: MapPin): PlaceKnowledge {
  return {
    summary: {
      id: pin.id,
      name: pin.name,
      categoryId: pin.categoryId,
      areaId: pin.areaId,
      area: pin.areaId === null || pin.areaName === null ? null : { id: pin.areaId, name: pin.areaName },
      latitude: pin.latitude,
      longitude: pin.longitude,
      googleRating: pin.googleRating,
      googleReviewCount: pin.googleReviewCount,
    },
    updates: pin.live === null ? [] : null,
  };
}
