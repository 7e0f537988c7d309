import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../../test/test-app';
import { PAGE_PATHS } from '../../domain/page-url';
import { buildApp } from '../app';
import type { Database } from '../db/client';

// npm test builds the web app and its server-rendering bundle first (dist/web, dist/ssr).
const webRoot = path.resolve(import.meta.dirname, '../../../dist/web');

interface LogLine {
  msg?: string;
  url?: string;
  passes?: number;
  unloaded?: string[];
  level?: number;
}

let app: FastifyInstance;
let database: Database;
const written: string[] = [];
const lines = (): LogLine[] => written.map((l) => JSON.parse(l) as LogLine);
let establishmentId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  app = await buildApp({
    database,
    // The renderer reports each render at debug level (and a page that needed more than one at warn).
    config: { ...testConfig, LOG_LEVEL: 'debug' },
    logStream: { write: (line) => written.push(line) },
    webRoot,
    reminderEveryMs: 0,
  });
  await app.ready();
  const places = (await app.inject({ method: 'GET', url: '/api/establishments?categoryId=1' })).json();
  establishmentId = places[0].id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Every kind of page the table of pages has the server render, in both languages and with the query values each reads. */
const pages = () => [
  '/',
  '/?area=4',
  '/es',
  '/restaurants-bars',
  '/restaurants-bars?closed=hide&open=now&sort=name&view=grid',
  '/restaurants-bars?view=map',
  '/es/accommodations?band=mid&location=town',
  '/category/1',
  '/category/9?area=5',
  `/establishment/${establishmentId}`,
  `/es/establishment/${establishmentId}`,
  '/search?q=tacos',
  '/es/search?q=playa',
  '/events',
  '/events?area=4&category=1',
  '/es/events',
];

describe('a server-rendered page is rendered in one pass from its loader', () => {
  it('each page kind: its loader named every query its render asked for, and it was rendered once', async () => {
    const reports: Record<string, { passes?: number; unloaded: string[] }> = {};
    for (const url of pages()) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('id="ssr-data"');
      const report = lines().find((l) => l.url === url && l.passes !== undefined);
      reports[url] = { passes: report?.passes, unloaded: report?.unloaded ?? [] };
    }
    const once = Object.fromEntries(pages().map((url) => [url, { passes: 1, unloaded: [] }]));
    expect(reports).toEqual(once);
  });
});

describe('the pages are routes of the app, from the table of pages', () => {
  it('each page path of the table, in each of its languages, is a GET route; the 404 page is not', () => {
    const paths = PAGE_PATHS.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/es', '/establishment/:id', '/es/:slug', '/admin']));
    expect(paths).not.toContain('/es/admin');
    for (const url of paths) expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/*' })).toBe(false);
  });

  it('a path that is no page still gets the 404 page, and an API or asset path a plain 404', async () => {
    for (const url of ['/some/where', '/es/admin', '/no-such-category', '/establishment/0']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
    for (const url of ['/api', '/api/nothing', '/assets/missing.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ message: expect.any(String) });
    }
    // A page path with another spelling is still sent to the page's own.
    const moved = await app.inject({ method: 'GET', url: '/Establishment/01' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/establishment/1');
  });
});
