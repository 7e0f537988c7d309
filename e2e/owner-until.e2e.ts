import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { type Actor, signInAdmin, signUpVerifiedOwner, uniqueIp } from '../test/auth-helpers';
import { claimableRestaurants, signInThroughUi } from './owner-support';
import { addSession, checkedWidths, type E2E, keepScreenshot, phone, startE2E } from './support';

/** Noon in Belize (UTC-6) on 1 December 2026: 9 PM is later the same day. */
const NOON = Date.parse('2026-12-01T18:00:00Z');
const AFTER_NINE_PM = Date.parse('2026-12-02T03:01:00Z');
// The server's clock starts at noon and flows; the journey moves it on instead of waiting.
const started = Date.now();
let shift = NOON - started;
const clock = { now: () => new Date(Date.now() + shift) };

// The narrowest phone is asserted; pictures for a person to look at are kept at both widths.
const WIDTHS = checkedWidths();
const LONG_WORD = 'Lobster'.repeat(43).slice(0, 300);
const LONG_NAME = 'Sunset'.repeat(34).slice(0, 200);

let e2e: E2E;
let admin: Actor;
let owner: Actor;
let place: Establishment;

beforeAll(async () => {
  e2e = await startE2E({}, { clock });
  admin = await signInAdmin(e2e.server.app);
  [place] = (await claimableRestaurants(e2e)) as [Establishment];
  owner = await signUpVerifiedOwner(e2e.server.app, admin, place.id);
});
afterAll(() => e2e?.close());

/** How far the page is wider than its window (0: nothing scrolls sideways). */
const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('an owner says until when an update shows (Chromium, 375 px)', () => {
  it('"Fresh lobster tonight" until 9 PM shows "until 9:00 PM" to visitors and is gone after 9 PM', async () => {
    const { page, errors } = await e2e.newPage(phone(375));
    await page.clock.install({ time: NOON });
    const dashboard = `/business/dashboard?business=${place.id}&tab=updates`;
    await page.goto(`/signin?returnTo=${encodeURIComponent(dashboard)}`);
    await signInThroughUi(page, owner.email, owner.password);
    await page.getByLabel('Message').fill('Fresh lobster tonight');
    await page.getByLabel('Show until').selectOption({ label: 'A time I choose' }, { timeout: 5_000 });
    await page.getByLabel('Until (Belize time)').fill('21:00');
    await expect.poll(() => page.getByText('Visitors see it until 9:00 PM today').count()).toBe(1);
    await page.getByRole('button', { name: 'Post Update' }).click();
    const posted = page.getByRole('list', { name: 'Recent Updates' }).getByRole('listitem').first();
    await expect.poll(() => posted.textContent()).toContain('until 9:00 PM');
    await keepScreenshot(page, 'a-dashboard-until-375', { fullPage: true });

    const visitor = await e2e.newPage(phone(375));
    await visitor.page.clock.install({ time: NOON });
    await visitor.page.goto(`/establishment/${place.id}`);
    const card = visitor.page.getByRole('listitem').filter({ hasText: 'Fresh lobster tonight' });
    await expect.poll(() => card.textContent()).toContain('until 9:00 PM');

    shift = AFTER_NINE_PM - started;
    await visitor.page.clock.setSystemTime(AFTER_NINE_PM);
    await visitor.page.goto(`/establishment/${place.id}`);
    expect(await visitor.page.getByText('Fresh lobster tonight').count()).toBe(0);
    expect([...errors, ...visitor.errors]).toEqual([]);
  });
});

describe('a long update is clamped, never cut (Chromium)', () => {
  it('a 500-character update with a 300-letter word opens with "Show more" and keeps the phone unscrolled', async () => {
    const message =
      `${LONG_WORD} https://example.com/${'a-very-long-path/'.repeat(6)} ${'Fresh catch. '.repeat(20)}`.slice(
        0,
        500,
      );
    const res = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/status-updates',
      headers: owner.headers,
      payload: { establishmentId: place.id, message, type: 'special' },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const width of WIDTHS) {
      const { page, errors } = await e2e.newPage(phone(width));
      await page.clock.install({ time: clock.now() });
      await page.goto(`/establishment/${place.id}`);
      const more = page.getByRole('button', { name: 'Show more' });
      await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false');
      expect(await sideScroll(page)).toBe(0);
      await keepScreenshot(page, `a-place-long-update-${width}`, { fullPage: true });
      await more.click();
      expect(await page.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(await sideScroll(page)).toBe(0);
      if (width === WIDTHS.at(-1)) {
        await page.goto('/');
        await page.locator('#live-updates').scrollIntoViewIfNeeded();
        await expect
          .poll(() => page.locator('#live-updates').getByRole('button', { name: 'Show more' }).count())
          .toBe(1);
        expect(await sideScroll(page)).toBe(0);
        await keepScreenshot(page.locator('#live-updates'), 'a-landing-long-update-375');
      }
      expect(errors).toEqual([]);
    }
    // The owner's paste beyond the limit is kept whole and counted, not cut.
    const { page } = await e2e.newPage(phone(320));
    await page.clock.install({ time: clock.now() });
    await addSession(page.context(), e2e.baseUrl, owner.headers.cookie);
    await page.goto(`/business/dashboard?business=${place.id}&tab=updates`);
    await page.getByLabel('Message').fill(`${message}${message.slice(0, 20)}`);
    await expect.poll(() => page.getByText('520/500 characters: 20 too many').count()).toBe(1);
    expect(await sideScroll(page)).toBe(0);
    await keepScreenshot(page, 'a-dashboard-long-update-320', { fullPage: true });
  });
});

describe("the admin's tables hold a 200-letter name (Chromium)", () => {
  it("at 1280 px the Establishments table fits and the long row's actions are clickable", async () => {
    const renamed = await e2e.server.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${place.id}`,
      headers: admin.headers,
      payload: { name: LONG_NAME },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const { page, context, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await addSession(context, e2e.baseUrl, admin.headers.cookie);
    await page.goto('/admin?tab=establishments');
    await page.getByLabel('Search establishments').fill(LONG_NAME.slice(0, 40));
    const hours = page.getByRole('button', { name: `Opening hours of ${LONG_NAME}` });
    await expect.poll(() => hours.isVisible()).toBe(true);
    expect(await sideScroll(page)).toBe(0);
    const row = page.getByRole('row').filter({ has: hours });
    const box = await row.evaluate((r) => {
      const frame = r.closest('table')?.parentElement?.getBoundingClientRect();
      return { right: r.getBoundingClientRect().right, frameRight: frame?.right ?? 0 };
    });
    expect(box.right).toBeLessThanOrEqual(box.frameRight + 1);
    await page.getByRole('button', { name: `Photos of ${LONG_NAME}` }).click({ timeout: 5_000 });
    await keepScreenshot(page, 'a-admin-long-name-1280');
    expect(errors).toEqual([]);
  });

  it("on a phone the report card's Edit this place opens that place's row, its actions on screen", async () => {
    const reported = await e2e.server.app.inject({
      method: 'POST',
      url: `/api/establishments/${place.id}/reports`,
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: { kind: 'other', message: LONG_WORD },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    for (const width of WIDTHS) {
      const { page, context, errors } = await e2e.newPage(phone(width));
      await addSession(context, e2e.baseUrl, admin.headers.cookie);
      await page.goto('/admin?tab=reports');
      const edit = page.getByRole('link', { name: 'Edit this place' });
      await expect.poll(() => edit.isVisible()).toBe(true);
      expect(await sideScroll(page)).toBe(0);
      await keepScreenshot(page, `a-admin-report-long-name-${width}`, { fullPage: true });
      await edit.click();
      const hours = page.getByRole('button', { name: `Opening hours of ${LONG_NAME}` });
      await expect.poll(() => hours.isVisible()).toBe(true);
      expect(await page.getByRole('row').count()).toBe(2);
      expect(await sideScroll(page)).toBe(0);
      await keepScreenshot(page, `a-admin-table-long-name-${width}`, { fullPage: true });
      await hours.click();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    }
  });
});
