import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import type { ReportBody } from '../src/domain/schemas/freshness';
import * as t from '../src/server/db/schema';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUpVerifiedOwner, uniqueIp } from '../test/auth-helpers';
import { addSession, type E2E, expectAccessible, keepScreenshot, phone, startE2E } from './support';

let e2e: E2E;
let place: number;
let name: string;
let owner: Actor;
let admin: Actor;

const LONG_WORD = 'w'.repeat(300);
const REPORTER_EMAIL = `reporter-${process.pid}@example.com`;
const DAY_MS = 86_400_000;

/** A visitor's report, from an address of its own (the closed-for-good count is by address). */
async function report(body: ReportBody): Promise<number> {
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: `/api/establishments/${place}/reports`,
    headers: { 'x-forwarded-for': uniqueIp() },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const detail = async () =>
  (await e2e.server.app.inject({ url: `/api/establishments/${place}` })).json<Establishment>();

/** The listing as last checked by the Google import 200 days ago: stale. */
async function makeStale(): Promise<Date> {
  const at = new Date(Date.now() - 200 * DAY_MS);
  await e2e.server.database.db
    .update(t.establishments)
    .set({ checkedAt: at, checkedBy: 'import' })
    .where(eq(t.establishments.id, place));
  await e2e.server.app.changes.recordOutsideWrite([place]);
  return at;
}

beforeAll(async () => {
  e2e = await startE2E();
  const { app } = e2e.server;
  place = await establishmentIdByName(e2e.server.database.db, "Elvi's Kitchen");
  admin = await signInAdmin(app);
  owner = await signUpVerifiedOwner(app, admin, place);
  name = (await detail()).name;
  // Oldest first: the owner's list is newest first, open ones before resolved ones.
  const dismissed = await report({ kind: 'phone', message: 'The number rings a hardware store.' });
  const resolved = await app.inject({
    method: 'POST',
    url: `/api/admin/reports/${dismissed}/resolve`,
    headers: admin.headers,
    payload: { outcome: 'dismissed' },
  });
  expect(resolved.statusCode, resolved.body).toBe(200);
  await report({ kind: 'hours', message: LONG_WORD });
  await report({ kind: 'closed', message: 'Shutters down all week.', email: REPORTER_EMAIL });
});
afterAll(() => e2e?.close());

async function openVisitorsTab(page: Page, width: number) {
  await page.goto(`/business/dashboard?business=${place}&tab=visitors`);
  await page.getByRole('list', { name: `Reports about ${name}` }).waitFor();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
}

describe("the dashboard's Visitors say tab in Chromium", () => {
  it('shows the reports (no reporter address) and one tap says the listing is still right, on a 375 px phone', async () => {
    const before = await makeStale();
    const { page, context, errors } = await e2e.newPage(phone(375));
    await addSession(context, e2e.baseUrl, owner.headers.cookie);
    await openVisitorsTab(page, 375);

    const tab = page.getByRole('tab', { name: /^Visitors say/ });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    // The label counts the open reports (the dismissed one is not).
    expect(await tab.textContent()).toContain('2');

    const items = page.getByRole('list', { name: `Reports about ${name}` }).getByRole('listitem');
    expect(await items.count()).toBe(3);
    const texts = await items.allTextContents();
    expect(texts[0]).toContain('Closed for good');
    expect(texts[0]).toContain('Open');
    expect(texts[0]).toContain('Shutters down all week.');
    expect(texts[1]).toContain('Wrong hours');
    expect(texts[1]).toContain(LONG_WORD);
    expect(texts[2]).toContain('Wrong phone or WhatsApp');
    expect(texts[2]).toContain('Dismissed by the guide');
    expect(await items.first().locator('time').getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The 300-letter word wraps inside its card.
    const box = await items.nth(1).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.content()).not.toContain(REPORTER_EMAIL);
    expect(await page.getByText('Not checked for over six months: visitors see that.').isVisible()).toBe(
      true,
    );
    expect(await page.getByText(/^Last checked \d+ months ago from Google/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Business Details' }).getAttribute('href')).toBe(
      `/business/dashboard?business=${place}&tab=details`,
    );
    await expectAccessible(page, 'visitors tab, stale listing');
    await keepScreenshot(page, 'visitors-375', { fullPage: true });

    await page.getByRole('button', { name: 'Everything is still right' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).textContent())
      .toBe('Thank you: visitors now see this listing was checked today.');
    await expect.poll(() => page.getByText('Last checked today by the owner').isVisible()).toBe(true);
    expect(await page.getByText('Not checked for over six months').count()).toBe(0);
    const checked = await detail();
    expect(checked.checkedBy).toBe('owner');
    expect(Date.parse(checked.checkedAt)).toBeGreaterThan(before.getTime() + 199 * DAY_MS);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'visitors tab, just checked');
    await keepScreenshot(page, 'visitors-375-checked', { fullPage: true });
    expect(errors).toEqual([]);
  });

  it("says the server's refusal, fits 320 px, and the Overview has the same one tap", async () => {
    await makeStale();
    const { page, context, errors } = await e2e.newPage(phone(320));
    await addSession(context, e2e.baseUrl, owner.headers.cookie);
    await page.route(`**/api/establishments/${place}/confirm`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 403,
          error: 'Forbidden',
          message: 'You do not manage this place.',
        }),
      }),
    );
    await openVisitorsTab(page, 320);
    await keepScreenshot(page, 'visitors-320', { fullPage: true });
    await page.getByRole('button', { name: 'Everything is still right' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'You do not manage this place.' }).count())
      .toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Thank you' }).count()).toBe(0);
    await page.unroute(`**/api/establishments/${place}/confirm`);

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect
      .poll(() => page.getByText(/^Last checked \d+ months ago from Google/).isVisible())
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await keepScreenshot(page, 'overview-320', { fullPage: true });
    await page.getByRole('button', { name: 'Everything is still right' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).isVisible()).toBe(true);
    expect((await detail()).checkedBy).toBe('owner');
    expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
  });

  it('on a desktop and a tablet: the tabs in rows that fit, and the link to Business Details', async () => {
    const { page, context, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await addSession(context, e2e.baseUrl, owner.headers.cookie);
    await openVisitorsTab(page, 1280);
    await keepScreenshot(page, 'visitors-desktop', { fullPage: true });
    await expectAccessible(page, 'visitors tab on a desktop');
    // On a tablet the eight tabs wrap onto a second row rather than widen the page, and the header's
    // links (the account's name among them) fit beside the logo.
    for (const width of [640, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    await keepScreenshot(page, 'visitors-768');
    await page.getByRole('link', { name: 'Business Details' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Business Details' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(errors).toEqual([]);
  });
});
