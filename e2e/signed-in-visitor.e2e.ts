import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, belizeDay } from '../src/domain/dates';
import type { EventBody } from '../src/domain/schemas/events';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signIn, signInAdmin, signUp, signUpVerifiedOwner } from '../test/auth-helpers';
import { signInThroughUi } from './owner-support';
import { addSession, type E2E, keepScreenshot, phone, startE2E } from './support';

/**
 * On a 375 px phone: a visitor who signs in keeps the guide (back on My trip, the landing at
 * `/` and `/es`, the planner's itinerary saved as the list it opens on), an owner finds the dashboard in
 * the account menu, one event's "Add to calendar" gives that event alone, and a shared trip keeps its
 * stops' times and is copied under a name of its own.
 */
let e2e: E2E;
let admin: Actor;
let fogon: number;
const today = belizeDay(new Date());
const LONG_WORD = 'W'.repeat(300);

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
  await post(fogon, {
    title: 'Punta rock night',
    start: `${addDays(today, 1)}T20:00`,
    end: `${addDays(today, 1)}T23:00`,
    repeat: { frequency: 'weekly', until: addDays(today, 29) },
  });
  await post(fogon, {
    title: LONG_WORD.slice(0, 120),
    description:
      `${LONG_WORD} ${'Bring friends, see https://example.com/'.padEnd(200, 'x')} ${'Long update. '.repeat(40)}`.slice(
        0,
        1000,
      ),
    start: `${addDays(today, 2)}T12:00`,
    end: `${addDays(today, 2)}T14:00`,
  });
});
afterAll(() => e2e?.close());

describe('signed in, the guide stays the guide (Chromium, 375 px)', () => {
  it('a visitor signs in from My trip, is back on My trip, and / and /es show the landing', async () => {
    const visitor = await signUp(e2e.server.app);
    const { page } = await e2e.newPage(phone(375));
    await page.goto('/trip');
    await page.getByRole('link', { name: 'Sign in to keep it on your account too' }).click();
    await page.waitForURL(/\/signin/);
    await expect.poll(() => page.getByText(/save your trips/i).count()).toBe(1);
    await keepScreenshot(page, 'sign-in-375');
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await sideScroll(page, 320)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'sign-in-320');
    await page.setViewportSize({ width: 375, height: 812 });
    await signInThroughUi(page, visitor.email, visitor.password);
    await page.waitForURL((url) => url.pathname === '/trip');
    await expect.poll(() => page.getByTestId('sync-status').isVisible()).toBe(true);

    await page.goto('/');
    // Once the session is read (the account menu shows), the page is still the guide's landing.
    await page.getByRole('button', { name: /^Account: / }).waitFor();
    await page.getByText('Loading categories').waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The Ambergris Collection');
    expect(await page.getByText('No verified businesses yet.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Plan Your Perfect Trip' }).count()).toBe(1);
    await keepScreenshot(page, 'home-signed-in-375');
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await sideScroll(page, 320)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'home-signed-in-320');
    await page.setViewportSize({ width: 375, height: 812 });
    // The planner's itinerary, saved signed in, opens on My trip as the list just saved.
    await page.getByRole('button', { name: 'Design Itinerary' }).click();
    await page.getByRole('button', { name: 'Save as my trip' }).click();
    await expect.poll(() => page.url()).toMatch(/\/trip\?list=list-/);
    const saved = page.getByRole('button', { name: /Your 7-day Restoration & Wellness itinerary/ });
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('region', { name: /^Day 7\b/ }).isVisible()).toBe(true);
    await page.goto('/es');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('La Colección Ambergris');
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
  });

  it("an owner's account menu leads to the business dashboard", async () => {
    const owner = await signUpVerifiedOwner(e2e.server.app, admin, fogon);
    const { page, context } = await e2e.newPage(phone(375));
    await addSession(
      context,
      e2e.baseUrl,
      (await signIn(e2e.server.app, owner.email, owner.password)).headers.cookie,
    );
    await page.goto('/');
    await page.getByRole('button', { name: /^Account: / }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The Ambergris Collection');
    const menu = page.getByRole('navigation', { name: 'Account' });
    expect(await menu.getByRole('link', { name: 'Business Dashboard' }).getAttribute('href')).toBe(
      '/business/dashboard',
    );
    await menu.getByRole('link', { name: 'My business' }).click();
    await expect.poll(() => page.getByText('Your requests').isVisible()).toBe(true);
  });
});

describe("one event's calendar (Chromium, 375 px)", () => {
  it('"Add to calendar" on an event gives that event alone; the place\'s feed is offered apart', async () => {
    const { page } = await e2e.newPage(phone(375));
    await page.goto(`/establishment/${fogon}`);
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Punta rock night' }) });
    await expect.poll(() => card.count()).toBe(1);
    const link = card.getByRole('link', { name: /^Add to calendar/ });
    const res = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.map((e) => e.getFirstPropertyValue('summary'))).toEqual(['Punta rock night']);
    expect(String(events[0].getFirstPropertyValue('rrule'))).toMatch(/FREQ=WEEKLY/);
    const all = page.getByRole('link', { name: /^Subscribe to all events at El Fogon/ });
    expect(await all.getAttribute('href')).toBe(`/establishment/${fogon}/events.ics`);
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming events' }) });
    await keepScreenshot(section, 'place-events-375');
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await sideScroll(page, 320)).toBeLessThanOrEqual(0);
    await keepScreenshot(section, 'place-events-320');
  });
});

describe('a shared trip (Chromium, 375 px)', () => {
  it("shows the stops' times, and its copy keeps them under a name of its own", async () => {
    const places = (
      (await e2e.server.app.inject({ url: '/api/establishments' })).json() as { id: number; name: string }[]
    ).slice(0, 2);
    const share = async (title: string) => {
      const res = await e2e.server.app.inject({
        method: 'POST',
        url: '/api/trips/shared',
        payload: {
          title,
          startDate: null,
          days: [{ establishmentIds: places.map((p) => p.id), times: ['09:30', null] }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return new URL(res.json().url).pathname;
    };
    const { page } = await e2e.newPage(phone(375));
    await page.goto(await share('My trip'));
    const first = page.getByRole('listitem').filter({ hasText: places[0].name });
    await expect.poll(() => first.locator('time').textContent()).toBe('9:30 am');
    await page.getByRole('button', { name: 'Save a copy' }).click();
    await expect.poll(() => page.url()).toMatch(/\/trip\?list=list-/);
    const copy = page.getByRole('button', { name: 'Copy of My trip' });
    await expect.poll(() => copy.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Time').first().inputValue()).toBe('09:30');

    await page.goto(await share(LONG_WORD.slice(0, 120)));
    await page.getByRole('button', { name: 'Save a copy' }).waitFor();
    expect(await sideScroll(page, 375)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'shared-trip-375', { fullPage: true });
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await sideScroll(page, 320)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'shared-trip-320', { fullPage: true });
  });
});
