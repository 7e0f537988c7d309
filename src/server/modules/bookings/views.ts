import { nightsOf } from '../../../domain/bookings';
import { toBzd } from '../../../domain/money';
import type { BookingStatus, OwnerBookingRequest } from '../../../domain/schemas/bookings';
import type * as t from '../../db/schema';
import type { StaySummary } from './mails';

type Row = typeof t.bookingRequests.$inferSelect;

/** The stay as the mails tell it. */
export function summary(row: Row, name: string, roomType: string | null): StaySummary {
  return {
    reference: row.bookingReference ?? '',
    establishmentId: row.establishmentId,
    placeName: name,
    roomType,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    adults: row.adults,
    children: row.children,
    totalRate: row.totalRate,
  };
}

/** A request as its place's owners see it in their list. */
export function toOwnerView(row: Row, name: string, roomType: string | null): OwnerBookingRequest {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    establishmentName: name,
    rateId: row.rateId,
    roomType,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: nightsOf(row.checkIn, row.checkOut),
    adults: row.adults,
    children: row.children,
    totalRate: row.totalRate,
    totalRateBzd: row.totalRate === null ? null : toBzd(row.totalRate),
    specialRequests: row.specialRequests,
    status: row.status as BookingStatus,
    bookingReference: row.bookingReference ?? '',
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  };
}
