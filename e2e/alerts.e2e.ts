import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin } from '../test/auth-helpers';
import { addSession, type E2E, expectAccessible, phone, postAlert, startE2E } from './support';

let e2e: E2E;
let admin: Actor;

beforeAll(async () => {
  e2e = await startE2E();
  admin = await signInAdmin(e2e.server.app);
});
afterAll(() => e2e?.close());

// 300 characters with words longer than a phone is wide.
const LONG_WORD = 'Hurricane-preparedness-announcement-from-the-San-Pedro-Town-Council';
const MESSAGE = `Storm warning: ${LONG_WORD} ${'Stay ashore and secure boats. '.repeat(8)}`
  .slice(0, 300)
  .trim();

/** The page's width beyond the phone's own (a phone widens its layout to fit wider content). */
const sideScroll = (page: Page, width: number) =>
  page.evaluate((w) => Math.max(document.documentElement.scrollWidth, window.innerWidth) - w, width);

/** The server-rendered HTML a visitor without a session (or JavaScript) gets. */
const serverHtml = async (path: string) => (await fetch(`${e2e.baseUrl}${path}`)).text();

describe('island alerts in Chromium', () => {
  it('the admin posts one; visitors see it, server-rendered too; dismissed for the session; ended, it goes', async () => {
    // The admin posts a critical alert on a 320 px phone.
    const { page: adminPage, context: adminContext, errors: adminErrors } = await e2e.newPage(phone(320));
    await addSession(adminContext, e2e.baseUrl, admin.headers.cookie);
    await adminPage.goto('/admin?tab=alerts');
    const form = adminPage.getByRole('form', { name: 'Post an island alert' });
    await form.getByRole('button', { name: 'Post Alert' }).click();
    await expect.poll(() => form.getByText('Write a message.').isVisible()).toBe(true);
    await form.getByLabel('Message').fill(MESSAGE);
    await form.getByLabel('Severity').selectOption('critical');
    await form.getByRole('button', { name: 'Post Alert' }).click();
    const listed = adminPage.getByRole('list').filter({ hasText: LONG_WORD });
    await expect.poll(() => listed.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await sideScroll(adminPage, 320)).toBeLessThanOrEqual(0);
    await expectAccessible(adminPage, 'admin alerts tab');

    // In the server-rendered HTML of a public page, as a critical alert.
    const html = await serverHtml('/restaurants-bars');
    expect(html).toContain(LONG_WORD);
    expect(html).toMatch(/<div role="alert"[^>]*>/);

    // On screen at 375 px in another browser, prominent and without sideways scrolling.
    const { page, errors } = await e2e.newPage(phone(375));
    await page.goto('/restaurants-bars');
    const banner = page.getByRole('alert').filter({ hasText: LONG_WORD });
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Critical alert:');
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'category page with a critical alert');

    // Dismissed: gone, and stays gone for this tab's session on other pages and after a reload.
    await banner.getByRole('button', { name: /^Dismiss critical alert/ }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.goto('/');
    await page.reload();
    // The server-rendered page carries it until the app has taken over the page (dismissed-alerts.ts).
    await page.waitForSelector('html[data-interactive]');
    await expect.poll(() => page.getByText(LONG_WORD).count()).toBe(0);
    // The same tab's server-rendered page still carries it (the server knows nothing of dismissals).
    expect(await serverHtml('/')).toContain(LONG_WORD);
    expect(errors).toEqual([]);

    // A visitor of another session still sees it, also on a 320 px phone.
    const other = await e2e.newPage(phone(320));
    await other.page.goto('/');
    const otherBanner = other.page.getByRole('alert').filter({ hasText: LONG_WORD });
    expect(await otherBanner.isVisible()).toBe(true);
    expect(await sideScroll(other.page, 320)).toBeLessThanOrEqual(0);

    // The admin ends it, after confirming.
    await listed.getByRole('button', { name: /^End alert/ }).click();
    const dialog = adminPage.getByRole('alertdialog', { name: 'End this alert now?' });
    await dialog.getByRole('button', { name: 'End alert' }).click();
    await expect.poll(() => listed.getByText('Ended', { exact: true }).isVisible()).toBe(true);
    expect(adminErrors).toEqual([]);

    // After a reload it is gone, from the screen and from the server-rendered HTML.
    await other.page.reload();
    expect(await other.page.getByText(LONG_WORD).count()).toBe(0);
    expect(await serverHtml('/')).not.toContain(LONG_WORD);
    expect(other.errors).toEqual([]);
  });

  it('shows a notice as a calmer status line, also without JavaScript', async () => {
    await postAlert(e2e.server, admin, 'The Saturday market moves to the town square this week.');
    const { page } = await e2e.newPage({ ...phone(375), javaScriptEnabled: false });
    await page.goto('/');
    const notice = page.getByRole('status').filter({ hasText: 'Saturday market' });
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('Island notice:');
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
