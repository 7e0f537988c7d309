/**
 * The plan's places as GPX waypoints, made on the device.
 *
 * Written here rather than with a library: gpx-builder builds on xmlbuilder2, which needs Node's
 * `events` and `url` modules and so does not bundle for the browser, and the small DOM-based
 * converters (@dwayneparton/geojson-to-gpx) write no link on a waypoint. A GPX file of waypoints is
 * a handful of elements; what matters is the escaping, which is below.
 */
import { withoutControlCharacters } from '../../../../domain/text';
import type { ExportPlan, ExportStop } from './types';

const GPX_NAMESPACE = 'http://www.topografix.com/GPX/1/1';
const GPX_SCHEMA = `${GPX_NAMESPACE} https://www.topografix.com/GPX/1/1/gpx.xsd`;
const CREATOR = 'Ambergris Guide';
/** Degrees to the centimetre, without an exponent (which xsd:decimal does not allow). */
const COORDINATE_DECIMALS = 7;

/** Each place of the plan that has a position, once: the days' stops in order, then the saved ones. */
export function tripGpx(plan: ExportPlan, options: { now: Date }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${CREATOR}" xmlns="${GPX_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${GPX_SCHEMA}">`,
    metadata(plan.title, options.now),
    ...placesOf(plan).map(waypoint),
    '</gpx>',
    '',
  ].join('\n');
}

type PlacedStop = ExportStop & { lat: number; lng: number };

function placesOf(plan: ExportPlan): PlacedStop[] {
  const seen = new Set<number>();
  const places: PlacedStop[] = [];
  for (const stop of [...plan.days.flatMap((day) => day.stops), ...plan.unplanned]) {
    if (!hasPosition(stop) || seen.has(stop.establishmentId)) continue;
    seen.add(stop.establishmentId);
    places.push(stop);
  }
  return places;
}

/**
 * A latitude beyond a pole is no place on Earth, and a longitude beyond ±180 is a figure the catalogue
 * refuses (swapped or mistyped): the waypoint is left out rather than moved to the pole or wrapped
 * round, since a pin in the wrong place misleads more than a missing one. 180 itself is a meridian
 * (decision 61).
 */
function hasPosition(stop: ExportStop): stop is PlacedStop {
  const { lat, lng } = stop;
  return lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

function metadata(title: string, now: Date): string {
  return `  <metadata>\n    <name>${escapeXml(title)}</name>\n    <time>${now.toISOString()}</time>\n  </metadata>`;
}

/** The children in the order the GPX schema fixes: name, desc, link. */
function waypoint(stop: PlacedStop): string {
  const lines = [
    `  <wpt lat="${coordinate(stop.lat)}" lon="${coordinate(longitude(stop.lng))}">`,
    `    <name>${escapeXml(stop.name)}</name>`,
    ...(stop.note ? [`    <desc>${escapeXml(stop.note)}</desc>`] : []),
    `    <link href="${escapeXml(stop.url)}"/>`,
    '  </wpt>',
  ];
  return lines.join('\n');
}

/**
 * GPX 1.1 takes longitudes from -180 up to but not including 180: 180 is the same meridian as -180, so
 * it is written so. Rounded first, since 179.99999999 rounds to 180 at the file's precision.
 */
function longitude(degrees: number): number {
  const rounded = Number(degrees.toFixed(COORDINATE_DECIMALS));
  return rounded >= 180 ? rounded - 360 : rounded;
}

function coordinate(degrees: number): string {
  const text = degrees.toFixed(COORDINATE_DECIMALS).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/**
 * Characters XML forbids. The control characters among them are gone by then (domain/text.ts owns that
 * rule, for the calendars too); what is left to drop is XML's own: lone surrogates, U+FFFE, U+FFFF.
 * One would void the file.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** For text and attribute values alike. */
function escapeXml(text: string): string {
  return withoutControlCharacters(text)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}
