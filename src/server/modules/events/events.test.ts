import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { testClock } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { ErrorReply } from '../../../domain/schemas/common';
import type { EventBody, EventOccurrences, PlaceEvent } from '../../../domain/schemas/events';
import { establishmentIdByName } from '../../db/seed/seed';

const HOUR = 3_600_000;
// A Tuesday noon in Belize.
const clock = testClock(new Date('2026-12-01T12:00:00-06:00'));
let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let otherOwner: Actor;
let place: number;
let otherPlace: number;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  place = await establishmentIdByName(ctx.database.db, 'El Fogon');
  otherPlace = await establishmentIdByName(ctx.database.db, 'SunBreeze Hotel');
  admin = await signInAdmin(ctx.app);
  owner = await signUpVerifiedOwner(ctx.app, admin, place);
  otherOwner = await signUpVerifiedOwner(ctx.app, admin, otherPlace);
});
afterAll(() => ctx.close());

const weekly: EventBody = {
  title: 'Live music on the deck',
  description: 'Local bands, no cover.',
  start: '2026-12-02T19:30',
  end: '2026-12-02T22:30',
  repeat: { frequency: 'weekly', days: ['WE', 'FR'], until: '2027-01-31' },
};

const post = (id: number, payload: unknown, actor: Actor | null = owner) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/establishments/${id}/events`,
    headers: actor?.headers ?? {},
    payload: payload as object,
  });
const _patch = (id: number, payload: unknown, actor: Actor = owner) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/events/${id}`,
    headers: actor.headers,
    payload: payload as object,
  });
const window = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/events${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventOccurrences>();
};
const created = async (payload: EventBody, id = place, actor = owner) => {
  const res = await post(id, payload, actor);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlaceEvent>();
};

describe('posting an event', () => {
  it('a verified owner posts a weekly event: 201 with its next dates in Belize time', async () => {
    const event = await created(weekly);
    expect(event).toMatchObject({
      establishmentId: place,
      title: weekly.title,
      start: '2026-12-02T19:30',
      repeat: { frequency: 'weekly', days: ['WE', 'FR'], until: '2027-01-31' },
      skipDates: [],
    });
    expect(event.next.slice(0, 3)).toEqual([
      { startsAt: '2026-12-02T19:30:00-06:00', endsAt: '2026-12-02T22:30:00-06:00' },
      { startsAt: '2026-12-04T19:30:00-06:00', endsAt: '2026-12-04T22:30:00-06:00' },
      { startsAt: '2026-12-09T19:30:00-06:00', endsAt: '2026-12-09T22:30:00-06:00' },
    ]);
  });

  it('401 signed out, 403 for an owner of another place, 404 for an unknown place', async () => {
    expect((await post(place, weekly, null)).statusCode).toBe(401);
    expect((await post(place, weekly, otherOwner)).statusCode).toBe(403);
    expect((await post(999_999, weekly, admin)).statusCode).toBe(404);
  });

  it.each([
    [
      'an end before the start',
      { ...weekly, end: '2026-12-02T18:00' },
      'end',
      'The end must be after the start.',
    ],
    ['an empty title', { ...weekly, title: '   ' }, 'title', 'Enter a title.'],
    ['a title too long', { ...weekly, title: 'x'.repeat(121) }, 'title', 'Use at most 120 characters.'],
    [
      'longer than a day',
      { ...weekly, end: '2026-12-03T20:00' },
      'end',
      'An event can last at most 24 hours.',
    ],
    [
      'a series past a year',
      { ...weekly, repeat: { frequency: 'weekly', until: '2027-12-31' } },
      'repeat.until',
      'A series can run at most a year ahead: end it by 2027-12-02.',
    ],
    [
      'a series ending before it starts',
      { ...weekly, repeat: { frequency: 'daily', until: '2026-11-30' } },
      'repeat.until',
      'The last date must be on or after the first.',
    ],
    [
      'a date that does not exist',
      { ...weekly, start: '2026-02-30T19:00' },
      'start',
      'That date does not exist.',
    ],
    [
      'a time without minutes',
      { ...weekly, start: '2026-12-02 19' },
      'start',
      'Enter a date and time as YYYY-MM-DDTHH:MM (Belize time).',
    ],
    [
      'an evening already over',
      { title: 'Gone', start: '2026-11-30T19:00', end: '2026-11-30T21:00' },
      'start',
      'This event is already over: choose a later date.',
    ],
    [
      'skipped dates of a one-off',
      { title: 'Once', start: '2026-12-05T19:00', end: '2026-12-05T21:00', skipDates: ['2026-12-05'] },
      'skipDates',
      'Only a repeating event has dates to skip.',
    ],
    [
      'every date skipped',
      {
        ...weekly,
        repeat: { frequency: 'daily', until: '2026-12-03' },
        skipDates: ['2026-12-02', '2026-12-03'],
      },
      'skipDates',
      'This series never happens: every one of its dates is skipped.',
    ],
    [
      'a series that began long ago',
      {
        ...weekly,
        start: '0001-01-01T19:00',
        end: '0001-01-01T21:00',
        repeat: { frequency: 'daily', until: '2027-01-31' },
      },
      'start',
      'An event can start at most a year ago.',
    ],
    ['an unknown field', { ...weekly, price: 10 }, '', ''],
  ])('400 for %s, naming the field, and nothing is stored', async (_, payload, field, message) => {
    const before = (await window()).occurrences.length;
    const res = await post(place, payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<ErrorReply>();
    expect(body.message).toBeTruthy();
    if (field) expect(body.issues).toContainEqual({ path: field, message });
    expect((await window()).occurrences.length).toBe(before);
  });

  it('a weekly series without days happens on its start day; it starts on its first occurrence', async () => {
    const event = await created({
      title: 'Sunday barbecue',
      start: '2026-12-01T12:00',
      end: '2026-12-01T15:00',
      repeat: { frequency: 'weekly', until: '2026-12-31' },
    });
    expect(event.repeat?.days).toEqual(['TU']);
    const thursdays = await created({
      ...weekly,
      start: '2026-12-01T20:00',
      end: '2026-12-01T23:00',
      repeat: { frequency: 'weekly', days: ['TH'], until: '2026-12-31' },
    });
    expect(thursdays.start).toBe('2026-12-03T20:00');
    await ctx.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: owner.headers });
    await ctx.app.inject({ method: 'DELETE', url: `/api/events/${thursdays.id}`, headers: owner.headers });
  });
});

describe("what's on", () => {
  it('lists every occurrence of the window sorted by start, with the place, and only published places', async () => {
    const oneOff = await created(
      { title: 'Full moon party', start: '2026-12-03T21:00', end: '2026-12-04T02:00' },
      otherPlace,
      otherOwner,
    );
    const list = await window('?from=2026-12-01&to=2026-12-07');
    expect(list).toMatchObject({ from: '2026-12-01', to: '2026-12-07' });
    expect(list.occurrences.map((o) => [o.title, o.startsAt])).toEqual([
      ['Live music on the deck', '2026-12-02T19:30:00-06:00'],
      ['Full moon party', '2026-12-03T21:00:00-06:00'],
      ['Live music on the deck', '2026-12-04T19:30:00-06:00'],
    ]);
    expect(list.occurrences[1]).toMatchObject({
      eventId: oneOff.id,
      endsAt: '2026-12-04T02:00:00-06:00',
      repeat: null,
      place: { id: otherPlace, name: 'SunBreeze Hotel' },
    });

    const hide = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${otherPlace}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await window('?from=2026-12-01&to=2026-12-07')).occurrences.map((o) => o.title)).not.toContain(
      'Full moon party',
    );
    expect((await ctx.app.inject({ url: `/api/establishments/${otherPlace}/events` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/establishment/${otherPlace}/events.ics` })).statusCode).toBe(404);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${otherPlace}`,
      headers: admin.headers,
      payload: { isActive: true },
    });
  });

  it('filters by category and by area', async () => {
    const fogon = (await ctx.app.inject({ url: `/api/establishments/${place}` })).json();
    const sunBreeze = (await ctx.app.inject({ url: `/api/establishments/${otherPlace}` })).json();
    const byCategory = await window(`?from=2026-12-01&to=2026-12-07&categoryId=${sunBreeze.categoryId}`);
    expect(new Set(byCategory.occurrences.map((o) => o.place.id))).toEqual(new Set([otherPlace]));
    const otherArea = [4, 5, 6].find((a) => a !== fogon.areaId && a !== sunBreeze.areaId) ?? 999;
    expect((await window(`?from=2026-12-01&to=2026-12-07&areaId=${otherArea}`)).occurrences).toEqual([]);
    const byArea = await window(`?from=2026-12-01&to=2026-12-07&areaId=${fogon.areaId}`);
    expect(byArea.occurrences.every((o) => o.place.areaId === fogon.areaId)).toBe(true);
    expect(byArea.occurrences.length).toBeGreaterThan(0);
  });

  it.each([
    ['?from=2026-12-01&to=2027-02-01', 'Ask for at most 62 days at once.'],
    ['?from=2026-12-07&to=2026-12-01', 'The last day must be on or after the first.'],
    ['?from=2026-13-01', 'Invalid querystring.from: is not a real date'],
    ['?from=tomorrow', 'Invalid querystring.from: must be a date as YYYY-MM-DD'],
  ])('400 for the window %s', async (query, message) => {
    const res = await ctx.app.inject({ url: `/api/events${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>().message).toBe(message);
  });

  it('62 days is allowed; the default window is today and the next 13 days', async () => {
    expect((await ctx.app.inject({ url: '/api/events?from=2026-12-01&to=2027-01-31' })).statusCode).toBe(200);
    expect(await window()).toMatchObject({ from: '2026-12-01', to: '2026-12-14' });
  });

  it("a place's upcoming occurrences; 404 for an unknown place", async () => {
    const res = await ctx.app.inject({ url: `/api/establishments/${place}/events` });
    expect(res.statusCode).toBe(200);
    const { occurrences } = res.json<EventOccurrences>();
    expect(occurrences).toHaveLength(10);
    expect(occurrences[0]).toMatchObject({ title: weekly.title, startsAt: '2026-12-02T19:30:00-06:00' });
    expect((await ctx.app.inject({ url: '/api/establishments/999999/events' })).statusCode).toBe(404);
  });

  it('a cached reply lasts until an occurrence starts or ends: an ended one leaves the list', async () => {
    const first = await ctx.app.inject({ url: '/api/events?from=2026-12-02&to=2026-12-02' });
    const etag = first.headers.etag as string;
    expect(first.json<EventOccurrences>().occurrences).toHaveLength(1);
    const again = await ctx.app.inject({
      url: '/api/events?from=2026-12-02&to=2026-12-02',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    clock.advance(34.5 * HOUR + 1000); // Wednesday 22:30:01 in Belize: the music has ended.
    const after = await ctx.app.inject({
      url: '/api/events?from=2026-12-02&to=2026-12-02',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<EventOccurrences>().occurrences).toEqual([]);
  });
});
