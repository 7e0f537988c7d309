import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, TEST_PASSWORD, uniqueEmail, uniqueIp } from '../../../../test/auth-helpers';
import { movableClock } from '../../../../test/live-stream';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';

let ctx: TestApp;
const clock = movableClock();
beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(() => ctx.close());

const inject = (opts: InjectOptions) => ctx.app.inject(opts);

describe('sign-up with an address that has an account', () => {
  it("answers an address that has an account as a new one, signs nobody in, and mails the account's owner instead", async () => {
    const a = await signUp(ctx.app, { firstName: 'Ana' });
    const register = (email: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-for': uniqueIp() },
        payload: { email, password: 'another fine passphrase', firstName: 'SECURITY NOTICE' },
      });
    const taken = await register(a.email.toUpperCase());
    const fresh = await register(uniqueEmail('fresh'));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    // Nothing of the account changes, and the caller is not signed in to it.
    expect(taken.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await signIn(ctx.app, a.email, TEST_PASSWORD)).user.id).toBe(a.user.id);
    const notices = async () =>
      (await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.toAddress, a.email))).filter((m) =>
        m.subject.startsWith('Someone tried to create an account'),
      );
    const [notice] = await notices();
    expect(notice.textBody).toMatch(/already has an account, so nothing was created/);
    expect(notice.textBody).toContain('/forgot-password');
    expect(notice.textBody).not.toContain('SECURITY NOTICE');
    // Repeated tries mail the owner once an hour at most, and still answer the same.
    expect((await register(a.email)).body).toBe(fresh.body);
    expect(await notices()).toHaveLength(1);
    clock.advance(3_600_000 + 1000);
    await register(a.email);
    expect(await notices()).toHaveLength(2);
  });
});
