import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { type Database, openPostgres } from '../src/server/db/client';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, TEST_PASSWORD, uniqueEmail, uniqueIp } from './auth-helpers';
import { databaseUrl, uniqueName, withAdmin } from './db-template';
import { type LiveEvent, listeningUrl, movableClock, openLiveStream } from './live-stream';
import { testConfig } from './test-app';

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer without sticky sessions.
 * Uses TEST_DATABASE_URL, or the machine's PostgreSQL, in a database of its own that is dropped after.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Instance {
  app: FastifyInstance;
  database: Database;
  /** How many change records this instance heard (the other one's arrive through NOTIFY). */
  heard(): number;
}

/** The time both instances' rules go by, as their servers' clocks agree. */
const clock = movableClock();

async function startInstance(url: string): Promise<Instance> {
  const database = await openPostgres(url);
  const app = await buildApp({ database, config: testConfig, logger: false, clock });
  await app.ready();
  let heard = 0;
  app.changes.subscribe(() => {
    heard++;
  });
  return { app, database, heard: () => heard };
}

/** Waits until the instance has heard one more invalidation than before (bounded), instead of sleeping. */
async function untilHeard(instance: Instance, before: number, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (instance.heard() <= before) {
    if (Date.now() > deadline) throw new Error(`no invalidation arrived within ${timeoutMs} ms`);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('two instances on one PostgreSQL', () => {
  const name = uniqueName('ambergris_scale');
  let a: Instance;
  let b: Instance;
  let admin: Actor;

  beforeAll(async () => {
    await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = databaseUrl(serverUrl, name);
    // Both instances start at once on an empty database: their migrations must not collide.
    const setups = await Promise.all([openPostgres(url), openPostgres(url)]);
    await Promise.all(setups.map((d) => d.migrate()));
    await seedIfEmpty(setups[0].db);
    await Promise.all(setups.map((d) => d.close()));
    a = await startInstance(url);
    b = await startInstance(url);
    admin = await signInAdmin(a.app, 'scale-admin@example.com');
  });

  afterAll(async () => {
    for (const i of [a, b]) {
      await i?.app.close();
      await i?.database.close();
    }
    await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  /** A live update posted by the admin through one instance. */
  const postUpdate = (on: Instance, establishmentId: number, type: string, message: string) =>
    on.app.inject({
      method: 'POST',
      url: '/api/status-updates',
      headers: { cookie: admin.headers.cookie },
      payload: { establishmentId, type, message },
    });

  it('a change made by SQL by hand (no app told) shows on every instance once its catalogue is a minute old, recorded once', async () => {
    const url = '/api/establishments/9';
    const original = (await a.app.inject({ url })).json().description;
    const byHand = `Changed by hand in psql at ${Date.now()}`;
    await b.database.db.execute(sql`update establishments set description = ${byHand} where id = 9`);
    // Nobody published: the instances keep what they had.
    expect((await a.app.inject({ url })).json().description).toBe(original);
    try {
      clock.advance(61_000);
      for (const instance of [a, b]) {
        const deadline = performance.now() + 5000;
        while ((await instance.app.inject({ url })).json().description !== byHand) {
          if (performance.now() > deadline) throw new Error('the change made by hand never showed');
          await new Promise((r) => setTimeout(r, 5));
        }
      }
      // Whichever instances found it, the write was recorded once in the change log for all of them.
      const found = await b.database.db.execute(
        sql`select count(*)::int as n from change_log where dedupe_key like 'unrecorded-write:%'`,
      );
      expect((found as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    } finally {
      await b.database.db.execute(sql`update establishments set description = ${original} where id = 9`);
      await a.app.changes.recordOutsideWrite([9]);
    }
  });

  it('a session made on one instance works on the other, and signing out on either ends it', async () => {
    const email = uniqueEmail('scale');
    const reg = await a.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(reg.statusCode).toBe(202);
    const cookie = `sid=${reg.cookies.find((c) => c.name === 'sid')!.value}`;
    const onB = await b.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(onB.statusCode).toBe(200);
    expect(onB.json().email).toBe(email);

    const out = await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await a.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a live update posted on A is in B’s very next read once the notification arrived', async () => {
    // B has the establishment and the list cached (and the client an ETag).
    const first = await b.app.inject({ url: '/api/establishments/5' });
    expect(first.statusCode).toBe(200);
    await b.app.inject({ url: '/api/establishments' });
    const etag = String(first.headers.etag);
    expect(
      (await b.app.inject({ url: '/api/establishments/5', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    const heardBefore = b.heard();
    const message = `Two-for-one ceviche ${Date.now()}`;
    const post = await postUpdate(a, 5, 'special', message);
    expect(post.statusCode).toBe(201);
    await untilHeard(b, heardBefore);

    const detail = await b.app.inject({ url: '/api/establishments/5', headers: { 'if-none-match': etag } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().statusUpdates.map((u: { message: string }) => u.message)).toContain(message);
    const list = (await b.app.inject({ url: '/api/establishments' })).json() as {
      id: number;
      statusUpdates: { message: string }[];
    }[];
    expect(list.find((e) => e.id === 5)!.statusUpdates.map((u) => u.message)).toContain(message);
  });

  it('an edit made on B is in A’s very next read, and removing the update on A clears it on B', async () => {
    await a.app.inject({ url: '/api/establishments/7' });
    await a.app.inject({ url: '/api/establishments?q=snapper' }); // A's search index is built
    const heardByA = a.heard();
    const description = `Fresh snapper daily, edited on B at ${Date.now()}`;
    const patch = await b.app.inject({
      method: 'PATCH',
      url: '/api/establishments/7',
      headers: { cookie: admin.headers.cookie },
      payload: { description },
    });
    expect(patch.statusCode).toBe(200);
    await untilHeard(a, heardByA);
    expect((await a.app.inject({ url: '/api/establishments/7' })).json().description).toBe(description);
    const found = await a.app.inject({ url: `/api/establishments?q=${encodeURIComponent('edited on B')}` });
    expect(found.json().map((e: { id: number }) => e.id)).toEqual([7]);

    const message = `Closed for a private event ${Date.now()}`;
    const post = await postUpdate(b, 7, 'alert', message);
    expect(post.statusCode).toBe(201);
    await b.app.inject({ url: '/api/establishments/7' });
    const heardByB = b.heard();
    const del = await a.app.inject({
      method: 'DELETE',
      url: `/api/status-updates/${post.json().id}`,
      headers: { cookie: admin.headers.cookie },
    });
    expect(del.statusCode).toBe(204);
    await untilHeard(b, heardByB);
    const after = (await b.app.inject({ url: '/api/establishments/7' })).json();
    expect(after.statusUpdates.map((u: { message: string }) => u.message)).not.toContain(message);
  });

  it('a live update posted on A reaches a stream open on B, and so does its removal on B', async () => {
    const stream = await openLiveStream(await listeningUrl(b.app));
    const message = `Sunset cruise ${Date.now()}`;
    const post = await postUpdate(a, 5, 'special', message);
    expect(post.statusCode).toBe(201);
    const id = post.json().id;
    const isPost = (e: LiveEvent) => e.event === 'status-update' && e.data.update.id === id;
    const event = (await stream.until(isPost)).at(-1)!;
    expect(event.data).toMatchObject({ establishmentId: 5, update: { id, message, type: 'special' } });

    const del = await b.app.inject({
      method: 'DELETE',
      url: `/api/status-updates/${id}`,
      headers: { cookie: admin.headers.cookie },
    });
    expect(del.statusCode).toBe(204);
    const isRemoval = (e: LiveEvent) => e.event === 'status-update-removed' && e.data.id === id;
    const removed = (await stream.until(isRemoval)).at(-1)!;
    expect(Number(removed.id)).toBeGreaterThan(Number(event.id));
    stream.close();
  });

  it('a page that moves from A to B with its Last-Event-ID gets what it missed, once', async () => {
    const onA = await openLiveStream(await listeningUrl(a.app));
    const first = (await postUpdate(a, 5, 'special', `Before the move ${Date.now()}`)).json();
    const seen = (await onA.until((e) => e.event === 'status-update' && e.data.update.id === first.id)).at(
      -1,
    )!;
    onA.close();
    const missed = (await postUpdate(a, 5, 'special', `While away ${Date.now()}`)).json();
    // B may not have read the missed event yet when the page arrives: it reads the log first.
    const onB = await openLiveStream(await listeningUrl(b.app), { 'last-event-id': seen.id });
    const got = await onB.until((e) => e.event === 'status-update' && e.data.update.id === missed.id);
    expect(got.map((e) => e.data.update?.id)).toEqual([missed.id]);
    onB.close();
  });
});
