import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { PublicUser } from '../src/domain/schemas/accounts';

export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;
const next = () => ++counter;

/**
 * A distinct public client address per actor (198.18.0.0/15), sent as X-Forwarded-For from the
 * loopback proxy that app.inject() appears as, so per-IP rate limits of different actors stay apart.
 */
export const uniqueIp = () => {
  const n = next();
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
};
export const uniqueEmail = (prefix = 'owner') => `${prefix}-${process.pid}-${next()}@example.com`;

export interface Actor {
  user: PublicUser;
  email: string;
  password: string;
  /** Spread into app.inject: the session cookie and this actor's client address. */
  headers: { cookie: string; 'x-forwarded-for': string };
}

/** The `cookie` request header carrying the session a reply set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error(`no session cookie in a ${res.statusCode} reply: ${res.body}`);
  return `sid=${sid.value}`;
}

export async function signUp(
  app: FastifyInstance,
  opts: { email?: string; password?: string; firstName?: string } = {},
): Promise<Actor> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? TEST_PASSWORD;
  const ip = uniqueIp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password, firstName: opts.firstName ?? 'Test' },
  });
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res);
  const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return {
    user: me.json(),
    email,
    password,
    headers: { cookie, 'x-forwarded-for': ip },
  };
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Actor> {
  const ip = uniqueIp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return {
    user: res.json(),
    email,
    password,
    headers: { cookie: sessionCookie(res), 'x-forwarded-for': ip },
  };
}

/** An admin made through the accounts service (as ADMIN_EMAIL does), then signed in over HTTP. */
export async function signInAdmin(app: FastifyInstance, email = uniqueEmail('admin')): Promise<Actor> {
  await app.services.accounts.ensureAdmin(email, TEST_PASSWORD);
  return signIn(app, email, TEST_PASSWORD);
}

/** Submits a claim for the actor and returns it (expects 201). */
export async function submitClaim(app: FastifyInstance, actor: Actor, establishmentId: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/business/claim',
    headers: actor.headers,
    payload: { establishmentId, ownerName: 'Owner Name', email: actor.email },
  });
  if (res.statusCode !== 201) throw new Error(`claim failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; status: string };
}

/** A new account whose claim of the establishment an admin approved: a verified owner. */
export async function signUpVerifiedOwner(
  app: FastifyInstance,
  admin: Actor,
  establishmentId: number,
): Promise<Actor> {
  const owner = await signUp(app);
  const claim = await submitClaim(app, owner, establishmentId);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/claims/${claim.id}/approve`,
    headers: admin.headers,
  });
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return owner;
}

/**
 * `as(actor, request)`: app.inject as the actor (its session cookie and client address), or as a
 * signed-out visitor with null. `app` is read at each call, since test apps are built in beforeAll.
 */
export function injectAs(app: () => FastifyInstance) {
  return (actor: Actor | null, opts: InjectOptions) =>
    app().inject({ ...opts, headers: { ...(actor?.headers ?? {}), ...(opts.headers ?? {}) } });
}
