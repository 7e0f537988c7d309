/**
 * npm run bench:search [-- --scale 10000] [--rounds 3]
 *
 * The in-memory catalogue's cost of a fuzzy search, without HTTP or a load generator: an embedded
 * database with the seed plus `scale` generated places, then every misspelling of the bench's search
 * words (one edit away) listed as a page of 24, each text once per pass. Prints µs per list per round:
 * on two shared cores this moves far less between runs than the HTTP bench's p99.
 */
import { parseArgs } from 'node:util';
import { openPglite } from '../src/server/db/client';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { systemClock } from '../src/server/lib/clock';
import { createAccommodationService } from '../src/server/modules/accommodations';
import { createCatalogService } from '../src/server/modules/catalog';
import { createChangeLog } from '../src/server/modules/changes';
import { generateEstablishments } from './lib/generate-establishments';
import { typoSearchTexts } from './lib/search-words';

const { values: args } = parseArgs({
  options: { scale: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '3' } },
});
const scale = Number(args.scale);
const rounds = Math.max(1, Number(args.rounds));

const database = await openPglite({});
try {
  await database.migrate();
  await seedIfEmpty(database.db);
  await generateEstablishments(database.db, scale);
  const changes = await createChangeLog({ database, clock: systemClock, log: console });
  await changes.start();
  const catalog = createCatalogService(database.db, changes, {
    othersMayWrite: false,
    stays: createAccommodationService(database.db),
  });
  await catalog.listEstablishments({ q: 'warm-up', limit: 24 }); // loads the catalogue, builds the index
  const texts = typoSearchTexts();
  console.log(`${scale} generated places + the seed; ${texts.length} misspelt search texts, limit 24`);
  for (let round = 1; round <= rounds; round++) {
    const started = performance.now();
    for (const q of texts) await catalog.listEstablishments({ q, limit: 24 });
    const us = ((performance.now() - started) * 1000) / texts.length;
    console.log(`round ${round}: ${us.toFixed(0)} µs per fuzzy search list`);
  }
  await changes.stop();
} finally {
  await database.close();
}
