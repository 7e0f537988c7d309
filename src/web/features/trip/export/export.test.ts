import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText, type ExportPlan, type ExportStop, exportFileName, tripCalendar, tripGpx } from '.';

const NOW = new Date('2026-11-27T10:00:00Z');
const URL_BASE = 'https://ambergris.example/places';

function stop(establishmentId: number, fields: Partial<ExportStop> = {}): ExportStop {
  return {
    establishmentId,
    name: `Place ${establishmentId}`,
    lat: null,
    lng: null,
    address: null,
    url: `${URL_BASE}/${establishmentId}`,
    time: null,
    note: null,
    ...fields,
  };
}

const PUNCTUATED = 'Bar, Grill; "Deli" \\ More\nSecond line';
const LONG_NAME = `Casa Café ☀️ ${'Long name '.repeat(30)}`.slice(0, 300);
const XML_NAME = `Fish & Chips <"Best"> 'Shack'`;

const elvis = stop(1, {
  name: "Elvi's Kitchen",
  lat: 17.9163,
  lng: -87.9581,
  address: 'Pescador Drive, San Pedro',
  time: '09:30',
  note: 'Book ahead; ask for the patio',
});
const beach = stop(2, { name: 'Secret Beach' });
const late = stop(3, { name: PUNCTUATED, lat: 17.92, lng: -87.95, time: '23:30' });
const long = stop(4, { name: LONG_NAME, lat: 17.95, lng: -87.93, time: '14:00' });
const undatedOnly = stop(5, { name: 'Mexico Rocks', lat: 18.0, lng: -87.9 });
const shack = stop(6, { name: XML_NAME, lat: 17.91, lng: -87.97 });
const nowhere = stop(7, { name: 'Somewhere' });

const PLAN: ExportPlan = {
  id: 'my-trip-default',
  title: `Our trip, <&"> island; two`,
  days: [
    { day: 1, date: '2026-12-03', stops: [elvis, beach, late] },
    { day: 2, date: '2026-12-04', stops: [long, elvis] },
    { day: 3, date: null, stops: [undatedOnly] },
  ],
  unplanned: [shack, nowhere],
};

/** The events as a calendar app reads them, by UID. */
function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}

function eventOf(ics: string, uid: string) {
  const event = parseCalendar(ics).byUid.get(uid);
  if (!event) throw new Error(`no event ${uid}`);
  return event;
}

describe('tripCalendar', () => {
  const ics = tripCalendar(PLAN, { now: NOW });

  it('has one event per stop of a dated day, with stable UIDs, and skips days without a date', () => {
    const { events } = parseCalendar(ics);
    expect(events.map((e) => e.uid)).toEqual([
      'trip-my-trip-default-1-1@ambergris-guide',
      'trip-my-trip-default-1-2@ambergris-guide',
      'trip-my-trip-default-1-3@ambergris-guide',
      'trip-my-trip-default-2-4@ambergris-guide',
      'trip-my-trip-default-2-1@ambergris-guide',
    ]);
    expect(ics).not.toContain('Mexico Rocks');
    expect(tripCalendar(PLAN, { now: new Date('2027-01-01T00:00:00Z') })).toContain(
      'UID:trip-my-trip-default-1-1@ambergris-guide',
    );
  });

  it('puts a timed stop at its Belize time, an hour long, in the America/Belize zone', () => {
    const event = eventOf(ics, 'trip-my-trip-default-1-1@ambergris-guide');
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone?.tzid).toBe('America/Belize');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T15:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-03T16:30:00.000Z');
    expect(ics).toContain('DTSTART;TZID=America/Belize:20261203T093000\r\n');
    expect(ics).toContain('DTEND;TZID=America/Belize:20261203T103000\r\n');
  });

  it('describes Belize as UTC-6 in winter and summer alike', () => {
    const zone = parseCalendar(ics).calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Belize');
    const belize = new ICAL.Timezone(zone!);
    for (const when of ['2026-01-15T12:00:00', '2026-07-15T12:00:00']) {
      expect(belize.utcOffset(ICAL.Time.fromDateTimeString(when))).toBe(-6 * 3600);
    }
  });

  it('ends a late stop on the next day', () => {
    const event = eventOf(ics, 'trip-my-trip-default-1-3@ambergris-guide');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-04T06:30:00.000Z');
  });

  it('makes a stop without a time an all-day event on its date', () => {
    const event = eventOf(ics, 'trip-my-trip-default-1-2@ambergris-guide');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-03');
    expect(event.endDate.toString()).toBe('2026-12-04');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261203\r\n');
  });

  it('shows the name, the address or else the name as location, the link, the note and the position', () => {
    const timed = eventOf(ics, 'trip-my-trip-default-1-1@ambergris-guide');
    expect(timed.summary).toBe("Elvi's Kitchen");
    expect(timed.location).toBe('Pescador Drive, San Pedro');
    expect(timed.component.getFirstPropertyValue('url')).toBe(`${URL_BASE}/1`);
    expect(timed.description).toBe(`Book ahead; ask for the patio\n\n${URL_BASE}/1`);
    expect(timed.component.getFirstPropertyValue('geo')).toEqual([17.9163, -87.9581]);

    const allDay = eventOf(ics, 'trip-my-trip-default-1-2@ambergris-guide');
    expect(allDay.location).toBe('Secret Beach');
    expect(allDay.description).toBe(`${URL_BASE}/2`);
    expect(allDay.component.hasProperty('geo')).toBe(false);
  });

  it('stamps every event with the moment of the export, in UTC', () => {
    for (const event of parseCalendar(ics).events) {
      const stamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(stamp.toJSDate().toISOString()).toBe(NOW.toISOString());
    }
    expect(ics).toContain('DTSTAMP:20261127T100000Z\r\n');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(eventOf(ics, 'trip-my-trip-default-1-3@ambergris-guide').summary).toBe(PUNCTUATED);
    expect(ics).toContain('SUMMARY:Bar\\, Grill\\; "Deli" \\\\ More\\nSecond line\r\n');
    expect(ics).toContain('X-WR-CALNAME;VALUE=TEXT:Our trip\\, <&"> island\\; two\r\n');
    expect(parseCalendar(ics).calendar.getFirstPropertyValue('x-wr-calname')).toBe(PLAN.title);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const lines = ics.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThanOrEqual(4);
    expect(eventOf(ics, 'trip-my-trip-default-2-4@ambergris-guide').summary).toBe(LONG_NAME);
  });

  it('writes a stop that falls in the device zone’s daylight-saving gap at its Belize time', () => {
    const deviceZone = process.env.TZ;
    process.env.TZ = 'America/Santiago';
    try {
      // Chile's clocks jump from midnight to one on this day, so a plain Date would land an hour late.
      expect(new Date(2026, 8, 6, 0, 30).getHours()).toBe(1);
      const plan: ExportPlan = {
        id: 'list-gap',
        title: 'Gap',
        days: [{ day: 1, date: '2026-09-06', stops: [stop(1, { time: '00:30' })] }],
        unplanned: [],
      };
      const event = eventOf(tripCalendar(plan, { now: NOW }), 'trip-list-gap-1-1@ambergris-guide');
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-09-06T06:30:00.000Z');
    } finally {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    }
  });

  it('gives a place twice in one day two events', () => {
    const plan: ExportPlan = {
      id: 'list-twice',
      title: 'Twice',
      days: [{ day: 1, date: '2026-12-03', stops: [stop(1, { time: '08:00' }), stop(1, { time: '18:00' })] }],
      unplanned: [],
    };
    expect(parseCalendar(tripCalendar(plan, { now: NOW })).events.map((e) => e.uid)).toEqual([
      'trip-list-twice-1-1@ambergris-guide',
      'trip-list-twice-1-1-2@ambergris-guide',
    ]);
  });

  it('writes the product identifier it is given', () => {
    const calendar = tripCalendar(PLAN, { now: NOW, productId: '-//Example//Test//EN' });
    expect(parseCalendar(calendar).calendar.getFirstPropertyValue('prodid')).toBe('-//Example//Test//EN');
  });
});

/** The GPX as a map app reads it. */
function parseGpx(gpx: string) {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(gpx, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const waypoints = [...doc.getElementsByTagName('wpt')].map((wpt) => ({
    lat: Number(wpt.getAttribute('lat')),
    lon: Number(wpt.getAttribute('lon')),
    name: wpt.getElementsByTagName('name')[0]?.textContent,
    desc: wpt.getElementsByTagName('desc')[0]?.textContent ?? null,
    link: wpt.getElementsByTagName('link')[0]?.getAttribute('href'),
  }));
  return { doc, waypoints };
}

describe('tripGpx', () => {
  const gpx = tripGpx(PLAN, { now: NOW });

  it('is GPX 1.1 with the title and the moment of the export', () => {
    const { doc } = parseGpx(gpx);
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
    expect(root.getAttribute('version')).toBe('1.1');
    const metadata = root.getElementsByTagName('metadata')[0];
    expect(metadata.getElementsByTagName('name')[0].textContent).toBe('Our trip, <&"> island; two');
    expect(metadata.getElementsByTagName('time')[0].textContent).toBe(NOW.toISOString());
  });

  it('has each place with a position once, the days first, then the saved places', () => {
    expect(parseGpx(gpx).waypoints).toEqual([
      {
        lat: 17.9163,
        lon: -87.9581,
        name: "Elvi's Kitchen",
        desc: 'Book ahead; ask for the patio',
        link: `${URL_BASE}/1`,
      },
      { lat: 17.92, lon: -87.95, name: PUNCTUATED, desc: null, link: `${URL_BASE}/3` },
      { lat: 17.95, lon: -87.93, name: LONG_NAME, desc: null, link: `${URL_BASE}/4` },
      { lat: 18, lon: -87.9, name: 'Mexico Rocks', desc: null, link: `${URL_BASE}/5` },
      { lat: 17.91, lon: -87.97, name: XML_NAME, desc: null, link: `${URL_BASE}/6` },
    ]);
  });

  it('escapes markup in names and links', () => {
    expect(gpx).toContain('<name>Fish &amp; Chips &lt;&quot;Best&quot;&gt; &apos;Shack&apos;</name>');
    const plan: ExportPlan = {
      id: 'list-links',
      title: 'Links',
      days: [],
      unplanned: [stop(1, { lat: 17.9, lng: -87.9, url: `${URL_BASE}/1?a=1&b="2"` })],
    };
    expect(parseGpx(tripGpx(plan, { now: NOW })).waypoints[0].link).toBe(`${URL_BASE}/1?a=1&b="2"`);
  });

  it('drops characters XML cannot hold instead of breaking the file', () => {
    const plan: ExportPlan = {
      id: 'list-bell',
      title: 'Bell\u0007',
      days: [],
      unplanned: [stop(1, { name: 'Ding\u0007 dong\uD800', lat: 17.9, lng: -87.9 })],
    };
    expect(parseGpx(tripGpx(plan, { now: NOW })).waypoints[0].name).toBe('Ding dong');
  });

  it('writes coordinates as plain decimals', () => {
    const plan: ExportPlan = {
      id: 'list-tiny',
      title: 'Tiny',
      days: [],
      unplanned: [stop(1, { lat: 0.0000001, lng: -87.123456789 })],
    };
    expect(tripGpx(plan, { now: NOW })).toContain('<wpt lat="0.0000001" lon="-87.1234568">');
  });
});

describe('exportFileName', () => {
  it.each([
    ['My Trip', 'ics', 'my-trip.ics'],
    ['Caye Caulker & Ambergris: día 1!', 'gpx', 'caye-caulker-ambergris-dia-1.gpx'],
    ['  --Snorkel__Trip--  ', 'ics', 'snorkel-trip.ics'],
    ['!!!', 'ics', 'trip.ics'],
    ['日本の旅', 'gpx', 'trip.gpx'],
    ['CON', 'ics', 'trip-con.ics'],
  ] as const)('%j as .%s is %s', (title, extension, expected) => {
    expect(exportFileName(title, extension)).toBe(expected);
  });

  it('keeps a long title short and without a trailing hyphen', () => {
    const name = exportFileName(`${'a'.repeat(59)} b ${'c'.repeat(100)}`, 'gpx');
    expect(name).toBe(`${'a'.repeat(59)}.gpx`);
  });
});

describe('downloadText', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves the text through a download link, then revokes the object URL', async () => {
    vi.useFakeTimers();
    const { window } = new JSDOM('<body></body>');
    vi.stubGlobal('document', window.document);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:ambergris/1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    vi.spyOn(window.HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected });
    });

    downloadText('my-trip.ics', 'text/calendar;charset=utf-8', 'BEGIN:VCALENDAR');

    expect(clicked).toEqual([{ href: 'blob:ambergris/1', download: 'my-trip.ics', inDocument: true }]);
    expect(window.document.querySelectorAll('a')).toHaveLength(0);
    expect(blobs).toHaveLength(1);
    expect(await blobs[0].text()).toBe('BEGIN:VCALENDAR');
    expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:ambergris/1');
  });
});
