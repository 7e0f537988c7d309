import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { testClock } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { PlaceEvent } from '../../../domain/schemas/events';
import { establishmentIdByName } from '../../db/seed/seed';

/**
 * The three feeds as a strict reader takes them (RFC 5545): no CONTROL character in any value, CRLF
 * lines of at most 75 octets, and every text read back as the owner typed it, minus those characters.
 */
const PUBLIC_URL = 'https://guide.example.bz';
const clock = testClock(new Date('2026-12-01T12:00:00-06:00'));
const TITLE = 'Bell\u0007 night, tab\u000B and escape\u001B; all in one';
const NOTE = 'First line\u0007\nSecond\u001B line\twith a tab';
/** RFC 5545's CONTROL: %x00-08 / %x0A-1F / %x7F (a line's CRLF is taken off before looking). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/;

let ctx: TestApp;
let owner: Actor;
let place: number;
let event: PlaceEvent;

beforeAll(async () => {
  ctx = await createTestApp({ publicOrigin: PUBLIC_URL }, { clock });
  place = await establishmentIdByName(ctx.database.db, 'El Fogon');
  owner = await signUpVerifiedOwner(ctx.app, await signInAdmin(ctx.app), place);
  const res = await post({
    title: TITLE,
    description: NOTE,
    start: '2026-12-02T19:30',
    end: '2026-12-02T22:30',
    repeat: { frequency: 'weekly', days: ['WE'], until: '2027-01-27' },
    skipDates: ['2026-12-09'],
  });
  expect(res.statusCode, res.body).toBe(201);
  event = res.json<PlaceEvent>();
});
afterAll(() => ctx.close());

const post = (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/establishments/${place}/events`,
    headers: owner.headers,
    payload,
  });

/** The file's lines, checked for CRLF and the 75-octet fold, then read by ical.js. */
function strictlyRead(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  const lines = ics.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line, JSON.stringify(line)).not.toMatch(CONTROL);
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
  return read(ics);
}

function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const [vevent] = calendar.getAllSubcomponents('vevent');
  return { calendar, event: new ICAL.Event(vevent) };
}

const feeds = () => [
  { url: '/events.ics', name: "What's on, Ambergris Caye" },
  { url: `/establishment/${place}/events.ics`, name: 'El Fogon: events' },
  { url: `/events/${event.id}/event.ics`, name: 'Bell night, tab and escape; all in one' },
];

describe('the feeds as RFC 5545 says', () => {
  it('the API refuses a NUL byte in a title, so no feed can carry one', async () => {
    const res = await post({ title: 'Nul\u0000 night', start: '2026-12-03T19:00', end: '2026-12-03T21:00' });
    expect(res.statusCode).toBe(400);
  });

  it('each feed holds no control character and reads back the title and note without them', async () => {
    for (const { url } of feeds()) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const { event: read } = strictlyRead(res.body);
      expect(read.summary, url).toBe('Bell night, tab and escape; all in one');
      expect(read.description, url).toBe(
        `First line\nSecond line\twith a tab\n\n${PUBLIC_URL}/establishment/${place}`,
      );
    }
  });

  it("a long title with accents folds its lines (its file's name too) without splitting a character", async () => {
    const title = `Noche de música\u0007 en la playa, ${'café y ☀️ '.repeat(10)}`.slice(0, 118).trim();
    const res = await post({ title, start: '2026-12-04T19:00', end: '2026-12-04T21:00' });
    expect(res.statusCode, res.body).toBe(201);
    const ics = (await ctx.app.inject({ url: `/events/${res.json<PlaceEvent>().id}/event.ics` })).body;
    const { calendar, event: read } = strictlyRead(ics);
    expect(ics.split('\r\n').filter((l) => l.startsWith(' ')).length).toBeGreaterThanOrEqual(3);
    expect(read.summary).toBe(title.replace('\u0007', ''));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(title.replace('\u0007', ''));
  });

  it("each feed's name reads back exactly as written, in NAME and X-WR-CALNAME alike", async () => {
    for (const { url, name } of feeds()) {
      const { calendar } = read((await ctx.app.inject({ url })).body);
      expect(calendar.getFirstPropertyValue('x-wr-calname'), url).toBe(name);
      expect(calendar.getFirstPropertyValue('name'), url).toBe(name);
    }
  });
});
