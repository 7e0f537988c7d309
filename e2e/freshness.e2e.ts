import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '../src/domain/schemas/freshness';
import * as t from '../src/server/db/schema';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUpVerifiedOwner, uniqueIp } from '../test/auth-helpers';
import { linkIn, type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { addSession, type E2E, expectAccessible, keepScreenshot, phone, startE2E } from './support';

let e2e: E2E;
let sink: SmtpSink;
let admin: Actor;
let owner: Actor;
let place: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  e2e = await startE2E({ SMTP_URL: sink.url });
  admin = await signInAdmin(e2e.server.app);
  place = await establishmentIdByName(e2e.server.database.db, 'El Fogon');
  owner = await signUpVerifiedOwner(e2e.server.app, admin, place);
});
afterAll(async () => {
  await e2e?.close();
  await sink?.close();
});

const openReports = async () =>
  (await e2e.server.app.inject({ url: '/api/admin/reports?status=open', headers: admin.headers })).json<
    AdminReport[]
  >();

const detailOf = async (id: number) =>
  (await e2e.server.app.inject({ url: `/api/establishments/${id}` })).json<{ checkedBy: string }>();

const sideScroll = (page: Page, width: number) =>
  page.evaluate((w) => Math.max(document.documentElement.scrollWidth, window.innerWidth) - w, width);

/** Chooses what is wrong, writes a line and sends the form on the place's page. */
async function report(page: Page, kind: string, message: string) {
  await page.getByRole('button', { name: 'Report a problem' }).click();
  await page.getByRole('radio', { name: kind }).check();
  await page.getByLabel('Tell us more (optional)').fill(message);
  await page.getByRole('button', { name: 'Send report' }).click();
}

describe('fresh and trusted listings (Chromium, 375 px)', () => {
  it('a visitor reports wrong hours; the owner confirms the listing; the page says it was checked today', async () => {
    const { page, errors } = await e2e.newPage(phone(375));
    await page.goto(`/establishment/${place}`);
    await expect.poll(() => page.getByText(/^Gathered from public sources/).isVisible()).toBe(true);

    await report(page, 'The opening hours are wrong', 'Closed on Mondays now, opens at 8 not 7.');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).isVisible()).toBe(true);
    const sent = (await openReports()).filter((r) => r.establishmentId === place);
    expect(sent).toMatchObject([{ kind: 'hours', message: 'Closed on Mondays now, opens at 8 not 7.' }]);
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'place page after a report');
    await keepScreenshot(page, 'freshness-report-sent', { fullPage: true });

    // The owner confirms from the dashboard's "Visitors say" tab, where the report waits.
    const ownerTab = await e2e.newPage(phone(375));
    await addSession(ownerTab.context, e2e.baseUrl, owner.headers.cookie);
    await ownerTab.page.goto(`/business/dashboard?business=${place}&tab=visitors`);
    await expect
      .poll(() => ownerTab.page.getByText('Closed on Mondays now, opens at 8 not 7.').isVisible())
      .toBe(true);
    await ownerTab.page.getByRole('button', { name: 'Everything is still right' }).click();
    await expect
      .poll(() => ownerTab.page.getByRole('status').filter({ hasText: 'Thank you' }).isVisible())
      .toBe(true);

    await page.reload();
    await expect.poll(() => page.getByText('Checked by the owner today').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a report sent offline waits on the phone and is sent once when the connection returns', async () => {
    const { page, context } = await e2e.newPage(phone(375));
    await page.goto(`/establishment/${place}`);
    await page.getByRole('button', { name: 'Report a problem' }).waitFor();
    // The form's code is on the phone before the signal goes: the module the hover asked for has arrived
    // with what it imports (on a busy machine the signal could otherwise go first).
    await page.getByRole('button', { name: 'Report a problem' }).hover();
    const formChunk = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .find((name) => /\/assets\/ReportProblemForm-[\w-]+\.js$/.test(name)),
      );
    await expect.poll(formChunk).toBeDefined();
    // A string, so the test runner leaves the page's own import() as it is.
    expect(await page.evaluate(`import('${await formChunk()}').then(() => true)`)).toBe(true);
    await context.setOffline(true);
    await report(page, 'It is not where the map shows', 'The pin is a block too far south.');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Kept on this phone' }).isVisible())
      .toBe(true);
    expect((await openReports()).some((r) => r.message === 'The pin is a block too far south.')).toBe(false);
    await context.setOffline(false);
    await expect
      .poll(async () =>
        (await openReports()).filter((r) => r.message === 'The pin is a block too far south.'),
      )
      .toHaveLength(1);
  });

  it('a place the admin confirms closed (after a visitor reported it) warns on its page and its card', async () => {
    const closed = await establishmentIdByName(e2e.server.database.db, 'Hidden Treasure Restaurant');
    const res = await e2e.server.app.inject({
      method: 'POST',
      url: `/api/establishments/${closed}/reports`,
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: { kind: 'closed' },
    });
    expect(res.statusCode).toBe(201);
    const confirmed = await e2e.server.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${res.json().id}/resolve`,
      headers: admin.headers,
      payload: { outcome: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { page, errors } = await e2e.newPage(phone(375));
    await page.goto(`/establishment/${closed}`);
    await expect
      .poll(() => page.getByText(/Visitors report that this place has closed for good/).isVisible())
      .toBe(true);
    await page.goto('/restaurants-bars');
    const card = page.locator('article', {
      has: page.getByRole('link', { name: 'Hidden Treasure Restaurant' }),
    });
    await expect.poll(() => card.getByText('Reported closed by visitors').isVisible()).toBe(true);
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'category with a place reported closed');
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(card, 'freshness-closed-card');
    // The visitor may leave such places out of the list.
    await page.getByRole('button', { name: 'Hide places reported closed' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('closed')).toBe('hide');
    await expect.poll(() => card.count()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'Hide places reported closed' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(errors).toEqual([]);
  });

  it("a stale listing's reminder: the owner's one tap on the mailed link marks it checked", async () => {
    const stale = await establishmentIdByName(e2e.server.database.db, 'Mambo Restaurant (Matachica)');
    const staleOwner = await signUpVerifiedOwner(e2e.server.app, admin, stale);
    await e2e.server.database.db
      .update(t.establishments)
      .set({ checkedAt: new Date(Date.now() - 200 * 86_400_000), checkedBy: 'import' })
      .where(eq(t.establishments.id, stale));
    expect(await e2e.server.app.services.checks.sendReminders()).toBeGreaterThanOrEqual(1);
    const mail = await sink.waitFor(
      (m) => m.to.includes(staleOwner.email) && m.decoded.includes('still right'),
    );
    const { url } = linkIn(mail, '/confirm-listing');

    // Opened signed out, as from a phone's mail app: it asks before it confirms.
    const { page, errors } = await e2e.newPage(phone(375));
    await page.goto(url.replace(/^https?:\/\/[^/]+/, ''));
    await expect
      .poll(() => page.getByText(/Mambo Restaurant \(Matachica\) was last checked on/).isVisible())
      .toBe(true);
    expect((await detailOf(stale)).checkedBy).not.toBe('owner');
    await expectAccessible(page, 'confirm-listing page');
    await page.getByRole('button', { name: 'Everything is still right' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'checked by its owner today' }).isVisible())
      .toBe(true);
    expect(await detailOf(stale)).toMatchObject({ checkedBy: 'owner' });
    // The link works once.
    await page.reload();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'already used' }).isVisible())
      .toBe(true);
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
    expect(errors.filter((e) => !/410/.test(e))).toEqual([]);
  });
});
