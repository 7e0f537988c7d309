import { and, desc, eq, type SQL } from 'drizzle-orm';
import { type Locale, localizedPath } from '../../../domain/locale';
import { pageLinks } from '../../../domain/page-routes';
import type { PublicUser } from '../../../domain/schemas/accounts';
import type { RequestStatus, ReviewDecision } from '../../../domain/schemas/ownership';
import type { Db, Executor } from '../../db/client';
import type * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { ChangeWriter } from '../changes';
import type { MailService } from '../mail';
import { requestDecisionMail } from '../mail';

/**
 * What claims and business registrations share: a request an owner makes and the admin decides once
 * (pending, then approved or rejected), listed newest first, shown with the place's name and the
 * requester's email. claims.ts and registrations.ts hold only what differs: what is asked for and
 * what approving it does.
 */

type RequestTable = typeof t.businessClaims | typeof t.businessRegistrations;
type Row<T extends RequestTable> = T['$inferSelect'];

export const asStatus = (s: string): RequestStatus => (s === 'approved' || s === 'rejected' ? s : 'pending');
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The admin's review queue of one kind of request. */
export interface ReviewQueue<T> {
  get(id: number): Promise<T>;
  list(status?: RequestStatus): Promise<T[]>;
  listOf(userId: number): Promise<T[]>;
  /** `origin`: of the dashboard link in the mail that tells the requester the decision. */
  decide(
    id: number,
    decision: ReviewDecision,
    reviewer: PublicUser,
    notes: string | null,
    origin: string,
  ): Promise<T>;
}

/** The names of places and emails of requesters a page of requests shows, read from their modules. */
export type Labels = (rows: { establishmentId: number | null; userId: number | null }[]) => Promise<{
  placeName: (id: number | null) => string | null;
  requesterEmail: (id: number | null) => string | null;
  requesterFirstName: (id: number | null) => string | null;
  /** The language of the requester's account (its mails speak it). */
  requesterLocale: (id: number | null) => Locale;
  /** Whether the requester has confirmed their address (an unverified one may not be theirs). */
  requesterVerified: (id: number | null) => boolean;
}>;

/** What both kinds of request need from the ownership service. */
export interface RequestDeps {
  labels: Labels;
  /** Records the place an approval changed or made, in the decision's transaction. */
  changes: ChangeWriter;
  /** Makes the account a verified owner of the place (inside the approval's transaction). */
  verifyOwnership: (exec: Executor, userId: number, establishmentId: number) => Promise<void>;
  /** Writes the decision mail in the decision's transaction. */
  mail: Pick<MailService, 'enqueue' | 'notifyQueued'>;
  /** The app's clock, which a decision's time is read from. */
  clock: Clock;
}

export interface ReviewQueueSpec<T extends RequestTable, Dto extends { establishmentName: string }> {
  table: T;
  /** 'claim' or 'registration', as messages name it. */
  what: 'claim' | 'registration';
  toDto(row: Row<T>, labels: Awaited<ReturnType<Labels>>): Dto;
  /** The columns a decision sets besides the status (notes, reviewer, time). */
  decided(decision: ReviewDecision, reviewer: PublicUser, notes: string | null): Partial<T['$inferInsert']>;
  /** Runs before an approval's transaction: checks that need other modules (which cannot join it). */
  beforeApprove?(id: number): Promise<void>;
  /** What approving does, inside the decision's transaction; the id of the place it changed or made. */
  approve(tx: Executor, row: Row<T>): Promise<number>;
}

/** A review queue from what differs between kinds of request. */
export function reviewQueue<T extends RequestTable, Dto extends { establishmentName: string }>(
  db: Db,
  deps: Pick<RequestDeps, 'labels' | 'changes' | 'mail'>,
  spec: ReviewQueueSpec<T, Dto>,
): ReviewQueue<Dto> {
  // One cast here instead of one per query: both tables have the columns used below.
  const table = spec.table as typeof t.businessClaims;
  const what = spec.what;

  async function rowsWhere(condition: SQL | undefined): Promise<Dto[]> {
    const rows = (await db
      .select()
      .from(table)
      .where(condition)
      .orderBy(desc(table.createdAt), desc(table.id))) as Row<T>[];
    const labels = await deps.labels(rows);
    return rows.map((row) => spec.toDto(row, labels));
  }

  const missing = () => notFound(what[0].toUpperCase() + what.slice(1));

  async function get(id: number): Promise<Dto> {
    const [found] = await rowsWhere(eq(table.id, id));
    if (!found) throw missing();
    return found;
  }

  return {
    get,
    list: (status) => rowsWhere(status ? eq(table.status, status) : undefined),
    listOf: (userId) => rowsWhere(eq(table.userId, userId)),

    /**
     * Decides a pending request once: an unknown one is 404, a decided one 409. The requester's mail
     * about it is written in the same transaction: a decision never commits without its mail.
     */
    async decide(id, decision, reviewer, notes, origin) {
      if (decision === 'approve') await spec.beforeApprove?.(id);
      // Who to tell, and the place's name, read before the transaction: they belong to other modules,
      // whose reads cannot join it (PGlite runs one transaction at a time on its one connection).
      const [before] = (await db.select().from(table).where(eq(table.id, id))) as Row<T>[];
      const labels = before ? await deps.labels([before]) : null;
      const changedPlace = await db.transaction(async (tx) => {
        const [row] = (await tx
          .update(table)
          .set({
            ...(spec.decided(decision, reviewer, notes) as Partial<typeof table.$inferInsert>),
            status: decision === 'approve' ? 'approved' : 'rejected',
          })
          .where(and(eq(table.id, id), eq(table.status, 'pending')))
          .returning()) as Row<T>[];
        if (!row) {
          const [existing] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id));
          if (!existing) throw missing();
          throw conflict(`This ${what} has already been ${existing.status}`);
        }
        const to = labels?.requesterEmail(row.userId);
        if (labels && to)
          await deps.mail.enqueue(
            tx,
            requestDecisionMail({
              to,
              name: labels.requesterFirstName(row.userId),
              what,
              placeName: spec.toDto(row, labels).establishmentName,
              approved: decision === 'approve',
              notes,
              dashboardLink:
                origin + localizedPath(pageLinks.dashboard(), labels.requesterLocale(row.userId)),
              locale: labels.requesterLocale(row.userId),
            }),
          );
        if (decision !== 'approve') return null;
        const establishmentId = await spec.approve(tx, row);
        await deps.changes.record(tx, { establishmentIds: [establishmentId] });
        return establishmentId;
      });
      deps.mail.notifyQueued();
      if (changedPlace !== null) await deps.changes.caughtUp();
      return get(id);
    },
  };
}
