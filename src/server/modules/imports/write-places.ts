import { distanceKm } from '../../../domain/geo';
import type { Db } from '../../db/client';
import type { ChangeWriter } from '../changes';
import {
  insertGoogleDrafts,
  listMatchablePlaces,
  type MatchablePlace,
  mergeGoogleFacts,
} from '../establishments';
import { type MappedPlace, mapPlace, normaliseName, SAME_PLACE_KM } from './mapping';
import type { Place } from './places-client';

export interface WriteCounts {
  created: number;
  updated: number;
  skipped: number;
  offIsland: number;
  duplicates: number;
}

/**
 * Writes mapped places in one transaction: matches by googlePlaceId, else by normalised name within
 * SAME_PLACE_KM; refreshes Google's id, rating and review count of matches and fills only their
 * empty, never owner-edited fields; creates the rest as inactive drafts (source 'google').
 */
export async function writePlaces(
  db: Db,
  items: readonly { place: Place; categoryId: number }[],
  opts: { now: Date; changes?: Pick<ChangeWriter, 'record'> },
): Promise<WriteCounts> {
  const { now } = opts;
  const counts: WriteCounts = { created: 0, updated: 0, skipped: 0, offIsland: 0, duplicates: 0 };
  /** The places whose facts were refreshed; new drafts are not shown to visitors. */
  const merged = new Set<number>();
  await db.transaction(async (tx) => {
    const known = await listMatchablePlaces(tx);
    const byGooglePlaceId = new Map(known.filter((k) => k.googlePlaceId).map((k) => [k.googlePlaceId!, k]));
    const byName = new Map<string, MatchablePlace[]>();
    const remember = (k: MatchablePlace) => {
      const key = normaliseName(k.name);
      byName.set(key, [...(byName.get(key) ?? []), k]);
    };
    for (const k of known) remember(k);
    const drafts: MappedPlace[] = [];

    for (const item of items) {
      const outcome = mapPlace(item.place, item.categoryId);
      if ('skip' in outcome) {
        counts.skipped++;
        if (outcome.skip === 'offIsland') counts.offIsland++;
        continue;
      }
      const p = outcome.place;
      let match = byGooglePlaceId.get(p.googlePlaceId);
      if (!match) {
        const near = (byName.get(normaliseName(p.name)) ?? []).filter(
          (k) =>
            k.latitude !== null &&
            k.longitude !== null &&
            distanceKm({ latitude: k.latitude, longitude: k.longitude }, p) <= SAME_PLACE_KM,
        );
        match = near.find((k) => k.googlePlaceId === null);
        if (!match && near.length > 0) {
          // Already linked to another Google place of the same name a few metres away: a provider duplicate.
          counts.skipped++;
          counts.duplicates++;
          continue;
        }
      }
      if (match) {
        if (match.id < 0) {
          // A draft of this very run; cannot happen as items are distinct by id, but never write twice.
          counts.skipped++;
          counts.duplicates++;
          continue;
        }
        await mergeGoogleFacts(tx, match.id, p, now);
        merged.add(match.id);
        match.googlePlaceId = p.googlePlaceId;
        byGooglePlaceId.set(p.googlePlaceId, match);
        counts.updated++;
        continue;
      }
      drafts.push(p);
      const pendingDraft = {
        id: -drafts.length,
        name: p.name,
        latitude: p.latitude,
        longitude: p.longitude,
        googlePlaceId: p.googlePlaceId,
      };
      byGooglePlaceId.set(p.googlePlaceId, pendingDraft);
      remember(pendingDraft);
      counts.created++;
    }
    await insertGoogleDrafts(tx, drafts, now);
    if (counts.created + counts.updated > 0)
      await opts.changes?.record(tx, { establishmentIds: [...merged] });
  });
  return counts;
}
