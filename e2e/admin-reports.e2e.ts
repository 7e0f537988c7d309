import { inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport, ReportBody, StaleListing } from '../src/domain/schemas/freshness';
import * as t from '../src/server/db/schema';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUpVerifiedOwner, uniqueIp } from '../test/auth-helpers';
import { addSession, type E2E, expectAccessible, keepScreenshot, phone, startE2E } from './support';

let e2e: E2E;
let admin: Actor;
const ids: Record<'hours' | 'long' | 'closed', number> = { hours: 0, long: 0, closed: 0 };

const HOURS_MESSAGE = 'Closed on Mondays now, and opens at 5 pm the other days.';
const REPORTER = 'visitor@example.com';
const NOTE = 'Called the owner: new hours are on the listing.';
// One word of 300 letters: wider than any phone, it must break rather than widen the page.
const LONG_WORD = 'Lobster'.repeat(43).slice(0, 300);
const DAY = 86_400_000;

/** A visitor's report through the real API, from an address of its own (reports are limited per address). */
async function report(place: string, body: ReportBody): Promise<number> {
  const id = await establishmentIdByName(e2e.server.database.db, place);
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: `/api/establishments/${id}/reports`,
    headers: { 'x-forwarded-for': uniqueIp() },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const adminGet = async <T>(url: string): Promise<T> => {
  const res = await e2e.server.app.inject({ url, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  e2e = await startE2E();
  const { app, database } = e2e.server;
  admin = await signInAdmin(app);
  ids.hours = await report('Blue Bayou', { kind: 'hours', message: HOURS_MESSAGE, email: REPORTER });
  ids.long = await report("Elvi's Kitchen", { kind: 'other', message: LONG_WORD });
  ids.closed = await report('El Fogon', { kind: 'closed' });

  // Two listings nobody has checked for 200 days: one with a verified owner, who is reminded.
  const owned = await establishmentIdByName(database.db, 'SunBreeze Hotel');
  const unowned = await establishmentIdByName(database.db, "Ramon's Village Resort");
  await signUpVerifiedOwner(app, admin, owned);
  await database.db
    .update(t.establishments)
    .set({ checkedAt: new Date(Date.now() - 200 * DAY) })
    .where(inArray(t.establishments.id, [owned, unowned]));
  expect(await app.services.checks.sendReminders()).toBe(1);
});
afterAll(() => e2e?.close());

/** The page's width beyond the phone's own (a phone widens its layout to fit wider content). */
const sideScroll = (page: Page, width: number) =>
  page.evaluate((w) => Math.max(document.documentElement.scrollWidth, window.innerWidth) - w, width);

async function openReportsTab(width: number | null) {
  const options = width ? phone(width) : { viewport: { width: 1280, height: 900 } };
  const opened = await e2e.newPage(options);
  await addSession(opened.context, e2e.baseUrl, admin.headers.cookie);
  await opened.page.goto('/admin?tab=reports');
  const openList = opened.page.getByRole('list', { name: /^Open reports/ });
  await expect.poll(() => openList.getByRole('listitem').count()).toBeGreaterThan(0);
  const stale = opened.page.getByRole('list', { name: 'Not checked for six months' });
  await expect.poll(() => stale.getByRole('listitem').count()).toBe(2);
  return { ...opened, openList, stale };
}

describe("the admin's Reports tab in Chromium", () => {
  it('at 375 px: reads the open reports, resolves one as fixed with a note, sees it resolved', async () => {
    const { page, errors, openList, stale } = await openReportsTab(375);
    const item = (place: string) =>
      openList.getByRole('listitem').filter({ has: page.getByRole('heading', { name: place }) });

    // Oldest first: the place, what the visitor says in words, the message and who can be thanked.
    expect(await openList.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Blue Bayou',
      "Elvi's Kitchen",
      'El Fogon',
    ]);
    const hours = item('Blue Bayou');
    expect(await hours.getByText('Wrong hours', { exact: true }).isVisible()).toBe(true);
    expect(await hours.getByText(HOURS_MESSAGE).isVisible()).toBe(true);
    expect(await hours.getByText(REPORTER).isVisible()).toBe(true);
    expect(await hours.getByRole('link', { name: 'Blue Bayou' }).getAttribute('href')).toMatch(
      /^\/establishment\/\d+$/,
    );
    expect(await item('El Fogon').getByText('Closed for good', { exact: true }).isVisible()).toBe(true);
    // Only a closure report can be confirmed: that alone shows visitors the warning.
    expect(await item('El Fogon').getByRole('button', { name: 'Confirm closed' }).isVisible()).toBe(true);
    expect(await item('Blue Bayou').getByRole('button', { name: 'Confirm closed' }).count()).toBe(0);
    expect(await item('El Fogon').getByText('the reporter cannot be thanked').isVisible()).toBe(true);
    expect(await item("Elvi's Kitchen").getByText(LONG_WORD).isVisible()).toBe(true);

    // The stale listings: when last checked and by whom, their owners and reminders.
    const owned = stale.getByRole('listitem').filter({ hasText: 'SunBreeze Hotel' });
    expect(await owned.textContent()).toMatch(/from public sources.*1 verified owner · Reminded \w/);
    const unowned = stale.getByRole('listitem').filter({ hasText: "Ramon's Village Resort" });
    expect(await unowned.textContent()).toContain('no owner yet · never reminded');

    // A 300-letter word breaks: no sideways scrolling; nothing for axe to find.
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'admin reports tab');
    await keepScreenshot(page, 'reports-375', { fullPage: true });

    // Fixed, with a note and its count.
    await hours.getByLabel('Note (optional)').fill(NOTE);
    expect(await hours.getByText(`${NOTE.length}/500 characters`).isVisible()).toBe(true);
    await hours.getByRole('button', { name: 'Fixed', exact: true }).click();
    await expect.poll(() => openList.getByRole('heading', { name: 'Blue Bayou' }).count()).toBe(0);
    // The keyboard goes on from the list's heading, not the page's top.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Open reports/);

    // Under Resolved (folded): the place, kind, outcome and note.
    await page.getByText('Show the resolved report').click();
    const resolved = page.getByRole('list', { name: 'Resolved' }).getByRole('listitem');
    await expect.poll(() => resolved.count()).toBe(1);
    expect(await resolved.textContent()).toMatch(/Blue Bayou\s*Wrong hours\s*Fixed/);
    expect(await resolved.getByText(NOTE).isVisible()).toBe(true);

    // The API has it resolved, with the note.
    const decided = await adminGet<AdminReport[]>('/api/admin/reports?status=resolved');
    expect(decided.find((r) => r.id === ids.hours)).toMatchObject({
      status: 'resolved',
      outcome: 'fixed',
      resolutionNote: NOTE,
    });

    // Another admin dismissed the closure report meanwhile: the form says so, the report stays.
    const first = await e2e.server.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${ids.closed}/resolve`,
      headers: admin.headers,
      payload: { outcome: 'dismissed' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const closed = item('El Fogon');
    await closed.getByRole('button', { name: 'Dismiss', exact: true }).click();
    const refused = closed.getByRole('alert');
    await expect.poll(() => refused.textContent()).toBe('This report is already resolved');

    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'admin reports tab, one resolved, one refused');
    await keepScreenshot(page, 'reports-375-resolved', { fullPage: true });
    expect(errors).toEqual([]);
  });

  it('fits a 320 px phone and a desktop', async () => {
    const narrow = await openReportsTab(320);
    expect(await sideScroll(narrow.page, 320)).toBeLessThanOrEqual(0);
    await keepScreenshot(narrow.page, 'reports-320', { fullPage: true });
    expect(narrow.errors).toEqual([]);

    const desktop = await openReportsTab(null);
    await keepScreenshot(desktop.page, 'reports-desktop', { fullPage: true });
    expect(desktop.errors).toEqual([]);
  });

  it('says when nothing is open or stale', async () => {
    const open = await adminGet<AdminReport[]>('/api/admin/reports?status=open');
    for (const r of open) {
      const res = await e2e.server.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${r.id}/resolve`,
        headers: admin.headers,
        payload: { outcome: 'dismissed' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const stale = await adminGet<StaleListing[]>('/api/admin/stale');
    await e2e.server.database.db
      .update(t.establishments)
      .set({ checkedAt: new Date() })
      .where(
        inArray(
          t.establishments.id,
          stale.map((s) => s.establishmentId),
        ),
      );

    const { page, context, errors } = await e2e.newPage(phone(375));
    await addSession(context, e2e.baseUrl, admin.headers.cookie);
    await page.goto('/admin?tab=reports');
    await expect.poll(() => page.getByText('No open reports.').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Every listing was checked in the last six months.').isVisible())
      .toBe(true);
    await expectAccessible(page, 'admin reports tab, nothing to do');
    expect(errors).toEqual([]);
  });
});
