import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { signInAdmin, signUpVerifiedOwner, TEST_PASSWORD } from '../test/auth-helpers';
import { addSession, type E2E, expectAccessible, phone, startE2E } from './support';

const NEW_PASSWORD = 'a calmer lagoon evening';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Whether the page is wider than the screen (a sideways scroll on a phone). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('account page in Chromium', () => {
  it('a signed-in owner changes the password, downloads the data and deletes the account', async () => {
    const { app, database } = e2e.server;
    const admin = await signInAdmin(app);
    const place = await establishmentIdByName(database.db, 'Blue Bayou');
    const owner = await signUpVerifiedOwner(app, admin, place);
    const { page, context, errors } = await e2e.newPage(phone(375));
    await addSession(context, e2e.baseUrl, owner.headers.cookie);
    const strengthChunk: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/strength-[^/]*\.js$/.test(r.url())) strengthChunk.push(r.url());
    });

    // From the account menu of the header to the account page.
    await page.goto('/');
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    await expectAccessible(page, 'account page');
    expect(await overflows(page)).toBe(false);

    // Change password: the strength hint's chunk loads only once the new password field is focused.
    await page.getByLabel('Current password').fill(TEST_PASSWORD);
    expect(strengthChunk).toEqual([]);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await expect.poll(() => page.getByText(/^Password strength: /).textContent()).toMatch(/Good|Strong/);
    expect(strengthChunk).toHaveLength(1);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toMatch(/Your password is changed/);

    // Export: a JSON file of the account, without any hash.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ambergris-guide-account-.+\.json$/);
    const text = await readFile((await download.path()) as string, 'utf8');
    const data = JSON.parse(text);
    expect(data.profile.email).toBe(owner.email);
    expect(data.ownerships).toEqual([expect.objectContaining({ establishmentName: 'Blue Bayou' })]);
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash/);

    // Delete: a dialog that asks for the password; a wrong one is refused and changes nothing.
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page, 'delete dialog');
    await dialog.getByLabel('Your password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => dialog.getByText(/not your password/).isVisible()).toBe(true);
    // Esc closes it; the account is still there.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    // The place stays in the guide.
    expect((await page.request.get(`/api/establishments/${place}`)).status()).toBe(200);
    expect(errors).toEqual([]);
  });

  it('fits a 320 px phone, signed in', async () => {
    const owner = await signUpVerifiedOwner(
      e2e.server.app,
      await signInAdmin(e2e.server.app),
      await establishmentIdByName(e2e.server.database.db, "Elvi's Kitchen"),
    );
    const { page, context, errors } = await e2e.newPage(phone(320));
    await addSession(context, e2e.baseUrl, owner.headers.cookie);
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await overflows(page)).toBe(false);
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await overflows(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});
