import { and, count, eq, gte, inArray, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';
import { tooMany } from '../../lib/errors';
import type { RateLimit } from '../../lib/rate-limits';
import { domainsOfKey, mailboxKey } from './recipient';

const B = t.bookingRequests;

export interface BookingLimits {
  /** Requests per guest mailbox (recipient.ts): counted in the table, so every instance and the clock agree. */
  perEmail: RateLimit;
  /** Requests per place, each mailing its owners: counted in the table too. */
  perPlace: RateLimit;
}

/** "N minutes" until the oldest of the requests counted leaves the window. */
function waitOf(oldest: Date, limit: RateLimit, now: Date) {
  const minutes = Math.max(1, Math.ceil((oldest.getTime() + limit.timeWindowMs - now.getTime()) / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Refuses the request when the guest's mailbox (`victim+1@…` and `VICTIM@…` are one, recipient.ts)
 * was sent `perEmail.max` in the window, and when the place was sent `perPlace.max` (each mails its
 * owners). Advisory locks (held to the end of the transaction) make two simultaneous requests count one
 * after the other. The mailbox's requests are read by domain and matched here: one hour of one domain's
 * requests is a handful of rows.
 */
export async function assertUnderLimits(
  tx: Executor,
  limits: BookingLimits,
  establishmentId: number,
  email: string,
  now: Date,
) {
  const key = mailboxKey(email);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${key}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-place:${establishmentId}`}))`);
  const domains = domainsOfKey(key);
  const recent = await tx
    .select({ email: B.guestEmail, at: B.createdAt })
    .from(B)
    .where(
      and(
        gte(B.createdAt, new Date(now.getTime() - limits.perEmail.timeWindowMs)),
        inArray(sql`lower(split_part(${B.guestEmail}, '@', 2))`, domains),
      ),
    );
  const mine = recent.filter((r) => mailboxKey(r.email) === key).map((r) => r.at.getTime());
  if (mine.length >= limits.perEmail.max)
    throw tooMany(
      `Too many booking requests for ${email}. Please try again in ${waitOf(new Date(Math.min(...mine)), limits.perEmail, now)}.`,
    );
  const [place] = await tx
    .select({ n: count(), oldest: min(B.createdAt) })
    .from(B)
    .where(
      and(
        eq(B.establishmentId, establishmentId),
        gte(B.createdAt, new Date(now.getTime() - limits.perPlace.timeWindowMs)),
      ),
    );
  if ((place?.n ?? 0) >= limits.perPlace.max)
    throw tooMany(
      `This place has received many booking requests in the last hour. Please try again in ${waitOf(place?.oldest ?? now, limits.perPlace, now)}, or contact the place directly.`,
    );
}
