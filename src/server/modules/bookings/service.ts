import { and, desc, eq, inArray } from 'drizzle-orm';
import { checkInProblem, nightsOf } from '../../../domain/bookings';
import { belizeDay } from '../../../domain/dates';
import { toBzd } from '../../../domain/money';
import type {
  BookingRequestBody,
  BookingRequestCreated,
  OwnerBookingRequest,
} from '../../../domain/schemas/bookings';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { ManagedPlace } from '../../lib/manage-check';
import type { AccommodationService } from '../accommodations';
import type { AccountService } from '../accounts';
import { establishmentNames } from '../establishments';
import type { MailService } from '../mail';
import type { OwnershipService } from '../ownership';
import { assertUnderLimits, type BookingLimits } from './limits';
import { guestOutcomeMail, guestRequestMail, ownerRequestMail } from './mails';
import { guestOutcomeMailEs, guestRequestMailEs, ownerRequestMailEs } from './mails-es';
import { newBookingReference } from './reference';
import { summary, toOwnerView } from './views';

const B = t.bookingRequests;

/** How many requests an owner's list shows (newest first); older ones were answered long ago. */
const LIST_LIMIT = 300;

export const REQUEST_SENT =
  'Your request is sent. This is not a confirmed booking yet: the place will confirm or decline it by email.';

export interface BookingDeps extends BookingLimits {
  accommodations: Pick<AccommodationService, 'ratesFor' | 'roomTypes'>;
  ownership: Pick<OwnershipService, 'verifiedOwnerIds' | 'ownedEstablishmentIds'>;
  accounts: Pick<AccountService, 'emailsOf'>;
  mail: MailService;
  clock: Clock;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The booking_requests table: guests' requests for a stay and the owners' answers. */
export function createBookingService(db: Db, deps: BookingDeps) {
  const { accommodations, ownership, mail, clock } = deps;

  async function placeName(establishmentId: number): Promise<string> {
    return (await establishmentNames(db, [establishmentId])).get(establishmentId) ?? 'the place';
  }

  /** The room asked for, priced for the stay; 400 when it cannot be booked for these dates and guests. */
  async function pricedRoom(establishmentId: number, body: BookingRequestBody) {
    const rates = await accommodations.ratesFor(establishmentId, {
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      // Children need a bed too: the room must hold the whole party.
      adults: body.adults + body.children,
    });
    if (body.rateId == null) return null;
    const room = rates.find((r) => r.rateId === body.rateId);
    if (!room)
      throw badRequest(
        'That room type cannot be booked for these dates and guests. Choose another room, or send the request without one.',
      );
    return room;
  }

  return {
    /**
     * A guest's request for a stay at an accommodation (404 unknown or unpublished, 400 not a stay),
     * written with the guest's and the owners' mails in one transaction.
     */
    async request(
      establishmentId: number,
      body: BookingRequestBody,
      origin: string,
    ): Promise<BookingRequestCreated> {
      const now = clock.now();
      const problem = checkInProblem(body.checkIn, belizeDay(now));
      if (problem) throw badRequest(problem);
      const room = await pricedRoom(establishmentId, body);
      const [name, ownerIds] = await Promise.all([
        placeName(establishmentId),
        ownership.verifiedOwnerIds(establishmentId),
      ]);
      const owners = await deps.accounts.emailsOf(ownerIds);
      const totalRate = room ? round(room.totalRate) : null;
      const row = await db.transaction(async (tx) => {
        await assertUnderLimits(tx, deps, establishmentId, body.guestEmail, now);
        const [inserted] = await tx
          .insert(B)
          .values({
            establishmentId,
            rateId: room?.rateId ?? null,
            guestName: body.guestName,
            guestEmail: body.guestEmail,
            guestPhone: body.guestPhone ?? null,
            checkIn: body.checkIn,
            checkOut: body.checkOut,
            adults: body.adults,
            children: body.children,
            totalRate,
            specialRequests: body.specialRequests ?? null,
            locale: body.locale ?? 'en',
            bookingReference: newBookingReference(),
            createdAt: now,
          })
          .returning();
        const stay = summary(inserted, name, room?.roomType ?? null);
        // The guest's mails speak the language of the page the request was sent from.
        const toGuest = inserted.locale === 'es' ? guestRequestMailEs : guestRequestMail;
        await mail.enqueue(tx, toGuest(inserted.guestEmail, stay, origin));
        const guest = {
          name: inserted.guestName,
          email: inserted.guestEmail,
          phone: inserted.guestPhone,
          specialRequests: inserted.specialRequests,
        };
        // Each owner in the language of their account.
        for (const { email, locale } of owners.values())
          await mail.enqueue(
            tx,
            (locale === 'es' ? ownerRequestMailEs : ownerRequestMail)(email, guest, stay, origin),
          );
        return inserted;
      });
      mail.notifyQueued();
      return {
        bookingReference: row.bookingReference ?? '',
        status: 'pending',
        nights: nightsOf(row.checkIn, row.checkOut),
        totalRate,
        totalRateBzd: totalRate === null ? null : toBzd(totalRate),
        message: REQUEST_SENT,
      };
    },

    /** The requests of every place the account verifiably owns, newest first. */
    async listForOwner(userId: number): Promise<OwnerBookingRequest[]> {
      const ids = await ownership.ownedEstablishmentIds(userId);
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(B)
        .where(inArray(B.establishmentId, ids))
        .orderBy(desc(B.createdAt), desc(B.id))
        .limit(LIST_LIMIT);
      const [names, rooms] = await Promise.all([
        establishmentNames(db, ids),
        accommodations.roomTypes(rows.flatMap((r) => (r.rateId === null ? [] : [r.rateId]))),
      ]);
      return rows.map((r) =>
        toOwnerView(
          r,
          names.get(r.establishmentId) ?? '',
          r.rateId === null ? null : (rooms.get(r.rateId) ?? null),
        ),
      );
    },

    /** The place a request is for (for the route guard); 404 for an unknown request. */
    async establishmentOf(id: number): Promise<number> {
      const [row] = await db.select({ establishmentId: B.establishmentId }).from(B).where(eq(B.id, id));
      if (!row) throw notFound('Booking request');
      return row.establishmentId;
    },

    /**
     * An owner's (or the admin's) answer to a pending request: 404 unknown, 403 not theirs, 409 already
     * answered. The guest's mail is written in the same transaction as the answer.
     */
    async decide(
      place: ManagedPlace,
      id: number,
      outcome: 'confirmed' | 'declined',
      answer: { origin: string; note: string | null },
    ): Promise<OwnerBookingRequest> {
      const [existing] = await db
        .select()
        .from(B)
        .where(and(eq(B.id, id), eq(B.establishmentId, place.id)));
      if (!existing) throw notFound('Booking request');
      const now = clock.now();
      const [name, rooms] = await Promise.all([
        placeName(existing.establishmentId),
        accommodations.roomTypes(existing.rateId === null ? [] : [existing.rateId]),
      ]);
      const roomType = existing.rateId === null ? null : (rooms.get(existing.rateId) ?? null);
      const row = await db.transaction(async (tx) => {
        // Only a pending request changes: of two answers at the same moment, the second finds none.
        const [updated] = await tx
          .update(B)
          .set({ status: outcome, confirmedAt: outcome === 'confirmed' ? now : null })
          .where(and(eq(B.id, id), eq(B.status, 'pending')))
          .returning();
        if (!updated) return null;
        const stay = summary(updated, name, roomType);
        const toGuest = updated.locale === 'es' ? guestOutcomeMailEs : guestOutcomeMail;
        await mail.enqueue(tx, toGuest(updated.guestEmail, outcome, stay, answer));
        return updated;
      });
      if (!row) {
        const [current] = await db.select({ status: B.status }).from(B).where(eq(B.id, id));
        throw conflict(
          `This request was already ${current?.status ?? existing.status}; it cannot be changed.`,
        );
      }
      mail.notifyQueued();
      return toOwnerView(row, name, roomType);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
