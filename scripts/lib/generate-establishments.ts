import { sql } from 'drizzle-orm';
import { AREAS, CATEGORY_IDS, ISLAND_BOUNDS } from '../../src/domain/constants';
import type { Db } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';

/**
 * Generated establishments for benchmarks: realistic names per category, spread over every category
 * and area, positions on the island, and live updates (some expired) on about a fifth of them.
 * Deterministic for a given count, so two runs benchmark the same data.
 */

const HOUR = 3_600_000;
const BATCH = 500;

const NAME_PARTS: Record<number, { first: string[]; last: string[] }> = {
  [CATEGORY_IDS.restaurants]: {
    first: ['Blue', 'Coconut', 'Reef', 'Palapa', 'Lazy', 'Sandy', 'Island', 'Pelican', 'Mango', 'Lobster'],
    last: ['Grill', 'Beach Bar', 'Kitchen', 'Cantina', 'Seafood Shack', 'Bistro', 'Taqueria', 'Café'],
  },
  [CATEGORY_IDS.accommodations]: {
    first: ['Caribe', 'Mata', 'Sunset', 'Coral', 'Tranquil', 'Seagrape', 'Palm', 'Barrier', 'Frigate'],
    last: ['Resort', 'Villas', 'Suites', 'Beach Hotel', 'Cabanas', 'Inn', 'Guesthouse', 'Lodge'],
  },
  [CATEGORY_IDS.attractions]: {
    first: ['Hol Chan', 'Mexico Rocks', 'Shark Ray', 'Bacalar', 'Tres Cocos', 'Boca del', 'Maya', 'Lagoon'],
    last: ['Reserve', 'Point', 'Ruins', 'Lookout', 'Mangrove Trail', 'Sanctuary', 'Park', 'Cay'],
  },
  [CATEGORY_IDS.souvenirShops]: {
    first: ['Belizean', 'Jade', 'Caye', 'Conch', 'Seashell', 'Toucan', 'Jaguar', 'Cacao'],
    last: ['Gifts', 'Art Gallery', 'Crafts', 'Chocolate', 'Trading Post', 'Boutique', 'Market'],
  },
  [CATEGORY_IDS.tourOperators]: {
    first: ['Amigos', 'Ecologic', 'Blue Hole', 'Searious', 'Tuff E Nuff', 'Reef Runner', 'Manta'],
    last: ['Divers', 'Snorkel Tours', 'Adventures', 'Fishing Charters', 'Sailing', 'Expeditions'],
  },
  [CATEGORY_IDS.pharmacy]: {
    first: ['San Pedro', 'Island', 'Caribbean', 'Lion', 'Family', 'Seaside'],
    last: ['Pharmacy', 'Drug Store', 'Farmacia', 'Health Store'],
  },
  [CATEGORY_IDS.grocery]: {
    first: ['Island', 'Super', 'Marino', 'Caribeña', 'Fresh', 'Front Street'],
    last: ['Supermarket', 'Grocery', 'Market', 'Mini Mart', 'Tienda'],
  },
  [CATEGORY_IDS.gasStation]: {
    first: ['Island', 'Shell', 'Puma', 'Northside', 'Lagoon'],
    last: ['Gas', 'Fuel Dock', 'Service Station', 'Marina Fuel'],
  },
};

const DESCRIPTION_BITS = [
  'Steps from the beach with views of the reef.',
  'Family run since the nineties; ask for the daily special.',
  'Golf-cart parking, free Wi-Fi and friendly staff.',
  'Fresh ceviche, fry jacks and cold Belikin.',
  'Snorkel gear, kayaks and paddleboards on site.',
  'Open late with live music on weekends.',
  'Local art, hot sauce and Maya chocolate.',
  'A short water taxi ride from town.',
];

const UPDATE_MESSAGES = [
  { type: 'special', message: 'Happy hour 4-6 pm: two-for-one rum punch' },
  { type: 'event', message: 'Live music tonight from 8 pm' },
  { type: 'closure', message: 'Closed this afternoon for a private event' },
  { type: 'announcement', message: 'Fresh lobster just came in' },
];

/** A small deterministic PRNG (mulberry32), so generated data is the same every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface GenerateResult {
  establishments: number;
  statusUpdates: number;
}

/** Inserts `count` establishments (and their live updates) in batches through Drizzle. */
export async function generateEstablishments(
  db: Db,
  count: number,
  now: Date = new Date(),
): Promise<GenerateResult> {
  const rnd = random(count);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const categoryIds = Object.keys(NAME_PARTS).map(Number);
  let statusUpdates = 0;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const n = start + i;
      const categoryId = categoryIds[n % categoryIds.length];
      const parts = NAME_PARTS[categoryId];
      const area = AREAS[Math.floor(n / categoryIds.length) % AREAS.length];
      const name = `${pick(parts.first)} ${pick(parts.last)} ${n + 1}`;
      return {
        name,
        description: `${pick(DESCRIPTION_BITS)} ${pick(DESCRIPTION_BITS)}`,
        categoryId,
        areaId: area.id,
        latitude: ISLAND_BOUNDS.south + 0.05 + rnd() * 0.2,
        longitude: ISLAND_BOUNDS.west + 0.1 + rnd() * 0.1,
        coordinateQuality: 'approximate',
        address: `${Math.floor(rnd() * 200) + 1} ${pick(['Front Street', 'Middle Street', 'Back Street', 'Coconut Drive', 'Tarpon Street'])}, ${area.name}`,
        hours: pick(['7 am - 10 pm', '8 am - 5 pm', '11 am - midnight', 'Open 24 hours']),
        priceRange: pick(['$', '$$', '$$$', '$$$$']),
        phone: `+501 226-${String(1000 + (n % 9000)).padStart(4, '0')}`,
        source: 'admin',
      };
    });
    const inserted = await db.insert(t.establishments).values(rows).returning({ id: t.establishments.id });
    const updates = inserted
      .filter(() => rnd() < 0.2)
      .map((e) => {
        const u = pick(UPDATE_MESSAGES);
        const expired = rnd() < 0.25;
        return {
          establishmentId: e.id,
          message: u.message,
          type: u.type,
          createdAt: new Date(now.getTime() - HOUR * (1 + Math.floor(rnd() * 5))),
          expiresAt: new Date(now.getTime() + (expired ? -HOUR : HOUR * (2 + Math.floor(rnd() * 48)))),
        };
      });
    if (updates.length > 0) await db.insert(t.statusUpdates).values(updates);
    statusUpdates += updates.length;
  }
  // Fresh statistics after a bulk load, as an operator would do, so the planner picks the indexes.
  await db.execute(sql`analyze establishments`);
  await db.execute(sql`analyze status_updates`);
  return { establishments: count, statusUpdates };
}
