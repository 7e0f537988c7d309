import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment, StatusUpdate } from '../src/domain/schemas/catalog';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { claimableRestaurants, signInThroughUi, toast } from './owner-support';
import { type E2E, phone, startE2E } from './support';

const HOUR = 3_600_000;
/** Noon in Belize (UTC-6) on 1 December 2026. */
const NOON = Date.parse('2026-12-01T18:00:00Z');
// The server's clock starts at noon and flows; the test moves it on (with the phone's) instead of waiting.
const started = Date.now();
let shift = NOON - started;
const clock = { now: () => new Date(Date.now() + shift) };
const moveServerClock = (to: number) => {
  shift = to - started;
};
const moveClocks = async (page: Page, to: number) => {
  moveServerClock(to);
  await page.clock.setSystemTime(to);
};

let e2e: E2E;
let owner: Actor;
let place: Establishment;

beforeAll(async () => {
  e2e = await startE2E({}, { clock });
  const admin = await signInAdmin(e2e.server.app);
  [place] = (await claimableRestaurants(e2e)) as [Establishment];
  owner = await signUpVerifiedOwner(e2e.server.app, admin, place.id);
});
afterAll(() => e2e?.close());

async function postedWith(message: string): Promise<StatusUpdate[]> {
  const res = await e2e.server.app.inject({
    url: `/api/establishments/${place.id}/status-updates`,
    headers: owner.headers,
  });
  return (res.json() as StatusUpdate[]).filter((u) => u.message === message);
}

/** The owner, on a phone whose clock says `at`, signed in on the dashboard's Live Updates. */
async function ownerAt(at: number) {
  const opened = await e2e.newPage(phone(375));
  await opened.page.clock.install({ time: at });
  const dashboard = `/business/dashboard?business=${place.id}&tab=updates`;
  await opened.page.goto(`/signin?returnTo=${encodeURIComponent(dashboard)}`);
  await signInThroughUi(opened.page, owner.email, owner.password);
  await expect
    .poll(() => opened.page.getByRole('heading', { name: 'Business Dashboard' }).isVisible())
    .toBe(true);
  return opened;
}

async function postOffline(page: Page, message: string, showFor: string) {
  await page.getByLabel('Message').fill(message);
  await page.getByLabel('Show until').selectOption({ label: showFor }, { timeout: 5_000 });
  await page.getByRole('button', { name: 'Post Update' }).click();
  await expect.poll(() => toast(page, 'Saved on this phone').isVisible()).toBe(true);
}

describe('an update kept offline and sent late (Chromium, 375 px)', () => {
  it('lives its full length from when it was written', async () => {
    const { page, context, errors } = await ownerAt(NOON);
    const message = 'Conch ceviche for six hours';
    await context.setOffline(true);
    await postOffline(page, message, 'For 6 hours');

    // Four hours without a signal, then the connection returns.
    await moveClocks(page, NOON + 4 * HOUR);
    await context.setOffline(false);
    await expect.poll(() => toast(page, 'Sent').isVisible()).toBe(true);
    const [update] = await postedWith(message);
    expect(Date.parse(update!.expiresAt!)).toBeGreaterThanOrEqual(NOON + 6 * HOUR);
    expect(Date.parse(update!.expiresAt!)).toBeLessThan(NOON + 6 * HOUR + 60_000);
    const live = page.getByRole('listitem').filter({ hasText: message });
    await expect.poll(() => live.textContent()).toContain('until 6:00 PM today');
    expect(errors).toEqual([]);
  });

  it('one whose length ran out before it could be sent is marked not sent, with the reason', async () => {
    const writtenAt = NOON + 8 * HOUR; // 8 pm
    moveServerClock(writtenAt);
    const { page, context } = await ownerAt(writtenAt);
    const message = 'Two-hour happy hour, never sent';
    await context.setOffline(true);
    await postOffline(page, message, 'For 2 hours');

    await moveClocks(page, writtenAt + 3 * HOUR);
    await context.setOffline(false);
    const refused = page
      .getByRole('region', { name: 'Not sent yet' })
      .getByRole('listitem')
      .filter({ hasText: message });
    await expect.poll(() => refused.getByText('Not sent', { exact: true }).isVisible()).toBe(true);
    expect(await refused.textContent()).toContain(
      'This update expired before it could be sent (written at Dec 1, 8 pm, to show until Dec 1, 10 pm, Belize time)',
    );
    expect(await postedWith(message)).toHaveLength(0);
  });
});
