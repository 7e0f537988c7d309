import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { type ExportPlan, type ExportStop, tripCalendar, tripGpx } from '.';

/**
 * The trip's files as outside readers take them: the .ics read strictly by ical.js (RFC 5545), the GPX
 * checked by xmllint against the GPX 1.1 schema (test/fixtures/gpx-1.1.xsd).
 */
const NOW = new Date('2026-11-27T10:00:00Z');
const XSD = join(import.meta.dirname, '../../../../../test/fixtures/gpx-1.1.xsd');
/** RFC 5545's CONTROL: %x00-08 / %x0A-1F / %x7F (a line's CRLF is taken off before looking). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/;

function stop(establishmentId: number, fields: Partial<ExportStop> = {}): ExportStop {
  return {
    establishmentId,
    name: `Place ${establishmentId}`,
    lat: 17.9,
    lng: -87.9,
    address: null,
    url: `https://ambergris.example/establishment/${establishmentId}`,
    time: '10:00',
    note: null,
    ...fields,
  };
}

const plan = (title: string, stops: ExportStop[]): ExportPlan => ({
  id: 'list-standards',
  title,
  days: [{ day: 1, date: '2026-12-03', stops }],
  unplanned: [],
});

describe('the trip calendar as RFC 5545 says', () => {
  const ics = tripCalendar(
    plan('Our trip, island; two\u0007', [
      stop(1, {
        name: 'Nul\u0000 bell\u0007 tab\u000B escape\u001B, shack',
        note: 'Ask\u0007 for\nthe patio\u001B\tplease',
        address: 'Front\u000B Street',
      }),
    ]),
    { now: NOW },
  );

  it('holds no control character, in CRLF lines of at most 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.slice(0, -2).split('\r\n')) {
      expect(line, JSON.stringify(line)).not.toMatch(CONTROL);
      expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    }
  });

  it('reads back the name, note and address without the control characters, the line break kept', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.summary).toBe('Nul bell tab escape, shack');
    expect(event.description).toBe('Ask for\nthe patio\tplease\n\nhttps://ambergris.example/establishment/1');
    expect(event.location).toBe('Front Street');
  });

  it("the calendar's name reads back exactly as written", () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Our trip, island; two');
    expect(calendar.getFirstPropertyValue('name')).toBe('Our trip, island; two');
  });
});

const dir = mkdtempSync(join(tmpdir(), 'gpx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** xmllint's verdict against the GPX 1.1 schema: null when valid, else what it said. */
function schemaErrors(gpx: string, file = 'trip.gpx'): string | null {
  const path = join(dir, file);
  writeFileSync(path, gpx);
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, path], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

const wellFormed = (lat: string, lon: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">',
    '  <metadata><name>Test</name><time>2026-11-27T10:00:00Z</time></metadata>',
    `  <wpt lat="${lat}" lon="${lon}"><name>A</name><desc>B</desc><link href="https://a.example/"/></wpt>`,
    '</gpx>',
  ].join('\n');

describe('the GPX 1.1 schema used here', () => {
  it('accepts a well-formed GPX and refuses longitude 180 and latitude 91', () => {
    expect(schemaErrors(wellFormed('17.9', '-87.9'))).toBeNull();
    expect(schemaErrors(wellFormed('-90', '-180'))).toBeNull();
    expect(schemaErrors(wellFormed('17.9', '180'))).toMatch(/lon/);
    expect(schemaErrors(wellFormed('91', '-87.9'))).toMatch(/lat/);
  });
});

describe('the trip GPX against the GPX 1.1 schema', () => {
  const edges = plan('Edges\u0007 of the map', [
    stop(1, { name: 'Date line east', lat: 17.9, lng: 180 }),
    stop(2, { name: 'Date line west', lat: 17.9, lng: -180 }),
    stop(3, { name: 'North\u001B pole', lat: 90, lng: 0 }),
    stop(4, { name: 'South pole', lat: -90, lng: 179.99999999, note: 'Cold\u0007 here' }),
  ]);
  const gpx = tripGpx(edges, { now: NOW });

  it('is valid with places on the date line and at the poles, and a control character in a name', () => {
    expect(schemaErrors(gpx)).toBeNull();
  });

  it('writes longitude 180 as -180, the same meridian, and keeps the poles', () => {
    expect(gpx).toContain('<wpt lat="17.9" lon="-180">');
    expect(gpx).toContain('<wpt lat="90" lon="0">');
    expect(gpx).toContain('<wpt lat="-90" lon="-180">');
    expect(gpx).toContain('<name>North pole</name>');
    expect(gpx).toContain('<desc>Cold here</desc>');
  });

  it('leaves out a place whose latitude is beyond a pole, rather than moving it there', () => {
    const wrong = tripGpx(plan('Wrong', [stop(1, { lat: 91, lng: -87.9 }), stop(2)]), { now: NOW });
    expect(schemaErrors(wrong, 'wrong.gpx')).toBeNull();
    expect(wrong).not.toContain('lat="91"');
    expect(wrong).toContain('<name>Place 2</name>');
  });
});
