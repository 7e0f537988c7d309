import { count, eq } from 'drizzle-orm';
import { CATEGORY_IDS } from '../../../domain/constants';
import { systemClock } from '../../lib/clock';
import type { Db } from '../client';
import * as t from '../schema';
import {
  areaIdByName,
  categoryIdByName,
  ROOM_TEMPLATES,
  SEED_OPENING_HOURS,
  seedAreas,
  seedCategories,
  seedStatusUpdates,
} from './catalogue';
import places from './places.json' with { type: 'json' };
import placesInSpanish from './places-es.json' with { type: 'json' };

/** Each seeded place's description and free-text hours in Spanish, by name (translations of places.json's). */
const spanish: Record<string, { description: string; hours: string | null }> = placesInSpanish;

/**
 * When the seeded facts were gathered from their public sources (seed/README.md): a seeded listing
 * says it was checked then, never at the moment a database happened to be seeded.
 */
export const SEED_FACTS_GATHERED_AT = new Date('2026-11-22T12:00:00-06:00');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const AVAILABILITY_DAYS = 120;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.categories);
  return row.n === 0;
}

/**
 * Fills an empty database with the default catalogue; does nothing if categories already exist. Its
 * live updates last a few hours from `now`: the system clock's, as no app (and so no test clock) runs yet.
 */
export async function seedIfEmpty(db: Db, now: Date = systemClock.now()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    await tx.insert(t.categories).values(seedCategories);
    await tx.insert(t.areas).values(seedAreas);
    const inserted = await tx
      .insert(t.establishments)
      .values(
        places.map((p) => ({
          name: p.name,
          description: p.description,
          descriptionEs: spanish[p.name]?.description ?? null,
          categoryId: categoryIdByName[p.category],
          areaId: areaIdByName[p.area],
          latitude: p.latitude,
          longitude: p.longitude,
          coordinateQuality: p.coordinate_quality,
          address: p.address,
          hours: p.hours,
          hoursEs: spanish[p.name]?.hours ?? null,
          openingHours: SEED_OPENING_HOURS[p.name] ?? null,
          priceRange: p.price_range,
          website: p.website ? `https://${p.website.replace(/^https?:\/\//, '')}` : null,
          source: 'seed',
          checkedAt: SEED_FACTS_GATHERED_AT,
          checkedBy: 'seed',
        })),
      )
      .returning({
        id: t.establishments.id,
        name: t.establishments.name,
        categoryId: t.establishments.categoryId,
        priceRange: t.establishments.priceRange,
      });

    const idByName = new Map(inserted.map((e) => [e.name, e.id]));
    await tx.insert(t.statusUpdates).values(
      seedStatusUpdates.map((u) => ({
        establishmentId: idByName.get(u.name)!,
        message: u.message,
        type: u.type,
        createdAt: new Date(now.getTime() - HOUR),
        expiresAt: new Date(now.getTime() + u.hours * HOUR),
      })),
    );

    const stays = inserted.filter((e) => e.categoryId === CATEGORY_IDS.accommodations);
    for (const stay of stays) {
      const rooms = ROOM_TEMPLATES[stay.priceRange ?? '$$'] ?? ROOM_TEMPLATES.$$;
      const rates = await tx
        .insert(t.accommodationRates)
        .values(rooms.map((r) => ({ ...r, establishmentId: stay.id, currency: 'USD' })))
        .returning({ id: t.accommodationRates.id });
      await tx
        .insert(t.accommodationAvailability)
        .values(rates.flatMap((r, i) => availabilityFor(r.id, i, stay.id, now)));
    }
  });
  return true;
}

/** Deterministic, realistic calendar: a few sold-out nights and a maintenance block on the larger room. */
function availabilityFor(rateId: number, roomIndex: number, establishmentId: number, now: Date) {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: AVAILABILITY_DAYS }, (_, day) => {
    const date = new Date(start + day * DAY).toISOString().slice(0, 10);
    const soldOut = day >= 24 && day < 26 && (establishmentId + roomIndex) % 3 === 0;
    const blocked = roomIndex === 1 && day >= 40 && day < 43;
    return {
      rateId,
      date,
      availableRooms: soldOut ? 0 : 1 + ((establishmentId * 7 + day) % 5),
      minimumStay: 1,
      isBlocked: blocked,
      blockReason: blocked ? 'Maintenance' : null,
    };
  });
}

/** Test helper: the id of a seeded row by name. */
export async function establishmentIdByName(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ id: t.establishments.id })
    .from(t.establishments)
    .where(eq(t.establishments.name, name));
  return row.id;
}
