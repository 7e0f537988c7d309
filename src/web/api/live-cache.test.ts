import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIVE_FEED_UPDATES_PER_PLACE } from '../../domain/live-feed';
import type { Alert } from '../../domain/schemas/alerts';
import type { Establishment, StatusUpdate } from '../../domain/schemas/catalog';
import type { LiveFeed, LivePlace, MapPin, MapPinsReply } from '../../domain/schemas/highlights';
import type { LiveEventDataOf } from '../../domain/schemas/live';
import { adminEstablishmentsQuery } from './admin';
import { alertsQuery } from './alerts';
import { categoriesQuery, establishmentQuery, establishmentsQuery } from './catalog';
import { allStatusUpdatesQuery } from './dashboard';
import { type EstablishmentPage, establishmentPagesQuery } from './establishment-pages';
import { categoryCountsQuery, liveFeedQuery, mapPinsQuery } from './highlights';
import { applyLiveEvent } from './live-cache';
import { ownedEstablishmentsQuery } from './ownership';
import { createQueryClient } from './query-client';

const ALERTS = alertsQuery().queryKey;
const NOW = Date.parse('2026-11-25T12:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function update(id: number, establishmentId: number, minutesAgo = 0, expiresIn: number | null = 60) {
  return {
    id,
    establishmentId,
    message: `update ${id}`,
    type: 'general',
    isActive: true,
    createdAt: at(-minutesAgo),
    expiresAt: expiresIn === null ? null : at(expiresIn),
  } satisfies StatusUpdate;
}

function place(id: number, statusUpdates: StatusUpdate[] = [], fields: Partial<Establishment> = {}) {
  const nulls = Object.fromEntries(
    ['description', 'areaId', 'latitude', 'longitude', 'coordinateQuality', 'phone', 'whatsapp']
      .concat(['whatsappBooking', 'website', 'logoUrl', 'address', 'hours', 'priceRange', 'menu'])
      .concat(['amenities', 'allergyInfo', 'specialties', 'acceptedPayments', 'parkingInfo'])
      .concat(['accessibilityInfo', 'socialMedia', 'googlePlaceId', 'googleRating', 'googleReviewCount'])
      .concat(['lastRatingUpdate', 'heroImageUrl', 'featuredImageUrl', 'category', 'area'])
      .map((k) => [k, null]),
  );
  return {
    ...nulls,
    id,
    name: `Place ${id}`,
    categoryId: 1,
    imageGallery: [],
    isActive: true,
    statusUpdates,
    ...fields,
  } as Establishment;
}

const livePlace = (e: Establishment): LivePlace => ({
  id: e.id,
  name: e.name,
  categoryId: e.categoryId,
  areaId: e.areaId,
  area: null,
  latitude: e.latitude,
  longitude: e.longitude,
  googleRating: e.googleRating,
  googleReviewCount: e.googleReviewCount,
  statusUpdates: e.statusUpdates,
});

const pin = (id: number, live: string | null, googleRating: number | null = null): MapPin => ({
  id,
  name: `Place ${id}`,
  categoryId: 1,
  areaId: 2,
  areaName: 'San Pedro Town',
  latitude: 17.9,
  longitude: -87.96,
  googleRating,
  googleReviewCount: null,
  openNow: null,
  nextChange: null,
  live,
  liveUntil: null,
});

const BOX = { south: 17.8, west: -88, north: 18, east: -87.9 };

let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
});

const posted = (u: StatusUpdate): LiveEventDataOf<'status-update'> => ({
  establishmentId: u.establishmentId,
  update: { id: u.id, message: u.message, type: u.type, createdAt: u.createdAt, expiresAt: u.expiresAt },
});
const post = (u: StatusUpdate, now = NOW) => applyLiveEvent['status-update'](client, posted(u), now);
const remove = (establishmentId: number, id: number) =>
  applyLiveEvent['status-update-removed'](client, { establishmentId, id }, NOW);

describe('status-update', () => {
  it('shows the update, newest first, on the place, in every list holding it, and in its LIVE pin', () => {
    const older = update(1, 7, 30);
    client.setQueryData(establishmentQuery(7).queryKey, place(7, [older]));
    client.setQueryData(establishmentsQuery({ categoryId: 1 }).queryKey, [place(6), place(7, [older])]);
    const pages = establishmentPagesQuery({ categoryId: 1, sort: 'name' });
    client.setQueryData(pages.queryKey, {
      pages: [{ establishments: [place(6), place(7)], total: 2, offset: 0 }],
      pageParams: [0],
    });
    client.setQueryData(mapPinsQuery(BOX).queryKey, {
      pins: [pin(3, 'busy', 4.9), pin(7, null, 4.0)],
      total: 2,
      capped: false,
      limit: 500,
    });

    expect(post(update(2, 7))).toEqual([]);

    expect(client.getQueryData<Establishment>(establishmentQuery(7).queryKey)?.statusUpdates).toEqual([
      update(2, 7),
      older,
    ]);
    const list = client.getQueryData<Establishment[]>(establishmentsQuery({ categoryId: 1 }).queryKey)!;
    expect(list.map((e) => e.statusUpdates.map((u) => u.id))).toEqual([[], [2, 1]]);
    const paged = client.getQueryData<{ pages: EstablishmentPage[] }>(pages.queryKey)!;
    expect(paged.pages[0].establishments.map((e) => e.statusUpdates.map((u) => u.id))).toEqual([[], [2]]);
    // Live places come first on the map, whatever their rating.
    const pins = client.getQueryData<MapPinsReply>(mapPinsQuery(BOX).queryKey)!;
    expect(pins.pins.map((p) => [p.id, p.live])).toEqual([
      [3, 'busy'],
      [7, 'update 2'],
    ]);
  });

  it('puts a place that was not live at the top of the feed, counted, within the feed limit', () => {
    const feed: LiveFeed = { places: [livePlace(place(1, [update(10, 1, 5)]))], total: 1 };
    client.setQueryData(liveFeedQuery().queryKey, feed);
    client.setQueryData(liveFeedQuery(1).queryKey, feed);
    client.setQueryData(establishmentQuery(7).queryKey, place(7));

    expect(post(update(20, 7))).toEqual([]);

    const after = client.getQueryData<LiveFeed>(liveFeedQuery().queryKey)!;
    expect(after.places.map((p) => [p.id, p.statusUpdates.map((u) => u.id)])).toEqual([
      [7, [20]],
      [1, [10]],
    ]);
    expect(after.total).toBe(2);
    const one = client.getQueryData<LiveFeed>(liveFeedQuery(1).queryKey)!;
    expect([one.places.map((p) => p.id), one.total]).toEqual([[7], 2]);
  });

  it('moves a place already in the feed to the top, keeping at most its per-place share of updates', () => {
    const many = Array.from({ length: LIVE_FEED_UPDATES_PER_PLACE }, (_, i) => update(100 + i, 2, 50 + i));
    client.setQueryData(liveFeedQuery().queryKey, {
      places: [livePlace(place(1, [update(10, 1, 5)])), livePlace(place(2, many))],
      total: 2,
    });
    post(update(200, 2));
    const feed = client.getQueryData<LiveFeed>(liveFeedQuery().queryKey)!;
    expect(feed.places.map((p) => p.id)).toEqual([2, 1]);
    expect(feed.places[0].statusUpdates).toHaveLength(LIVE_FEED_UPDATES_PER_PLACE);
    expect(feed.places[0].statusUpdates[0].id).toBe(200);
    expect(feed.total).toBe(2);
  });

  it('asks to refetch only the feed when no cached reply knows the place', () => {
    client.setQueryData(liveFeedQuery().queryKey, { places: [], total: 0 });
    client.setQueryData(establishmentQuery(1).queryKey, place(1));
    expect(post(update(20, 9))).toEqual([liveFeedQuery().queryKey]);
    expect(client.getQueryData(liveFeedQuery().queryKey)).toEqual({ places: [], total: 0 });
  });

  it('builds the feed card from a map pin when that is all the cache holds of the place', () => {
    client.setQueryData(liveFeedQuery().queryKey, { places: [], total: 0 });
    client.setQueryData(mapPinsQuery(BOX).queryKey, {
      pins: [pin(7, null)],
      total: 1,
      capped: false,
      limit: 500,
    });
    expect(post(update(20, 7))).toEqual([]);
    const feed = client.getQueryData<LiveFeed>(liveFeedQuery().queryKey)!;
    expect(feed.places[0]).toMatchObject({ id: 7, area: { id: 2, name: 'San Pedro Town' } });
    expect(feed.total).toBe(1);
  });

  it('refetches a capped pins reply that does not hold the place: it may now be among the first', () => {
    const capped = { pins: [pin(3, null)], total: 900, capped: true, limit: 1 };
    client.setQueryData(mapPinsQuery(BOX).queryKey, capped);
    client.setQueryData(mapPinsQuery(BOX, { categoryId: 2 }).queryKey, { ...capped, capped: false });
    expect(post(update(20, 7))).toEqual([mapPinsQuery(BOX).queryKey]);
  });

  it('ignores an update already expired, and replaces one it already shows', () => {
    client.setQueryData(establishmentQuery(7).queryKey, place(7, [update(1, 7)]));
    expect(post(update(2, 7, 90, -1))).toEqual([]);
    post({ ...update(1, 7), message: 'edited' });
    expect(client.getQueryData<Establishment>(establishmentQuery(7).queryKey)?.statusUpdates).toEqual([
      { ...update(1, 7), message: 'edited' },
    ]);
  });

  it("adds the update to the owner's list of the place's updates", () => {
    client.setQueryData(allStatusUpdatesQuery(7).queryKey, [update(1, 7, 10)]);
    client.setQueryData(allStatusUpdatesQuery(8).queryKey, [update(5, 8, 10)]);
    post(update(2, 7));
    expect(client.getQueryData<StatusUpdate[]>(allStatusUpdatesQuery(7).queryKey)?.map((u) => u.id)).toEqual([
      2, 1,
    ]);
    expect(client.getQueryData<StatusUpdate[]>(allStatusUpdatesQuery(8).queryKey)).toHaveLength(1);
  });
});

describe('status-update-removed', () => {
  it('removes the update everywhere; with the last one the place stops being LIVE', () => {
    const [a, b] = [update(1, 7, 10), update(2, 7, 5)];
    client.setQueryData(establishmentQuery(7).queryKey, place(7, [b, a]));
    client.setQueryData(mapPinsQuery(BOX).queryKey, {
      pins: [pin(7, b.message)],
      total: 1,
      capped: false,
      limit: 1,
    });
    client.setQueryData(liveFeedQuery().queryKey, { places: [livePlace(place(7, [b, a]))], total: 1 });

    expect(remove(7, 2)).toEqual([]);
    expect(client.getQueryData<MapPinsReply>(mapPinsQuery(BOX).queryKey)?.pins[0].live).toBe(a.message);
    expect(remove(7, 1)).toEqual([]);

    expect(client.getQueryData<Establishment>(establishmentQuery(7).queryKey)?.statusUpdates).toEqual([]);
    expect(client.getQueryData<MapPinsReply>(mapPinsQuery(BOX).queryKey)?.pins[0].live).toBeNull();
    expect(client.getQueryData(liveFeedQuery().queryKey)).toEqual({ places: [], total: 0 });
  });

  it('refetches the feed when a place beyond its limit would take the freed spot', () => {
    client.setQueryData(liveFeedQuery().queryKey, {
      places: [livePlace(place(7, [update(1, 7)]))],
      total: 3,
    });
    expect(remove(7, 1)).toEqual([liveFeedQuery().queryKey]);
  });

  it('counts one place fewer when a place beyond the limit loses its last update', () => {
    client.setQueryData(liveFeedQuery().queryKey, {
      places: [livePlace(place(1, [update(9, 1)]))],
      total: 2,
    });
    client.setQueryData(establishmentQuery(7).queryKey, place(7, [update(1, 7, 30)]));
    expect(remove(7, 1)).toEqual([]);
    expect(client.getQueryData<LiveFeed>(liveFeedQuery().queryKey)?.total).toBe(1);
  });

  it("refetches a pin whose next message is not known, and marks the owner's update ended", () => {
    client.setQueryData(mapPinsQuery(BOX).queryKey, {
      pins: [pin(7, 'x')],
      total: 1,
      capped: false,
      limit: 9,
    });
    client.setQueryData(allStatusUpdatesQuery(7).queryKey, [update(1, 7)]);
    expect(remove(7, 1)).toEqual([mapPinsQuery(BOX).queryKey]);
    expect(client.getQueryData<StatusUpdate[]>(allStatusUpdatesQuery(7).queryKey)?.[0].isActive).toBe(false);
  });

  it('leaves replies that do not hold the update as they are (the same objects)', () => {
    const detail = place(7, [update(1, 7)]);
    client.setQueryData(establishmentQuery(7).queryKey, detail);
    expect(remove(7, 99)).toEqual([]);
    expect(client.getQueryData(establishmentQuery(7).queryKey)).toBe(detail);
  });
});

describe("the owners' and the admin's lists", () => {
  it('show a posted update and lose a removed one, as the public lists do', () => {
    client.setQueryData(ownedEstablishmentsQuery().queryKey, [place(7), place(8)]);
    client.setQueryData(adminEstablishmentsQuery().queryKey, [place(7)]);

    expect(post(update(2, 7))).toEqual([]);
    const ids = (key: QueryKey) =>
      client.getQueryData<Establishment[]>(key)!.map((e) => e.statusUpdates.map((u) => u.id));
    expect(ids(ownedEstablishmentsQuery().queryKey)).toEqual([[2], []]);
    expect(ids(adminEstablishmentsQuery().queryKey)).toEqual([[2]]);

    expect(remove(7, 2)).toEqual([]);
    expect(ids(ownedEstablishmentsQuery().queryKey)).toEqual([[], []]);
    expect(ids(adminEstablishmentsQuery().queryKey)).toEqual([[]]);
  });
});

describe('alerts', () => {
  const alert = (id: number, severity: Alert['severity'] = 'warning', message = `alert ${id}`): Alert => ({
    id,
    message,
    severity,
    createdAt: at(-id),
    expiresAt: at(60),
  });

  it('adds an alert in the alerts order (most severe, then newest), replaces it by id, removes it by id', () => {
    client.setQueryData<Alert[]>(ALERTS, [alert(1)]);
    applyLiveEvent.alert(client, alert(2, 'info'), NOW);
    applyLiveEvent.alert(client, alert(3, 'critical'), NOW);
    applyLiveEvent.alert(client, alert(4), NOW);
    applyLiveEvent.alert(client, alert(1, 'warning', 'changed'), NOW);
    expect(client.getQueryData<Alert[]>(ALERTS)?.map((a) => [a.id, a.message])).toEqual([
      [3, 'alert 3'],
      [1, 'changed'],
      [4, 'alert 4'],
      [2, 'alert 2'],
    ]);
    applyLiveEvent['alert-removed'](client, { id: 1 }, NOW);
    expect(client.getQueryData<Alert[]>(ALERTS)?.map((a) => a.id)).toEqual([3, 4, 2]);
  });

  it('drops an alert that has already expired, and leaves an unfetched alerts query unfetched', () => {
    applyLiveEvent.alert(client, alert(1), NOW);
    expect(client.getQueryData(ALERTS)).toBeUndefined();
    client.setQueryData<Alert[]>(ALERTS, [alert(1)]);
    applyLiveEvent.alert(client, alert(1), NOW + 2 * 3_600_000);
    expect(client.getQueryData(ALERTS)).toEqual([]);
  });
});

describe('replaying events the page already shows (a stream that starts before its data)', () => {
  it('leaves every reply as it was: an update already there is not doubled, an absent one stays absent', () => {
    const shown = update(2, 7);
    const detail = place(7, [shown]);
    client.setQueryData(establishmentQuery(7).queryKey, detail);
    client.setQueryData(establishmentsQuery({ categoryId: 1 }).queryKey, [place(6), detail]);
    const pages = establishmentPagesQuery({ categoryId: 1, sort: 'name' });
    client.setQueryData(pages.queryKey, {
      pages: [{ establishments: [place(6), detail], total: 2, offset: 0 }],
      pageParams: [0],
    });
    client.setQueryData(liveFeedQuery().queryKey, { places: [livePlace(detail)], total: 1 });
    client.setQueryData(mapPinsQuery(BOX).queryKey, {
      pins: [{ ...pin(7, shown.message), liveUntil: shown.expiresAt }, pin(3, null)],
      total: 2,
      capped: false,
      limit: 500,
    });
    // The owner's list keeps ended updates.
    const ended = (u: StatusUpdate) => ({ ...u, isActive: false });
    client.setQueryData(allStatusUpdatesQuery(7).queryKey, [
      ended(update(3, 7)),
      shown,
      ended(update(1, 7, 30)),
    ]);
    const alert: Alert = {
      id: 5,
      message: 'Storm',
      severity: 'critical',
      createdAt: at(-5),
      expiresAt: at(60),
    };
    client.setQueryData<Alert[]>(ALERTS, [alert]);
    const before = client
      .getQueryCache()
      .findAll()
      .map((q) => [q.queryKey, structuredClone(q.state.data)]);

    // The page's data already has update 2 and alert 5, and none of update 3 (posted, then removed).
    expect(post(shown)).toEqual([]);
    expect(post(update(3, 7))).toEqual([]);
    expect(remove(7, 3)).toEqual([]);
    expect(remove(7, 1)).toEqual([]);
    applyLiveEvent.alert(client, alert, NOW);
    applyLiveEvent['alert-removed'](client, { id: 4 }, NOW);

    const after = client
      .getQueryCache()
      .findAll()
      .map((q) => [q.queryKey, q.state.data]);
    expect(after).toEqual(before);
  });
});

describe('reset', () => {
  it('asks to refetch every cached live-related reply, and nothing else', () => {
    client.setQueryData(establishmentQuery(7).queryKey, place(7));
    client.setQueryData(liveFeedQuery().queryKey, { places: [], total: 0 });
    client.setQueryData(ALERTS, []);
    client.setQueryData(categoriesQuery().queryKey, []);
    client.setQueryData(categoryCountsQuery().queryKey, []);
    expect(applyLiveEvent.reset(client, {}, NOW)).toEqual(
      expect.arrayContaining([establishmentQuery(7).queryKey, liveFeedQuery().queryKey, ALERTS]),
    );
    expect(applyLiveEvent.reset(client, {}, NOW)).toHaveLength(3);
  });
});
