import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { listeningUrl, movableClock, openLiveStream } from '../../../../test/live-stream';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { liveStatusUpdate } from '../../../domain/schemas/live';
import { liveStreamsPerAddress, parseEnv } from '../../config';
import { establishmentIdByName } from '../../db/seed/seed';

const HOUR = 3_600_000;
const clock = movableClock();
let ctx: TestApp;
let base: string;
let owner: Actor;
let establishmentId: number;

beforeAll(async () => {
  ctx = await createTestApp({ LIVE_MAX_STREAMS_PER_ADDRESS: 2 }, { clock });
  const admin = await signInAdmin(ctx.app);
  establishmentId = await establishmentIdByName(ctx.database.db, "Estel's Dine by the Sea");
  owner = await signUpVerifiedOwner(ctx.app, admin, establishmentId);
  base = await listeningUrl(ctx.app);
});
afterAll(() => ctx?.close());

const as = injectAs(() => ctx.app);
async function post(message: string) {
  const res = await as(owner, {
    method: 'POST',
    url: '/api/status-updates',
    payload: {
      establishmentId,
      message,
      type: 'special',
      lasts: { hours: 48 },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
const poll = async (since?: string) => {
  const res = await ctx.app.inject({
    url: `/api/live/events${since === undefined ? '' : `?since=${since}`}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as { lastEventId: string; events: { id: string; event: string; data: any }[] };
};

describe('the live streams of one address', () => {
  it('refuses a stream beyond the address share with 429, while another address still gets one', async () => {
    // Two addresses of one IPv6 /64 are one household (behind a loopback proxy, as in production).
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const one = await openLiveStream(base, from('2001:db8:5:1::1'));
    const two = await openLiveStream(base, from('2001:db8:5:1::2'));
    expect([one.status, two.status]).toEqual([200, 200]);
    const refused = await openLiveStream(base, from('2001:db8:5:1:ffff::3'));
    await refused.ended;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body())).toEqual({ message: expect.stringMatching(/\/api\/live\/events/) });

    const other = await openLiveStream(base, from('2001:db8:5:2::1'));
    const v4 = await openLiveStream(base, from('198.51.100.7'));
    expect([other.status, v4.status]).toEqual([200, 200]);

    // A closed stream frees its place in the share.
    one.close();
    await one.ended;
    await expect.poll(() => ctx.app.live.openStreams).toBe(3);
    const again = await openLiveStream(base, from('2001:db8:5:1::4'));
    expect(again.status).toBe(200);
    for (const s of [two, other, v4, again]) s.close();
  });
});

describe('the live streams of one network', () => {
  it("refuses a stream beyond an IPv6 /56's share (eight addresses') with 429, while another network gets one", async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    // Eight /64s of one /56, each at its share of two.
    const held = await Promise.all(
      Array.from({ length: 16 }, (_, i) => openLiveStream(base, from(`2001:db8:9:1${i >> 1}0::${i + 1}`))),
    );
    expect(held.map((s) => s.status)).toEqual(Array(16).fill(200));
    // A ninth /64 of that /56, with no stream of its own, is refused: the site holds its share.
    const refused = await openLiveStream(base, from('2001:db8:9:1ff::1'));
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.body())).toEqual({ message: expect.stringMatching(/\/api\/live\/events/) });
    const elsewhere = await openLiveStream(base, from('2001:db8:a::1'));
    expect(elsewhere.status).toBe(200);
    for (const s of [...held, elsewhere]) s.close();
    await Promise.all([...held, elsewhere].map((s) => s.ended));
    await expect.poll(() => ctx.app.live.openStreams).toBe(0);
  });
});

describe('GET /api/live/events', () => {
  it('answers the events after an id in the stream shapes, then nothing new, and a reset when too old', async () => {
    const start = await poll();
    expect(start.events).toEqual([]);
    const { id } = await post('Lobster night');
    // On PostgreSQL the instance hears of the event through NOTIFY, a moment after the post's reply.
    let read = await poll(start.lastEventId);
    await expect
      .poll(async () => {
        read = await poll(start.lastEventId);
        return read.events.length;
      })
      .toBe(1);
    const [event] = read.events;
    expect(event).toMatchObject({ id: read.lastEventId, event: 'status-update' });
    expect(liveStatusUpdate.parse(event.data)).toMatchObject({
      establishmentId,
      update: { id, message: 'Lobster night' },
    });
    expect(Number(read.lastEventId)).toBeGreaterThan(Number(start.lastEventId));
    expect((await poll(read.lastEventId)).events).toEqual([]);

    // An id not ours (or garbage) starts from now, as a fresh stream does.
    expect(await poll('not-an-id')).toEqual({ lastEventId: read.lastEventId, events: [] });

    // Once the events after an id are no longer kept, the page is told to refetch everything.
    await post('Live music at 8');
    await expect.poll(async () => (await poll(read.lastEventId)).events.length).toBe(1);
    clock.advance(25 * HOUR);
    expect((await poll(start.lastEventId)).events).toEqual([
      { id: expect.any(String), event: 'reset', data: {} },
    ]);
  });
});

describe('LIVE_MAX_STREAMS_PER_ADDRESS', () => {
  it('defaults to a hundredth of LIVE_MAX_STREAMS, at least 20; 0 or more is taken; anything else stops start-up', () => {
    const share = (env: NodeJS.ProcessEnv) => liveStreamsPerAddress(parseEnv(env));
    expect(share({})).toBe(100);
    expect(share({ LIVE_MAX_STREAMS: '500' })).toBe(20);
    expect(share({ LIVE_MAX_STREAMS_PER_ADDRESS: '0' })).toBe(0);
    expect(share({ LIVE_MAX_STREAMS_PER_ADDRESS: '5' })).toBe(5);
    expect(() => parseEnv({ LIVE_MAX_STREAMS_PER_ADDRESS: 'many' })).toThrow(/LIVE_MAX_STREAMS_PER_ADDRESS/);
  });
});
