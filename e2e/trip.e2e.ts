import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { signIn, signUp } from '../test/auth-helpers';
import { signInThroughUi } from './owner-support';
import { addSession, type E2E, expectAccessible, keepScreenshot, phone, startE2E } from './support';

/**
 * My trip, on a phone: save places from their pages, plan days, keep them over a reload,
 * take the plan into a calendar and a maps app, share it by link, and find it on another device
 * signed in to the same account.
 */
let e2e: E2E;
let all: Establishment[];
/** Three places with positions, the first with hours that close it at 03:00 on the trip's first day. */
let picked: Establishment[];

/** A Monday: the trip's first day. */
const START = '2026-12-07';

beforeAll(async () => {
  e2e = await startE2E();
  all = await (await fetch(`${e2e.baseUrl}/api/establishments`)).json();
  const positioned = all.filter((e) => e.latitude !== null && e.longitude !== null);
  const closedAtThree = positioned.find((e) => {
    const monday = e.openingHoursWeek?.find((d) => d.day === 'Mo');
    const sunday = e.openingHoursWeek?.find((d) => d.day === 'Su');
    const late = (r: { opens: string; closes: string }) => r.closes <= r.opens || r.opens === '00:00';
    return monday && monday.ranges.length > 0 && !monday.ranges.some(late) && !sunday?.ranges.some(late);
  });
  if (!closedAtThree) throw new Error('the seed has no place with daytime hours on Mondays');
  picked = [closedAtThree, ...positioned.filter((e) => e.id !== closedAtThree.id).slice(0, 2)];
});
afterAll(() => e2e?.close());

/** The trips as the device stored them (IndexedDB), not as the page shows them while a write is under way. */
const storedTrips = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{
        /** Changes the account has not confirmed (signed in). */
        unsent?: boolean;
        lists: {
          id: string;
          stops: { establishmentId: number; day: number | null; note: string | null }[];
        }[];
      }>((resolve, reject) => {
        const open = indexedDB.open('ambergris-trips');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('state').objectStore('state').get('trips');
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result ?? { lists: [] });
          };
        };
      }),
  );
const storedDay = async (page: Page, day: number) =>
  (await storedTrips(page)).lists
    .find((l) => l.id === 'my-trip-default')
    ?.stops.filter((s) => s.day === day)
    .map((s) => s.establishmentId);

const interactive = (page: Page) => page.waitForSelector('html[data-interactive]');
const stopCard = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const daySection = (page: Page, day: number) =>
  page.getByRole('region', { name: new RegExp(`^Day ${day}\\b`) });
const namesIn = (page: Page, day: number) =>
  daySection(page, day).getByRole('heading', { level: 3 }).allTextContents();

async function saveFromDetail(page: Page, place: Establishment) {
  await page.goto(`/establishment/${place.id}`);
  await interactive(page);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect
    .poll(() => page.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed'))
    .toBe('true');
}

async function plan(page: Page) {
  await page.getByRole('link', { name: /^My trip/ }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'My trip' }).isVisible()).toBe(true);
  for (const place of picked) await expect.poll(() => stopCard(page, place.name).isVisible()).toBe(true);
  await page.getByLabel('First day').fill(START);
  await page.getByRole('button', { name: 'Add a day' }).click();
  await page.getByRole('button', { name: 'Add a day' }).click();
  const [a, b, c] = picked;
  await page.getByLabel(`Day for ${a.name}`).selectOption('1');
  await page.getByLabel(`Day for ${b.name}`).selectOption('1');
  await page.getByLabel(`Day for ${c.name}`).selectOption('2');
  await stopCard(page, a.name).getByLabel('Time').fill('03:00');
  const note = page.getByLabel(`Your note on ${a.name} (only you see it)`);
  await note.fill('Ask for the table by the water');
  await note.blur();
  // By buttons: the second stop of day 1 goes first.
  await page.getByRole('button', { name: `Move ${b.name} earlier` }).click();
  await expect.poll(() => namesIn(page, 1)).toEqual([b.name, a.name]);
}

const downloaded = async (page: Page, button: string): Promise<{ file: Download; text: string }> => {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { file, text: await readFile((await file.path()) as string, 'utf8') };
};

describe('my trip on a phone', () => {
  it('saves three places, plans two days, keeps them over a reload, and exports them', async () => {
    const { page, errors } = await e2e.newPage(phone(375));
    for (const place of picked) await saveFromDetail(page, place);
    await plan(page);
    const [a, b, c] = picked;

    // Reloaded once the device has stored the plan the page shows.
    await expect.poll(() => storedDay(page, 1)).toEqual([b.id, a.id]);
    await expect
      .poll(
        async () =>
          (await storedTrips(page)).lists
            .find((l) => l.id === 'my-trip-default')
            ?.stops.find((s) => s.establishmentId === a.id)?.note,
      )
      .toBe('Ask for the table by the water');
    await page.reload();
    await expect.poll(() => namesIn(page, 1)).toEqual([b.name, a.name]);
    expect(await namesIn(page, 2)).toEqual([c.name]);
    expect(await page.getByLabel(`Your note on ${a.name} (only you see it)`).inputValue()).toBe(
      'Ask for the table by the water',
    );
    // Between two stops: the straight line, on foot and by golf cart; a stop shut at its time says so.
    expect(
      await daySection(page, 1)
        .getByText(/min walk · .* by golf cart/)
        .count(),
    ).toBe(1);
    expect(await stopCard(page, a.name).getByText('Closed at that time').isVisible()).toBe(true);
    await daySection(page, 1).getByRole('button', { name: 'Show map' }).click();
    await expect
      .poll(() =>
        daySection(page, 1)
          .locator('.leaflet-marker-icon[aria-label]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      )
      .toEqual([`1. ${b.name}`, `2. ${a.name}`]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, '/trip planned');
    await keepScreenshot(page, 'trip-375', { fullPage: true });

    const ics = await downloaded(page, 'Add to calendar (.ics)');
    expect(ics.file.suggestedFilename()).toBe('my-trip.ics');
    const events = new ICAL.Component(ICAL.parse(ics.text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary).sort()).toEqual([a.name, b.name, c.name].sort());
    const timed = events.find((e) => e.summary === a.name)!;
    expect(timed.startDate.zone?.tzid).toBe('America/Belize');
    expect(timed.startDate.toJSDate().toISOString()).toBe('2026-12-07T09:00:00.000Z');
    expect(ics.text).toContain('DTSTART;TZID=America/Belize:20261207T030000');
    const allDay = events.find((e) => e.summary === c.name)!;
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2026-12-08');

    const gpx = await downloaded(page, 'Download for maps (GPX)');
    const doc = new JSDOM(gpx.text, { contentType: 'application/xml' }).window.document;
    const points = [...doc.querySelectorAll('wpt')].map((w) => ({
      name: w.querySelector('name')?.textContent,
      lat: Number(w.getAttribute('lat')),
      lon: Number(w.getAttribute('lon')),
    }));
    expect(points).toEqual(
      expect.arrayContaining(picked.map((p) => ({ name: p.name, lat: p.latitude, lon: p.longitude }))),
    );
    expect(points).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it('shares the plan by link: another phone opens it and saves a copy; notes stay private', async () => {
    const { page } = await e2e.newPage(phone(375));
    for (const place of picked.slice(0, 2)) await saveFromDetail(page, place);
    await page.getByRole('link', { name: /^My trip/ }).click();
    await page.getByRole('button', { name: 'Add a day' }).click();
    await page.getByLabel(`Day for ${picked[0].name}`).selectOption('1');
    const note = page.getByLabel(`Your note on ${picked[0].name} (only you see it)`);
    await note.fill('Private: the code is 1234');
    await note.blur();
    await page.getByRole('button', { name: 'Share trip' }).click();
    const link = page.getByTestId('shared-link');
    await expect.poll(() => link.isVisible()).toBe(true);
    const url = (await link.textContent()) as string;
    expect(url).toMatch(/\/trip\/s\/[A-Za-z0-9]{10,}$/);
    // The QR code's encoder downloads with the tap on "Share trip".
    await expect
      .poll(() => page.getByRole('img', { name: "QR code of the trip's link" }).isVisible())
      .toBe(true);

    const other = await e2e.newPage(phone(375));
    await other.page.goto(new URL(url).pathname);
    await expect
      .poll(() => other.page.getByRole('heading', { level: 1, name: 'My trip' }).isVisible())
      .toBe(true);
    await expect.poll(() => other.page.getByRole('link', { name: picked[0].name }).isVisible()).toBe(true);
    expect(await other.page.getByText('Private: the code is 1234').count()).toBe(0);
    await expectAccessible(other.page, '/trip/s/<code>');
    // The Spanish twin of the same link.
    await other.page.goto(`/es${new URL(url).pathname}`);
    await expect
      .poll(() => other.page.getByRole('button', { name: 'Guardar una copia' }).isVisible())
      .toBe(true);
    await other.page.getByRole('button', { name: 'Guardar una copia' }).click();
    await expect.poll(() => other.page.url()).toMatch(/\/es\/trip\?list=list-/);
    await other.page.goto(new URL(url).pathname);
    await other.page.getByRole('button', { name: 'Save a copy' }).click();
    await expect.poll(() => other.page.url()).toMatch(/\/trip\?list=list-/);
    await expect.poll(() => namesIn(other.page, 1)).toEqual([picked[0].name]);
  });

  it("keeps the landing planner's itinerary as a list of its own, its days planned", async () => {
    const { page } = await e2e.newPage(phone(375));
    await page.goto('/');
    await interactive(page);
    await page.getByRole('button', { name: 'Design Itinerary' }).click();
    const plan = page.getByTestId('itinerary');
    await expect.poll(() => plan.getByRole('heading', { level: 4 }).count()).toBe(7);
    const dayOne = await plan.getByRole('listitem').first().getByRole('link').allTextContents();
    await page.getByRole('button', { name: 'Save as my trip' }).click();
    await expect.poll(() => page.url()).toMatch(/\/trip\?list=list-/);
    await expect.poll(() => namesIn(page, 1)).toEqual(dayOne);
    expect(await daySection(page, 7).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('button', { name: /Your 7-day Restoration & Wellness itinerary/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('signed in, the trip is on the account: a second device sees it', async () => {
    const visitor = await signUp(e2e.server.app);
    const first = await e2e.newPage(phone(375));
    await saveFromDetail(first.page, picked[2]);
    await first.page.goto('/signin?returnTo=%2Ftrip');
    await signInThroughUi(first.page, visitor.email, visitor.password);
    await expect
      .poll(() => first.page.getByTestId('sync-status').textContent())
      .toMatch(/^Saved to your account/);

    const second = await e2e.newPage({ ...phone(375), hasTouch: true });
    await addSession(
      second.context,
      e2e.baseUrl,
      (await signIn(e2e.server.app, visitor.email, visitor.password)).headers.cookie,
    );
    await second.page.goto('/trip');
    await expect.poll(() => stopCard(second.page, picked[2].name).isVisible()).toBe(true);
    await expect
      .poll(() => second.page.getByTestId('sync-status').textContent())
      .toMatch(/^Saved to your account/);
  });

  it('signed in and offline, changes wait as one entry in the outbox and reach the account once back online', async () => {
    const visitor = await signUp(e2e.server.app);
    const cookie = (await signIn(e2e.server.app, visitor.email, visitor.password)).headers.cookie;
    const { page, context } = await e2e.newPage(phone(375));
    await addSession(context, e2e.baseUrl, cookie);
    const [place] = picked;
    await page.goto(`/establishment/${place.id}`);
    await interactive(page);
    // Online first, so the lists' code and the account's lists are in before the signal goes.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('button', { name: 'Saved' }).click();
    // Settled: the account's reply has come back with nothing newer on the phone. An empty outbox alone
    // is not enough: a sync forgets its entry before its request, which may still be on its way.
    const settled = async () =>
      (await storedTrips(page)).unsent === false && (await accountStopsOf(cookie)()).length === 0;
    await expect.poll(settled).toBe(true);
    expect(await outboxWaiting(page)).toEqual([]);
    await context.setOffline(true);
    // Three taps offline: saved, unsaved, saved again.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Saved' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => outboxWaiting(page)).toEqual(['trip-lists']);

    const accountStops = accountStopsOf(cookie);
    expect(await accountStops()).toEqual([]);
    await context.setOffline(false);
    await expect.poll(accountStops).toEqual([place.id]);
    await expect.poll(() => outboxWaiting(page)).toEqual([]);
  });
});

/** The places on the account's lists, as the server has them. */
const accountStopsOf = (cookie: string) => async () => {
  const res = await e2e.server.app.inject({ method: 'GET', url: '/api/me/trips', headers: { cookie } });
  return (res.json() as { lists: { stops: { establishmentId: number }[] }[] }).lists.flatMap((l) =>
    l.stops.map((s) => s.establishmentId),
  );
};

/** The kinds of the writes the outbox keeps on this device. */
const outboxWaiting = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('ambergris-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('writes').objectStore('writes').getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as { kind: string }[]).map((w) => w.kind));
          };
        };
      }),
  );
