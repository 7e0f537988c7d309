import { and, desc, eq, sql } from 'drizzle-orm';
import {
  GOOGLE_PLACES_IMPORT_TYPE,
  GOOGLE_PLACES_SOURCE,
  type ImportConfig,
  type ImportRecord,
} from '../../../domain/schemas/imports';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { conflict, unavailable } from '../../lib/errors';
import type { CatalogChanges } from '../catalog';
import { IMPORT_QUERIES, type ImportQuery, MAX_PAGES_PER_QUERY, PAGE_SIZE } from './mapping';
import { createPlacesClient, type Place, type PlacesClientOptions } from './places-client';
import { writePlaces } from './write-places';

/** A processing record without a heartbeat for this long belongs to a process that died. */
export const STALE_IMPORT_MS = 10 * 60_000;
const IMPORT_LOCK_KEY = 7_245_001;

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
  changes: Pick<CatalogChanges, 'publish'>,
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
      if (counts.created + counts.updated > 0) changes.publish();
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

    /** The last import that finished: how many places it wrote, and when. */
    async lastCompleted(): Promise<{ count: number; completedAt: string | null }> {
      const [last] = await db
        .select()
        .from(t.dataImports)
        .where(eq(t.dataImports.status, 'completed'))
        .orderBy(desc(t.dataImports.completedAt), desc(t.dataImports.id))
        .limit(1);
      return { count: last?.recordsProcessed ?? 0, completedAt: last?.completedAt?.toISOString() ?? null };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
