import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin } from '../../../../test/auth-helpers';
import { type LiveEvent, listeningUrl, openLiveStream } from '../../../../test/live-stream';
import { createTestApp, openSameDatabase, type TestApp, testConfig } from '../../../../test/test-app';
import { buildApp } from '../../app';
import { systemClock } from '../../lib/clock';
import { type ChangeRecord, createChangeLog } from '.';

let ctx: TestApp;
/** A second app instance on the same database, as behind a load balancer. */
let other: FastifyInstance;
let admin: Actor;
beforeAll(async () => {
  ctx = await createTestApp();
  other = await buildApp({
    database: await openSameDatabase(ctx.database),
    config: testConfig,
    logger: false,
  });
  await other.ready();
  admin = await signInAdmin(ctx.app);
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const quiet = { warn: () => {} };

/** Polls `condition` until it holds (bounded), instead of sleeping for a guessed time. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every record an instance's subscriber hears, in the order heard. */
function listen(changes: { subscribe(fn: (r: ChangeRecord) => void): unknown }) {
  const heard: ChangeRecord[] = [];
  changes.subscribe((r) => heard.push(r));
  return heard;
}

const times = (heard: ChangeRecord[], id: number) => heard.filter((r) => r.id === id).length;
const ascending = (heard: ChangeRecord[]) => heard.every((r, i) => i === 0 || r.id > heard[i - 1].id);

describe('the change log', () => {
  it('hands each record to every subscriber of every instance once, in id order, with the places it names', async () => {
    const logs = [
      await createChangeLog({ database: ctx.database, clock: systemClock, log: quiet }),
      await createChangeLog({ database: ctx.database, clock: systemClock, log: quiet }),
    ];
    const [here, there] = logs;
    // Two subscribers on each instance: the caches and the stream hear the same records.
    const heard = logs.flatMap((log) => [listen(log), listen(log)]);
    try {
      for (const log of logs) await log.start();
      const written: { id: number; establishmentIds: readonly number[] | null }[] = [];
      for (const establishmentIds of [[3, 17], null, []]) {
        await ctx.database.db.transaction((tx) => here.record(tx, { establishmentIds }));
        await here.caughtUp();
        // The writer's own instance has heard it once its wait is over.
        written.push({ id: here.lastId, establishmentIds });
      }
      await until(() => there.lastId >= here.lastId);
      for (const subscriber of heard) {
        for (const { id, establishmentIds } of written) {
          expect(times(subscriber, id)).toBe(1);
          expect(subscriber.find((r) => r.id === id)).toMatchObject({ establishmentIds, event: null });
        }
        expect(ascending(subscriber)).toBe(true);
      }
    } finally {
      for (const log of logs) await log.stop();
    }
  });
});

describe('one write on one of two instances', () => {
  const isUpdate = (id: number) => (e: LiveEvent) => e.event === 'status-update' && e.data.update.id === id;
  const post = async (app: FastifyInstance, message: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/status-updates',
      headers: admin.headers,
      payload: { establishmentId: 5, type: 'special', message },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number };
  };
  const messagesOn = async (app: FastifyInstance) =>
    ((await app.inject({ url: '/api/establishments/5' })).json().statusUpdates as { message: string }[]).map(
      (u) => u.message,
    );

  it('is read back by its writer at once, and reaches the other instance’s caches and streams once', async () => {
    await messagesOn(other); // the other instance has the place cached
    const heardHere = listen(ctx.app.changes);
    const heardThere = listen(other.changes);
    const stream = await openLiveStream(await listeningUrl(other));

    const message = `Lionfish tacos ${Date.now()}`;
    const update = await post(ctx.app, message);
    expect(await messagesOn(ctx.app)).toContain(message);

    // The stream event arrives in the same step as the other instance's caches hear the record.
    await stream.until(isUpdate(update.id));
    expect(await messagesOn(other)).toContain(message);
    const recordOf = (heard: ChangeRecord[]) =>
      heard.filter((r) => (r.event?.data as { update?: { id: number } })?.update?.id === update.id);
    expect(recordOf(heardHere)).toHaveLength(1);
    expect(recordOf(heardThere)).toEqual(recordOf(heardHere));

    const marker = await post(ctx.app, `Marker ${Date.now()}`);
    const after = await stream.until(isUpdate(marker.id));
    expect(after.filter(isUpdate(update.id))).toEqual([]);
    stream.close();
  });

  it('that open pages are not told of (a details edit) sends no event, and a page that has its id resumes after it', async () => {
    const stream = await openLiveStream(await listeningUrl(ctx.app));
    const description = `Edited by its owner at ${Date.now()}`;
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/establishments/5',
      headers: admin.headers,
      payload: { description },
    });
    expect(edit.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/establishments/5' })).json().description).toBe(description);
    // A page served now is given the id of the edit's record.
    const afterEdit = ctx.app.live.lastEventId;
    const update = await post(ctx.app, `After the edit ${Date.now()}`);
    expect((await stream.until(isUpdate(update.id))).map((e) => e.event)).toEqual(['status-update']);
    stream.close();

    for (const app of [ctx.app, other]) {
      await until(() => app.live.lastEventId >= ctx.app.live.lastEventId);
      const resumed = await openLiveStream(await listeningUrl(app), { 'last-event-id': String(afterEdit) });
      expect((await resumed.until(isUpdate(update.id))).map((e) => e.event)).toEqual(['status-update']);
      resumed.close();
      const polled = (await app.inject({ url: `/api/live/events?since=${afterEdit}` })).json();
      expect(polled.events.map((e: LiveEvent) => e.event)).toEqual(['status-update']);
    }
  });
});
