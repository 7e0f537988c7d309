import { and, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import { localizedPath } from '../../../domain/locale';
import { pageLinks } from '../../../domain/page-routes';
import { type ListingCheck, STALE_AFTER_DAYS, type StaleListing } from '../../../domain/schemas/freshness';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden, gone, notFound } from '../../lib/errors';
import type { ManagedPlace } from '../../lib/manage-check';
import { hashToken, newToken } from '../../lib/one-time-token';
import type { AccountService } from '../accounts';
import type { ChangeWriter } from '../changes';
import { type ListingCheckRow, listingCheckOf, markChecked, publishedCheckedBefore } from '../establishments';
import { type MailService, nameToGreet } from '../mail';
import type { OwnershipService } from '../ownership';
import { staleReminderMail } from './mails';

const T = t.listingConfirmTokens;
const DAY_MS = 86_400_000;
/** An owner is reminded of a stale listing at most this often. */
export const REMINDER_EVERY_MS = 30 * DAY_MS;
/** A reminder's one-tap link works this long. */
export const CONFIRM_LINK_TTL_MS = 14 * DAY_MS;

const toCheck = (r: ListingCheckRow): ListingCheck => ({
  establishmentId: r.establishmentId,
  name: r.name,
  checkedAt: r.checkedAt.toISOString(),
  checkedBy: r.checkedBy,
});

export interface CheckDeps {
  ownership: Pick<OwnershipService, 'verifiedOwnersOf' | 'isVerifiedOwner'>;
  accounts: Pick<AccountService, 'emailsOf'>;
  mail: MailService;
  changes: ChangeWriter;
  clock: Clock;
  origin: string;
}

export function createCheckService(db: Db, deps: CheckDeps) {
  const { clock, changes, mail } = deps;
  const staleBefore = (now: Date) => new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS);

  /** Marks the listing checked now and tells every cache and open page. */
  async function check(
    establishmentId: number,
    by: 'owner' | 'admin',
    exec?: Executor,
  ): Promise<ListingCheck> {
    const write = async (tx: Executor) => {
      const row = await markChecked(tx, establishmentId, by, clock.now());
      if (!row) throw notFound('Establishment');
      await changes.record(tx, { establishmentIds: [establishmentId] });
      return row;
    };
    const row = exec ? await write(exec) : await db.transaction(write);
    if (!exec) await changes.caughtUp();
    return toCheck(row);
  }

  /** When each owner of each place was last sent a reminder (its newest link). */
  async function lastReminders(establishmentIds: number[]) {
    if (establishmentIds.length === 0) return [];
    return db
      .select({ establishmentId: T.establishmentId, userId: T.userId, at: max(T.createdAt) })
      .from(T)
      .where(inArray(T.establishmentId, establishmentIds))
      .groupBy(T.establishmentId, T.userId);
  }

  /** Why a link cannot be used: unknown, used or expired (each says what to do). */
  async function linkProblem(hash: string, now: Date): Promise<Error> {
    const [row] = await db.select().from(T).where(eq(T.tokenHash, hash));
    if (!row) return notFound('Confirmation link');
    if (row.usedAt) return gone('This link was already used: the listing is marked as checked.');
    if (row.expiresAt <= now)
      return gone('This link has expired: confirm the listing from your dashboard instead.');
    return notFound('Confirmation link');
  }

  return {
    /** "Everything is still right": a verified owner of the place or the admin (403 for anyone else). */
    async confirm(place: ManagedPlace): Promise<ListingCheck> {
      return check(place.id, place.by.role === 'admin' ? 'admin' : 'owner');
    },

    /** Published places not checked for STALE_AFTER_DAYS, longest unchecked first. */
    async stale(): Promise<StaleListing[]> {
      const rows = await publishedCheckedBefore(db, staleBefore(clock.now()));
      const ids = rows.map((r) => r.establishmentId);
      const owners = await deps.ownership.verifiedOwnersOf(ids);
      const reminded = new Map<number, Date>();
      for (const r of await lastReminders(ids))
        if (r.at && (reminded.get(r.establishmentId) ?? 0) < r.at) reminded.set(r.establishmentId, r.at);
      return rows.map((r) => ({
        ...toCheck(r),
        verifiedOwners: owners.get(r.establishmentId)?.length ?? 0,
        lastRemindedAt: reminded.get(r.establishmentId)?.toISOString() ?? null,
      }));
    },

    /**
     * Mails each verified owner of each stale published place a one-tap link, unless they were sent
     * one within REMINDER_EVERY_MS. How many mails were queued.
     */
    async sendReminders(): Promise<number> {
      const now = clock.now();
      const stale = await publishedCheckedBefore(db, staleBefore(now));
      const last = await lastReminders(stale.map((s) => s.establishmentId));
      const remindedRecently = new Set(
        last
          .filter((l) => l.at && now.getTime() - l.at.getTime() < REMINDER_EVERY_MS)
          .map((l) => `${l.establishmentId}:${l.userId}`),
      );
      const ownersByPlace = await deps.ownership.verifiedOwnersOf(stale.map((s) => s.establishmentId));
      const addresses = await deps.accounts.emailsOf([...ownersByPlace.values()].flat());
      let queued = 0;
      for (const place of stale) {
        for (const userId of ownersByPlace.get(place.establishmentId) ?? []) {
          const owner = addresses.get(userId);
          if (!owner || remindedRecently.has(`${place.establishmentId}:${userId}`)) continue;
          const { token, hash } = newToken();
          await db.transaction(async (tx) => {
            await tx.insert(T).values({
              tokenHash: hash,
              establishmentId: place.establishmentId,
              userId,
              expiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_MS),
              createdAt: now,
            });
            await mail.enqueue(
              tx,
              staleReminderMail({
                to: owner.email,
                name: nameToGreet(owner),
                establishmentId: place.establishmentId,
                placeName: place.name,
                checkedAt: place.checkedAt,
                confirmUrl: deps.origin + localizedPath(pageLinks.confirmListing(token), owner.locale),
                origin: deps.origin,
                locale: owner.locale,
              }),
            );
          });
          queued++;
        }
      }
      if (queued > 0) mail.notifyQueued();
      return queued;
    },

    /** What a reminder's link is about, before the owner taps: 404 unknown, 410 used or expired. */
    async linkOf(token: string): Promise<ListingCheck> {
      const now = clock.now();
      const hash = hashToken(token);
      const [row] = await db
        .select({ establishmentId: T.establishmentId })
        .from(T)
        .where(and(eq(T.tokenHash, hash), isNull(T.usedAt), gt(T.expiresAt, now)));
      if (!row) throw await linkProblem(hash, now);
      const place = await listingCheckOf(db, row.establishmentId);
      if (!place) throw notFound('Establishment');
      return toCheck(place);
    },

    /**
     * The one tap: uses the link up and marks the listing checked by its owner, in one transaction;
     * 403 when the account no longer owns the place.
     */
    async confirmByLink(token: string): Promise<ListingCheck> {
      const now = clock.now();
      const hash = hashToken(token);
      const [link] = await db.select().from(T).where(eq(T.tokenHash, hash));
      if (link && !(await deps.ownership.isVerifiedOwner(link.userId, link.establishmentId)))
        throw forbidden('This account no longer manages this business');
      const result = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(T)
          .set({ usedAt: now })
          .where(and(eq(T.tokenHash, hash), isNull(T.usedAt), gt(T.expiresAt, now)))
          .returning({ establishmentId: T.establishmentId });
        return used ? check(used.establishmentId, 'owner', tx) : null;
      });
      if (!result) throw await linkProblem(hash, now);
      await changes.caughtUp();
      return result;
    },
  };
}

export type CheckService = ReturnType<typeof createCheckService>;
