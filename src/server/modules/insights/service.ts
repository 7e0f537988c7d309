import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { belizeDayStart, lastBelizeDays } from '../../../domain/dates';
import {
  type AdminInsights,
  countField,
  type EstablishmentInsights,
  type InsightDay,
  type InsightEvent,
  type InsightKind,
  zeroCounts,
} from '../../../domain/schemas/insights';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { loggableError } from '../../lib/error-handler';
import { notFound } from '../../lib/errors';
import type { ManagedPlace } from '../../lib/manage-check';
import type { CatalogService } from '../catalog';
import { establishmentNames } from '../establishments';
import type { StatusUpdateService } from '../updates';
import { createBatch } from './batch';
import { type Client, createVisitors } from './visitors';

/** How often counts held in memory are written (the issue allows numbers 10 s late). */
export const FLUSH_EVERY_MS = 5000;
const TOP_PLACES = 10;
const C = t.insightCounts;

/**
 * Owner insights: visitors counted per place, kind and Belize day, privately (visitors.ts),
 * in memory, and written in batches (batch.ts); the owner's and the admin's figures read back.
 */
export function createInsightsService(
  db: Db,
  deps: {
    catalog: Pick<CatalogService, 'liveUpdateIdsOf'>;
    statusUpdates: Pick<StatusUpdateService, 'listAll'>;
    clock: Clock;
  },
) {
  const { catalog, statusUpdates, clock } = deps;
  let log: FastifyBaseLogger | null = null;
  const visitors = createVisitors(clock);
  const batch = createBatch(db);
  let timer: NodeJS.Timeout | null = null;

  /** The rows summed per day of `dates` (zeros for days without any) and over all of them. */
  function byDay(rows: { day: string; kind: string; n: number }[], dates: string[]) {
    const days = new Map<string, InsightDay>(dates.map((date) => [date, { date, ...zeroCounts() }]));
    const totals = zeroCounts();
    for (const r of rows) {
      const d = days.get(r.day);
      const field = countField(r.kind as InsightKind);
      if (!d || !(field in totals)) continue;
      d[field] += r.n;
      totals[field] += r.n;
    }
    return { days: [...days.values()], totals };
  }

  const total = sql<number>`sum(${C.n})::int`.mapWith(Number);

  return {
    /**
     * A visitor's event: 404 for a place visitors cannot see; counted once per address, place, kind and
     * Belize day, within the address's daily share (visitors.ts), never for a crawler nor with
     * `count: false` (the visitor opted out, or the beacon did not come from the guide's own pages). A
     * counted view also reaches each live update the place shows right now.
     */
    async record(event: InsightEvent, client: Client, opts = { count: true }): Promise<void> {
      const liveUpdates = await catalog.liveUpdateIdsOf(event.establishmentId);
      if (liveUpdates === null) throw notFound('Establishment');
      if (!opts.count) return;
      const id = visitors.identify(client);
      if (!id) return;
      const day = visitors.today();
      const what = `${event.establishmentId}|${event.kind}`;
      if (visitors.firstSighting(id, what)) batch.count(event.establishmentId, day, event.kind);
      // A view past the address's share reaches no update either.
      if (event.kind !== 'view' || !visitors.counted(id, what)) return;
      for (const updateId of liveUpdates) if (visitors.firstReach(id, updateId)) batch.reached(updateId);
    },

    /** The owner's figures of the last `days` Belize days (verified owner or admin). */
    async forEstablishment(place: ManagedPlace, days: number): Promise<EstablishmentInsights> {
      const establishmentId = place.id;
      const dates = lastBelizeDays(clock.now(), days);
      const [rows, updates] = await Promise.all([
        db
          .select({ day: C.day, kind: C.kind, n: C.n })
          .from(C)
          .where(
            and(eq(C.establishmentId, establishmentId), gte(C.day, dates[0]), lte(C.day, dates.at(-1)!)),
          ),
        statusUpdates.listAll(place),
      ]);
      const since = belizeDayStart(dates[0]).getTime();
      const inPeriod = updates.filter((u) => Date.parse(u.createdAt) >= since);
      const reach = inPeriod.length
        ? await db
            .select()
            .from(t.insightUpdateReach)
            .where(
              inArray(
                t.insightUpdateReach.statusUpdateId,
                inPeriod.map((u) => u.id),
              ),
            )
        : [];
      const reachOf = new Map(reach.map((r) => [r.statusUpdateId, r.n]));
      return {
        establishmentId,
        ...byDay(rows, dates),
        updates: inPeriod.map((u) => ({
          id: u.id,
          message: u.message,
          createdAt: u.createdAt,
          views: reachOf.get(u.id) ?? 0,
        })),
      };
    },

    /** Island-wide counts per Belize day and the most viewed places (admin). */
    async forAdmin(days: number): Promise<AdminInsights> {
      const dates = lastBelizeDays(clock.now(), days);
      const inPeriod = and(gte(C.day, dates[0]), lte(C.day, dates.at(-1)!));
      const views = sql<number>`coalesce(sum(${C.n}) filter (where ${C.kind} = 'view'), 0)::int`.mapWith(
        Number,
      );
      const taps = sql<number>`coalesce(sum(${C.n}) filter (where ${C.kind} <> 'view'), 0)::int`.mapWith(
        Number,
      );
      const [rows, top] = await Promise.all([
        db.select({ day: C.day, kind: C.kind, n: total }).from(C).where(inPeriod).groupBy(C.day, C.kind),
        db
          .select({ establishmentId: C.establishmentId, views, taps })
          .from(C)
          .where(inPeriod)
          .groupBy(C.establishmentId)
          .orderBy(sql`2 desc`, sql`3 desc`, C.establishmentId)
          .limit(TOP_PLACES),
      ]);
      const names = await establishmentNames(
        db,
        top.map((p) => p.establishmentId),
      );
      return {
        ...byDay(rows, dates),
        // A place deleted since keeps its counts but has no name to show: left out.
        topPlaces: top.flatMap((p) => {
          const name = names.get(p.establishmentId);
          return name === undefined ? [] : [{ ...p, name }];
        }),
      };
    },

    /** Writes the counts held in memory now (the timer, shutdown and tests call it). */
    flush: () => batch.flush(),
    /** Counts not yet written. */
    pending: () => batch.pending(),

    /** Flushes every `everyMs` (0: only when asked, as tests do); errors are logged and retried. */
    start(opts: { everyMs: number; log: FastifyBaseLogger }) {
      log = opts.log;
      if (opts.everyMs <= 0 || timer) return;
      timer = setInterval(() => {
        batch
          .flush()
          .catch((err) =>
            log?.error({ err: loggableError(err) }, 'insights: flush failed; kept for the next'),
          );
      }, opts.everyMs);
      // The timer alone must not keep a process alive; shutdown flushes what is left (stop()).
      timer.unref();
    },

    /** Stops the timer and writes what is left (graceful shutdown). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await batch.flush();
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
