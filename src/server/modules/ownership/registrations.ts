import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../domain/schemas/accounts';
import {
  type BusinessRegistration,
  type RegistrationData,
  type RegistrationInput,
  registrationData,
} from '../../../domain/schemas/ownership';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { insertEstablishment } from '../establishments';
import { asStatus, isoOrNull, type RequestDeps, type ReviewQueue, reviewQueue } from './review-requests';

const R = t.businessRegistrations;

/** The business a registration asks for; a 409 when what was stored is no longer a valid business. */
function submittedBusiness(row: { submittedData: unknown }): RegistrationData {
  const parsed = registrationData.safeParse(row.submittedData);
  if (!parsed.success) throw conflict('The submitted business details are incomplete; reject it instead');
  return parsed.data;
}

/** Registrations of new businesses: what is asked, and what approving one does. */
export function createRegistrations(
  db: Db,
  deps: RequestDeps & {
    categoryExists: (id: number) => Promise<boolean>;
    areaExists: (id: number) => Promise<boolean>;
  },
) {
  const queue: ReviewQueue<BusinessRegistration> = reviewQueue(db, deps, {
    table: R,
    what: 'registration',
    toDto(row, labels): BusinessRegistration {
      const data = (row.submittedData ?? {}) as Record<string, unknown>;
      return {
        id: row.id,
        establishmentId: row.establishmentId,
        establishmentName:
          labels.placeName(row.establishmentId) ?? (typeof data.name === 'string' ? data.name : ''),
        userId: row.userId,
        requesterEmail: labels.requesterEmail(row.userId),
        requesterEmailVerified: labels.requesterVerified(row.userId),
        ownerName: row.ownerName,
        ownerEmail: row.ownerEmail,
        verificationCode: row.verificationCode,
        businessLicense: row.businessLicense,
        isVerified: row.isVerified,
        submittedData: data,
        status: asStatus(row.status),
        notes: row.notes,
        createdAt: row.createdAt.toISOString(),
        reviewedAt: isoOrNull(row.reviewedAt),
      };
    },
    decided: (decision, _reviewer, notes) => ({
      isVerified: decision === 'approve',
      notes,
      reviewedAt: deps.clock.now(),
    }),
    /** The area is checked before the transaction: areas belong to the catalogue module. */
    async beforeApprove(id) {
      const [row] = await db.select().from(R).where(eq(R.id, id));
      if (row?.status !== 'pending') return; // the decision itself answers 404 or 409
      const { areaId } = submittedBusiness(row);
      if (areaId != null && !(await deps.areaExists(areaId)))
        throw conflict('The submitted area no longer exists; reject it instead');
    },
    /** Creates the establishment (published, source 'owner') and the requester's verified ownership. */
    async approve(tx, registration) {
      const data = submittedBusiness(registration);
      const establishmentId = await insertEstablishment(tx, {
        name: data.name,
        description: data.description,
        address: data.address,
        hours: data.hours,
        phone: data.phone ?? null,
        whatsapp: data.whatsapp ?? null,
        website: data.website ?? null,
        priceRange: data.priceRange ?? null,
        latitude: data.latitude,
        longitude: data.longitude,
        coordinateQuality: 'approximate',
        areaId: data.areaId ?? null,
        categoryId: data.categoryId,
        isActive: true,
        source: 'owner',
      });
      await tx.update(R).set({ establishmentId }).where(eq(R.id, registration.id));
      if (registration.userId) await deps.verifyOwnership(tx, registration.userId, establishmentId);
      return establishmentId;
    },
  });

  return {
    queue,

    /** A new business from the portal, tied to the signed-in account; pending until approved. */
    async submit(user: PublicUser, input: RegistrationInput): Promise<BusinessRegistration> {
      const data = input.submittedData;
      if (!(await deps.categoryExists(data.categoryId)))
        throw badRequest('Unknown category: choose one of the guide’s categories');
      if (data.areaId != null && !(await deps.areaExists(data.areaId)))
        throw badRequest(
          'Unknown area: choose San Pedro (4), North Shore (5) or Secret Beach (6), or leave it empty',
        );
      const [row] = await db
        .insert(R)
        .values({
          userId: user.id,
          ownerName: input.ownerName,
          ownerEmail: input.ownerEmail,
          verificationCode: input.verificationCode,
          businessLicense: input.businessLicense ?? null,
          isVerified: false,
          status: 'pending',
          submittedData: { ...data, areaId: data.areaId ?? null },
        })
        .returning({ id: R.id });
      return queue.get(row.id);
    },
  };
}
