import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BELIZE_OFFSET_MS, belizeDay } from '../src/domain/dates';
import type { Establishment } from '../src/domain/schemas/catalog';
import { type Actor, signInAdmin } from '../test/auth-helpers';
import { checkedWidths, type E2E, keepScreenshot, phone, startE2E } from './support';
import { findByName } from './visitor-support';

const HOUR = 3_600_000;
/** The last Saturday at 1 pm in Belize before this run: the island's lunchtime on a weekend. */
function lastSaturdayLunch(now = Date.now()): Date {
  const wall = new Date(now + BELIZE_OFFSET_MS);
  const back = (wall.getUTCDay() + 1) % 7; // days since Saturday
  const day = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() - back, 13);
  const at = day - BELIZE_OFFSET_MS;
  return new Date(at > now ? at - 7 * 24 * HOUR : at);
}

const SATURDAY = lastSaturdayLunch();
let e2e: E2E;
let all: Establishment[];
let admin: Actor;
/** Places this file gives a live update and an event (the seed has no events). */
let updated: Establishment;
let evented: Establishment;

beforeAll(async () => {
  e2e = await startE2E({}, { clock: { now: () => new Date(SATURDAY) } });
  const { app } = e2e.server;
  all = (await app.inject({ url: '/api/establishments' })).json();
  admin = await signInAdmin(app);
  updated = findByName(all, 'Blue Bayou');
  evented = findByName(all, 'Rojo Beach Bar & Lounge');
  const update = await app.inject({
    method: 'POST',
    url: '/api/status-updates',
    headers: admin.headers,
    payload: { establishmentId: updated.id, message: 'Fresh lobster tonight', type: 'special' },
  });
  expect(update.statusCode, update.body).toBe(201);
  const today = belizeDay(SATURDAY);
  const event = await app.inject({
    method: 'POST',
    url: `/api/establishments/${evented.id}/events`,
    headers: admin.headers,
    payload: { title: 'Marimba night', start: `${today}T19:00`, end: `${today}T22:00` },
  });
  expect(event.statusCode, event.body).toBe(201);
});
afterAll(() => e2e?.close());

/** A phone whose own clock reads the server's Saturday lunchtime (the cards say "closes" from it). */
async function phoneAt(width: number) {
  const visitor = await e2e.newPage(phone(width));
  await visitor.page.clock.setFixedTime(SATURDAY);
  return visitor;
}

const cardNames = (page: Page) => page.locator('article h3').allTextContents();
const card = (page: Page, name: string) =>
  page.locator('article', { has: page.getByRole('link', { name, exact: true }) });

describe('open now and search on a phone, Saturday 1 pm in Belize (Chromium)', () => {
  it('the server renders a card open or closed at its own clock, as the phone then shows it', async () => {
    // Signed out, the page comes rendered: before the app starts, its times are the server's clock's.
    const html = (await e2e.server.app.inject({ url: '/restaurants-bars?open=now' })).body;
    const truckStop = html.slice(html.indexOf('>The Truck Stop<'));
    expect(truckStop.slice(0, truckStop.indexOf('</article>'))).toContain('Open now');
  });

  it('"Open now" lists the places open first, then those whose hours are not known, marked so', async () => {
    const { page, errors } = await phoneAt(375);
    await page.goto('/restaurants-bars?open=now');
    await expect.poll(() => cardNames(page)).toContain("Estel's Dine by the Sea");
    expect((await cardNames(page))[0]).toBe('The Truck Stop');
    expect(await card(page, 'The Truck Stop').getByTestId('open-status').textContent()).toMatch(/^Open now/);
    expect(await card(page, "Estel's Dine by the Sea").textContent()).toContain('Hours not known');
    await keepScreenshot(page, 'c-open-now-375', { fullPage: true });
    expect(errors).toEqual([]);
  });

  it("a search finds live updates, tonight's events and the island's words in both languages", async () => {
    const { page, errors } = await phoneAt(375);
    await page.goto('/search?q=lobster');
    await expect.poll(() => cardNames(page)).toContain(updated.name);
    expect(await card(page, updated.name).getByTestId('search-match').textContent()).toContain(
      'Fresh lobster tonight',
    );
    await page.goto('/search?q=marimba');
    await expect.poll(() => cardNames(page)).toEqual([evented.name]);
    expect(await card(page, evented.name).getByTestId('search-match').textContent()).toContain(
      'Marimba night',
    );
    await keepScreenshot(page, 'c-search-event-375', { fullPage: true });

    await page.goto('/search?q=scuba');
    await expect
      .poll(() => cardNames(page))
      .toEqual(expect.arrayContaining(['Amigos del Mar Dive Shop', 'Ecologic Divers']));
    await page.goto('/es/search?q=buceo');
    await expect.poll(() => cardNames(page)).toContain('Amigos del Mar Dive Shop');
    await page.goto('/es/search?q=langosta');
    await expect.poll(() => cardNames(page)).toContain(updated.name);
    expect(await card(page, updated.name).getByTestId('search-match').textContent()).toBe(
      'Actualización en vivo: Fresh lobster tonight',
    );
    await keepScreenshot(page, 'c-search-es-375', { fullPage: true });
    expect(errors).toEqual([]);
  });

  it('a hostile update found by a search fits a 320 px phone (and 375 px with pictures kept)', async () => {
    const link = `https://example.com/${'menu/'.repeat(20)}lobster`;
    const message = `Lobster ${'a'.repeat(300)} ${link} `.padEnd(500, 'x');
    const res = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/status-updates',
      headers: admin.headers,
      payload: { establishmentId: findByName(all, "Wahoo's Lounge").id, message, type: 'special' },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const width of checkedWidths()) {
      const { page, errors } = await phoneAt(width);
      await page.goto('/search?q=lobster');
      await expect.poll(() => cardNames(page)).toContain("Wahoo's Lounge");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, `c-search-hostile-${width}`, { fullPage: true });
      await page.goto('/restaurants-bars?open=now');
      await expect.poll(() => cardNames(page)).toContain("Estel's Dine by the Sea");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, `c-open-now-${width}`, { fullPage: true });
      expect(errors).toEqual([]);
    }
  });
});
