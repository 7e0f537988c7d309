import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs, signIn, signInAdmin, signUp, uniqueIp } from '../../../../test/auth-helpers';
import { movableClock } from '../../../../test/live-stream';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { Establishment } from '../../../domain/schemas/catalog';
import type { AccountTrips, SharedTrip, TripList } from '../../../domain/schemas/trips';
import * as t from '../../db/schema';

let ctx: TestApp;
let admin: Actor;
let places: Establishment[];
const clock = movableClock();
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: { tripShares: { max: 3, timeWindowMs: 3_600_000 } } }, { clock });
  admin = await signInAdmin(ctx.app);
  places = (await ctx.app.inject({ url: '/api/establishments' })).json();
});
afterAll(() => ctx?.close());

const as = injectAs(() => ctx.app);
/** A visitor with an address of its own (the share limit counts per address). */
const visitor = () => ({ 'x-forwarded-for': uniqueIp() });
const share = (payload: unknown, headers = visitor()) =>
  ctx.app.inject({ method: 'POST', url: '/api/trips/shared', payload: payload as object, headers });
const plan = (over: Record<string, unknown> = {}) => ({
  title: 'Four days on the caye',
  startDate: '2026-12-02',
  days: [{ establishmentIds: [places[0]!.id, places[1]!.id] }, { establishmentIds: [places[2]!.id] }],
  ...over,
});
const sharedCount = async () => (await ctx.database.db.select().from(t.sharedTrips)).length;

describe('POST /api/trips/shared and GET /api/trips/shared/:code', () => {
  it('stores a snapshot under an unguessable code and gives the link to it on the configured origin', async () => {
    const res = await share(plan());
    expect(res.statusCode, res.body).toBe(201);
    const { code, url } = res.json();
    expect(code).toMatch(/^[0-9A-Z]{16}$/);
    expect(url).toBe(`http://localhost:5000/trip/s/${code}`);
    const other = (await share(plan())).json();
    expect(other.code).not.toBe(code);

    const read = await ctx.app.inject({ url: `/api/trips/shared/${code}` });
    expect(read.statusCode).toBe(200);
    const trip: SharedTrip = read.json();
    expect(trip).toMatchObject({
      code,
      title: 'Four days on the caye',
      startDate: '2026-12-02',
      days: plan().days,
    });
    expect(Date.parse(trip.expiresAt) - Date.parse(trip.createdAt)).toBe(365 * DAY);
  });

  it("keeps each stop's time, and gives a trip shared without times nulls", async () => {
    const [a, b, c] = [places[0]!.id, places[1]!.id, places[2]!.id];
    const timed = await share(
      plan({ days: [{ establishmentIds: [a, b], times: ['09:30', null] }, { establishmentIds: [c] }] }),
    );
    expect(timed.statusCode, timed.body).toBe(201);
    const trip = (await ctx.app.inject({ url: `/api/trips/shared/${timed.json().code}` })).json();
    expect(trip.days).toEqual([
      { establishmentIds: [a, b], times: ['09:30', null] },
      { establishmentIds: [c], times: [null] },
    ]);
    // A trip stored before times were kept (its days the ids alone) reads as one without times.
    await ctx.database.db.insert(t.sharedTrips).values({
      code: 'OLDSHAPE00000000',
      title: 'Before times',
      startDate: null,
      days: [[a, b]],
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + DAY),
    });
    const old = (await ctx.app.inject({ url: '/api/trips/shared/OLDSHAPE00000000' })).json();
    expect(old.days).toEqual([{ establishmentIds: [a, b], times: [null, null] }]);
  });

  it('takes a trip without a start date, and never any notes', async () => {
    const res = await share({ ...plan({ startDate: undefined }), notes: 'private' });
    expect(res.statusCode, res.body).toBe(201);
    const trip = (await ctx.app.inject({ url: `/api/trips/shared/${res.json().code}` })).json();
    expect(trip.startDate).toBeNull();
    expect(JSON.stringify(trip)).not.toContain('private');
  });

  it.each([
    ['an empty title', { title: '   ' }, /title/i],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, /at most 120/],
    ['no day', { days: [] }, /at least one day/],
    ['31 days', { days: Array.from({ length: 31 }, () => ({ establishmentIds: [] })) }, /at most 30 days/],
    ['101 stops', { days: [{ establishmentIds: Array(101).fill(1) }] }, /at most 100 stops/],
    [
      '101 stops over two days',
      { days: [{ establishmentIds: Array(60).fill(1) }, { establishmentIds: Array(41).fill(2) }] },
      /at most 100 stops/,
    ],
    ['a date that is not one', { startDate: '2026-02-30' }, /real date/],
    ['a time per place missing', { days: [{ establishmentIds: [1, 2], times: ['09:00'] }] }, /one time/],
    ['a time that is not one', { days: [{ establishmentIds: [1], times: ['25:00'] }] }, /HH:MM/],
    ['an id that is not one', { days: [{ establishmentIds: ['12'] }] }, /./],
    ['an unknown place', { days: [{ establishmentIds: [999_999] }] }, /not in the guide: 999999/],
  ])('refuses %s with a 400 and a message, and stores nothing', async (_name, over, message) => {
    const before = await sharedCount();
    const res = await share(plan(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await sharedCount()).toBe(before);
  });

  it('refuses an unpublished place, and leaves a place unpublished since out of the shared days', async () => {
    const [kept, hidden] = [places[5]!, places[6]!];
    const made = (await share(plan({ days: [{ establishmentIds: [kept.id, hidden.id] }] }))).json();
    const unpublish = await as(admin, {
      method: 'PATCH',
      url: `/api/establishments/${hidden.id}`,
      payload: { isActive: false },
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    try {
      const trip = (await ctx.app.inject({ url: `/api/trips/shared/${made.code}` })).json();
      expect(trip.days).toEqual([{ establishmentIds: [kept.id], times: [null] }]);
      const refused = await share(plan({ days: [{ establishmentIds: [hidden.id] }] }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`This place is not in the guide: ${hidden.id}.`);
    } finally {
      await as(admin, {
        method: 'PATCH',
        url: `/api/establishments/${hidden.id}`,
        payload: { isActive: true },
      });
    }
  });

  it('answers 404 for an unknown code, 400 for one that cannot be a code, and 404 once a year has passed', async () => {
    expect((await ctx.app.inject({ url: '/api/trips/shared/ABCDEFGHJK0123' })).statusCode).toBe(404);
    const malformed = await ctx.app.inject({ url: '/api/trips/shared/no-such!' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();

    const { code } = (await share(plan())).json();
    clock.advance(365 * DAY - 60_000);
    expect((await ctx.app.inject({ url: `/api/trips/shared/${code}` })).statusCode).toBe(200);
    clock.advance(60_000);
    const gone = await ctx.app.inject({ url: `/api/trips/shared/${code}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Shared trip not found');
  });

  it('limits the shares from one address, and says when to try again', async () => {
    const from = visitor();
    for (let i = 0; i < 3; i++) expect((await share(plan(), from)).statusCode).toBe(201);
    const before = await sharedCount();
    const refused = await share(plan(), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/try again in/);
    expect(await sharedCount()).toBe(before);
    expect((await share(plan(), visitor())).statusCode).toBe(201);
  });
});

describe('GET and PUT /api/me/trips', () => {
  let me: Actor;
  beforeAll(async () => {
    me = await signUp(ctx.app);
  });

  const at = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * 60_000).toISOString();
  const list = (over: Partial<TripList> = {}): TripList => ({
    id: 'default-trip',
    name: 'My trip',
    startDate: '2026-12-02',
    dayCount: 2,
    stops: [
      { establishmentId: places[0]!.id, day: 1, time: '09:30', note: 'Ask for the dock table' },
      { establishmentId: places[1]!.id, day: null, time: null, note: null },
    ],
    updatedAt: at(10),
    deleted: false,
    ...over,
  });
  const put = (actor: Actor | null, lists: unknown[]) =>
    as(actor, { method: 'PUT', url: '/api/me/trips', payload: { lists } });
  const get = async (actor: Actor): Promise<AccountTrips> =>
    (await as(actor, { method: 'GET', url: '/api/me/trips' })).json();

  it('answers 401 signed out, whatever is sent', async () => {
    expect((await as(null, { method: 'GET', url: '/api/me/trips' })).statusCode).toBe(401);
    const res = await put(null, [list()]);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('keeps the lists on the account, notes included, for every device of it and no other account', async () => {
    const trip = list();
    const sent = await put(me, [
      trip,
      list({ id: 'snorkel-list', name: 'Snorkel spots', dayCount: 0, stops: [] }),
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const asked = clock.now().getTime();
    const mine = await get(me);
    expect(mine.lists.map((l) => l.id).sort()).toEqual(['default-trip', 'snorkel-list']);
    expect(mine.lists.find((l) => l.id === 'default-trip')).toEqual(trip);
    // Read on the app's clock, which had moved a year on.
    expect(Date.parse(mine.syncedAt)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(mine.syncedAt)).toBeLessThanOrEqual(clock.now().getTime());

    // Another device: a second session of the same account.
    const otherDevice = await signIn(ctx.app, me.email, me.password);
    expect((await get(otherDevice)).lists).toEqual(mine.lists);
    const someoneElse = await signUp(ctx.app);
    expect((await get(someoneElse)).lists).toEqual([]);
  });

  it('keeps the later change of each list, a deletion too, and leaves the lists not sent as they are', async () => {
    const older = list({ name: 'Older name', updatedAt: at(30) });
    expect((await put(me, [older])).json().lists.find((l: TripList) => l.id === 'default-trip').name).toBe(
      'My trip',
    );
    const newer = list({ name: 'Belize at last', updatedAt: at(1) });
    const after = (await put(me, [newer])).json() as AccountTrips;
    expect(after.lists.find((l) => l.id === 'default-trip')?.name).toBe('Belize at last');
    expect(after.lists.some((l) => l.id === 'snorkel-list')).toBe(true);

    const removed = list({
      id: 'snorkel-list',
      name: 'Snorkel spots',
      dayCount: 0,
      stops: [],
      deleted: true,
      updatedAt: at(0),
    });
    await put(me, [removed]);
    const stale = list({
      id: 'snorkel-list',
      name: 'Snorkel spots',
      dayCount: 0,
      stops: [],
      updatedAt: at(5),
    });
    const final = (await put(me, [stale])).json() as AccountTrips;
    expect(final.lists.find((l) => l.id === 'snorkel-list')?.deleted).toBe(true);
  });

  // Each case's changes are made when it runs: the places are read in beforeAll.
  const firstStop = () => list().stops[0]!;
  it.each([
    ['a stop on a day the list lacks', () => ({ dayCount: 0 }), /day the list does not have/],
    ['a place twice', () => ({ stops: [firstStop(), firstStop()] }), /in a list once/],
    [
      'a note over 500 characters',
      () => ({ stops: [{ ...firstStop(), note: 'n'.repeat(501) }] }),
      /at most 500/,
    ],
    ['a time that is not one', () => ({ stops: [{ ...firstStop(), time: '25:00' }] }), /HH:MM/],
    ['an id that cannot be one', () => ({ id: 'x' }), /list id/],
    ['31 days', () => ({ dayCount: 31 }), /at most 30 days/],
    ['a name over 120 characters', () => ({ name: 'n'.repeat(121) }), /at most 120/],
  ] as const)('refuses %s with a 400 and changes nothing', async (_name, over, message) => {
    const before = await get(me);
    const res = await put(me, [list({ ...over(), updatedAt: at(0) } as Partial<TripList>)]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await get(me)).lists).toEqual(before.lists);
  });

  it('keeps at most 50 lists an account, deleted ones counted', async () => {
    const many = Array.from({ length: 49 }, (_, i) =>
      list({ id: `list-number-${i}`, name: `List ${i}`, dayCount: 0, stops: [], updatedAt: at(0) }),
    );
    const res = await put(me, many);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/at most 50 lists/);
    expect((await get(me)).lists).toHaveLength(2);
  });
});
