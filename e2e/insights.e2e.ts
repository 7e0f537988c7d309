import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { addSession, type E2E, expectAccessible, phone, startE2E } from './support';

const PLACE = 'Hidden Treasure Restaurant';
let e2e: E2E;
let establishmentId: number;
let owner: Actor;
let admin: Actor;

beforeAll(async () => {
  e2e = await startE2E();
  const { app } = e2e.server;
  establishmentId = await establishmentIdByName(e2e.server.database.db, PLACE);
  admin = await signInAdmin(app);
  owner = await signUpVerifiedOwner(app, admin, establishmentId);
  const patched = await app.inject({
    method: 'PATCH',
    url: `/api/establishments/${establishmentId}`,
    headers: admin.headers,
    payload: { whatsapp: '+501 600 1234' },
  });
  expect(patched.statusCode).toBe(200);
});
afterAll(() => e2e?.close());

/** Records every sendBeacon call of the page (and still sends it), so a test can read what was counted. */
async function recordBeacons(context: BrowserContext, signals: { gpc?: boolean } = {}) {
  await context.addInitScript((gpc: boolean) => {
    const sent: string[] = [];
    (window as unknown as { __beacons: string[] }).__beacons = sent;
    if (gpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      sent.push(`${url} ${String(data)}`);
      return original(url, data);
    };
  }, signals.gpc ?? false);
}
const beacons = (page: Page) => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);

const countsOfPlace = async () => {
  await e2e.server.app.services.insights.flush();
  const res = await e2e.server.app.inject({
    url: `/api/business/establishments/${establishmentId}/insights?days=1`,
    headers: owner.headers,
  });
  return res.json().totals as { views: number; whatsapp: number };
};

describe('owner insights in Chromium', () => {
  it("counts a visitor's detail view and WhatsApp tap, and the owner's Insights tab shows them", async () => {
    const { page, context, errors } = await e2e.newPage();
    await recordBeacons(context);
    const before = await countsOfPlace();
    const viewSent = page.waitForRequest(
      (r) => r.url().endsWith('/api/insights/events') && (r.postData() ?? '').includes('"view"'),
    );
    await page.goto(`/establishment/${establishmentId}`);
    await viewSent;
    const tapSent = page.waitForRequest(
      (r) => r.url().endsWith('/api/insights/events') && (r.postData() ?? '').includes('"whatsapp"'),
    );
    const whatsapp = context.waitForEvent('request', (r) => r.url().includes('wa.me'));
    await page.getByRole('link', { name: 'Message on WhatsApp' }).click();
    await tapSent;
    // The tap did its own job too: WhatsApp was asked for, in a new tab (blocked here, as every other host).
    await whatsapp;
    expect(await beacons(page)).toEqual([
      `/api/insights/events {"establishmentId":${establishmentId},"kind":"view"}`,
      `/api/insights/events {"establishmentId":${establishmentId},"kind":"whatsapp"}`,
    ]);
    await expect
      .poll(countsOfPlace)
      .toEqual(expect.objectContaining({ views: before.views + 1, whatsapp: before.whatsapp + 1 }));
    expect(errors).toEqual([]);

    const ownerPage = await e2e.newPage();
    await addSession(ownerPage.context, e2e.baseUrl, owner.headers.cookie);
    await ownerPage.page.goto(`/business/dashboard?business=${establishmentId}&tab=insights`);
    const p = ownerPage.page;
    await expect
      .poll(() => p.getByRole('tab', { name: 'Insights' }).getAttribute('aria-selected'))
      .toBe('true');
    const chart = p.getByRole('img', { name: new RegExp(`Visitors of ${PLACE}: ${before.views + 1} views`) });
    await expect.poll(() => chart.isVisible()).toBe(true);
    const totals = p.getByRole('definition');
    expect(await totals.first().textContent()).toBe(String(before.views + 1));
    // The numbers, for screen readers: one row per day, today's last.
    const rows = p.getByRole('table', { name: /per day/ }).getByRole('row');
    expect(await rows.count()).toBe(31);
    expect(await rows.last().getByRole('cell').first().textContent()).toBe(String(before.views + 1));
    await expect.poll(() => p.getByText(/We never track visitors/).isVisible()).toBe(true);
    await expectAccessible(p, 'owner insights tab');
    expect(ownerPage.errors).toEqual([]);
  });

  it('sends nothing when the browser asks for Global Privacy Control', async () => {
    const { page, context } = await e2e.newPage();
    await recordBeacons(context, { gpc: true });
    await page.goto(`/establishment/${establishmentId}`);
    const whatsapp = context.waitForEvent('request', (r) => r.url().includes('wa.me'));
    await page.getByRole('link', { name: 'Message on WhatsApp' }).click();
    await whatsapp;
    // The click handler ran (the tab opened) and called no beacon: the page's own calls are synchronous.
    expect(await beacons(page)).toEqual([]);
  });

  it("fits a 320 px phone: the owner's tab, and the admin's island totals with the top places", async () => {
    const ownerPage = await e2e.newPage(phone(320));
    await addSession(ownerPage.context, e2e.baseUrl, owner.headers.cookie);
    await ownerPage.page.goto(`/business/dashboard?business=${establishmentId}&tab=insights`);
    const chart = ownerPage.page.getByRole('img', { name: new RegExp(`Visitors of ${PLACE}`) });
    await expect.poll(() => chart.isVisible()).toBe(true);
    const overflow = () =>
      ownerPage.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);

    const adminPage = await e2e.newPage(phone(320));
    await addSession(adminPage.context, e2e.baseUrl, admin.headers.cookie);
    await adminPage.page.goto('/admin?tab=insights');
    const top = adminPage.page.getByRole('table', { name: /most viewed places/ });
    await expect.poll(() => top.getByRole('link', { name: PLACE }).isVisible()).toBe(true);
    await expect
      .poll(() => adminPage.page.getByRole('img', { name: /Visitors of every place: \d+ views/ }).isVisible())
      .toBe(true);
    expect(
      await adminPage.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(adminPage.page, 'admin insights tab');
    expect([...ownerPage.errors, ...adminPage.errors]).toEqual([]);
  });
});
