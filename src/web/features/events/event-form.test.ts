import { describe, expect, it } from 'vitest';
import { type PlaceEvent, tooManyUpcomingEvents } from '../../../domain/schemas/events';
import { ApiError } from '../../api/fetcher';
import {
  type EventFormValues,
  endDay,
  eventBodyFromForm,
  eventFormSchema,
  eventValues,
  fieldOfIssue,
  latestUntil,
  newEventValues,
  refusal,
} from './event-form';

// Friday 27 November 2026 in Belize.
const today = '2026-11-27';
const schema = eventFormSchema(today);

/** What the form submits: the values as the schema checks them. */
function submitted(over: Partial<EventFormValues> = {}) {
  const result = schema.safeParse({ ...newEventValues(today), title: 'Quiz night', ...over });
  if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join('; '));
  return eventBodyFromForm(result.data);
}

function errorsOf(over: Partial<EventFormValues>) {
  const result = schema.safeParse({ ...newEventValues(today), title: 'Quiz night', ...over });
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
}

describe("the event form's body", () => {
  it('a one-off evening: start and end the same day, no repeat, nothing skipped, blank description none', () => {
    expect(
      submitted({ date: '2026-12-02', startTime: '19:30', endTime: '22:30', description: '  ' }),
    ).toEqual({
      title: 'Quiz night',
      description: null,
      start: '2026-12-02T19:30',
      end: '2026-12-02T22:30',
      repeat: null,
      skipDates: [],
    });
  });

  it('an end time earlier than the start ends after midnight, the next day (across a month and a year)', () => {
    expect(submitted({ date: '2026-12-31', startTime: '21:00', endTime: '02:00' })).toMatchObject({
      start: '2026-12-31T21:00',
      end: '2027-01-01T02:00',
    });
    expect(endDay('2026-11-30', '22:00', '00:00')).toBe('2026-12-01');
    // The same time: a whole day.
    expect(endDay('2026-11-30', '00:00', '00:00')).toBe('2026-12-01');
    expect(endDay('2026-11-30', '19:30', '19:31')).toBe('2026-11-30');
  });

  it('weekly: the chosen days in the week order; none chosen means the date’s weekday', () => {
    expect(
      submitted({ date: '2026-12-02', frequency: 'weekly', days: ['FR', 'WE'], until: '2027-05-31' }).repeat,
    ).toEqual({ frequency: 'weekly', days: ['WE', 'FR'], until: '2027-05-31' });
    // 2 December 2026 is a Wednesday.
    expect(submitted({ date: '2026-12-02', frequency: 'weekly', days: [] }).repeat?.days).toEqual(['WE']);
  });

  it('daily and monthly send no days; skipped dates sorted once each, dropped for a one-off', () => {
    const daily = submitted({
      frequency: 'daily',
      days: ['MO'],
      skipDates: ['2026-12-24', '2026-12-01', '2026-12-24'],
    });
    expect(daily.repeat).toEqual({ frequency: 'daily', until: '2027-02-27' });
    expect(daily.skipDates).toEqual(['2026-12-01', '2026-12-24']);
    expect(submitted({ frequency: 'monthly' }).repeat).toEqual({ frequency: 'monthly', until: '2027-02-27' });
    expect(submitted({ frequency: 'never', skipDates: ['2026-12-01'] }).skipDates).toEqual([]);
  });
});

describe("the event form's checks", () => {
  it('a new event: today, 7 to 10 pm, weekly default on today’s weekday, until three months on', () => {
    expect(newEventValues(today)).toMatchObject({ date: today, days: ['FR'], until: '2027-02-27' });
  });

  it('until: on or after the date, and at most a year ahead of today (not checked for a one-off)', () => {
    expect(latestUntil(today)).toBe('2027-11-28');
    expect(errorsOf({ frequency: 'weekly', until: '2027-11-28' })).toEqual([]);
    expect(errorsOf({ frequency: 'weekly', until: '2027-11-29' })).toEqual([
      ['until', 'Choose a last date at most a year ahead (28 Nov 2027 at the latest).'],
    ]);
    expect(errorsOf({ frequency: 'daily', date: '2026-12-10', until: '2026-12-09' })).toEqual([
      ['until', 'Choose a last date on or after the date.'],
    ]);
    expect(errorsOf({ frequency: 'daily', until: '' })).toEqual([
      ['until', 'Choose the last date it happens on.'],
    ]);
    expect(errorsOf({ frequency: 'never', until: '2030-01-01' })).toEqual([]);
  });

  it('an empty title, a date that does not exist and a missing time are refused under their fields', () => {
    expect(errorsOf({ title: '   ', date: '2026-02-30', endTime: '' })).toEqual([
      ['title', 'Enter a title.'],
      ['date', 'Choose the date.'],
      ['endTime', 'Choose the end time.'],
    ]);
  });
});

const posted: PlaceEvent = {
  id: 4,
  establishmentId: 7,
  title: 'Live music',
  description: null,
  start: '2026-12-02T19:30',
  end: '2026-12-03T01:00',
  repeat: { frequency: 'weekly', days: ['WE', 'FR'], until: '2027-05-31' },
  skipDates: ['2026-12-25'],
  next: [],
  createdAt: '2026-11-27T16:00:00Z',
  updatedAt: '2026-11-27T16:00:00Z',
};

describe('editing a posted event', () => {
  it('its values fill the form, and the form sends them back unchanged', () => {
    const values = eventValues(posted);
    expect(values).toMatchObject({
      date: '2026-12-02',
      startTime: '19:30',
      endTime: '01:00',
      description: '',
    });
    expect(eventBodyFromForm(schema.parse(values))).toEqual({
      title: posted.title,
      description: null,
      start: posted.start,
      end: posted.end,
      repeat: posted.repeat,
      skipDates: posted.skipDates,
    });
  });

  it('a one-off fills the repeat fields with the defaults, should the owner make it a series', () => {
    expect(eventValues({ ...posted, repeat: null, skipDates: [] })).toMatchObject({
      frequency: 'never',
      days: ['WE'],
      until: '2027-03-02',
    });
  });
});

describe("the server's refusals", () => {
  const refused = (body: unknown, status = 400) => new ApiError(status, JSON.stringify(body), `${status}`);

  it('names the field of each issue path', () => {
    expect(fieldOfIssue('repeat.until')).toBe('until');
    expect(fieldOfIssue('repeat.days.1')).toBe('days');
    expect(fieldOfIssue('repeat')).toBe('frequency');
    expect(fieldOfIssue('skipDates.3')).toBe('skipDates');
    expect(fieldOfIssue('end')).toBe('endTime');
    expect(fieldOfIssue('start')).toBe('date');
    expect(fieldOfIssue('ending')).toBeUndefined();
  });

  it('field issues go under their fields; a message without one goes to the form', () => {
    expect(
      refusal(
        refused({
          message: 'The end must be after the start.',
          issues: [{ path: 'end', message: 'The end must be after the start.' }],
        }),
      ),
    ).toEqual({ fields: [{ field: 'endTime', message: 'The end must be after the start.' }], message: null });
    expect(refusal(refused({ message: 'An event lasts at most 24 hours.' }))).toEqual({
      fields: [],
      message: 'An event lasts at most 24 hours.',
    });
    expect(refusal(refused({ message: 'You do not manage this place.' }, 403)).message).toBe(
      'You do not manage this place.',
    );
  });

  it("a place's limit of upcoming events (409) is said at the top of the form, in the server's words", () => {
    expect(refusal(refused({ message: tooManyUpcomingEvents() }, 409))).toEqual({
      fields: [],
      message: tooManyUpcomingEvents(),
    });
  });
});
