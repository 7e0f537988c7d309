import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/auth-helpers';
import { linkIn, type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { signInThroughUi } from './owner-support';
import { type E2E, expectAccessible, keepScreenshot, startE2E } from './support';

const NEW_PASSWORD = 'a fresh island passphrase';

let e2e: E2E;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  e2e = await startE2E({ SMTP_URL: sink.url, MAIL_FROM: 'guide@example.bz' });
});
afterAll(async () => {
  await e2e?.close();
  await sink?.close();
});

describe('account recovery in Chromium', () => {
  it('forgot password: the mail, its link, a new password, signed in', async () => {
    const owner = await signUp(e2e.server.app);
    const { page, errors } = await e2e.newPage();
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in form has an Email field too: fill the one on the page the link opens.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toMatch(/If an account uses this address, we have sent it a link/);
    await expectAccessible(page, 'forgot password');

    const mail = await sink.waitFor(
      (m) => m.to.includes(owner.email) && m.decoded.includes('/reset-password#'),
    );
    const { url } = linkIn(mail, '/reset-password');
    expect(url.startsWith(`${e2e.baseUrl}/reset-password#token=`)).toBe(true);
    await page.goto(url);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await expectAccessible(page, 'reset password');
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/reset-password');

    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: owner.email, emailVerified: true });
    // The old session (made at sign-up) ended; the old password no longer works, the new one does.
    expect((await e2e.server.app.inject({ url: '/api/auth/user', headers: owner.headers })).statusCode).toBe(
      401,
    );
    const { page: again } = await e2e.newPage();
    await again.goto('/signin');
    await signInThroughUi(again, owner.email, NEW_PASSWORD);
    await expect.poll(() => new URL(again.url()).pathname).not.toBe('/signin');
    expect(errors).toEqual([]);
  });

  it('verify your email: the banner, a new link, the verify page', async () => {
    const owner = await signUp(e2e.server.app);
    const { page, errors } = await e2e.newPage();
    await page.goto('/signin');
    await signInThroughUi(page, owner.email, owner.password);
    const banner = page.getByRole('region', { name: 'Verify your email' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Send the link again' }).click();
    await expect.poll(() => banner.getByRole('status').textContent()).toContain(owner.email);
    await expectAccessible(page, 'verify banner');

    const matches = (m: { to: string[]; decoded: string }) =>
      m.to.includes(owner.email) && m.decoded.includes('/verify-email#');
    const mail = await sink.waitFor((m) => matches(m) && sink.mails.filter(matches).indexOf(m) === 1);
    await page.goto(linkIn(mail, '/verify-email').url);
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/is verified/);
    await expect.poll(() => banner.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('creating an account with a taken address: the page says to check the mail, nobody is signed in, the owner is mailed', async () => {
    const owner = await signUp(e2e.server.app);
    const { page, errors } = await e2e.newPage();
    await page.goto('/signin');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('an unrelated lagoon phrase');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'We have sent a mail' }).isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    const notice = await sink.waitFor(
      (m) => m.to.includes(owner.email) && m.decoded.includes('Someone tried to create an account'),
    );
    expect(notice.decoded).toContain(`${e2e.baseUrl}/forgot-password`);
    await expectAccessible(page, 'sign-up with a taken address');
    await page.setViewportSize({ width: 320, height: 800 });
    await keepScreenshot(page, 'sign-up-taken-320', { fullPage: true });
    expect(errors).toEqual([]);
  });
});
