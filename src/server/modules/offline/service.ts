import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { cardImageUrls } from '../../../domain/api-urls';
import { type CardStay, cardStay, cardStayChangesAt } from '../../../domain/planner';
import {
  OFFLINE_PART_MAX_PLACES,
  type OfflinePackIndex,
  offlinePartUrl,
} from '../../../domain/schemas/offline';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Entry } from '../../lib/reply-cache';
import type { ChangeFeed } from '../changes';
import { commonEntries, type EntrySources, type PackEntry, placeEntries } from './entries';

/** A built pack: the index and each part, serialised once and kept until the catalogue changes. */
export interface OfflinePack {
  index: OfflinePackIndex;
  indexEntry: Entry;
  parts: Entry[];
  /** When something in it stops being what the API answers (an expiry, tomorrow's card stay). */
  validUntil: number;
}

const hashOf = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 16);

const toEntry = (body: string, etag: string, validUntil: number): Entry => ({
  body: Buffer.from(body),
  etag: `"${etag}"`,
  validUntil,
  encoded: {},
});

/** A part's JSON ({ entries: [url, body, headers?][] }), from bodies already serialised. */
const partJson = (entries: PackEntry[]) =>
  `{"entries":[${entries.map((e) => `[${JSON.stringify(e.url)},${e.json}${e.headers ? `,${JSON.stringify(e.headers)}` : ''}]`).join(',')}]}`;

/**
 * Places grouped by area (no area last), each area split into runs of at most OFFLINE_PART_MAX_PLACES
 * by id: a change in one area changes only its own part.
 */
export function groupByArea<P extends { id: number; areaId: number | null }>(places: P[]): P[][] {
  const byArea = new Map<number, P[]>();
  for (const p of places) {
    const key = p.areaId ?? Number.MAX_SAFE_INTEGER;
    byArea.set(key, [...(byArea.get(key) ?? []), p]);
  }
  const groups: P[][] = [];
  for (const key of [...byArea.keys()].sort((a, b) => a - b)) {
    const inArea = (byArea.get(key) ?? []).sort((a, b) => a.id - b.id);
    for (let i = 0; i < inArea.length; i += OFFLINE_PART_MAX_PLACES)
      groups.push(inArea.slice(i, i + OFFLINE_PART_MAX_PLACES));
  }
  return groups;
}

async function buildPack(src: EntrySources, now: Date): Promise<OfflinePack> {
  const stay: CardStay = cardStay(now);
  const catalogue = await src.catalog.read();
  const groups = groupByArea([...catalogue.places.values()].map((p) => p.fields));
  const bodies: { json: string; places: number; validUntil: number | null }[] = [];
  const images = new Set<string>();
  const common = await commonEntries(src, now);
  // Every place's next events in one read, not one per place.
  const events = await src.events.upcomingOfEach(now);
  bodies.push({ json: partJson(common), places: 0, validUntil: earliest(common) });
  for (const group of groups) {
    const entries: PackEntry[] = [];
    for (const { id } of group) {
      // Most places are read from memory: without a turn of the event loop between them, a large
      // catalogue's build would hold every other request until it ends.
      await nextTurn();
      const built = await placeEntries(src, id, stay, now, events.of(id));
      entries.push(...built.entries);
      for (const url of cardImageUrls(built.place)) images.add(url);
    }
    bodies.push({ json: partJson(entries), places: group.length, validUntil: earliest(entries) });
  }
  const validUntil = Math.min(cardStayChangesAt(now), ...bodies.map((b) => b.validUntil ?? Infinity));
  const hashes = bodies.map((b) => hashOf(b.json));
  const imageList = [...images];
  const version = hashOf(JSON.stringify([hashes, imageList]));
  const index: OfflinePackIndex = {
    version,
    builtAt: now.toISOString(),
    parts: bodies.map((b, n) => ({ url: offlinePartUrl(n, hashes[n]), hash: hashes[n], places: b.places })),
    images: imageList,
  };
  return {
    index,
    indexEntry: toEntry(JSON.stringify(index), version, validUntil),
    parts: bodies.map((b, n) => toEntry(b.json, hashes[n], validUntil)),
    validUntil,
  };
}

function earliest(entries: { validUntil: number | null }[]): number | null {
  const times = entries.map((e) => e.validUntil).filter((t): t is number => t !== null);
  return times.length ? Math.min(...times) : null;
}

/**
 * The offline pack: built lazily at the first request after a catalogue change (or once
 * something in it expires), from the same service calls the public routes make, then served from memory.
 */
export function createOfflineService(src: EntrySources, changes: ChangeFeed, clock: Clock) {
  let pack: Promise<OfflinePack> | null = null;
  /** Moves at every change: a pack started before it is not kept. */
  let generation = 0;
  changes.subscribe(() => {
    generation++;
    pack = null;
  });

  async function current(): Promise<OfflinePack> {
    const now = clock.now();
    if (pack) {
      const built = await pack.catch(() => null);
      if (built && built.validUntil > now.getTime()) return built;
    }
    const started = generation;
    const building = buildPack(src, now);
    if (started === generation) pack = building;
    building.catch(() => {
      if (pack === building) pack = null;
    });
    return building;
  }

  return {
    current,
    /** Part n, or NotFound when the pack has no such part. */
    async part(n: number): Promise<Entry> {
      const built = await current();
      const part = built.parts[n];
      if (!part) throw notFound('Offline pack part');
      return part;
    },
  };
}

export type OfflineService = ReturnType<typeof createOfflineService>;
