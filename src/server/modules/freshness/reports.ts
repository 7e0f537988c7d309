import { createHmac } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import { type AmenityKey, amenityWords, isOffered } from '../../../domain/amenities';
import { isLocale } from '../../../domain/locale';
import type { PublicUser } from '../../../domain/schemas/accounts';
import type {
  AdminReport,
  OwnerReport,
  ReportInput,
  ReportKind,
  ReportReceipt,
  ResolveReportInput,
} from '../../../domain/schemas/freshness';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound, tooMany } from '../../lib/errors';
import type { AccountService } from '../accounts';
import type { ChangeWriter } from '../changes';
import {
  establishmentNames,
  publishedCategoryOf,
  publishedNameOf,
  setReportedClosed,
} from '../establishments';
import type { MailService } from '../mail';
import type { OwnershipService } from '../ownership';
import { reportFixedMail } from './mails';
import { lockPlaceReports, placesWithUntoldReports, tellOwnersIfDue } from './owner-mails';

const R = t.placeReports;
type ReportRow = typeof R.$inferSelect;

/**
 * The most reports one place takes in a day, from all addresses together: beyond it a 429, so a few
 * addresses cannot fill the admin's queue and the owners' dashboard with one place's reports.
 */
export const PLACE_REPORTS_PER_DAY = 20;
const DAY_MS = 86_400_000;
/** The most rows a list of reports returns (newest first for owners and resolved ones). */
const LIST_LIMIT = 200;

export interface ReportDeps {
  ownership: Pick<OwnershipService, 'verifiedOwnerIds' | 'ownedEstablishmentIds'>;
  accounts: Pick<AccountService, 'emailsOf'>;
  mail: MailService;
  changes: ChangeWriter;
  clock: Clock;
  /** Keys the hash of reporters' network addresses, so the table never holds an address. */
  secret: string;
  origin: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toOwnerReport(r: ReportRow, names: ReadonlyMap<number, string>): OwnerReport {
  return {
    id: r.id,
    establishmentId: r.establishmentId,
    establishmentName: names.get(r.establishmentId) ?? '',
    kind: r.kind as ReportKind,
    attribute: r.attribute as AmenityKey | null,
    message: r.message,
    status: r.status as OwnerReport['status'],
    outcome: r.outcome as OwnerReport['outcome'],
    createdAt: r.createdAt.toISOString(),
    resolvedAt: iso(r.resolvedAt),
  };
}

const receiptOf = (r: ReportRow): ReportReceipt => ({
  id: r.id,
  kind: r.kind as ReportKind,
  createdAt: r.createdAt.toISOString(),
});

/** 429 once the place has taken PLACE_REPORTS_PER_DAY reports in the last day (under the place's lock). */
async function assertPlaceUnderLimit(tx: Executor, establishmentId: number, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(R)
    .where(and(eq(R.establishmentId, establishmentId), gte(R.createdAt, new Date(now.getTime() - DAY_MS))));
  if ((row?.n ?? 0) >= PLACE_REPORTS_PER_DAY)
    throw tooMany(
      'This place has had many reports today, and the guide has them all. Please try again tomorrow.',
    );
}

/**
 * A report may name an attribute only when it says an amenity is wrong, and only one the place's kind
 * offers (its page never shows the others). Read before the transaction, as the owners are.
 */
async function assertAttributeFits(db: Db, establishmentId: number, body: ReportInput) {
  if (!body.attribute) return;
  if (body.kind !== 'amenity')
    throw badRequest('Name an amenity only in a report that an amenity is wrong (kind amenity).');
  const categoryId = await publishedCategoryOf(db, establishmentId);
  if (categoryId !== null && !isOffered(categoryId, body.attribute))
    throw badRequest(
      `This kind of place is not asked about “${amenityWords(body.attribute, 'en')}” (${body.attribute}): report it as another amenity or leave the amenity out.`,
    );
}

export function createReportService(db: Db, deps: ReportDeps) {
  const { clock, mail, changes } = deps;
  const reporterKeyOf = (clientKey: string) =>
    createHmac('sha256', deps.secret).update(clientKey).digest('hex');

  /**
   * The admin's word on a report of a closure is the place's warning: "confirmed" shows it to visitors,
   * "dismissed" lifts it ("fixed" leaves it as it is). Visitors' reports alone never show it.
   */
  async function settleClosedWarning(tx: Executor, report: ReportRow, now: Date): Promise<boolean> {
    if (report.kind !== 'closed' || report.outcome === 'fixed') return false;
    const changed = await setReportedClosed(
      tx,
      report.establishmentId,
      report.outcome === 'confirmed' ? now : null,
    );
    if (changed) await changes.record(tx, { establishmentIds: [report.establishmentId] });
    return changed;
  }

  /** Read before the transaction: the embedded database has one connection, which the transaction holds. */
  async function ownersOf(establishmentId: number) {
    return [
      ...(await deps.accounts.emailsOf(await deps.ownership.verifiedOwnerIds(establishmentId))).values(),
    ];
  }

  return {
    /**
     * A visitor's report of a published place: stored, mailed to its verified owners, and counted
     * towards the closed warning. A report sent again with its Idempotency-Key is answered by the
     * idempotency module's hooks on the route, before this runs.
     */
    async submit(
      establishmentId: number,
      body: ReportInput,
      from: { clientKey: string },
    ): Promise<ReportReceipt> {
      if (body.website)
        throw badRequest('Leave the website field empty: it is there to catch automated posts.');
      const placeName = await publishedNameOf(db, establishmentId);
      if (placeName === null) throw notFound('Establishment');
      await assertAttributeFits(db, establishmentId, body);
      const now = clock.now();
      const owners = await ownersOf(establishmentId);
      const row = await db.transaction(async (tx) => {
        await lockPlaceReports(tx, establishmentId);
        await assertPlaceUnderLimit(tx, establishmentId, now);
        const [inserted] = await tx
          .insert(R)
          .values({
            establishmentId,
            kind: body.kind,
            attribute: body.attribute ?? null,
            message: body.message ?? null,
            email: body.email ?? null,
            locale: body.locale ?? 'en',
            reporterKey: reporterKeyOf(from.clientKey),
            createdAt: now,
          })
          .returning();
        await tellOwnersIfDue(tx, mail, { id: establishmentId, name: placeName, owners }, deps.origin, now);
        return inserted;
      });
      mail.notifyQueued();
      return receiptOf(row);
    },

    /**
     * The hourly digests that are due: each place whose reports wait for a mail, and whose owners were
     * last mailed at least an hour ago. The schedule runs it; tests call it. How many mails were queued.
     */
    async sendDueDigests(): Promise<number> {
      let queued = 0;
      for (const establishmentId of await placesWithUntoldReports(db)) {
        const names = await establishmentNames(db, [establishmentId]);
        const owners = await ownersOf(establishmentId);
        const now = clock.now();
        queued += await db.transaction(async (tx) => {
          await lockPlaceReports(tx, establishmentId);
          const place = { id: establishmentId, name: names.get(establishmentId) ?? '', owners };
          return tellOwnersIfDue(tx, mail, place, deps.origin, now);
        });
      }
      if (queued > 0) mail.notifyQueued();
      return queued;
    },

    /** The reports of the places this account verifiably owns, newest first, without reporters' addresses. */
    async forOwner(user: PublicUser): Promise<OwnerReport[]> {
      const establishmentIds = await deps.ownership.ownedEstablishmentIds(user.id);
      if (establishmentIds.length === 0) return [];
      const rows = await db
        .select()
        .from(R)
        .where(inArray(R.establishmentId, establishmentIds))
        .orderBy(desc(R.createdAt), desc(R.id))
        .limit(LIST_LIMIT);
      const names = await establishmentNames(db, establishmentIds);
      return rows.map((r) => toOwnerReport(r, names));
    },

    /** The admin's queue: open reports oldest first, resolved ones newest first. */
    async forAdmin(status: 'open' | 'resolved'): Promise<AdminReport[]> {
      const rows = await db
        .select()
        .from(R)
        .where(eq(R.status, status))
        .orderBy(...(status === 'open' ? [asc(R.createdAt), asc(R.id)] : [desc(R.resolvedAt), desc(R.id)]))
        .limit(LIST_LIMIT);
      const names = await establishmentNames(
        db,
        rows.map((r) => r.establishmentId),
      );
      return rows.map((r) => ({
        ...toOwnerReport(r, names),
        email: r.email,
        resolutionNote: r.resolutionNote,
      }));
    },

    /**
     * The admin's decision on one report; a reporter who left an address is thanked when it led to a
     * fix. Resolving reports of a closure lifts the warning once too few remain open.
     */
    async resolve(admin: PublicUser, id: number, body: ResolveReportInput): Promise<AdminReport> {
      const now = clock.now();
      if (body.outcome === 'confirmed') {
        const [target] = await db.select({ kind: R.kind }).from(R).where(eq(R.id, id));
        if (target && target.kind !== 'closed')
          throw badRequest(
            'Only a report that the place closed can be confirmed: choose fixed or dismissed.',
          );
      }
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(R)
          .set({
            status: 'resolved',
            outcome: body.outcome,
            resolutionNote: body.note ?? null,
            resolvedAt: now,
            resolvedByUserId: admin.id,
          })
          .where(and(eq(R.id, id), eq(R.status, 'open')))
          .returning();
        if (!row) {
          const [exists] = await tx.select({ id: R.id }).from(R).where(eq(R.id, id));
          throw exists ? conflict('This report is already resolved') : notFound('Report');
        }
        const names = await establishmentNames(tx, [row.establishmentId]);
        if (row.outcome === 'fixed' && row.email)
          await mail.enqueue(
            tx,
            reportFixedMail({
              to: row.email,
              establishmentId: row.establishmentId,
              placeName: names.get(row.establishmentId) ?? '',
              origin: deps.origin,
              locale: isLocale(row.locale) ? row.locale : 'en',
            }),
          );
        const warningChanged = await settleClosedWarning(tx, row, now);
        return {
          report: { ...toOwnerReport(row, names), email: row.email, resolutionNote: row.resolutionNote },
          warningChanged,
        };
      });
      mail.notifyQueued();
      if (result.warningChanged) await changes.caughtUp();
      return result.report;
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
