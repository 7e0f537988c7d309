import { and, eq } from 'drizzle-orm';
import type { PublicUser } from '../../../domain/schemas/accounts';
import type { BusinessClaim, ClaimInput } from '../../../domain/schemas/ownership';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { conflict } from '../../lib/errors';
import { fillEmptyFieldsAsOwner } from '../establishments';
import { asStatus, isoOrNull, type RequestDeps, type ReviewQueue, reviewQueue } from './review-requests';

/** Claims of listed places: what is asked, and what approving one does. */
export function createClaims(
  db: Db,
  deps: RequestDeps & {
    /** Throws NotFound for a place that is not listed (only listed places can be claimed). */
    assertListed: (establishmentId: number) => Promise<unknown>;
    isVerifiedOwner: (userId: number, establishmentId: number) => Promise<boolean>;
  },
) {
  const queue: ReviewQueue<BusinessClaim> = reviewQueue(db, deps, {
    table: t.businessClaims,
    what: 'claim',
    toDto: (row, labels): BusinessClaim => ({
      id: row.id,
      establishmentId: row.establishmentId,
      establishmentName: labels.placeName(row.establishmentId) ?? '',
      userId: row.userId,
      requesterEmail: labels.requesterEmail(row.userId) ?? '',
      requesterEmailVerified: labels.requesterVerified(row.userId),
      businessName: row.businessName,
      ownerName: row.ownerName,
      email: row.email,
      phone: row.phone,
      whatsapp: row.whatsapp,
      website: row.website,
      description: row.description,
      hours: row.hours,
      specialties: row.specialties,
      amenities: row.amenities,
      status: asStatus(row.status),
      reviewerNotes: row.reviewerNotes,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: isoOrNull(row.reviewedAt),
    }),
    decided: (_decision, reviewer, notes) => ({
      reviewerNotes: notes,
      reviewedByUserId: reviewer.id,
      reviewedAt: deps.clock.now(),
    }),
    /** The claimant becomes a verified owner; the claim fills the place's empty fields (as owner edits). */
    async approve(tx, claim) {
      await deps.verifyOwnership(tx, claim.userId, claim.establishmentId);
      const { phone, whatsapp, website, description, hours, specialties, amenities } = claim;
      await fillEmptyFieldsAsOwner(tx, claim.establishmentId, {
        phone,
        whatsapp,
        website,
        description,
        hours,
        specialties,
        amenities,
      });
      return claim.establishmentId;
    },
  });

  return {
    queue,

    /** A claim of a listed place by the signed-in account; pending until the admin decides. */
    async submit(user: PublicUser, input: ClaimInput): Promise<BusinessClaim> {
      await deps.assertListed(input.establishmentId);
      if (await deps.isVerifiedOwner(user.id, input.establishmentId))
        throw conflict('You already manage this business');
      const [pending] = await db
        .select({ id: t.businessClaims.id })
        .from(t.businessClaims)
        .where(
          and(
            eq(t.businessClaims.userId, user.id),
            eq(t.businessClaims.establishmentId, input.establishmentId),
            eq(t.businessClaims.status, 'pending'),
          ),
        );
      if (pending) throw conflict('You already have a pending claim for this business');
      const [row] = await db
        .insert(t.businessClaims)
        .values({ ...input, userId: user.id, status: 'pending' })
        .returning({ id: t.businessClaims.id });
      return queue.get(row.id);
    },
  };
}
