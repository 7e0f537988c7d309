import { eq, lt, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Actor, injectAs, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { type LiveEvent, listeningUrl, movableClock, openLiveStream } from '../../../../test/live-stream';
import { createTestApp, type TestApp, testConfig } from '../../../../test/test-app';
import { liveStatusUpdate, liveStatusUpdateRemoved } from '../../../domain/schemas/live';
import { buildApp } from '../../app';
import * as t from '../../db/schema';
import { establishmentIdByName } from '../../db/seed/seed';

const HOUR = 3_600_000;
const clock = movableClock();
let ctx: TestApp;
let base: string;
let admin: Actor;
let owner: Actor;
let establishmentId: number;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  admin = await signInAdmin(ctx.app);
  establishmentId = await establishmentIdByName(ctx.database.db, "Estel's Dine by the Sea");
  owner = await signUpVerifiedOwner(ctx.app, admin, establishmentId);
  base = await listeningUrl(ctx.app);
});
afterAll(() => ctx?.close());
// A place has at most five active updates (decision 50), and these last a week: each test starts with
// none of the earlier tests' (gone behind the stream's back: no event is sent for them).
beforeEach(() =>
  ctx.database.db.delete(t.statusUpdates).where(eq(t.statusUpdates.establishmentId, establishmentId)),
);

const as = injectAs(() => ctx.app);
let posted = 0;
/** Posts a live update as the owner (lasting a week unless told: nothing expires by itself here). */
async function post(message = `Update ${++posted}`, hours = 7 * 24) {
  const res = await as(owner, {
    method: 'POST',
    url: '/api/status-updates',
    payload: {
      establishmentId,
      message,
      type: 'special',
      lasts: { hours },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; message: string; createdAt: string; expiresAt: string };
}
const remove = async (id: number) =>
  expect((await as(owner, { method: 'DELETE', url: `/api/status-updates/${id}` })).statusCode).toBe(204);
const isUpdate = (id: number) => (e: LiveEvent) => e.event === 'status-update' && e.data.update.id === id;
const isRemoval = (id: number) => (e: LiveEvent) => e.event === 'status-update-removed' && e.data.id === id;

describe('GET /api/live', () => {
  it('streams each posted update once, with an id that only grows, uncompressed and unbuffered', async () => {
    const stream = await openLiveStream(base, { 'accept-encoding': 'br, gzip' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    const first = await post('Lobster night');
    const second = await post('Live music at 8');
    const seen = await stream.until(isUpdate(second.id));
    expect(seen.map((e) => e.event)).toEqual(['status-update', 'status-update']);
    const [a, b] = seen;
    expect(liveStatusUpdate.parse(a.data)).toEqual({
      establishmentId,
      update: {
        id: first.id,
        message: 'Lobster night',
        type: 'special',
        createdAt: first.createdAt,
        expiresAt: first.expiresAt,
      },
    });
    expect(b.data.update.message).toBe('Live music at 8');
    expect(Number(a.id)).toBeGreaterThan(0);
    expect(Number(b.id)).toBeGreaterThan(Number(a.id));
    expect(stream.retry()).toBeGreaterThan(0);
    stream.close();
  });

  it('sends nothing of an update posted to a place visitors cannot see', async () => {
    const [hidden] = await ctx.database.db
      .insert(t.establishments)
      .values({ name: 'Unpublished draft', categoryId: 1, isActive: false })
      .returning({ id: t.establishments.id });
    const stream = await openLiveStream(base);
    const draftUpdate = await as(admin, {
      method: 'POST',
      url: '/api/status-updates',
      payload: { establishmentId: hidden.id, message: 'Not yet open', type: 'announcement' },
    });
    expect(draftUpdate.statusCode).toBe(201);
    const marker = await post();
    expect((await stream.until(isUpdate(marker.id))).map((e) => e.data.update.id)).toEqual([marker.id]);
    stream.close();
  });

  it('sends the removal of a deleted update, once', async () => {
    const stream = await openLiveStream(base);
    const update = await post();
    await remove(update.id);
    const removed = (await stream.until(isRemoval(update.id))).at(-1)!;
    expect(liveStatusUpdateRemoved.parse(removed.data)).toEqual({ establishmentId, id: update.id });
    await remove(update.id);
    const marker = await post();
    expect((await stream.until(isUpdate(marker.id))).map((e) => e.event)).toEqual(['status-update']);
    stream.close();
  });

  it('sends the removal of an update when it expires, and not again when it is deleted after', async () => {
    const stream = await openLiveStream(base);
    const update = await post('Happy hour', 1);
    const kept = await post('All week');
    await stream.until(isUpdate(kept.id));
    clock.advance(HOUR + 1000);
    await ctx.app.live.expireDue();
    const seen = await stream.until(isRemoval(update.id));
    expect(seen.some(isRemoval(kept.id))).toBe(false);
    expect(seen.at(-1)!.data).toEqual({ establishmentId, id: update.id });
    await remove(update.id);
    await ctx.app.live.expireDue();
    const marker = await post();
    expect((await stream.until(isUpdate(marker.id))).some(isRemoval(update.id))).toBe(false);
    stream.close();
  });
});

describe('reconnecting with Last-Event-ID', () => {
  it('replays every missed event in order, none twice, then carries on live', async () => {
    const stream = await openLiveStream(base);
    const before = await post();
    const [seen] = await stream.until(isUpdate(before.id));
    stream.close();
    await stream.ended;

    const missed = [await post('Missed one'), await post('Missed two')];
    await remove(missed[0].id);
    const again = await openLiveStream(base, { 'last-event-id': seen.id });
    const replayed = await again.until(isRemoval(missed[0].id));
    expect(replayed.map((e) => [e.event, e.data.update?.id ?? e.data.id])).toEqual([
      ['status-update', missed[0].id],
      ['status-update', missed[1].id],
      ['status-update-removed', missed[0].id],
    ]);
    const ids = replayed.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    const marker = await post();
    expect((await again.until(isUpdate(marker.id))).map((e) => e.data.update.id)).toEqual([marker.id]);
    again.close();
  });

  it('resumes a page that connected fresh and received nothing from where it connected', async () => {
    const idle = await openLiveStream(base);
    const anchor = idle.lastEventId();
    expect(anchor).toMatch(/^\d+$/);
    idle.close();
    const missed = await post();
    const back = await openLiveStream(base, { 'last-event-id': anchor });
    expect((await back.until(isUpdate(missed.id))).map((e) => e.data.update.id)).toEqual([missed.id]);
    back.close();
  });

  it('treats an id that is not ours as a fresh connection, never as an error', async () => {
    for (const id of ['abc', '-1', '1e3', '12.5', ' ', '9'.repeat(40), '123456789012']) {
      const stream = await openLiveStream(base, { 'last-event-id': id });
      expect(stream.status, id).toBe(200);
      const marker = await post();
      expect(
        (await stream.until(isUpdate(marker.id))).map((e) => e.event),
        id,
      ).toEqual(['status-update']);
      expect(Number(stream.lastEventId())).toBe(Number(stream.events.at(-1)!.id));
      stream.close();
      // Room for the next marker: a place has at most five active updates.
      await remove(marker.id);
    }
  });
});

describe('starting from the id a page was served with (?since=)', () => {
  /** The live event id in the head of an HTML page, as the browser reads it. */
  const pageLiveEventId = async (url: string, actor?: Actor) => {
    const res = actor
      ? await as(actor, { method: 'GET', url })
      : await ctx.app.inject({ method: 'GET', url });
    return /<meta name="live-event-id" content="(\d+)">/.exec(res.body)?.[1];
  };

  it('replays what was posted and removed after the page was served, in order, none twice', async () => {
    for (const visitor of [undefined, owner]) {
      // Signed out, the page is rendered on the server; signed in, the browser renders it.
      const since = await pageLiveEventId('/', visitor);
      expect(since).toMatch(/^\d+$/);
      const missed = [await post('After the page'), await post('Also after')];
      await remove(missed[0].id);
      // A page served once the instance has read them starts after them.
      await until(async () => Number(await pageLiveEventId('/', visitor)) > Number(since));
      const stream = await openLiveStream(base, {}, `?since=${since}`);
      const replayed = await stream.until(isRemoval(missed[0].id));
      expect(replayed.map((e) => [e.event, e.data.update?.id ?? e.data.id])).toEqual([
        ['status-update', missed[0].id],
        ['status-update', missed[1].id],
        ['status-update-removed', missed[0].id],
      ]);
      const marker = await post();
      expect((await stream.until(isUpdate(marker.id))).map((e) => e.data.update.id)).toEqual([marker.id]);
      stream.close();
    }
  });

  it('lets the Last-Event-ID of a reconnecting browser win over since', async () => {
    const since = await pageLiveEventId('/');
    const before = await post('Seen before the drop');
    const after = await post('Missed during the drop');
    const stream = await openLiveStream(base, {}, `?since=${since}`);
    const [seen] = await stream.until(isUpdate(before.id));
    stream.close();
    const back = await openLiveStream(base, { 'last-event-id': seen.id }, `?since=${since}`);
    expect((await back.until(isUpdate(after.id))).map((e) => e.data.update.id)).toEqual([after.id]);
    back.close();
  });

  it('treats a since that is not ours as a fresh connection, never as an error', async () => {
    for (const search of [
      '?since=abc',
      '?since=-1',
      '?since=',
      '?since=1&since=2',
      `?since=${'9'.repeat(40)}`,
    ]) {
      const stream = await openLiveStream(base, {}, search);
      expect(stream.status, search).toBe(200);
      const marker = await post();
      expect(
        (await stream.until(isUpdate(marker.id))).map((e) => e.event),
        search,
      ).toEqual(['status-update']);
      stream.close();
    }
  });

  it('sends one reset for a since older than the kept 24 hours', async () => {
    const since = await pageLiveEventId('/');
    const watcher = await openLiveStream(base);
    const gone = await post();
    await watcher.until(isUpdate(gone.id));
    watcher.close();
    clock.advance(25 * HOUR);
    const stream = await openLiveStream(base, {}, `?since=${since}`);
    const [reset] = await stream.until((e) => e.event === 'reset');
    expect(reset.data).toEqual({});
    stream.close();
  });
});

describe('the id a page is served with', () => {
  it("is counted only once this instance's caches dropped what its records change", async () => {
    const detailUrl = `/api/establishments/${establishmentId}`;
    const shown = async () =>
      ((await ctx.app.inject({ url: detailUrl })).json() as { statusUpdates: { id: number }[] })
        .statusUpdates;
    await shown();
    // Another instance's post: the update and its record commit; this instance learns of it by reading.
    const { id, eventId } = await ctx.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.statusUpdates)
        .values({ establishmentId, message: 'From another instance', type: 'special' })
        .returning();
      const { message, type } = row;
      const update = { id: row.id, message, type, createdAt: row.createdAt.toISOString(), expiresAt: null };
      await ctx.app.changes.record(tx, {
        establishmentIds: [establishmentId],
        event: { kind: 'status-update', data: { establishmentId, update } },
      });
      const [last] = await tx.select({ id: max(t.changeLog.id) }).from(t.changeLog);
      return { id: row.id, eventId: Number(last.id) };
    });
    await until(async () => ctx.app.live.lastEventId >= eventId);
    expect((await shown()).map((u) => u.id)).toContain(id);
    await remove(id);
  });
});

describe('the kept window', () => {
  it('sends one reset for an id older than the kept 24 hours, then carries on live', async () => {
    const stream = await openLiveStream(base);
    const old = await post();
    const seen = (await stream.until(isUpdate(old.id))).at(-1)!;
    const newer = await post();
    const latest = (await stream.until(isUpdate(newer.id))).at(-1)!;
    stream.close();
    clock.advance(25 * HOUR);
    const back = await openLiveStream(base, { 'last-event-id': String(Number(seen.id) - 1) });
    const [reset] = await back.until((e) => e.event === 'reset');
    expect(reset).toEqual({ id: latest.id, event: 'reset', data: {} });
    const marker = await post();
    const after = await back.until(isUpdate(marker.id));
    expect(after.filter((e) => e.event === 'reset' || e.event === 'status-update')).toHaveLength(1);
    back.close();
  });

  it('after a restart, knows which ids are gone once the log was pruned (the newest is kept)', async () => {
    // Nothing ran out in the last day: the restarted instance, whose expiry handling starts a day back,
    // then has no removal to send (those in the log are about to be pruned with the rest).
    clock.advance(25 * HOUR);
    await ctx.app.live.expireDue();
    const stream = await openLiveStream(base);
    const last = await post();
    // The event that matched is the last one read: a fresh stream may first get events the tail had not read yet.
    const latest = (await stream.until(isUpdate(last.id))).at(-1)!;
    stream.close();
    await ctx.database.db.execute(sql`update change_log set created_at = created_at - interval '25 hours'`);
    const restarted = await buildApp({ database: ctx.database, config: testConfig, logger: false, clock });
    try {
      const url = await listeningUrl(restarted);
      const current = await openLiveStream(url, { 'last-event-id': latest.id });
      const behind = await openLiveStream(url, { 'last-event-id': String(Number(latest.id) - 1) });
      expect((await behind.until((e) => e.event === 'reset')).map((e) => e.id)).toEqual([latest.id]);
      const marker = await post();
      expect((await current.until(isUpdate(marker.id))).map((e) => e.event)).toEqual(['status-update']);
      const aged = async () =>
        (
          await ctx.database.db
            .select({ id: t.changeLog.id })
            .from(t.changeLog)
            .where(lt(t.changeLog.createdAt, new Date(clock.now().getTime() - 24 * HOUR)))
        ).map((r) => r.id);
      await until(async () => (await aged()).length === 1);
      expect(await aged()).toEqual([Number(latest.id)]);
    } finally {
      await restarted.close();
    }
  });
});

/** Polls `condition` until it holds (bounded), instead of sleeping for a guessed time. */
async function until(condition: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the stream limit and shutdown', () => {
  it('answers 503 with Retry-After beyond LIVE_MAX_STREAMS, frees a closed stream, and ends streams on close', async () => {
    const small = await createTestApp({ LIVE_MAX_STREAMS: 2 });
    try {
      const url = await listeningUrl(small.app);
      const [one, two] = [await openLiveStream(url), await openLiveStream(url)];
      const refused = await openLiveStream(url);
      await refused.ended;
      expect(refused.status).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(refused.body())).toEqual({ message: expect.stringMatching(/full/) });

      one.close();
      await until(async () => small.app.live.openStreams === 1);
      const three = await openLiveStream(url);
      expect(three.status).toBe(200);

      // Closing the app ends the open streams instead of waiting for them.
      await Promise.all([two.ended, three.ended, small.close()]);
    } catch (err) {
      await small.close().catch(() => {});
      throw err;
    }
  });

  it('is described in the API docs', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const live = doc.paths['/api/live'].get;
    expect(live.description).toMatch(/status-update-removed/);
    expect(Object.keys(live.responses['200'].content)).toEqual(['text/event-stream']);
    expect(live.responses['503']).toBeDefined();
    expect(live.parameters).toContainEqual(expect.objectContaining({ in: 'query', name: 'since' }));
    expect(live.description).toMatch(/since/);
  });
});
