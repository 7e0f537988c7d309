import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { AmenityKey } from '../../../domain/amenities';
import type { Locale } from '../../../domain/locale';
import type { ReportKind } from '../../../domain/schemas/freshness';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';
import { type MailService, nameToGreet } from '../mail';
import { reportDigestMail, reportToOwnerMail } from './mails';
import { reportDigestMailEs, reportToOwnerMailEs } from './mails-es';

const R = t.placeReports;

/** A place's owners hear of its reports at most once an hour: the first at once, the rest in one digest. */
export const OWNER_MAIL_EVERY_MS = 3_600_000;

export interface PlaceOwner {
  email: string;
  firstName: string | null;
  verified: boolean;
  /** The language of the owner's account: its mails speak it. */
  locale?: Locale;
}

/** Serialises the writes of one place's reports (the daily limit, the hourly mail) across instances. */
export async function lockPlaceReports(tx: Executor, establishmentId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`place-reports:${establishmentId}`}))`);
}

/**
 * Mails the place's owners what came in since their last mail, when that was at least an hour ago (or
 * never): one report on its own, several as one digest. The reports mailed are marked, so the next mail
 * holds only newer ones; a place without owners marks them too (its owners-to-be read the dashboard).
 * Runs under `lockPlaceReports`. How many mails were queued.
 */
export async function tellOwnersIfDue(
  tx: Executor,
  mail: MailService,
  place: { id: number; name: string; owners: PlaceOwner[] },
  origin: string,
  now: Date,
): Promise<number> {
  const [last] = await tx
    .select({ at: max(R.ownersToldAt) })
    .from(R)
    .where(eq(R.establishmentId, place.id));
  if (last?.at && now.getTime() - last.at.getTime() < OWNER_MAIL_EVERY_MS) return 0;
  const waiting = await tx
    .select({ id: R.id, kind: R.kind, attribute: R.attribute, message: R.message })
    .from(R)
    .where(and(eq(R.establishmentId, place.id), isNull(R.ownersToldAt)))
    .orderBy(asc(R.createdAt), asc(R.id));
  if (waiting.length === 0) return 0;
  await tx
    .update(R)
    .set({ ownersToldAt: now })
    .where(and(eq(R.establishmentId, place.id), isNull(R.ownersToldAt)));
  const reports = waiting.map((r) => ({
    kind: r.kind as ReportKind,
    attribute: r.attribute as AmenityKey | null,
    message: r.message,
  }));
  for (const owner of place.owners) {
    const to = {
      to: owner.email,
      name: nameToGreet(owner),
      establishmentId: place.id,
      placeName: place.name,
      origin,
    };
    const spanish = owner.locale === 'es';
    await mail.enqueue(
      tx,
      reports.length === 1
        ? (spanish ? reportToOwnerMailEs : reportToOwnerMail)({ ...to, ...reports[0] })
        : (spanish ? reportDigestMailEs : reportDigestMail)({ ...to, reports }),
    );
  }
  return place.owners.length;
}

/** The places with reports their owners have not been mailed about yet. */
export async function placesWithUntoldReports(exec: Executor): Promise<number[]> {
  const rows = await exec
    .selectDistinct({ establishmentId: R.establishmentId })
    .from(R)
    .where(isNull(R.ownersToldAt));
  return rows.map((r) => r.establishmentId);
}
