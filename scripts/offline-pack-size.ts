/**
 * npm run size:offline: what the offline pack (GET /api/offline-pack and every part it lists) weighs
 * as the server sends it with brotli, on the seeded catalogue and with 10,000 generated places added.
 * Runs the real app on a throwaway in-memory database; nothing is written anywhere.
 */
import type { FastifyInstance } from 'fastify';
import type { OfflinePackIndex } from '../src/domain/schemas/offline';
import { buildApp } from '../src/server/app';
import { openPglite } from '../src/server/db/client';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { generateEstablishments } from './lib/generate-establishments';

const GENERATED = 10_000;
const BUDGET_KB = 150;

async function packSize(app: FastifyInstance) {
  const get = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'br' } });
  const index = await get('/api/offline-pack');
  const { parts, images }: OfflinePackIndex = JSON.parse(
    (await app.inject({ url: '/api/offline-pack' })).body,
  );
  let bytes = index.rawPayload.length;
  let raw = (await app.inject({ url: '/api/offline-pack' })).rawPayload.length;
  for (const part of parts) {
    bytes += (await get(part.url)).rawPayload.length;
    raw += (await app.inject({ url: part.url })).rawPayload.length;
  }
  return { parts: parts.length, images: images.length, bytes, raw };
}

async function main() {
  const database = await openPglite();
  await database.migrate();
  await seedIfEmpty(database.db);
  const app = await buildApp({
    database,
    logger: false,
    config: {
      sessionSecret: 'offline-pack-size-offline-pack-size-0123',
      secureCookies: false,
      GOOGLE_PLACES_API_KEY: undefined,
      GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9',
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      publicOrigin: 'http://localhost:5000',
      TRUST_PROXY: false,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      LIVE_MAX_STREAMS: 10,
    },
  });
  await app.ready();
  const kb = (n: number) => (n / 1024).toFixed(1);
  const report = (label: string, s: Awaited<ReturnType<typeof packSize>>) =>
    console.log(
      `${label}: ${s.parts} parts, ${s.images} images listed; index + parts ${kb(s.raw)} KB raw, ${kb(s.bytes)} KB brotli`,
    );
  const seeded = await packSize(app);
  report('Seeded catalogue', seeded);
  console.log(
    `  budget ${BUDGET_KB} KB compressed: ${seeded.bytes / 1024 <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  );
  await generateEstablishments(database.db, GENERATED);
  await app.changes.recordOutsideWrite(null);
  const started = performance.now();
  const large = await packSize(app);
  report(`With ${GENERATED} generated places`, large);
  console.log(`  built and sent in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await app.close();
  await database.close();
}

await main();
