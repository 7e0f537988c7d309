import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_KEYS, DAY_NAMES, twelveHour } from '../src/domain/hours-format';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { signInThroughUi } from './owner-support';
import { apiRequests, type E2E, expectAccessible, keepScreenshot, phone, startE2E } from './support';
import { foundText } from './visitor-support';

let e2e: E2E;
let admin: Actor;
let owner: Actor;
let establishmentId: number;
/** A published place without hours and without an owner: only the admin can set them. */
let unowned: { id: number; name: string };

beforeAll(async () => {
  e2e = await startE2E();
  const list = (await e2e.server.app.inject({ url: '/api/establishments?categoryId=1' })).json() as {
    id: number;
    name: string;
    openingHours: string | null;
  }[];
  establishmentId = list.find((e) => e.name === 'Blue Bayou' && e.openingHours === null)!.id;
  unowned = list.find((e) => e.id !== establishmentId && e.openingHours === null)!;
  admin = await signInAdmin(e2e.server.app);
  owner = await signUpVerifiedOwner(e2e.server.app, admin, establishmentId);
});
afterAll(() => e2e?.close());

const hh = (h: number) => `${String(((h % 24) + 24) % 24).padStart(2, '0')}:00`;
/** Side scroll beyond the viewport (a page wider than the phone is a bug). */
const sideScroll = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** A range around the present Belize hour (it may cross midnight: the editor writes that too). */
function rangeAroundNow() {
  const belizeHour = new Date(Date.now() - 6 * 3_600_000).getUTCHours();
  // From 9 pm the closing time falls on the next Belize day: the preview says "closes tomorrow 1 am"
  // (this failed every evening run after 9 pm island time).
  const closesWhen = `${belizeHour + 3 >= 24 ? 'tomorrow ' : ''}${twelveHour(hh(belizeHour + 3))}`;
  return { opens: hh(belizeHour - 1), closes: hh(belizeHour + 3), closesWhen };
}
/** The `opening_hours` text the editor writes for the same range every day. */
const everyDay = ({ opens, closes }: { opens: string; closes: string }) =>
  `Mo-Su ${opens}-${closes === '00:00' ? '24:00' : closes}`;
/** Whether the element lies within the viewport's width (no sideways scroll needed to reach it). */
const withinWidth = async (locator: import('playwright-core').Locator, width: number) => {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
};
/** The accessible name of the focused element. */
const focusedLabel = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** A visitor on a phone of each width (or a desktop) sees the place open now, its closing time and its week. */
async function expectOpenOnDetailPage(id: number, closes: string, widths = [320, 375, 1280]) {
  for (const width of widths) {
    const visitor = await e2e.newPage(width === 1280 ? { viewport: { width, height: 900 } } : phone(width));
    await visitor.page.goto(`/establishment/${id}`);
    const status = visitor.page.getByTestId('open-status').first();
    await expect.poll(() => status.textContent()).toMatch(/^Open now · closes /);
    expect(await status.textContent()).toContain(twelveHour(closes));
    const table = visitor.page.getByTestId('week-hours');
    expect(await table.getByRole('row').count()).toBe(7);
    expect(await sideScroll(visitor.page)).toBeLessThanOrEqual(0);
    await keepScreenshot(visitor.page, `opening-hours-detail-${id}-${width}`, { fullPage: true });
    expect(visitor.errors).toEqual([]);
  }
}

describe('opening hours (Chromium)', () => {
  it('an owner sets the week in the per-day editor; the detail page says it is open and when it closes', async () => {
    const { opens, closes, closesWhen } = rangeAroundNow();

    const { page, errors } = await e2e.newPage(phone(375));
    const dashboard = `/business/dashboard?business=${establishmentId}&tab=details`;
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
    await expect.poll(() => preview.textContent()).toContain(`Open now, closes ${closesWhen}`);
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the hours editor');
    await keepScreenshot(page, 'opening-hours-editor-375', { fullPage: true });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Edit Details' }).isVisible()).toBe(true);
    const stored = (await e2e.server.app.inject({ url: `/api/establishments/${establishmentId}` })).json();
    expect(stored.openingHours).toBe(everyDay({ opens, closes }));
    await expectOpenOnDetailPage(establishmentId, closes);
    expect(errors).toEqual([]);
  });

  it("the admin sets the hours of a place nobody owns from the admin's table, by keyboard, on a phone", async () => {
    const { opens, closes, closesWhen } = rangeAroundNow();
    const { page, errors } = await e2e.newPage(phone(320));
    await page.goto(`/signin?returnTo=${encodeURIComponent('/admin?tab=establishments')}`);
    await signInThroughUi(page, admin.email, admin.password);
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).toBe(true);
    await page.getByLabel('Search establishments').fill(unowned.name);
    const open = page.getByRole('button', { name: `Opening hours of ${unowned.name}`, exact: true });
    expect(await withinWidth(open, 320)).toBe(true);
    await keepScreenshot(page, 'opening-hours-admin-table-320');
    const dialog = page.getByRole('dialog', { name: `Opening hours of ${unowned.name}` });
    const monday = dialog.getByRole('checkbox', { name: 'Open on Monday' });

    // Esc leaves without saving, and focus goes back to the row's button.
    await open.focus();
    await page.keyboard.press('Enter');
    await monday.focus();
    await page.keyboard.press('Space');
    expect(await monday.isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await focusedLabel(page)).toBe(`Opening hours of ${unowned.name}`);
    const before = (await e2e.server.app.inject({ url: `/api/establishments/${unowned.id}` })).json();
    expect(before.openingHours).toBeNull();

    await page.keyboard.press('Enter');
    expect(await monday.isChecked()).toBe(false);
    // Esc's close event is queued, and Chromium may run a tap's input first: that tap still opens it.
    await page.evaluate(async (label) => {
      const shown = document.querySelector('dialog[open]') as HTMLDialogElement;
      const closed = new Promise((resolve) =>
        shown.addEventListener('close', () => setTimeout(resolve, 0), { once: true }),
      );
      shown.dispatchEvent(new Event('cancel'));
      shown.close();
      // What React does at the end of each input's task, before the queued close event comes.
      await Promise.resolve();
      (document.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement).click();
      await Promise.resolve();
      await closed;
    }, `Opening hours of ${unowned.name}`);
    expect(await dialog.isVisible()).toBe(true);
    await keepScreenshot(page, 'opening-hours-admin-dialog-320');
    for (const day of DAY_KEYS) {
      const name = DAY_NAMES[day];
      await dialog.getByRole('checkbox', { name: `Open on ${name}` }).focus();
      await page.keyboard.press('Space');
      await dialog.getByLabel(`${name} opens`, { exact: true }).fill(opens);
      await dialog.getByLabel(`${name} closes`, { exact: true }).fill(closes);
    }
    const preview = dialog.getByTestId('hours-preview');
    await expect.poll(() => preview.textContent()).toContain(`Open now, closes ${closesWhen}`);
    const save = dialog.getByRole('button', { name: 'Save hours' });
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 });
      expect(await sideScroll(page)).toBeLessThanOrEqual(0);
      await save.scrollIntoViewIfNeeded();
      expect(await withinWidth(save, width)).toBe(true);
      expect(await withinWidth(dialog.getByLabel('Sunday closes', { exact: true }), width)).toBe(true);
      await keepScreenshot(page, `opening-hours-admin-${width}`);
    }
    await expectAccessible(page, "the admin's hours dialog");

    await save.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.getByText('Hours saved', { exact: true }).isVisible()).toBe(true);
    expect(await focusedLabel(page)).toBe(`Opening hours of ${unowned.name}`);
    const stored = (await e2e.server.app.inject({ url: `/api/establishments/${unowned.id}` })).json();
    expect(stored.openingHours).toBe(everyDay({ opens, closes }));
    // One phone is enough here: the owner's journey covers the detail page's widths.
    await expectOpenOnDetailPage(unowned.id, closes, [375]);
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
      .toBe(foundText(expected.length));
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'opening-hours-category-320', { fullPage: true });
    expect(errors).toEqual([]);
  });

  it('the map leaves out the pins of places closed now when the toggle is on, and says how many are open', async () => {
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
    await keepScreenshot(page, 'opening-hours-map-320', { fullPage: true });
    expect(errors).toEqual([]);
  });
});
