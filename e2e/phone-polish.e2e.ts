import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceRangeMeaning } from '../src/domain/constants';
import type { Establishment } from '../src/domain/schemas/catalog';
import { type Actor, signUp, TEST_PASSWORD, uniqueEmail } from '../test/auth-helpers';
import { addSession, type E2E, keepScreenshot, phone, startE2E } from './support';

const ADMIN_EMAIL = uniqueEmail('admin');

let e2e: E2E;
let stay: Establishment;

beforeAll(async () => {
  // No Google Places key: the import cannot run.
  e2e = await startE2E({ GOOGLE_PLACES_API_KEY: undefined });
  await e2e.server.app.services.accounts.ensureAdmin(ADMIN_EMAIL, TEST_PASSWORD);
  const stays = (
    await e2e.server.app.inject({ url: '/api/establishments?categoryId=9' })
  ).json() as Establishment[];
  // A stay that also carries a restaurant-style price band in its data.
  stay = stays.find((e) => e.priceRange) as Establishment;
  expect(stay).toBeDefined();
});
afterAll(() => e2e?.close());

async function signedInPage(width: number, actor: Actor) {
  const opened = await e2e.newPage(phone(width));
  await addSession(opened.context, e2e.baseUrl, actor.headers.cookie);
  return opened;
}

describe('what a phone visitor meets first', () => {
  it("the owner's home's 'Explore the guide' button shows its text", async () => {
    const owner = await signUp(e2e.server.app);
    const { page, context } = await signedInPage(375, owner);
    await page.goto('/business/home');
    const explore = page.getByRole('link', { name: 'Explore the guide' }).first();
    await expect.poll(() => explore.isVisible()).toBe(true);
    const colours = await explore.evaluate((el) => {
      const style = getComputedStyle(el);
      return { text: style.color, background: style.backgroundColor };
    });
    // White text on the dark hero, not white on a white box.
    expect(colours.text).toBe('rgb(255, 255, 255)');
    expect(colours.background).not.toBe('rgb(255, 255, 255)');
    await keepScreenshot(page, 'layout-signed-in-home-375');
    await context.close();
  });

  it('an accommodation shows its nightly rate once and no restaurant price band', async () => {
    const { page, context } = await e2e.newPage(phone(375));
    await page.goto('/accommodations');
    const card = page.locator('article').filter({ hasText: stay.name });
    await expect.poll(() => card.getByText(/per night/).count()).toBe(1);
    expect(await card.getByText(/^\${1,4}$/).count()).toBe(0);

    await page.goto(`/establishment/${stay.id}`);
    await expect.poll(() => page.getByText(/per night/).count()).toBe(1);
    expect(await page.getByText('Price Range').count()).toBe(0);
    expect(await page.getByText(priceRangeMeaning(stay.priceRange) as string).count()).toBe(0);
    await context.close();
  });

  it('the category tiles sit two a row on a 375 px phone', async () => {
    const { page, context } = await e2e.newPage(phone(375));
    await page.goto('/');
    const tiles = page.locator('#collections ul > li');
    await expect.poll(() => tiles.count()).toBe(8);
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => tiles.nth(i).boundingBox()));
    expect(a?.y).toBe(b?.y);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width);
    expect(c!.y).toBeGreaterThan(a!.y);
    await context.close();
  });

  for (const width of [320, 375]) {
    it(`the phone header offers Sign in at ${width} px; an admin who signs in lands on /admin`, async () => {
      const { page, context } = await e2e.newPage(phone(width));
      await page.goto('/');
      const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
      expect(await signIn.isVisible()).toBe(true);
      const box = await signIn.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await keepScreenshot(page, `layout-header-${width}`);
      await signIn.click();
      await page.waitForURL(/\/signin/);
      await page.getByLabel('Email').fill(ADMIN_EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await expect.poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).toBe(true);
      await context.close();
    });
  }

  it('the import cannot be started without an API key, and says why', async () => {
    const { page, context } = await e2e.newPage(phone(375));
    await page.goto('/signin');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('tab', { name: 'Data Import' }).click();
    await expect.poll(() => page.getByText('Setup Required').isVisible()).toBe(true);
    const start = page.getByRole('button', { name: 'Start Google Places Import' });
    expect(await start.isDisabled()).toBe(true);
    const reasonId = await start.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toMatch(/API key/);
    await context.close();
  });
});
