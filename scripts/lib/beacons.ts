import autocannon from 'autocannon';

/**
 * The insights beacon as browsers send it (text/plain JSON, a browser's user agent) from 20,000
 * visitors (X-Forwarded-For is believed from this loopback client): views and taps of one place, each
 * request a random visitor, so some are first sightings (counted) and most are repeats (deduplicated).
 */
export function beaconRequest(establishmentId: number) {
  const kinds = ['view', 'view', 'view', 'whatsapp', 'call', 'directions', 'website', 'share'];
  return (req: autocannon.Request): autocannon.Request => {
    const n = Math.floor(Math.random() * 20_000);
    return {
      ...req,
      body: JSON.stringify({ establishmentId, kind: kinds[Math.floor(Math.random() * kinds.length)] }),
      headers: {
        ...req.headers,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0.${n % 50} Mobile`,
        'x-forwarded-for': `10.${(n >> 8) & 255}.${n & 255}.7`,
      },
    };
  };
}

/** Beacons at a steady `rate` for `seconds`, from 8 connections: the background of a list target. */
export function beaconFlow(base: string, establishmentId: number, rate: number, seconds: number) {
  return autocannon({
    url: `${base}/api/insights/events`,
    method: 'POST',
    connections: 8,
    overallRate: rate,
    duration: seconds,
    requests: [{ setupRequest: beaconRequest(establishmentId) }],
  });
}

/** The background beacons' own figures, for the log. */
export const beaconSummary = (b: autocannon.Result) =>
  `  (beacons meanwhile: ${Math.round(b.requests.average)} req/s, p99 ${b.latency.p99} ms, ` +
  `${b.errors + b.timeouts + b.non2xx} errors)\n`;

/** Owner insights in `npm run bench`: the visitors' beacon, and the list while beacons flow. */
export const beaconTargets = (establishmentId: number) => [
  {
    name: 'POST /api/insights/events (beacon)',
    path: '/api/insights/events',
    post: beaconRequest(establishmentId),
  },
  {
    name: 'GET /api/establishments, 1,000 beacons/s flowing',
    path: '/api/establishments',
    withBeacons: 1000,
  },
];
