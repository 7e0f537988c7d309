import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_KEYS, DAY_NAMES, twelveHour } from '../src/domain/hours-format';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { signInThroughUi } from './owner-support';
import { apiRequests, type E2E, expectAccessible, phone, startE2E } from './support';

let e2e: E2E;
let owner: Actor;
let placeId: number;

beforeAll(async () => {
  e2e = await startE2E();
  const list = (await e2e.server.app.inject({ url: '/api/establishments?categoryId=1' })).json() as {
    id: number;
    name: string;
    openingHours: string | null;
  }[];
  placeId = list.find((e) => e.name === 'Blue Bayou' && e.openingHours === null)!.id;
  const admin = await signInAdmin(e2e.server.app);
  owner = await signUpVerifiedOwner(e2e.server.app, admin, placeId);
});
afterAll(() => e2e?.close());

const hh = (h: number) => `${String(((h % 24) + 24) % 24).padStart(2, '0')}:00`;
/** Side scroll beyond the viewport (a page wider than the phone is a bug). */
const sideScroll = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('opening hours (Chromium)', () => {
  it('an owner sets the week in the per-day editor; the detail page says it is open and when it closes', async () => {
    // A range around the present Belize hour (it may cross midnight: the editor writes that too).
    const belizeHour = new Date(Date.now() - 6 * 3_600_000).getUTCHours();
    const opens = hh(belizeHour - 1);
    const closes = hh(belizeHour + 3);

    const { page, errors } = await e2e.newPage(phone(375));
    const dashboard = `/business/dashboard?business=${placeId}&tab=details`;
    await page.goto(`/signin?returnTo=${encodeURIComponent(dashboard)}`);
    await signInThroughUi(page, owner.email, owner.password);
    await expect.poll(() => page.getByRole('heading', { name: 'Business Dashboard' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Edit Details' }).click();

    for (const day of DAY_KEYS) {
      const name = DAY_NAMES[day];
      await page.getByRole('checkbox', { name: `Open on ${name}` }).check();
      await page.getByLabel(`${name} opens`, { exact: true }).fill(opens);
      await page.getByLabel(`${name} closes`, { exact: true }).fill(closes);
    }
    const preview = page.getByTestId('hours-preview');
    await expect.poll(() => preview.textContent()).toContain(`Open now, closes ${twelveHour(closes)}`);
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the hours editor');
    await page.screenshot({ path: '/tmp/opening-hours-editor-375.png', fullPage: true });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Edit Details' }).isVisible()).toBe(true);
    const stored = (await e2e.server.app.inject({ url: `/api/establishments/${placeId}` })).json();
    expect(stored.openingHours).toBe(`Mo-Su ${opens}-${closes === '00:00' ? '24:00' : closes}`);

    for (const width of [320, 375, 1280]) {
      const visitor = await e2e.newPage(width === 1280 ? { viewport: { width, height: 900 } } : phone(width));
      await visitor.page.goto(`/establishment/${placeId}`);
      const status = visitor.page.getByTestId('open-status').first();
      await expect.poll(() => status.textContent()).toMatch(/^Open now · closes /);
      expect(await status.textContent()).toContain(twelveHour(closes));
      const table = visitor.page.getByTestId('week-hours');
      expect(await table.getByRole('row').count()).toBe(7);
      expect(await sideScroll(visitor.page)).toBeLessThanOrEqual(0);
      await visitor.page.screenshot({ path: `/tmp/opening-hours-detail-${width}.png`, fullPage: true });
      expect(visitor.errors).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('the category page filters to the places open now with an accessible toggle kept in the URL', async () => {
    const { page, errors } = await e2e.newPage(phone(320));
    await page.goto('/category/1');
    const toggle = page.getByRole('button', { name: 'Open now', exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/open=now/);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const expected = (
      await e2e.server.app.inject({ url: '/api/establishments?categoryId=1&openNow=true' })
    ).json() as { name: string }[];
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .toBe(`${expected.length} establishments found`);
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/opening-hours-category-320.png', fullPage: true });
    expect(errors).toEqual([]);
  });

  it('the map keeps only the pins open now when the toggle is on, and says how many', async () => {
    const { page, errors } = await e2e.newPage(phone(320));
    const requests = apiRequests(page);
    await page.goto('/map');
    const toggle = page.getByRole('button', { name: 'Open now', exact: true });
    await toggle.click();
    await page.waitForURL(/open=now/);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() =>
        requests.some((u) => u.startsWith('/api/establishments/pins?') && u.includes('openNow=true')),
      )
      .toBe(true);
    await expect.poll(() => page.getByText(/open now in this part of the map/).isVisible()).toBe(true);
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/opening-hours-map-320.png', fullPage: true });
    expect(errors).toEqual([]);
  });
});
