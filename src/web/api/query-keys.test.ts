import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { adminStatsQuery } from './admin';
import { categoriesQuery, establishmentQuery, establishmentsQuery } from './catalog';
import { allStatusUpdatesQuery } from './dashboard';
import { establishmentPagesQuery } from './establishment-pages';
import { liveFeedQuery, mapPinsQuery } from './highlights';
import { ownedEstablishmentsQuery } from './ownership';
import { queryClient, refetchReplyOf, refreshEstablishments } from './query-client';

const BOX = { south: 17.9, west: -88, north: 18, east: -87.9 };
const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

afterEach(() => queryClient.clear());

describe('query keys', () => {
  it('give one list one key, however its filters are written', () => {
    expect(establishmentsQuery({ categoryId: 1, areaId: null, q: '', openNow: false }).queryKey).toEqual(
      establishmentsQuery({ categoryId: 1 }).queryKey,
    );
    expect(establishmentsQuery({ sort: 'distance' }).queryKey).toEqual(establishmentsQuery().queryKey);
    expect(mapPinsQuery(BOX, { categoryId: null, openNow: false }).queryKey).toEqual(
      mapPinsQuery(BOX).queryKey,
    );
  });

  it("after a change to places, every place's reply is read again, and nothing else", async () => {
    const places = [
      establishmentQuery(7).queryKey,
      establishmentsQuery({ categoryId: 1 }).queryKey,
      establishmentPagesQuery({ q: 'fry' }).queryKey,
      liveFeedQuery().queryKey,
      mapPinsQuery(BOX).queryKey,
      allStatusUpdatesQuery(7).queryKey,
    ];
    const others = [
      categoriesQuery().queryKey,
      ownedEstablishmentsQuery().queryKey,
      adminStatsQuery().queryKey,
    ];
    for (const key of [...places, ...others]) queryClient.setQueryData(key, []);

    await refreshEstablishments();

    expect(places.map(invalidated)).toEqual(places.map(() => true));
    expect(others.map(invalidated)).toEqual(others.map(() => false));
  });

  it('finds the query of a URL the service worker says has changed', async () => {
    // A query a page has used knows its options, and so the URL it fetches.
    for (const id of [7, 8]) new QueryObserver(queryClient, establishmentQuery(id));

    await refetchReplyOf(establishmentQuery(7).meta?.url as string);

    expect([
      invalidated(establishmentQuery(7).queryKey),
      invalidated(establishmentQuery(8).queryKey),
    ]).toEqual([true, false]);
  });
});
