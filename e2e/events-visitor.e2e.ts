import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, belizeDay } from '../src/domain/dates';
import type { EventBody } from '../src/domain/schemas/events';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin } from '../test/auth-helpers';
import { type E2E, expectAccessible, keepScreenshot, phone, startE2E } from './support';

let e2e: E2E;
let admin: Actor;
let fogon: number;
let elvis: number;
const today = belizeDay(new Date());
const tomorrow = addDays(today, 1);
/** A calendar date read by the platform's own calendar (not the app's words), on its own day. */
const spelled = (date: string, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...parts, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
/** "Thursday 3 December", as the page heads a day. */
const heading = (date: string) => spelled(date, { weekday: 'long', day: 'numeric', month: 'long' });
const LONG_WORD = 'Y'.repeat(300);

async function post(place: number, body: EventBody) {
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: `/api/establishments/${place}/events`,
    headers: admin.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const sideScroll = (page: Page, width: number) =>
  page.evaluate((w) => Math.max(document.documentElement.scrollWidth, window.innerWidth) - w, width);

beforeAll(async () => {
  e2e = await startE2E();
  admin = await signInAdmin(e2e.server.app);
  fogon = await establishmentIdByName(e2e.server.database.db, 'El Fogon');
  elvis = await establishmentIdByName(e2e.server.database.db, "Elvi's Kitchen");
  // Tonight whatever the hour in Belize: from 7:30 pm today until 2 am (under way after midnight too).
  await post(fogon, { title: 'Garifuna drumming', start: `${today}T19:30`, end: `${tomorrow}T02:00` });
  // Weekly from tomorrow, on tomorrow's weekday.
  await post(elvis, {
    title: 'Lobster trivia',
    description: 'Teams of four, prizes from the kitchen.',
    start: `${tomorrow}T19:30`,
    end: `${tomorrow}T22:30`,
    repeat: { frequency: 'weekly', until: addDays(tomorrow, 28) },
  });
  // What an owner may write: a word wider than any phone, the longest description.
  await post(fogon, {
    title: LONG_WORD.slice(0, 120),
    description: `${LONG_WORD} ${'Long story. '.repeat(60)}`.slice(0, 1000),
    start: `${addDays(today, 2)}T12:00`,
    end: `${addDays(today, 2)}T14:00`,
  });
});
afterAll(() => e2e?.close());

describe("what's on, the visitor's pages (Chromium, 375 px)", () => {
  it('lists tonight and the week by day, on the landing and the places’ pages, with calendars to download', async () => {
    const { page, errors } = await e2e.newPage(phone(375));

    await page.goto('/events');
    const tonight = page.locator('section', {
      has: page.getByRole('heading', { name: 'Tonight', exact: true }),
    });
    await expect
      .poll(() => tonight.getByRole('heading', { name: 'Garifuna drumming' }).isVisible())
      .toBe(true);
    expect(await tonight.getByText('7:30 pm – 2 am').isVisible()).toBe(true);
    const day = page.locator('section', {
      has: page.getByRole('heading', { name: heading(tomorrow), exact: true }),
    });
    await expect.poll(() => day.getByRole('heading', { name: 'Lobster trivia' }).isVisible()).toBe(true);
    expect(await day.getByText('7:30 – 10:30 pm').isVisible()).toBe(true);
    expect(await day.getByText(`Every ${spelled(tomorrow, { weekday: 'long' })}`).isVisible()).toBe(true);
    expect(await day.getByRole('link', { name: "Elvi's Kitchen", exact: true }).getAttribute('href')).toBe(
      `/establishment/${elvis}`,
    );
    // The long description shows its first lines until asked; nothing is wider than the phone.
    await page.getByRole('button', { name: 'Read more' }).click();
    expect(await page.getByRole('button', { name: 'Show less' }).isVisible()).toBe(true);
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
    // schema.org Events in the page's head, with Belize's offset.
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
    expect(ld).toContainEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: 'Lobster trivia',
        startDate: `${tomorrow}T19:30:00-06:00`,
      }),
    );
    await expectAccessible(page, '/events');
    await keepScreenshot(page, 'events-375', { fullPage: true });

    // A filter by area lives in the URL: a restaurant in San Pedro only.
    await page.getByRole('button', { name: 'Secret Beach' }).click();
    await expect.poll(() => page.url()).toContain('area=6');
    await expect
      .poll(() => page.getByText('No events match these filters this week.').isVisible())
      .toBe(true);

    // The landing: tonight's, and a way to the rest.
    await page.goto('/');
    const island = page.getByRole('region', { name: 'Tonight on the island' });
    await expect
      .poll(() => island.getByRole('heading', { name: 'Garifuna drumming' }).isVisible())
      .toBe(true);
    expect(await island.getByRole('heading', { name: 'Lobster trivia' }).count()).toBe(0);
    expect(await island.getByRole('link', { name: "See what's on" }).getAttribute('href')).toBe('/events');

    // The place's page: each event once, at its next date, and its calendar, downloaded as text/calendar.
    await page.goto(`/establishment/${elvis}`);
    const upcoming = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming events' }) });
    await expect.poll(() => upcoming.getByRole('heading', { name: 'Lobster trivia' }).count()).toBe(1);
    expect(await upcoming.getByText(/^Every /).count()).toBe(1);
    expect(await upcoming.getByText(`${heading(tomorrow)} · 7:30 – 10:30 pm`).isVisible()).toBe(true);
    const calendar = upcoming.getByRole('link', { name: "Subscribe to all events at Elvi's Kitchen (.ics)" });
    expect(await calendar.getAttribute('download')).not.toBeNull();
    const [download] = await Promise.all([page.waitForEvent('download'), calendar.click()]);
    const ics = readFileSync((await download.path()) ?? '', 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('Lobster trivia');
    const res = await page.request.get((await calendar.getAttribute('href')) ?? '');
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);

    // The map marks the place with an event tonight, in its pin's or its group's name, not by colour alone.
    await page.goto('/map');
    await page.getByText(/^List of the \d+ places on this map$/).click();
    await expect
      .poll(() => page.getByText('Event tonight: Garifuna drumming, 7:30 pm').isVisible())
      .toBe(true);
    await expect
      .poll(() => page.locator('.leaflet-marker-icon[aria-label*="event tonight"]').count())
      .toBeGreaterThan(0);
    await keepScreenshot(page, 'events-map-375');

    // A place without events shows no empty section.
    await page.goto(
      `/establishment/${await establishmentIdByName(e2e.server.database.db, 'Hidden Treasure Restaurant')}`,
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Upcoming events' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
