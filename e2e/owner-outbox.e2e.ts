import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment, StatusUpdate } from '../src/domain/schemas/catalog';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { claimableRestaurants, signInThroughUi, toast } from './owner-support';
import { type E2E, expectAccessible, keepScreenshot, phone, startE2E } from './support';

let e2e: E2E;
let owner: Actor;
let place: Establishment;

beforeAll(async () => {
  e2e = await startE2E();
  const admin = await signInAdmin(e2e.server.app);
  [place] = (await claimableRestaurants(e2e)) as [Establishment];
  owner = await signUpVerifiedOwner(e2e.server.app, admin, place.id);
});
afterAll(() => e2e?.close());

const dashboard = (tab: string) => `/business/dashboard?business=${place.id}&tab=${tab}`;

/** The place's updates with this message, as the owner's API lists them. */
async function postedWith(message: string): Promise<StatusUpdate[]> {
  const res = await e2e.server.app.inject({
    url: `/api/establishments/${place.id}/status-updates`,
    headers: owner.headers,
  });
  return (res.json() as StatusUpdate[]).filter((u) => u.message === message);
}

/** The owner signs in on the sign-in page and lands on the dashboard's tab. */
async function signedInAt(tab: string, options: BrowserContextOptions = phone(375)) {
  const opened = await e2e.newPage(options);
  await opened.page.goto(`/signin?returnTo=${encodeURIComponent(dashboard(tab))}`);
  await signInThroughUi(opened.page, owner.email, owner.password);
  await expect
    .poll(() => opened.page.getByRole('heading', { name: 'Business Dashboard' }).isVisible())
    .toBe(true);
  return opened;
}

async function postUpdate(page: Page, message: string) {
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Post Update' }).click();
}

const waitingItem = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Not sent yet' }).getByRole('listitem').filter({ hasText: text });

/** Widest element beyond the phone's width, if any. */
const sideScroll = (page: Page, width: number) =>
  page.evaluate((w) => Math.max(document.documentElement.scrollWidth, window.innerWidth) - w, width);

describe('an owner with a bad signal loses nothing (Chromium)', () => {
  it('an update posted offline waits on the phone, then is sent once when the connection returns', async () => {
    const { page, context, errors } = await signedInAt('updates', phone(320));
    const message = 'Offline: snapper special tonight';
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/status-updates'))
        posts.push(r.headers()['idempotency-key'] ?? '');
    });

    await context.setOffline(true);
    await postUpdate(page, message);
    await expect.poll(() => toast(page, 'Saved on this phone').isVisible()).toBe(true);
    const item = waitingItem(page, message);
    await expect.poll(() => item.getByText('Waiting to send').isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: '1 update waiting to send' }).count()).toBe(1);
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    expect(await sideScroll(page, 320)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'outbox-waiting-320', { fullPage: true });
    await expectAccessible(page, 'dashboard with an update waiting');
    expect(await postedWith(message)).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(() => toast(page, 'Sent').isVisible()).toBe(true);
    await expect.poll(() => item.count()).toBe(0);
    const live = page.getByRole('listitem').filter({ hasText: message });
    await expect.poll(() => live.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await postedWith(message)).toHaveLength(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
  });

  it('a reply lost to a weak signal: the update waits, survives a reload and is posted once', async () => {
    const { page, context } = await signedInAt('updates');
    const message = 'Weak signal: rum punch two for one';
    // The server gets the first request and posts the update, but its reply never reaches the phone;
    // the signal then stays down (the outbox's own retries get no reply) until the test brings it back.
    let signal: 'reply-lost' | 'down' | 'up' = 'reply-lost';
    await context.route('**/api/status-updates', async (route) => {
      if (signal === 'up') return route.continue();
      if (signal === 'reply-lost') {
        signal = 'down';
        await route.fetch();
      }
      return route.abort('internetdisconnected');
    });
    await postUpdate(page, message);
    await expect.poll(() => waitingItem(page, message).getByText('Waiting to send').isVisible()).toBe(true);
    expect(await postedWith(message)).toHaveLength(1);

    await page.reload();
    await expect.poll(() => waitingItem(page, message).getByText('Waiting to send').isVisible()).toBe(true);

    // Sent again with the same key once a reply can arrive: the server answers with the update it has.
    signal = 'up';
    await expect.poll(() => toast(page, 'Sent').isVisible()).toBe(true);
    await expect.poll(() => waitingItem(page, message).count()).toBe(0);
    expect(await postedWith(message)).toHaveLength(1);
  });

  it('a session that ended while offline: the owner is asked to sign in, then the update is sent', async () => {
    const { page, context } = await signedInAt('updates');
    const message = 'After signing in again: ceviche is back';
    await context.setOffline(true);
    await context.clearCookies();
    await postUpdate(page, message);
    await expect.poll(() => waitingItem(page, message).getByText('Waiting to send').isVisible()).toBe(true);

    await context.setOffline(false);
    await page.waitForURL(/\/signin\?returnTo=/);
    await expect.poll(() => toast(page, 'Sign in to send what is waiting').isVisible()).toBe(true);
    expect(await postedWith(message)).toHaveLength(0);

    await signInThroughUi(page, owner.email, owner.password);
    await expect.poll(() => toast(page, 'Sent').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/business/dashboard');
    await expect.poll(() => postedWith(message).then((u) => u.length)).toBe(1);
  });

  it('a details edit made offline waits with its new text and is saved on reconnection; a draft can be discarded', async () => {
    const { page, context } = await signedInAt('details');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Edit Details' }).click();
    await page.getByLabel('Hours').fill('Offline hours: daily 6am-2pm');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const edit = waitingItem(page, 'Offline hours: daily 6am-2pm');
    await expect.poll(() => edit.getByText('Waiting to send').isVisible()).toBe(true);
    expect(await edit.getByText('Hours:', { exact: true }).isVisible()).toBe(true);
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'details with an edit waiting');
    await keepScreenshot(page, 'outbox-details-375', { fullPage: true });

    // A live update made offline too, then discarded: it is never sent.
    await page.getByRole('tab', { name: 'Live Updates' }).click();
    const discarded = 'Discarded: never send this';
    await postUpdate(page, discarded);
    await waitingItem(page, discarded)
      .getByRole('button', { name: /^Discard/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => waitingItem(page, discarded).count()).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => toast(page, 'Sent').isVisible()).toBe(true);
    const saved = (await e2e.server.app.inject({ url: `/api/establishments/${place.id}` })).json();
    expect(saved.hours).toBe('Offline hours: daily 6am-2pm');
    expect(await postedWith(discarded)).toHaveLength(0);
  });

  it('an edit made while an older one waits is sent after it, so the newer value stays', async () => {
    const { page, context } = await signedInAt('details');
    const hours = async () =>
      (await e2e.server.app.inject({ url: `/api/establishments/${place.id}` })).json().hours;
    // A weak signal: the first edit's request gets no reply at all, though the browser says online.
    let weak = true;
    await context.route(`**/api/establishments/${place.id}`, (route) =>
      weak && route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
    );
    const saveHours = async (text: string) => {
      await page.getByRole('button', { name: 'Edit Details' }).click();
      await page.getByLabel('Hours', { exact: true }).fill(text);
      await page.getByRole('button', { name: 'Save Changes' }).click();
    };
    await saveHours('Older: 9am-5pm');
    await expect.poll(() => waitingItem(page, 'Older: 9am-5pm').isVisible()).toBe(true);

    weak = false;
    await saveHours('Newer: 8am-9pm');
    await expect.poll(() => toast(page, 'Business information updated successfully').isVisible()).toBe(true);
    expect(await hours()).toBe('Newer: 8am-9pm');
    // Nothing older is left to land later, on the next load either.
    expect(await waitingItem(page, 'Older: 9am-5pm').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Edit Details' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Not sent yet' }).count()).toBe(0);
    expect(await hours()).toBe('Newer: 8am-9pm');
  });
});
