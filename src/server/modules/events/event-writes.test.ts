import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { testClock } from '../../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { EventOccurrences, PlaceEvent } from '../../../domain/schemas/events';
import { establishmentIdByName } from '../../db/seed/seed';

const PUBLIC_URL = 'https://guide.example.bz';
// A Tuesday noon in Belize.
const clock = testClock(new Date('2026-12-01T12:00:00-06:00'));
let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let otherOwner: Actor;
let place: number;
let event: PlaceEvent;

beforeAll(async () => {
  ctx = await createTestApp({ publicOrigin: PUBLIC_URL }, { clock });
  place = await establishmentIdByName(ctx.database.db, 'El Fogon');
  admin = await signInAdmin(ctx.app);
  owner = await signUpVerifiedOwner(ctx.app, admin, place);
  otherOwner = await signUpVerifiedOwner(
    ctx.app,
    admin,
    await establishmentIdByName(ctx.database.db, 'SunBreeze Hotel'),
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/establishments/${place}/events`,
    headers: owner.headers,
    payload: {
      title: 'Chicken drop; bets, music & a long evening of fun for the whole family on the beach',
      start: '2026-12-02T18:00',
      end: '2026-12-02T21:00',
      repeat: { frequency: 'weekly', days: ['WE'], until: '2027-02-24' },
      skipDates: ['2026-12-23'],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  event = res.json<PlaceEvent>();
});
afterAll(() => ctx.close());

const patch = (payload: object, actor: Actor = owner, id = event.id) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: actor.headers, payload });
const starts = async (query: string) =>
  (await ctx.app.inject({ url: `/api/events${query}` }))
    .json<EventOccurrences>()
    .occurrences.map((o) => o.startsAt);

describe('changing and removing an event', () => {
  it('a skipped date leaves the list, and the title changes everywhere; open pages are told', async () => {
    const since = ctx.app.live.lastEventId;
    const res = await patch({ title: 'Chicken drop', skipDates: ['2026-12-09', '2026-12-23'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PlaceEvent>()).toMatchObject({
      title: 'Chicken drop',
      skipDates: ['2026-12-09', '2026-12-23'],
    });
    expect(await starts('?from=2026-12-01&to=2026-12-16')).toEqual([
      '2026-12-02T18:00:00-06:00',
      '2026-12-16T18:00:00-06:00',
    ]);
    const polled = (await ctx.app.inject({ url: `/api/live/events?since=${since}` })).json();
    expect(polled.events).toContainEqual(
      expect.objectContaining({ event: 'events', data: { establishmentId: place } }),
    );
  });

  it('403 for an owner of another place, 401 signed out, 404 for an unknown event, 400 for an empty change', async () => {
    expect((await patch({ title: 'Mine now' }, otherOwner)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/events/${event.id}`, payload: { title: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect((await patch({ title: 'x' }, admin, 999_999)).statusCode).toBe(404);
    expect((await patch({})).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/events/${event.id}`,
          headers: otherOwner.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a change that breaks a rule is a 400 and the event stays as it was', async () => {
    const res = await patch({ end: '2026-12-02T17:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'end', message: 'The end must be after the start.' });
    const [kept] = (
      await ctx.app.inject({ url: `/api/establishments/${place}/posted-events`, headers: owner.headers })
    ).json<PlaceEvent[]>();
    expect(kept).toMatchObject({ title: 'Chicken drop', end: '2026-12-02T21:00' });
  });

  it("the owner's list holds every event; others get 403", async () => {
    const mine = await ctx.app.inject({
      url: `/api/establishments/${place}/posted-events`,
      headers: owner.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<PlaceEvent[]>().map((e) => e.id)).toEqual([event.id]);
    expect(
      (
        await ctx.app.inject({
          url: `/api/establishments/${place}/posted-events`,
          headers: otherOwner.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: `/api/establishments/${place}/posted-events` })).statusCode).toBe(
      401,
    );
  });
});

describe('calendars', () => {
  it('/events.ics is text/calendar with CRLF lines of at most 75 octets', async () => {
    const res = await ctx.app.inject({ url: '/events.ics', headers: { host: 'attacker.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.endsWith('\r\n')).toBe(true);
    const lines = res.body.split('\r\n');
    expect(lines.some((l) => l.includes('\n'))).toBe(false);
    expect(Math.max(...lines.map((l) => Buffer.byteLength(l)))).toBeLessThanOrEqual(75);
    expect(res.body).toContain('DTSTART;TZID=America/Belize:20261202T180000');
    expect(res.body).toContain('BEGIN:VTIMEZONE');
    expect(res.body).not.toContain('attacker.example');
  });

  it('read back by ical.js: one VEVENT whose rule and skipped dates give the API’s dates', async () => {
    const ics = (await ctx.app.inject({ url: `/establishment/${place}/events.ics` })).body;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone') as ICAL.Component);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const parsed = new ICAL.Event(vevents[0]);
    expect(parsed.summary).toBe('Chicken drop');
    expect(parsed.uid).toBe(`event-${event.id}@ambergris-guide`);
    expect(parsed.component.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/establishment/${place}`);
    const rule = parsed.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('WEEKLY');
    expect(rule.parts.BYDAY).toEqual(['WE']);
    expect(rule.until?.toJSDate().toISOString()).toBe('2027-02-25T05:59:59.000Z');

    const fromCalendar: string[] = [];
    const it = parsed.iterator();
    for (let next = it.next(); next; next = it.next()) fromCalendar.push(next.toJSDate().toISOString());
    const api = await starts('?from=2026-12-01&to=2027-01-31');
    const later = await starts('?from=2027-02-01&to=2027-03-31');
    expect(fromCalendar).toEqual([...api, ...later].map((s) => new Date(s).toISOString()));
    expect(fromCalendar).not.toContain('2026-12-10T00:00:00.000Z'); // 9 December, 18:00 in Belize: skipped
    const end = parsed.endDate.toJSDate().getTime() - parsed.startDate.toJSDate().getTime();
    expect(end).toBe(3 * 3_600_000);
  });

  it("one event's calendar holds that event alone, its whole series, and answers 404 for an unknown one", async () => {
    const other = await ctx.app.inject({
      method: 'POST',
      url: `/api/establishments/${place}/events`,
      headers: owner.headers,
      payload: { title: 'Quiz night', start: '2026-12-03T19:00', end: '2026-12-03T21:00' },
    });
    expect(other.statusCode, other.body).toBe(201);
    expect((await ctx.app.inject({ url: `/establishment/${place}/events.ics` })).body).toContain(
      'Quiz night',
    );

    const res = await ctx.app.inject({ url: `/events/${event.id}/event.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}.ics"`);
    expect(res.headers['cache-control']).toMatch(/public/);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const parsed = new ICAL.Event(vevents[0]);
    expect(parsed.uid).toBe(`event-${event.id}@ambergris-guide`);
    expect((parsed.component.getFirstPropertyValue('rrule') as ICAL.Recur).freq).toBe('WEEKLY');

    expect((await ctx.app.inject({ url: '/events/999999/event.ics' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/events/abc/event.ics' })).statusCode).toBe(400);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${other.json<PlaceEvent>().id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('404 for a place that does not exist', async () => {
    expect((await ctx.app.inject({ url: '/establishment/999999/events.ics' })).statusCode).toBe(404);
  });

  it('after the event is removed, the calendar and the list no longer hold it', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await starts('?from=2026-12-01&to=2026-12-31')).toEqual([]);
    expect((await ctx.app.inject({ url: '/events.ics' })).body).not.toContain('BEGIN:VEVENT');
    expect((await patch({ title: 'Back' })).statusCode).toBe(404);
  });
});
