import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postedEventsUrl } from '../src/domain/api-urls';
import { addDays, addMonths, belizeDay } from '../src/domain/dates';
import { weekdayCodeOf } from '../src/domain/event-times';
import { longDate, shortDate } from '../src/domain/event-words';
import type { PlaceEvent } from '../src/domain/schemas/events';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { latestUntil } from '../src/web/features/events';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import {
  addSession,
  apiRequests,
  type E2E,
  expectAccessible,
  keepScreenshot,
  phone,
  startE2E,
} from './support';

let e2e: E2E;
let place: number;
let owner: Actor;

beforeAll(async () => {
  e2e = await startE2E();
  const { app } = e2e.server;
  place = await establishmentIdByName(e2e.server.database.db, "Elvi's Kitchen");
  owner = await signUpVerifiedOwner(app, await signInAdmin(app), place);
});
afterAll(() => e2e?.close());

const posted = async () =>
  (await e2e.server.app.inject({ url: postedEventsUrl(place), headers: owner.headers })).json<PlaceEvent[]>();

/** The error a field shows, as a screen reader reaches it: the text its aria-describedby names. */
async function describedError(page: Page, field: Locator) {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

describe("the dashboard's Events tab in Chromium", () => {
  it('a 375 px phone: refused inputs under their fields, a weekly event posted, a date skipped, its title edited, deleted', async () => {
    // The phone is set far from Belize: the dates the tab shows and sends are Belize's all the same.
    const { page, context, errors } = await e2e.newPage({ ...phone(375), timezoneId: 'Pacific/Auckland' });
    await addSession(context, e2e.baseUrl, owner.headers.cookie);
    const requests = apiRequests(page);
    await page.goto(`/business/dashboard?business=${place}&tab=events`);
    await page.getByText('No events yet.').waitFor();
    const form = page.getByRole('form', { name: 'Post an event' });
    const title = form.getByLabel('Title');
    const date = form.getByLabel('Date', { exact: true });
    const until = form.getByLabel('Until');
    const today = belizeDay(new Date());

    // The form's own checks: nothing is sent, the first field in error takes the focus.
    await form.getByLabel('Repeats').selectOption('weekly');
    await until.fill(addDays(latestUntil(today), 1));
    await form.getByRole('button', { name: 'Post event' }).click();
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await describedError(page, title)).toBe('Enter a title.');
    expect(await describedError(page, until)).toContain(
      `Choose a last date at most a year ahead (${longDate(latestUntil(today), 'en')} at the latest).`,
    );
    expect(requests).not.toContain(`/api/establishments/${place}/events`);
    await expectAccessible(page, 'events tab, form errors');

    // The server's: an evening already over, under the date.
    await title.fill('Live music');
    await form.getByLabel('Repeats').selectOption('never');
    await date.fill(addDays(today, -1));
    await form.getByRole('button', { name: 'Post event' }).click();
    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
    expect(await describedError(page, date)).toBe('This event is already over: choose a later date.');
    expect(await date.evaluate((el) => el === document.activeElement)).toBe(true);

    // Wednesdays (the date's weekday, ticked by itself) and Fridays, 7:30 to 10:30 pm, three months on.
    let wednesday = addDays(today, 1);
    while (weekdayCodeOf(wednesday) !== 'WE') wednesday = addDays(wednesday, 1);
    await form.getByLabel('Repeats').selectOption('weekly');
    await date.fill(wednesday);
    await form.getByLabel('Starts').fill('19:30');
    await form.getByLabel('Ends', { exact: true }).fill('22:30');
    await until.fill(addMonths(today, 3));
    const days = form.getByRole('group', { name: 'On these days' });
    expect(await days.getByLabel('Wednesday').isChecked()).toBe(true);
    await days.getByLabel('Friday').check();
    await form.getByRole('button', { name: 'Post event' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe(`Posted "Live music": visitors see it in What's on.`);
    expect(await title.inputValue()).toBe('');

    const item = page
      .getByRole('list', { name: /^Events at / })
      .getByRole('listitem')
      .first();
    await expect.poll(() => item.getByRole('heading').textContent()).toBe('Live music');
    const [event] = await posted();
    expect(event!.repeat).toEqual({ frequency: 'weekly', days: ['WE', 'FR'], until: addMonths(today, 3) });
    expect(await item.textContent()).toContain(
      `Every Wednesday and Friday, 7:30 – 10:30 pm until ${longDate(addMonths(today, 3), 'en')}`,
    );
    const friday = addDays(wednesday, 2);
    const nextDates = item.getByRole('list', { name: 'Next dates' }).getByRole('listitem');
    expect(await nextDates.allTextContents()).toEqual(
      [0, 2, 7, 9, 14].map((d) => `${shortDate(addDays(wednesday, d), today, 'en')}, 7:30 – 10:30 pm`),
    );
    await noSidewaysScroll(page);
    await expectAccessible(page, 'events tab, one event');
    await keepScreenshot(page, 'events-375', { fullPage: true });

    // Skip the first Friday.
    await item.getByRole('button', { name: 'Skip a date' }).click();
    await expectAccessible(page, 'events tab, choosing a date to skip');
    await item.getByLabel('Date to skip').selectOption(friday);
    await item.getByRole('button', { name: 'Skip this date' }).click();
    await expect
      .poll(() => item.getByText(/^Skipped:/).textContent())
      .toBe(`Skipped: ${shortDate(friday, today, 'en')}`);
    expect(await nextDates.nth(1).textContent()).toBe(
      `${shortDate(addDays(wednesday, 7), today, 'en')}, 7:30 – 10:30 pm`,
    );
    expect((await posted())[0]!.skipDates).toEqual([friday]);

    // Edit: the same form, filled; an end before the start ends after midnight.
    await item.getByRole('button', { name: 'Edit Live music' }).click();
    const edit = page.getByRole('form', { name: 'Edit Live music' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Edit: Live music');
    expect(await edit.getByLabel('Title').inputValue()).toBe('Live music');
    expect(await edit.getByRole('list', { name: 'Skipped dates' }).textContent()).toContain(
      shortDate(friday, today, 'en'),
    );
    await edit.getByLabel('Title').fill('Live music & tacos');
    await edit.getByLabel('Ends', { exact: true }).fill('01:00');
    expect(await page.getByText('Ends after midnight:').textContent()).toBe(
      `Ends after midnight: ${shortDate(addDays(wednesday, 1), today, 'en')} at 1 am.`,
    );
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => item.getByRole('heading').textContent()).toBe('Live music & tacos');
    expect(await item.textContent()).toContain('Every Wednesday and Friday, 7:30 pm – 1 am until');
    expect(await page.getByRole('form', { name: 'Post an event' }).isVisible()).toBe(true);
    const edited = (await posted())[0]!;
    expect(edited).toMatchObject({ title: 'Live music & tacos', end: `${addDays(wednesday, 1)}T01:00` });
    expect(edited.skipDates).toEqual([friday]);

    // Delete, once confirmed.
    await item.getByRole('button', { name: 'Delete Live music & tacos' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete event' }).click();
    await page.getByText('No events yet.').waitFor();
    expect(await posted()).toEqual([]);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
  });
});

describe('one event in the same words for its owner and its visitors', () => {
  it("the dashboard's line says the repeat and the times the place's page shows", async () => {
    const today = belizeDay(new Date());
    const start = addDays(today, 2);
    const until = addMonths(today, 3);
    const res = await e2e.server.app.inject({
      method: 'POST',
      url: `/api/establishments/${place}/events`,
      headers: owner.headers,
      payload: {
        title: 'Full moon drumming',
        start: `${start}T19:30`,
        end: `${start}T22:30`,
        repeat: { frequency: 'monthly', until },
      },
    });
    expect(res.statusCode, res.body).toBe(201);

    const { page: dashboard, context } = await e2e.newPage(phone(375));
    await addSession(context, e2e.baseUrl, owner.headers.cookie);
    await dashboard.goto(`/business/dashboard?business=${place}&tab=events`);
    const item = dashboard
      .getByRole('list', { name: /^Events at / })
      .getByRole('listitem')
      .filter({ has: dashboard.getByRole('heading', { name: 'Full moon drumming' }) });
    const ownersLine = item.getByText(/^Every /);
    await ownersLine.waitFor();

    const { page: visitor } = await e2e.newPage(phone(375));
    await visitor.goto(`/establishment/${place}`);
    const article = visitor.locator('article', {
      has: visitor.getByRole('heading', { name: 'Full moon drumming' }),
    });
    await article.waitFor();
    const repeat = (await article.getByText(/^Every /).textContent()) ?? '';
    const times = (await article.locator('.whitespace-nowrap').last().textContent()) ?? '';
    expect(repeat).toMatch(/^Every month on the \d+(st|nd|rd|th)$/);
    expect(times).toBe('7:30 – 10:30 pm');
    expect(await ownersLine.textContent()).toBe(`${repeat}, ${times} until ${longDate(until, 'en')}`);
  });
});
