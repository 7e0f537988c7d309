import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Actor, injectAs } from '../../../../test/auth-helpers';
import { createOwnerApp } from '../../../../test/owner-app';
import type { TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';
import { ABANDONED_AFTER_MS, createIdempotencyService, IDEMPOTENCY_KEY_TTL_MS } from './service';

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let establishmentId: number;
beforeAll(async () => {
  ({ ctx, admin, owner, establishmentId } = await createOwnerApp("Estel's Dine by the Sea"));
});
afterAll(() => ctx.close());
// A place has at most five active updates (decision 50): each test starts with none of the earlier ones.
beforeEach(() =>
  ctx.database.db.delete(t.statusUpdates).where(eq(t.statusUpdates.establishmentId, establishmentId)),
);

const as = injectAs(() => ctx.app);
const postUpdate = (actor: Actor | null, key: string | null, payload: Record<string, unknown>) =>
  as(actor, {
    method: 'POST',
    url: '/api/status-updates',
    headers: key === null ? {} : { 'idempotency-key': key },
    payload,
  });
const editPlace = (key: string | null, payload: Record<string, unknown>) =>
  as(owner, {
    method: 'PATCH',
    url: `/api/establishments/${establishmentId}`,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload,
  });
/** The place's updates with this message, as the owner's history lists them. */
const postedWith = async (message: string) =>
  (await as(owner, { method: 'GET', url: `/api/establishments/${establishmentId}/status-updates` }))
    .json()
    .filter((u: { message: string }) => u.message === message);
const update = (message: string) => ({ establishmentId, message, type: 'special' });

describe('Idempotency-Key on POST /api/status-updates', () => {
  it('posts once for a key sent twice, and answers the repeat with the first reply', async () => {
    const key = randomUUID();
    const first = await postUpdate(owner, key, update('Conch fritters at noon'));
    expect(first.statusCode).toBe(201);
    const again = await postUpdate(owner, key, update('Conch fritters at noon'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await postedWith('Conch fritters at noon')).toHaveLength(1);
    // The same fields in another order are the same request.
    const reordered = await postUpdate(owner, key, {
      type: 'special',
      message: 'Conch fritters at noon',
      establishmentId,
    });
    expect(reordered.json()).toEqual(first.json());
  });

  it('refuses the key with a different body (422) and posts nothing more', async () => {
    const key = randomUUID();
    expect((await postUpdate(owner, key, update('Ceviche Monday'))).statusCode).toBe(201);
    const other = await postUpdate(owner, key, update('Ceviche Tuesday'));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key was already used for a different request/);
    expect(await postedWith('Ceviche Tuesday')).toHaveLength(0);
    // On another route too.
    const elsewhere = await editPlace(key, { hours: 'Daily 7am-9pm' });
    expect(elsewhere.statusCode).toBe(422);
  });

  it('keeps keys apart per account: the same key from another account is its own request', async () => {
    const key = randomUUID();
    expect((await postUpdate(owner, key, update('Two for one rum punch'))).statusCode).toBe(201);
    const byAdmin = await postUpdate(admin, key, update('Two for one rum punch'));
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.headers['idempotent-replayed']).toBeUndefined();
    expect(await postedWith('Two for one rum punch')).toHaveLength(2);
  });

  it('creates one update when identical requests arrive together', async () => {
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => postUpdate(owner, key, update('Fresh lobster, arriving together'))),
    );
    const created = replies.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const r of created) expect(r.json()).toEqual(created[0]!.json());
    // The others were told to try again: the first was still being handled.
    for (const r of replies.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.headers['retry-after']).toBe('1');
      expect(r.json().message).toMatch(/still being handled/);
    }
    expect(await postedWith('Fresh lobster, arriving together')).toHaveLength(1);
    const later = await postUpdate(owner, key, update('Fresh lobster, arriving together'));
    expect(later.json()).toEqual(created[0]!.json());
  });

  it('refuses a malformed key with 400, and a refused body leaves the key unused', async () => {
    const cases = ['x'.repeat(101), 'has space', 'café', 'tab\tkey'];
    for (const key of cases) {
      const res = await postUpdate(owner, key, update('Malformed key'));
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(
        'Invalid headers.idempotency-key: must be 1-100 visible ASCII characters, such as a UUID',
      );
    }
    expect(await postedWith('Malformed key')).toHaveLength(0);
    expect((await postUpdate(owner, 'x'.repeat(100), update('Longest key'))).statusCode).toBe(201);

    const key = randomUUID();
    const blank = await postUpdate(owner, key, update('   '));
    expect(blank.statusCode).toBe(400);
    expect((await postUpdate(owner, key, update('Fixed and sent'))).statusCode).toBe(201);
  });

  it('answers a signed-out request 401 and remembers nothing, so the key works after signing in', async () => {
    const key = randomUUID();
    expect((await postUpdate(null, key, update('After signing in'))).statusCode).toBe(401);
    expect((await postUpdate(owner, key, update('After signing in'))).statusCode).toBe(201);
    expect(await postedWith('After signing in')).toHaveLength(1);
  });

  it('replays a refusal too: a place the owner does not manage stays 403', async () => {
    const key = randomUUID();
    const other = { establishmentId: establishmentId + 1, message: 'Not mine', type: 'special' };
    const first = await postUpdate(owner, key, other);
    expect(first.statusCode).toBe(403);
    const again = await postUpdate(owner, key, other);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(first.json());
  });
});

describe('Idempotency-Key on PATCH /api/establishments/:id', () => {
  it('applies the edit once: a late repeat gets the first reply and does not undo a newer edit', async () => {
    const key = randomUUID();
    const first = await editPlace(key, { hours: 'Mon-Sat 11am-10pm' });
    expect(first.statusCode).toBe(200);
    expect(first.json().hours).toBe('Mon-Sat 11am-10pm');
    expect((await editPlace(null, { hours: 'Daily 8am-late' })).statusCode).toBe(200);

    const repeat = await editPlace(key, { hours: 'Mon-Sat 11am-10pm' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const place = await as(null, { method: 'GET', url: `/api/establishments/${establishmentId}` });
    expect(place.json().hours).toBe('Daily 8am-late');
  });
});

describe('the API documentation', () => {
  it('names the Idempotency-Key header on both writes', async () => {
    const doc = (await as(null, { method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/status-updates', 'post'],
      ['/api/establishments/{id}', 'patch'],
    ] as const) {
      const header = doc.paths[path][method].parameters.find((p: { in: string }) => p.in === 'header');
      expect(header, `${method} ${path}`).toMatchObject({ name: 'idempotency-key', required: false });
    }
  });
});

describe('how long keys are kept', () => {
  const hashA = 'a'.repeat(64);
  const hashB = 'b'.repeat(64);

  it('forgets a key after 24 hours: the same key is then a new request', async () => {
    let now = new Date('2030-01-01T12:00:00Z');
    const keys = createIdempotencyService(ctx.database.db, { clock: { now: () => now } });
    const key = randomUUID();
    const first = await keys.reserve({ userId: owner.user.id }, key, hashA);
    expect(first.kind).toBe('reserved');
    if (first.kind === 'reserved')
      await keys.complete({ scope: { userId: owner.user.id }, key, at: first.at }, 201, { id: 1 });
    now = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS - 1000);
    expect(await keys.reserve({ userId: owner.user.id }, key, hashA)).toEqual({
      kind: 'replay',
      statusCode: 201,
      body: { id: 1 },
    });
    expect((await keys.reserve({ userId: owner.user.id }, key, hashB)).kind).toBe('mismatch');
    now = new Date(now.getTime() + 2000);
    expect((await keys.reserve({ userId: owner.user.id }, key, hashB)).kind).toBe('reserved');
  });

  it('deletes expired keys, so the table holds about a day of keys', async () => {
    let now = new Date('2031-01-01T12:00:00Z');
    const keys = createIdempotencyService(ctx.database.db, { clock: { now: () => now } });
    const stale = randomUUID();
    await keys.reserve({ userId: owner.user.id }, stale, hashA);
    const stored = () =>
      ctx.database.db.select().from(t.idempotencyKeys).where(eq(t.idempotencyKeys.key, stale));
    expect(await stored()).toHaveLength(1);
    now = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS + 3_600_000);
    await keys.reserve({ userId: owner.user.id }, randomUUID(), hashA);
    expect(await stored()).toHaveLength(0);
  });

  it('gives a key back when its first request never finished (the process died)', async () => {
    let now = new Date('2032-01-01T12:00:00Z');
    const keys = createIdempotencyService(ctx.database.db, { clock: { now: () => now } });
    const key = randomUUID();
    expect((await keys.reserve({ userId: owner.user.id }, key, hashA)).kind).toBe('reserved');
    now = new Date(now.getTime() + ABANDONED_AFTER_MS - 1000);
    expect((await keys.reserve({ userId: owner.user.id }, key, hashA)).kind).toBe('in-progress');
    now = new Date(now.getTime() + 2000);
    expect((await keys.reserve({ userId: owner.user.id }, key, hashA)).kind).toBe('reserved');
  });
});
