import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake Places API received. */
export interface PlacesRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: any;
}

export interface FakeReply {
  status?: number;
  /** JSON body (ignored when raw is given). */
  body?: unknown;
  /** A body sent as is (for malformed replies). */
  raw?: string;
  headers?: Record<string, string>;
}

export type FakeHandler = (req: PlacesRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakePlaces {
  baseUrl: string;
  requests: PlacesRequest[];
  setHandler(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** A local HTTP server answering like Places API (New) Text Search; no network. */
export async function startFakePlaces(handler: FakeHandler): Promise<FakePlaces> {
  let current = handler;
  const requests: PlacesRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      try {
        const reply = await current(recorded, requests.length - 1);
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      } catch (err) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setHandler(h) {
      current = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A place in the shape of a Text Search reply with the import's field mask. */
export function fakePlace(
  id: string,
  name: string,
  latitude: number,
  longitude: number,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    displayName: { text: name, languageCode: 'en' },
    formattedAddress: `${name}, San Pedro, Belize`,
    location: { latitude, longitude },
    ...extra,
  };
}

/**
 * One period of `regularOpeningHours.periods`: days 0 (Sunday) to 6 and "HH:MM" times in the place's
 * local time, as Google writes them.
 */
export function fakePeriod(openDay: number, opens: string, closeDay: number, closes: string) {
  const point = (day: number, time: string) => {
    const [hour, minute] = time.split(':').map(Number);
    return { day, hour, minute };
  };
  return { open: point(openDay, opens), close: point(closeDay, closes) };
}

/** The error body Google sends with a 4xx/5xx. */
export function googleError(code: number, status: string, message: string) {
  return { error: { code, message, status } };
}
