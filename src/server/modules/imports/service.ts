import { type AnyColumn, and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { AREA_IDS, CATEGORY_IDS } from '../../../domain/constants';
import { distanceKm, isOnIsland } from '../../../domain/geo';
import {
  type AdminStats,
  GOOGLE_PLACES_IMPORT_TYPE,
  GOOGLE_PLACES_SOURCE,
  type ImportConfig,
  type ImportRecord,
} from '../../../domain/schemas/imports';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { conflict, unavailable } from '../../lib/errors';
import { createPlacesClient, type Place, type PlacesClientOptions } from './places-client';

/** Text Search phrases per category, most specific first: a place found by several queries keeps the first. */
export const CATEGORY_QUERIES: readonly { categoryId: number; text: string }[] = [
  { categoryId: CATEGORY_IDS.pharmacy, text: 'pharmacies' },
  { categoryId: CATEGORY_IDS.gasStation, text: 'gas stations' },
  { categoryId: CATEGORY_IDS.grocery, text: 'grocery stores and supermarkets' },
  { categoryId: CATEGORY_IDS.tourOperators, text: 'tour operators and dive shops' },
  { categoryId: CATEGORY_IDS.souvenirShops, text: 'souvenir and gift shops' },
  { categoryId: CATEGORY_IDS.accommodations, text: 'hotels and resorts' },
  { categoryId: CATEGORY_IDS.restaurants, text: 'restaurants and bars' },
  { categoryId: CATEGORY_IDS.attractions, text: 'tourist attractions' },
];
export const AREA_QUERIES = ['San Pedro', 'North Shore', 'Secret Beach'] as const;

export interface ImportQuery {
  categoryId: number;
  textQuery: string;
}

/** One query per category per area: 8 x 3 = 24. */
export const IMPORT_QUERIES: readonly ImportQuery[] = CATEGORY_QUERIES.flatMap((c) =>
  AREA_QUERIES.map((area) => ({
    categoryId: c.categoryId,
    textQuery: `${c.text} in ${area}, Ambergris Caye, Belize`,
  })),
);

/** Pages followed per query (Text Search gives at most 20 places a page, 60 a query). */
export const MAX_PAGES_PER_QUERY = 3;
export const PAGE_SIZE = 20;
/** Two places with the same normalised name closer than this are the same place. */
export const SAME_PLACE_KM = 0.15;
/** A processing record without a heartbeat for this long belongs to a process that died. */
export const STALE_IMPORT_MS = 10 * 60_000;
const IMPORT_LOCK_KEY = 7_245_001;

/**
 * The area of a position on the island. The town of San Pedro ends at the Boca del Rio channel
 * (latitude about 17.929): everything south of it is San Pedro. North of the channel, the lagoon
 * (west) side beyond longitude -87.975 is Secret Beach, the rest is North Shore. This rule agrees
 * with the areas of all 41 seeded places (see the test); the area centres alone do not (the Truck
 * Stop and Grand Caribe are nearer the San Pedro centre but north of the channel).
 */
export function areaForPosition(latitude: number, longitude: number): number {
  if (latitude < 17.929) return AREA_IDS.sanPedro;
  if (longitude < -87.975) return AREA_IDS.secretBeach;
  return AREA_IDS.northShore;
}

/** Lowercase, accents, punctuation and bracketed notes removed, '&' read as 'and', spaces collapsed. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

const PRICE_LEVELS: Record<string, string> = {
  PRICE_LEVEL_INEXPENSIVE: '$',
  PRICE_LEVEL_MODERATE: '$$',
  PRICE_LEVEL_EXPENSIVE: '$$$',
  PRICE_LEVEL_VERY_EXPENSIVE: '$$$$',
};

export function priceRangeFor(level: string | undefined): string | null {
  return (level && PRICE_LEVELS[level]) || null;
}

const tidy = (s: string | undefined | null) => {
  const v = s?.replace(/[\u202f\u2009\u00a0]/g, ' ').trim();
  return v ? v : null;
};

/** The establishment fields a Google place provides. */
export interface MappedPlace {
  googlePlaceId: string;
  name: string;
  categoryId: number;
  areaId: number;
  latitude: number;
  longitude: number;
  address: string | null;
  phone: string | null;
  website: string | null;
  hours: string | null;
  priceRange: string | null;
  googleRating: number | null;
  googleReviewCount: number | null;
}

export type MapOutcome = { place: MappedPlace } | { skip: 'offIsland' | 'incomplete' };

export function mapPlace(place: Place, categoryId: number): MapOutcome {
  const name = tidy(place.displayName?.text);
  if (!name || !place.location) return { skip: 'incomplete' };
  const { latitude, longitude } = place.location;
  if (!isOnIsland({ latitude, longitude })) return { skip: 'offIsland' };
  const hours = place.regularOpeningHours?.weekdayDescriptions?.map(tidy).filter(Boolean).join('; ');
  return {
    place: {
      googlePlaceId: place.id,
      name,
      categoryId,
      areaId: areaForPosition(latitude, longitude),
      latitude,
      longitude,
      address: tidy(place.formattedAddress),
      phone: tidy(place.internationalPhoneNumber),
      website: tidy(place.websiteUri),
      hours: hours || null,
      priceRange: priceRangeFor(place.priceLevel),
      googleRating: place.rating ?? null,
      googleReviewCount: place.userRatingCount ?? null,
    },
  };
}

type ImportRow = typeof t.dataImports.$inferSelect;

export function toImportRecord(row: ImportRow): ImportRecord {
  return {
    id: row.id,
    source: row.source,
    type: row.type,
    status: row.status,
    recordsProcessed: row.recordsProcessed,
    recordsTotal: row.recordsTotal,
    errorLog: row.errorLog,
    metadata: (row.metadata as ImportRecord['metadata']) ?? null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

export interface WriteCounts {
  created: number;
  updated: number;
  skipped: number;
  offIsland: number;
  duplicates: number;
}

const E = t.establishments;
type FillColumn = 'address' | 'phone' | 'website' | 'hours' | 'priceRange';
const FILL_COLUMNS: readonly FillColumn[] = ['address', 'phone', 'website', 'hours', 'priceRange'];

/** Keeps the column unless it is empty and the owner never edited it. Decided in SQL, so it is race-free. */
function fillIfEmpty(field: string, column: AnyColumn, value: SQL): SQL {
  return sql`case when (${column} is null or ${column}::text = '') and not (${field} = any(${E.ownerEditedFields})) then ${value} else ${column} end`;
}

const notOwnerEdited = (field: string) => sql`not (${field} = any(${E.ownerEditedFields}))`;

/**
 * Writes mapped places in one transaction: matches by googlePlaceId, else by normalised name within
 * SAME_PLACE_KM; refreshes Google's id, rating and review count of matches and fills only their
 * empty, never owner-edited fields; creates the rest as inactive drafts (source 'google').
 */
export async function writePlaces(
  db: Db,
  items: readonly { place: Place; categoryId: number }[],
  now = new Date(),
): Promise<WriteCounts> {
  const counts: WriteCounts = { created: 0, updated: 0, skipped: 0, offIsland: 0, duplicates: 0 };
  await db.transaction(async (tx) => {
    const known = await tx
      .select({
        id: E.id,
        name: E.name,
        latitude: E.latitude,
        longitude: E.longitude,
        googlePlaceId: E.googlePlaceId,
      })
      .from(E);
    const byPlaceId = new Map(known.filter((k) => k.googlePlaceId).map((k) => [k.googlePlaceId!, k]));
    const byName = new Map<string, typeof known>();
    const remember = (k: (typeof known)[number]) => {
      const key = normaliseName(k.name);
      byName.set(key, [...(byName.get(key) ?? []), k]);
    };
    for (const k of known) remember(k);
    const drafts: (typeof E.$inferInsert)[] = [];

    for (const item of items) {
      const outcome = mapPlace(item.place, item.categoryId);
      if ('skip' in outcome) {
        counts.skipped++;
        if (outcome.skip === 'offIsland') counts.offIsland++;
        continue;
      }
      const p = outcome.place;
      let match = byPlaceId.get(p.googlePlaceId);
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
        const fills = Object.fromEntries(
          FILL_COLUMNS.map((f) => [f, fillIfEmpty(f, E[f], sql`${p[f]}::text`)]),
        );
        const positionFree = sql`${E.latitude} is null and ${E.longitude} is null and ${notOwnerEdited('latitude')} and ${notOwnerEdited('longitude')}`;
        await tx
          .update(E)
          .set({
            googlePlaceId: p.googlePlaceId,
            googleRating: p.googleRating,
            googleReviewCount: p.googleReviewCount,
            lastRatingUpdate: now,
            ...fills,
            latitude: sql`case when ${positionFree} then ${p.latitude}::double precision else ${E.latitude} end`,
            longitude: sql`case when ${positionFree} then ${p.longitude}::double precision else ${E.longitude} end`,
            coordinateQuality: sql`case when ${positionFree} then 'approximate' else ${E.coordinateQuality} end`,
            areaId: sql`case when ${E.areaId} is null and ${notOwnerEdited('areaId')} then ${p.areaId}::integer else ${E.areaId} end`,
            updatedAt: now,
          })
          .where(eq(E.id, match.id));
        match.googlePlaceId = p.googlePlaceId;
        byPlaceId.set(p.googlePlaceId, match);
        counts.updated++;
        continue;
      }
      drafts.push({
        ...p,
        coordinateQuality: 'approximate',
        lastRatingUpdate: now,
        isActive: false,
        source: 'google',
        createdAt: now,
        updatedAt: now,
      });
      const placeholder = {
        id: -drafts.length,
        name: p.name,
        latitude: p.latitude,
        longitude: p.longitude,
        googlePlaceId: p.googlePlaceId,
      };
      byPlaceId.set(p.googlePlaceId, placeholder);
      remember(placeholder);
      counts.created++;
    }
    for (let i = 0; i < drafts.length; i += 100) await tx.insert(E).values(drafts.slice(i, i + 100));
  });
  return counts;
}

export interface ImportServiceOptions {
  /** Overrides of the HTTP client (timeouts, retry delays); tests make the delays tiny. */
  client?: Partial<Omit<PlacesClientOptions, 'apiKey' | 'baseUrl'>>;
  maxPagesPerQuery?: number;
  staleAfterMs?: number;
  queries?: readonly ImportQuery[];
}

export function createImportService(
  db: Db,
  config: Pick<AppConfig, 'GOOGLE_PLACES_API_KEY' | 'GOOGLE_PLACES_BASE_URL'>,
  invalidate: () => void,
  options: ImportServiceOptions = {},
) {
  let clientOverrides = options.client ?? {};
  const maxPages = options.maxPagesPerQuery ?? MAX_PAGES_PER_QUERY;
  const staleAfterMs = options.staleAfterMs ?? STALE_IMPORT_MS;
  const queries = options.queries ?? IMPORT_QUERIES;
  let running: { id: number; promise: Promise<void>; controller: AbortController } | null = null;

  const setRecord = (id: number, values: Partial<typeof t.dataImports.$inferInsert>) =>
    db.update(t.dataImports).set(values).where(eq(t.dataImports.id, id));

  async function run(id: number, signal: AbortSignal): Promise<void> {
    const progress = { queries: queries.length, queriesDone: 0 };
    try {
      const client = createPlacesClient({
        apiKey: config.GOOGLE_PLACES_API_KEY!,
        baseUrl: config.GOOGLE_PLACES_BASE_URL,
        ...clientOverrides,
      });
      // Every page first: a failure here writes nothing.
      const found = new Map<string, { place: Place; categoryId: number }>();
      for (const q of queries) {
        let pageToken: string | undefined;
        for (let page = 0; page < maxPages; page++) {
          const reply = await client.searchText(
            { textQuery: q.textQuery, pageSize: PAGE_SIZE, pageToken },
            signal,
          );
          for (const place of reply.places ?? [])
            if (!found.has(place.id)) found.set(place.id, { place, categoryId: q.categoryId });
          pageToken = reply.nextPageToken;
          if (!pageToken) break;
        }
        progress.queriesDone++;
        await setRecord(id, {
          recordsTotal: found.size,
          metadata: { ...progress, heartbeatAt: new Date().toISOString() },
        });
      }
      signal.throwIfAborted();
      const counts = await writePlaces(db, [...found.values()]);
      if (counts.created + counts.updated > 0) invalidate();
      await setRecord(id, {
        status: 'completed',
        recordsTotal: found.size,
        recordsProcessed: counts.created + counts.updated,
        metadata: { ...progress, ...counts },
        completedAt: new Date(),
      });
    } catch (err) {
      const message = signal.aborted
        ? 'The import was stopped because the server shut down.'
        : err instanceof Error
          ? err.message
          : String(err);
      await setRecord(id, {
        status: 'failed',
        errorLog: message,
        metadata: progress,
        completedAt: new Date(),
      }).catch(() => {});
    }
  }

  return {
    isConfigured: () => Boolean(config.GOOGLE_PLACES_API_KEY),

    configInfo(): ImportConfig {
      return { configured: Boolean(config.GOOGLE_PLACES_API_KEY), baseUrl: config.GOOGLE_PLACES_BASE_URL };
    },

    /** Changes the HTTP client settings of later runs (tests: short retry delays and timeouts). */
    configureClient(overrides: Partial<Omit<PlacesClientOptions, 'apiKey' | 'baseUrl'>>) {
      clientOverrides = { ...clientOverrides, ...overrides };
    },

    /**
     * Records a 'processing' import and runs it in the background. One import at a time across every
     * instance: an advisory lock serialises starts and a fresh processing record blocks a new one
     * (409); a processing record whose heartbeat is older than staleAfterMs is marked failed.
     */
    async start(): Promise<ImportRecord> {
      if (!config.GOOGLE_PLACES_API_KEY)
        throw unavailable(
          'The Google Places import is not set up: set GOOGLE_PLACES_API_KEY on the server and restart it.',
        );
      if (running) throw conflict('An import is already running. Wait for it to finish.');
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
        const now = new Date();
        const staleBefore = new Date(now.getTime() - staleAfterMs);
        const processing = and(
          eq(t.dataImports.source, GOOGLE_PLACES_SOURCE),
          eq(t.dataImports.status, 'processing'),
        );
        await tx
          .update(t.dataImports)
          .set({
            status: 'failed',
            errorLog:
              'The import stopped without finishing (the server running it restarted or lost the database).',
            completedAt: now,
          })
          .where(
            and(
              processing,
              sql`coalesce((${t.dataImports.metadata}->>'heartbeatAt')::timestamptz, ${t.dataImports.createdAt}) < ${staleBefore.toISOString()}::timestamptz`,
            ),
          );
        const [busy] = await tx.select().from(t.dataImports).where(processing).limit(1);
        if (busy)
          throw conflict(
            `An import is already running (started ${busy.createdAt.toISOString()}). Wait for it to finish.`,
          );
        const [created] = await tx
          .insert(t.dataImports)
          .values({
            source: GOOGLE_PLACES_SOURCE,
            type: GOOGLE_PLACES_IMPORT_TYPE,
            status: 'processing',
            createdAt: now,
            metadata: { queries: queries.length, queriesDone: 0, heartbeatAt: now.toISOString() },
          })
          .returning();
        return created;
      });
      const controller = new AbortController();
      const promise = run(row.id, controller.signal).finally(() => {
        if (running?.id === row.id) running = null;
      });
      running = { id: row.id, promise, controller };
      return toImportRecord(row);
    },

    /** The import this instance is running, if any: tests and shutdown await it. */
    current(): Promise<void> | null {
      return running?.promise ?? null;
    },

    async whenIdle(): Promise<void> {
      await running?.promise;
    },

    /** Stops a running import (server shutdown); it is recorded as failed. */
    async stop(): Promise<void> {
      if (!running) return;
      running.controller.abort(new Error('shutdown'));
      await running.promise;
    },

    async history(limit = 50): Promise<ImportRecord[]> {
      const rows = await db
        .select()
        .from(t.dataImports)
        .orderBy(desc(t.dataImports.createdAt), desc(t.dataImports.id))
        .limit(limit);
      return rows.map(toImportRecord);
    },

    async stats(): Promise<AdminStats> {
      const [[total], [rated], [last]] = await Promise.all([
        db.select({ n: count() }).from(E),
        db.select({ n: count() }).from(E).where(isNotNull(E.googleRating)),
        db
          .select()
          .from(t.dataImports)
          .where(eq(t.dataImports.status, 'completed'))
          .orderBy(desc(t.dataImports.completedAt), desc(t.dataImports.id))
          .limit(1),
      ]);
      return {
        totalEstablishments: total.n,
        withGoogleRatings: rated.n,
        lastImportCount: last?.recordsProcessed ?? 0,
        lastImportDate: last?.completedAt ? last.completedAt.toISOString() : null,
      };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
