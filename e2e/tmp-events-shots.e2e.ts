import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceEvent } from '../src/domain/schemas/events';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { addSession, type E2E, phone, startE2E } from './support';

let e2e: E2E;
let place: number;
let owner: Actor;

const LONG = 'W'.repeat(120);
const events: PlaceEvent[] = [
  {
    id: 1,
    establishmentId: 0,
    title: LONG,
    description: `${'x'.repeat(400)} ${'lorem ipsum '.repeat(50)}`.slice(0, 1000),
    start: '2026-12-02T19:30',
    end: '2026-12-02T22:30',
    repeat: { frequency: 'weekly', days: ['WE', 'FR'], until: '2027-05-31' },
    skipDates: ['2026-12-25'],
    next: [
      { startsAt: '2026-12-02T19:30:00-06:00', endsAt: '2026-12-02T22:30:00-06:00' },
      { startsAt: '2026-12-04T19:30:00-06:00', endsAt: '2026-12-04T22:30:00-06:00' },
      { startsAt: '2026-12-09T19:30:00-06:00', endsAt: '2026-12-09T22:30:00-06:00' },
    ],
    createdAt: '2026-11-27T16:00:00Z',
    updatedAt: '2026-11-27T16:00:00Z',
  },
  {
    id: 2,
    establishmentId: 0,
    title: 'New Year party',
    description: null,
    start: '2026-12-31T21:00',
    end: '2027-01-01T02:00',
    repeat: null,
    skipDates: [],
    next: [{ startsAt: '2026-12-31T21:00:00-06:00', endsAt: '2027-01-01T02:00:00-06:00' }],
    createdAt: '2026-11-27T16:00:00Z',
    updatedAt: '2026-11-27T16:00:00Z',
  },
  {
    id: 3,
    establishmentId: 0,
    title: 'Old quiz',
    description: 'Gone.',
    start: '2026-01-02T19:30',
    end: '2026-01-02T22:30',
    repeat: { frequency: 'monthly', days: [], until: '2026-06-01' },
    skipDates: [],
    next: [],
    createdAt: '2026-01-01T16:00:00Z',
    updatedAt: '2026-01-01T16:00:00Z',
  },
];

beforeAll(async () => {
  e2e = await startE2E();
  const { app } = e2e.server;
  place = await establishmentIdByName(e2e.server.database.db, "Elvi's Kitchen");
  const admin = await signInAdmin(app);
  owner = await signUpVerifiedOwner(app, admin, place);
});
afterAll(() => e2e?.close());

describe('events tab shots', () => {
  for (const width of [320, 375, 1280]) {
    it(`at ${width}`, async () => {
      const { page, context } = await e2e.newPage(
        width === 1280 ? { viewport: { width, height: 900 } } : phone(width),
      );
      await addSession(context, e2e.baseUrl, owner.headers.cookie);
      await page.route('**/posted-events', (r) =>
        r.fulfill({ contentType: 'application/json', body: JSON.stringify(events) }),
      );
      await page.goto(`/business/dashboard?business=${place}&tab=events`);
      await page.getByRole('list', { name: /^Events at/ }).waitFor();
      await page.getByLabel('Title').fill(LONG);
      await page.getByLabel('Description').fill('d'.repeat(1000));
      await page.getByLabel('Repeats').selectOption('weekly');
      await page.getByLabel('Ends', { exact: true }).fill('01:00');
      await page.getByLabel('Skip a date').fill('2026-12-25');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Skip a date' }).first().click();
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      await page.screenshot({ path: `/tmp/events-${width}.png`, fullPage: true });
      expect(sw).toBeLessThanOrEqual(width);
    });
  }
});
