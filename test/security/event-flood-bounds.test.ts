/**
 * One verified owner cannot bloat what every visitor reads: events and live updates
 * stop at a place's limit with a 409 that says why, even posted at once; a what's-on window lists each
 * event's first dates and a page of occurrences, with `next` to read on, and only a sane range of
 * dates; the landing's HTML carries tonight's three, not the window, and grows by at most 10 KB however
 * many events there are; the offline pack's parts stay bounded too. The timing goal (/healthz while
 * clients read distinct windows) is `npm run bench:flood`.
 *
 * Events happen on the real day (the server's render goes by the real clock, as the browser's does):
 * each lasts 24 hours from today's midnight (Belize), so it is on whenever the test runs.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, belizeDay } from '../../src/domain/dates';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  EVENTS_UPCOMING_MAX,
  type EventBody,
  type EventOccurrences,
  TONIGHT_MAX,
  tooManyUpcomingEvents,
  WINDOW_OCCURRENCES_MAX,
  WINDOW_OCCURRENCES_PER_EVENT,
} from '../../src/domain/schemas/events';
import {
  STATUS_UPDATE_MAX_LENGTH,
  STATUS_UPDATES_ACTIVE_MAX,
  tooManyActiveUpdates,
} from '../../src/domain/schemas/updates';
import * as t from '../../src/server/db/schema';
import { createOwnerApp, type OwnerApp } from '../owner-app';

let setup: OwnerApp;
const today = belizeDay(new Date());

beforeAll(async () => {
  // Allowance enough for every post below within the minute: the limits tested are the place's.
  setup = await createOwnerApp('Rojo Beach Bar & Lounge', {
    rateLimits: { ownerWrites: { max: 500, timeWindowMs: 60_000 } },
  });
});
afterAll(() => setup.ctx.close());

const get = (url: string) => setup.ctx.app.inject({ method: 'GET', url });
const post = (url: string, payload: object) =>
  setup.ctx.app.inject({ method: 'POST', url, headers: setup.owner.headers, payload });

/** The n-th of the flood: a daily series on today's date, its longest title and description. */
const flooding = (n: number): EventBody => ({
  title: `${n} `.padEnd(EVENT_TITLE_MAX, 'x'),
  description: 'd'.repeat(EVENT_DESCRIPTION_MAX),
  start: `${today}T00:00`,
  end: `${addDays(today, 1)}T00:00`,
  repeat: { frequency: 'daily', until: addDays(today, 200) },
});
const postEvent = (n: number) => post(`/api/establishments/${setup.establishmentId}/events`, flooding(n));
const window = async (query: string) => {
  const res = await get(`/api/events${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { reply: res.json<EventOccurrences>(), bytes: res.rawPayload.length };
};
const landingBytes = async () => {
  const res = await get('/');
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** Every event's row copied until the place has `total` upcoming events, as if no limit held. */
async function topUpDirectly(total: number) {
  const { db } = setup.ctx.database;
  const rows = await db.select().from(t.events).where(eq(t.events.establishmentId, setup.establishmentId));
  const { id: _, ...row } = rows[0];
  const more = Array.from({ length: total - rows.length }, (_, i) => ({ ...row, title: `copy ${i}` }));
  if (more.length) await db.insert(t.events).values(more);
  setup.ctx.app.replyCache.clear();
}

describe('an owner posting 200 events', () => {
  let before: string;
  beforeAll(async () => {
    before = await landingBytes();
  });

  it(`gets ${EVENTS_UPCOMING_MAX} accepted, then a 409 that says why, and five posted at once pass no further`, async () => {
    for (let n = 0; n < EVENTS_UPCOMING_MAX - 2; n++) expect((await postEvent(n)).statusCode).toBe(201);
    // Two places left: of five posts at once, two are accepted (the place's row is locked while counting).
    const atOnce = await Promise.all([0, 1, 2, 3, 4].map((n) => postEvent(100 + n)));
    expect(atOnce.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = await postEvent(200);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(tooManyUpcomingEvents());
    const posted = await setup.ctx.app.inject({
      url: `/api/establishments/${setup.establishmentId}/posted-events`,
      headers: setup.owner.headers,
    });
    expect(posted.json()).toHaveLength(EVENTS_UPCOMING_MAX);
  });

  it("the landing carries tonight's three, not the window: its HTML grows by at most 10 KB", async () => {
    const after = await landingBytes();
    // Rendered on the server, with tonight's first event in it (not the shell a slow render falls back to).
    expect(after).toContain(flooding(0).title);
    expect(after).toContain('/api/events/tonight');
    expect(after).not.toContain('"/api/events"');
    expect(Buffer.byteLength(after) - Buffer.byteLength(before)).toBeLessThanOrEqual(10 * 1024);
    const tonight = (await get('/api/events/tonight')).json<EventOccurrences>();
    expect(tonight.occurrences).toHaveLength(TONIGHT_MAX);
  });

  it('with 200 upcoming events on the place (written past the limit), every reply stays bounded', async () => {
    await topUpDirectly(200);
    const after = await landingBytes();
    expect(after).toContain(flooding(0).title);
    expect(Buffer.byteLength(after) - Buffer.byteLength(before)).toBeLessThanOrEqual(10 * 1024);

    // The widest window: each event's first dates, a page of them, and the rest through `next`.
    const first = await window(`?from=${today}&to=${addDays(today, 61)}`);
    expect(first.reply.occurrences).toHaveLength(WINDOW_OCCURRENCES_MAX);
    expect(first.bytes).toBeLessThan(WINDOW_OCCURRENCES_MAX * 2 * 1024);
    let reply = first.reply;
    const seen = [...reply.occurrences];
    while (reply.next) {
      reply = (await window(reply.next.replace('/api/events', ''))).reply;
      seen.push(...reply.occurrences);
    }
    expect(seen).toHaveLength(200 * WINDOW_OCCURRENCES_PER_EVENT);
    expect(new Set(seen.map((o) => `${o.eventId} ${o.startsAt}`)).size).toBe(seen.length);
    const sorted = [...seen].sort(
      (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.eventId - b.eventId,
    );
    expect(seen).toEqual(sorted);

    // The offline pack's parts: no part carries more than a page of the window.
    const index = (await get('/api/offline-pack')).json<{ parts: { url: string }[] }>();
    for (const part of index.parts) {
      const res = await get(part.url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length, part.url).toBeLessThan(WINDOW_OCCURRENCES_MAX * 3 * 1024);
    }
  });
});

describe('windows', () => {
  it('outside yesterday to a year ahead are refused with a 400 that says which dates', async () => {
    for (const [query, message] of [
      [`?from=${addDays(today, -2)}&to=${today}`, /from .* on/],
      ['?from=2000-01-01&to=2000-01-02', /from .* on/],
      [`?from=${addDays(today, 360)}&to=${addDays(today, 380)}`, /up to/],
      ['?from=2999-01-01&to=2999-01-02', /up to/],
      [`?from=${today}&to=${addDays(today, 62)}`, /at most 62 days/],
      ['?after=nonsense', /next link/],
    ] as const) {
      const res = await get(`/api/events${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    expect((await get(`/api/events?from=${addDays(today, -1)}&to=${today}`)).statusCode).toBe(200);
    expect((await get('/api/events/tonight?from=2000-01-01')).statusCode).toBe(400);
  });

  it('asked again are served from the reply cache (an event written behind its back is not read)', async () => {
    const query = `?from=${addDays(today, 3)}&to=${addDays(today, 4)}`;
    const first = await get(`/api/events${query}`);
    const { db } = setup.ctx.database;
    await db.delete(t.events).where(eq(t.events.establishmentId, setup.establishmentId));
    const again = await get(`/api/events${query}`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    // A window not asked before is computed: it finds the table as it is now.
    const other = await window(`?from=${addDays(today, 3)}&to=${addDays(today, 5)}`);
    expect(other.reply.occurrences).toEqual([]);
  });
});

describe('live updates', () => {
  it(`stop at ${STATUS_UPDATES_ACTIVE_MAX} active per place with a 409, and an expired or removed one frees a place`, async () => {
    const update = (n: number) => ({
      establishmentId: setup.establishmentId,
      message: `${n} `.padEnd(STATUS_UPDATE_MAX_LENGTH, 'm'),
      type: 'announcement',
    });
    const atOnce = await Promise.all(
      Array.from({ length: STATUS_UPDATES_ACTIVE_MAX + 3 }, (_, n) => post('/api/status-updates', update(n))),
    );
    const statuses = atOnce.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(STATUS_UPDATES_ACTIVE_MAX);
    const refused = atOnce.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(tooManyActiveUpdates());
    const detail = (await get(`/api/establishments/${setup.establishmentId}`)).json();
    expect(detail.statusUpdates).toHaveLength(STATUS_UPDATES_ACTIVE_MAX);

    const removed = atOnce.find((r) => r.statusCode === 201)?.json().id;
    const del = await setup.ctx.app.inject({
      method: 'DELETE',
      url: `/api/status-updates/${removed}`,
      headers: setup.owner.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await post('/api/status-updates', update(99))).statusCode).toBe(201);
    expect((await post('/api/status-updates', update(100))).statusCode).toBe(409);
  });
});
