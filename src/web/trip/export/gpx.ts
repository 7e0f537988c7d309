/**
 * The plan's places as GPX waypoints, made on the device.
 *
 * Written here rather than with a library: gpx-builder builds on xmlbuilder2, which needs Node's
 * `events` and `url` modules and so does not bundle for the browser, and the small DOM-based
 * converters (@dwayneparton/geojson-to-gpx) write no link on a waypoint. A GPX file of waypoints is
 * a handful of elements; what matters is the escaping, which is below.
 */
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
    `  <wpt lat="${coordinate(stop.lat)}" lon="${coordinate(stop.lng)}">`,
    `    <name>${escapeXml(stop.name)}</name>`,
    ...(stop.note ? [`    <desc>${escapeXml(stop.note)}</desc>`] : []),
    `    <link href="${escapeXml(stop.url)}"/>`,
    '  </wpt>',
  ];
  return lines.join('\n');
}

function coordinate(degrees: number): string {
  return degrees.toFixed(COORDINATE_DECIMALS).replace(/\.?0+$/, '');
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Characters XML forbids anywhere (most control characters, lone surrogates): one would void the file. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** For text and attribute values alike. */
function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}
