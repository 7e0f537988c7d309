import { describe, expect, it } from 'vitest';
import { AREA_IDS } from './constants';
import { eventJsonLd } from './event-structured-data';
import type { EventOccurrence } from './schemas/events';
import { placeAddress } from './structured-data';

const ORIGIN = 'https://guide.example.bz';
const base: EventOccurrence = {
  eventId: 3,
  title: 'Lobster night',
  description: 'Grilled on the beach.',
  startsAt: '2026-12-02T19:30:00-06:00',
  endsAt: '2026-12-02T22:30:00-06:00',
  repeat: null,
  skipDates: [],
  place: {
    id: 12,
    name: 'Wet Lizard',
    categoryId: 1,
    areaId: 1,
    address: 'Front Street',
    latitude: 17.92,
    longitude: -87.96,
  },
};

describe("what's on as schema.org Events", () => {
  it('a one-off: times with Belize’s offset, an offline scheduled event at a place in San Pedro, absolute URLs', () => {
    expect(eventJsonLd(base, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Lobster night',
      description: 'Grilled on the beach.',
      startDate: '2026-12-02T19:30:00-06:00',
      endDate: '2026-12-02T22:30:00-06:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        '@id': 'https://guide.example.bz/establishment/12',
        name: 'Wet Lizard',
        url: 'https://guide.example.bz/establishment/12',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Front Street',
          addressLocality: 'San Pedro',
          addressRegion: 'Belize District',
          addressCountry: 'BZ',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 17.92, longitude: -87.96 },
      },
      url: 'https://guide.example.bz/establishment/12',
    });
  });

  it('a weekly series has its schedule: days as schema.org URLs, Belize times, until its last date', () => {
    const ld = eventJsonLd(
      { ...base, repeat: { frequency: 'weekly', days: ['FR', 'WE'], until: '2027-03-31' } },
      `${ORIGIN}/`,
    );
    expect(ld).toMatchObject({
      url: 'https://guide.example.bz/establishment/12',
      eventSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'P1W',
        byDay: ['https://schema.org/Wednesday', 'https://schema.org/Friday'],
        startDate: '2026-12-02',
        endDate: '2027-03-31',
        startTime: '19:30',
        endTime: '22:30',
        scheduleTimezone: 'America/Belize',
      },
    });
  });

  it('daily and monthly series, and a place without address or position', () => {
    const place = { ...base.place, address: null, latitude: null, longitude: null };
    const daily = eventJsonLd(
      { ...base, place, description: null, repeat: { frequency: 'daily', days: [], until: '2026-12-20' } },
      ORIGIN,
    );
    expect(daily.eventSchedule).toMatchObject({ repeatFrequency: 'P1D' });
    expect(daily.eventSchedule).not.toHaveProperty('byDay');
    expect(daily).not.toHaveProperty('description');
    expect(daily.location).toEqual({
      '@type': 'Place',
      '@id': 'https://guide.example.bz/establishment/12',
      name: 'Wet Lizard',
      url: 'https://guide.example.bz/establishment/12',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'San Pedro',
        addressRegion: 'Belize District',
        addressCountry: 'BZ',
      },
    });
    const monthly = eventJsonLd(
      { ...base, repeat: { frequency: 'monthly', days: [], until: '2027-06-02' } },
      ORIGIN,
    );
    expect(monthly.eventSchedule).toMatchObject({ repeatFrequency: 'P1M', byMonthDay: 2 });
  });

  it('a series skips its skipped dates from this occurrence on, each at its Belize start time', () => {
    const ld = eventJsonLd(
      {
        ...base,
        repeat: { frequency: 'weekly', days: ['WE'], until: '2027-01-27' },
        skipDates: ['2026-11-25', '2026-12-09', '2027-02-03'],
      },
      ORIGIN,
    );
    expect(ld.eventSchedule).toMatchObject({ exceptDate: ['2026-12-09T19:30:00-06:00'] });
    expect(eventJsonLd({ ...base, skipDates: ['2026-12-09'] }, ORIGIN)).not.toHaveProperty('eventSchedule');
    const none = eventJsonLd(
      { ...base, repeat: { frequency: 'daily', days: [], until: '2026-12-20' } },
      ORIGIN,
    );
    expect(none.eventSchedule).not.toHaveProperty('exceptDate');
  });

  it("the location's address is the place's own, its area the locality", () => {
    const place = { ...base.place, areaId: AREA_IDS.northShore };
    const ld = eventJsonLd({ ...base, place }, ORIGIN) as { location: { address: unknown } };
    expect(ld.location.address).toEqual(placeAddress(place));
    expect(ld.location.address).toMatchObject({
      addressLocality: 'North Shore',
      streetAddress: 'Front Street',
    });
  });
});
