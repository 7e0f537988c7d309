import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectAs,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ConfigError, parseEnv } from '../../config';
import * as t from '../../db/schema';
import { ensureAdminFromEnv } from './admin-bootstrap';
import { isCommonPassword } from './password-policy';
import { hashPassword } from './passwords';

let ctx: TestApp;
const as = injectAs(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const register = (password: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-forwarded-for': uniqueIp() },
    payload: { email: uniqueEmail('policy'), password },
  });

describe('the common-password list', () => {
  it('knows common passwords whatever their case, and not a random phrase', async () => {
    expect(await isCommonPassword('passwordpassword')).toBe(true);
    expect(await isCommonPassword('QWERTY123456')).toBe(true);
    expect(await isCommonPassword(TEST_PASSWORD)).toBe(false);
  });
});

describe('new passwords (sign-up, change)', () => {
  it.each([
    ['11 characters', 'abcdefghijk', /at least 12 characters/],
    ['a common password', 'PasswordPassword', /most common passwords/],
    ['another common one', '123456789012', /most common passwords/],
    ['only spaces', ' '.repeat(14), /not only spaces/],
    ['only invisible characters', '\u200b\u200c\u200d\u2060\ufeff\u00ad'.repeat(2), /not only spaces/],
    ['tabs and non-breaking spaces', '\t\u00a0\u3000'.repeat(5), /not only spaces/],
  ])('refuses %s with 400 and says why, creating nothing', async (_name, password, message) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it.each([
    ['aaaaaaaaaaaa', /Repeated characters like "aaa" are easy to guess/],
    ['abcabcabcabc', /Repeated words or characters/],
    ['qwertyuiopas', /close to a common password/],
  ])('refuses the one-pattern %s as too easy to guess, saying why', async (password, warning) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too easy to guess/);
    expect(res.json().message).toMatch(warning);
  });

  it('refuses a password made of the email address', async () => {
    const email = uniqueEmail('mirror');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: { email, password: email },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too easy to guess/);
  });

  it.each(['ambergrisguide', 'Ambergris Guide', 'AmbergrisGuide1!', 'ambergris guide 2026'])(
    "refuses the guide's own name %s on sign-up",
    async (password) => {
      const res = await register(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/too easy to guess.*the guide's name/);
    },
  );

  it('accepts a passphrase of unrelated words, spaces inside included', async () => {
    expect((await register('lagoon sky 7')).statusCode).toBe(202);
    expect((await register('mangrove ferry pelican')).statusCode).toBe(202);
  });

  it('refuses a common new password on change, keeping the old one', async () => {
    const owner = await signUp(ctx.app);
    const res = await as(owner, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'LeaveMeAlone' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/most common passwords/);
    expect((await signIn(ctx.app, owner.email, TEST_PASSWORD)).user.id).toBe(owner.user.id);
  });
});

describe('ADMIN_PASSWORD', () => {
  it('too easy to guess stops start-up with the reason', async () => {
    const env = { ADMIN_EMAIL: uniqueEmail('admin'), ADMIN_PASSWORD: 'abcabcabcabc' };
    await expect(ensureAdminFromEnv(ctx.database.db, env)).rejects.toThrow(
      /ADMIN_PASSWORD: This password is too easy to guess/,
    );
  });

  it('needs 12 characters, or start-up stops with one line naming it', () => {
    const env = { ADMIN_EMAIL: 'admin@example.bz', ADMIN_PASSWORD: 'eleven char' };
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(parseEnv({ ...env, ADMIN_PASSWORD: 'twelve chars' }).ADMIN_PASSWORD).toBe('twelve chars');
  });
});

describe('accounts made under the old rules', () => {
  it('sign in with a password now too easy to guess', async () => {
    const email = uniqueEmail('weak');
    await ctx.database.db.insert(t.users).values({ email, passwordHash: await hashPassword('aaaaaaaaaaaa') });
    expect((await signIn(ctx.app, email, 'aaaaaaaaaaaa')).user.email).toBe(email);
  });

  it('sign in with a short password and must choose a policy-compliant one at their next change', async () => {
    const email = uniqueEmail('legacy');
    const old = 'ten chars!';
    await ctx.database.db.insert(t.users).values({ email, passwordHash: await hashPassword(old) });
    const legacy = await signIn(ctx.app, email, old);
    const change = (newPassword: string) =>
      as(legacy, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: old, newPassword },
      });
    expect((await change('still short')).statusCode).toBe(400);
    expect((await change('a longer lagoon phrase')).statusCode).toBe(200);
    expect((await signIn(ctx.app, email, 'a longer lagoon phrase')).user.email).toBe(email);
  });
});
