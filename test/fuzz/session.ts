import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import type { FuzzRequest, Identity, RouteOp } from './routes';
import type { ValueContext } from './values';

/** The fuzzing session (an owner and an admin), the database fingerprint and the checks of one request. */

/** The table a background worker updates whatever the request (the mail worker marks mails sent). */
const BACKGROUND_WRITTEN = 'outbox';

/**
 * Every table's row count and the sum of its rows' xmin (the transaction that wrote each visible row
 * version): any committed insert, update or delete changes it; reads and rolled-back writes do not.
 * The outbox is summed by its ids instead: a request may only add mails to it.
 */
export async function fingerprint(database: Database): Promise<string> {
  const tables = await tableNames(database);
  const parts = tables.map(
    (name) =>
      `select '${name}' as t, count(*)::int as n, coalesce(sum(${name === BACKGROUND_WRITTEN ? 'x.id' : 'x.xmin::text::bigint'}), 0)::text as h from "${name}" x`,
  );
  const res: any = await database.db.execute(sql.raw(parts.join(' union all ')));
  const rows: any[] = res.rows ?? res;
  return rows
    .map((r) => `${r.t}:${r.n}:${r.h}`)
    .sort()
    .join('\n');
}

const tableCache = new WeakMap<Database, string[]>();
async function tableNames(database: Database): Promise<string[]> {
  const cached = tableCache.get(database);
  if (cached) return cached;
  const res: any = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = ((res.rows ?? res) as any[]).map((r) => String(r.table_name));
  tableCache.set(database, names);
  return names;
}

export function diffFingerprints(a: string, b: string): string {
  const left = new Set(a.split('\n'));
  return b
    .split('\n')
    .filter((l) => !left.has(l))
    .map((l) => l.split(':')[0])
    .join(', ');
}

/** What may never appear in a reply body: internals, hashes, secrets, stack traces. */
export function leaks(body: string, secrets: string[]): string | null {
  if (/\$argon2(id|i|d)\$/.test(body)) return 'a password hash';
  if (/"password_?hash"\s*:/i.test(body)) return 'a password hash field';
  if (/\n\s+at [^\n]+:\d+:\d+/.test(body) || /node_modules|\/src\/server\//.test(body))
    return 'a stack trace';
  for (const s of secrets) if (s && body.includes(s)) return `a secret (${s.slice(0, 6)}...)`;
  return null;
}

export interface Tally {
  runs: number;
  s2xx: number;
  s3xx: number;
  s4xx: number;
  s5xx: number;
}

export interface FuzzSession {
  app: FastifyInstance;
  database: Database;
  ctx: ValueContext;
  cookies: Record<Identity, string | undefined>;
  secrets: string[];
  /** Re-creates a session that a fuzzed sign-out or sign-in replaced. */
  refresh(identity: Identity): Promise<void>;
}

export const FUZZ_PASSWORD = 'fuzz-password-0123456789';

/** Creates an owner (verified for two establishments) and an admin, with sessions, and collects ids. */
export async function startFuzzSession(
  app: FastifyInstance,
  database: Database,
  sessionSecret: string,
): Promise<FuzzSession> {
  const { accounts, sessions } = app.services;
  const admin = await accounts.ensureAdmin('fuzz-admin@example.com', FUZZ_PASSWORD);
  const owner = (await accounts.register({ email: 'fuzz-owner@example.com', password: FUZZ_PASSWORD }))!;
  const [first, second] = await database.db
    .select({ id: t.establishments.id })
    .from(t.establishments)
    .limit(2);
  for (const e of [first, second].filter(Boolean))
    await database.db
      .insert(t.businessOwnership)
      .values({ userId: owner.id, establishmentId: e.id, isVerified: true, verifiedAt: new Date() });
  // A pending booking request of the owner's place, so confirm/decline are fuzzed past their 404.
  if (first)
    await database.db.insert(t.bookingRequests).values({
      establishmentId: first.id,
      guestName: 'Fuzz Guest',
      guestEmail: 'fuzz-guest@example.com',
      checkIn: '2099-01-01',
      checkOut: '2099-01-03',
      bookingReference: 'FUZZ000001',
    });
  const userIds: Record<Identity, number | undefined> = {
    anonymous: undefined,
    owner: owner.id,
    admin: admin.id,
  };
  const sids: Record<Identity, string | undefined> = {
    anonymous: undefined,
    owner: undefined,
    admin: undefined,
  };
  const cookies: Record<Identity, string | undefined> = {
    anonymous: undefined,
    owner: undefined,
    admin: undefined,
  };
  const secrets = [sessionSecret];
  const session: FuzzSession = {
    app,
    database,
    ctx: { ids: await existingIds(database) },
    cookies,
    secrets,
    async refresh(identity) {
      const userId = userIds[identity];
      if (userId === undefined) return;
      const sid = sids[identity];
      if (sid && (await sessions.get(sid))) return;
      const created = await sessions.create(userId);
      sids[identity] = created.sid;
      cookies[identity] = `sid=${app.signCookie(created.sid)}`;
      secrets.push(created.sid);
    },
  };
  await session.refresh('owner');
  await session.refresh('admin');
  return session;
}

async function existingIds(database: Database): Promise<number[]> {
  const ids = new Set<number>();
  for (const table of await tableNames(database)) {
    try {
      const res: any = await database.db.execute(
        sql.raw(`select id from "${table}" order by id desc limit 20`),
      );
      for (const r of (res.rows ?? res) as any[]) if (Number.isInteger(r.id)) ids.add(r.id);
    } catch {}
  }
  return [...ids];
}

export interface Failure {
  route: string;
  identity: Identity;
  request: FuzzRequest;
  status: number;
  problem: string;
  body: string;
}

/** Sends one request and checks the promises of the API; returns the problem or null. */
export async function checkRequest(
  s: FuzzSession,
  route: RouteOp,
  identity: Identity,
  req: FuzzRequest,
  tally: Tally,
): Promise<Omit<Failure, 'route' | 'identity' | 'request'> | null> {
  await s.refresh(identity);
  const before = route.method === 'GET' ? null : await fingerprint(s.database);
  const headers = { ...req.headers };
  const cookie = s.cookies[identity];
  if (cookie) headers.cookie = cookie;
  const res: LightMyRequestResponse = await s.app.inject({
    method: req.method as any,
    url: req.url,
    headers,
    payload: req.payload,
  });
  tally.runs++;
  const status = res.statusCode;
  if (status >= 500) tally.s5xx++;
  else if (status >= 400) tally.s4xx++;
  else if (status >= 300) tally.s3xx++;
  else tally.s2xx++;
  const body = res.body;
  const fail = (problem: string) => ({ status, problem, body: body.slice(0, 400) });
  const leak = leaks(body, s.secrets);
  if (leak) return fail(`reply contains ${leak}`);
  if (status === 500 || (status >= 500 && !route.declared.has(status))) return fail('server error');
  if (status >= 400) {
    let message: unknown;
    try {
      message = JSON.parse(body).message;
    } catch {}
    if (typeof message !== 'string' || !message) return fail('error reply without a string message');
    const after = route.method === 'GET' ? null : await fingerprint(s.database);
    if (before !== after)
      return fail(`rejected request changed the database (${diffFingerprints(before!, after!)})`);
  }
  return null;
}

export function describeRequest(r: FuzzRequest): string {
  const payload =
    r.payload === undefined
      ? ''
      : typeof r.payload === 'string'
        ? r.payload.slice(0, 300)
        : `<${r.payload.length} bytes> ${r.payload.subarray(0, 200).toString('latin1')}`;
  return `${r.method} ${r.url.slice(0, 300)} [${r.kind}] ${JSON.stringify(r.headers)} ${payload}`;
}
