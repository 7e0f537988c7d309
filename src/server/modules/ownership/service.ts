import { and, desc, eq, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../domain/schemas/accounts';
import type { Establishment } from '../../../domain/schemas/catalog';
import {
  type BusinessClaim,
  type BusinessRegistration,
  type ClaimInput,
  type OwnerRequest,
  type RegistrationInput,
  type RequestStatus,
  registrationData,
} from '../../../domain/schemas/ownership';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog/service';
import { type Executor, insertEstablishment, type ManageCheck } from '../establishments/service';

type ClaimRow = typeof t.businessClaims.$inferSelect;
type RegistrationRow = typeof t.businessRegistrations.$inferSelect;
export type Decision = 'approve' | 'reject';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const asStatus = (s: string): RequestStatus => (s === 'approved' || s === 'rejected' ? s : 'pending');

function toClaim(row: ClaimRow, establishmentName: string, requesterEmail: string): BusinessClaim {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    establishmentName,
    userId: row.userId,
    requesterEmail,
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
    reviewedAt: iso(row.reviewedAt),
  };
}

function toRegistration(
  row: RegistrationRow,
  establishmentName: string | null,
  requesterEmail: string | null,
): BusinessRegistration {
  const data = (row.submittedData ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    establishmentName: establishmentName ?? (typeof data.name === 'string' ? data.name : ''),
    userId: row.userId,
    requesterEmail,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    verificationCode: row.verificationCode,
    businessLicense: row.businessLicense,
    isVerified: row.isVerified,
    submittedData: data,
    status: asStatus(row.status),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
  };
}

/** Claim fields that fill an establishment's empty fields when the claim is approved. */
const CLAIM_FILL_FIELDS = [
  'phone',
  'whatsapp',
  'website',
  'description',
  'hours',
  'specialties',
  'amenities',
] as const;

/**
 * Who owns what: claims of listed places, registrations of new ones, the admin's review of both,
 * and the verified ownerships that let an owner manage a place. `invalidatePlace` drops cached replies
 * after an approval changed (or made) that place (services.ts).
 */
export function createOwnershipService(
  db: Db,
  deps: { catalog: CatalogService; invalidatePlace: (id: number) => void },
) {
  const { catalog, invalidatePlace } = deps;

  async function establishmentExists(id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: t.establishments.id })
      .from(t.establishments)
      .where(eq(t.establishments.id, id));
    return Boolean(row);
  }

  async function isVerifiedOwner(userId: number, establishmentId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: t.businessOwnership.id })
      .from(t.businessOwnership)
      .where(
        and(
          eq(t.businessOwnership.userId, userId),
          eq(t.businessOwnership.establishmentId, establishmentId),
          eq(t.businessOwnership.isVerified, true),
        ),
      );
    return Boolean(row);
  }

  /** 404 for an unknown establishment, 403 unless the admin or a verified owner of it. */
  async function assertCanManage(user: PublicUser, establishmentId: number): Promise<void> {
    if (!(await establishmentExists(establishmentId))) throw notFound('Establishment');
    if (user.role === 'admin') return;
    if (!(await isVerifiedOwner(user.id, establishmentId)))
      throw forbidden('Only a verified owner of this business or an administrator can do this');
  }

  async function verifyOwnership(exec: Executor, userId: number, establishmentId: number) {
    await exec
      .insert(t.businessOwnership)
      .values({ userId, establishmentId, isVerified: true, verifiedAt: new Date() })
      .onConflictDoUpdate({
        target: [t.businessOwnership.userId, t.businessOwnership.establishmentId],
        set: { isVerified: true, verifiedAt: sql`now()` },
      });
  }

  const claimSelect = {
    claim: t.businessClaims,
    establishmentName: t.establishments.name,
    requesterEmail: t.users.email,
  };
  function claimsQuery() {
    return db
      .select(claimSelect)
      .from(t.businessClaims)
      .innerJoin(t.establishments, eq(t.establishments.id, t.businessClaims.establishmentId))
      .innerJoin(t.users, eq(t.users.id, t.businessClaims.userId))
      .$dynamic();
  }
  async function getClaim(id: number): Promise<BusinessClaim> {
    const [row] = await claimsQuery().where(eq(t.businessClaims.id, id));
    if (!row) throw notFound('Claim');
    return toClaim(row.claim, row.establishmentName, row.requesterEmail);
  }

  const registrationSelect = {
    registration: t.businessRegistrations,
    establishmentName: t.establishments.name,
    requesterEmail: t.users.email,
  };
  function registrationsQuery() {
    return db
      .select(registrationSelect)
      .from(t.businessRegistrations)
      .leftJoin(t.establishments, eq(t.establishments.id, t.businessRegistrations.establishmentId))
      .leftJoin(t.users, eq(t.users.id, t.businessRegistrations.userId))
      .$dynamic();
  }
  async function getRegistration(id: number): Promise<BusinessRegistration> {
    const [row] = await registrationsQuery().where(eq(t.businessRegistrations.id, id));
    if (!row) throw notFound('Registration');
    return toRegistration(row.registration, row.establishmentName, row.requesterEmail);
  }

  return {
    isVerifiedOwner,
    assertCanManage,

    /** A claim of a listed place by the signed-in account; pending until the admin decides. */
    async submitClaim(user: PublicUser, input: ClaimInput): Promise<BusinessClaim> {
      // Throws 404 for unknown and unpublished places: only listed places can be claimed.
      await catalog.getEstablishment(input.establishmentId);
      if (await isVerifiedOwner(user.id, input.establishmentId))
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
      return getClaim(row.id);
    },

    /** A new business from the portal, tied to the signed-in account; pending until approved. */
    async submitRegistration(user: PublicUser, input: RegistrationInput): Promise<BusinessRegistration> {
      const data = input.submittedData;
      if (!(await catalog.categoryExists(data.categoryId)))
        throw badRequest('Unknown category: choose one of the guide’s categories');
      if (data.areaId != null && !(await catalog.areaExists(data.areaId)))
        throw badRequest(
          'Unknown area: choose San Pedro (4), North Shore (5) or Secret Beach (6), or leave it empty',
        );
      const [row] = await db
        .insert(t.businessRegistrations)
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
        .returning({ id: t.businessRegistrations.id });
      return getRegistration(row.id);
    },

    /** The caller's verified establishments, drafts included, in the public list shape. */
    async listOwnedEstablishments(userId: number): Promise<Establishment[]> {
      const rows = await db
        .select({ id: t.businessOwnership.establishmentId })
        .from(t.businessOwnership)
        .innerJoin(t.establishments, eq(t.establishments.id, t.businessOwnership.establishmentId))
        .where(and(eq(t.businessOwnership.userId, userId), eq(t.businessOwnership.isVerified, true)))
        .orderBy(t.establishments.name, t.establishments.id);
      const found = await Promise.all(
        rows.map(
          async (r) => (await catalog.getEstablishment(r.id, { includeInactive: true })).establishment,
        ),
      );
      return found;
    },

    /** The caller's claims and registrations, newest first (signed-in home). */
    async listRequests(userId: number): Promise<OwnerRequest[]> {
      const [claims, registrations] = await Promise.all([
        claimsQuery().where(eq(t.businessClaims.userId, userId)),
        registrationsQuery().where(eq(t.businessRegistrations.userId, userId)),
      ]);
      const requests: OwnerRequest[] = [
        ...claims.map(({ claim, establishmentName }) => ({
          kind: 'claim' as const,
          id: claim.id,
          establishmentId: claim.establishmentId,
          establishmentName,
          status: asStatus(claim.status),
          reviewerNotes: claim.reviewerNotes,
          createdAt: claim.createdAt.toISOString(),
          reviewedAt: iso(claim.reviewedAt),
        })),
        ...registrations.map(({ registration, establishmentName, requesterEmail }) => {
          const r = toRegistration(registration, establishmentName, requesterEmail);
          return {
            kind: 'registration' as const,
            id: r.id,
            establishmentId: r.establishmentId,
            establishmentName: r.establishmentName,
            status: r.status,
            reviewerNotes: r.notes,
            createdAt: r.createdAt,
            reviewedAt: r.reviewedAt,
          };
        }),
      ];
      return requests.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    },

    async listClaims(status?: RequestStatus): Promise<BusinessClaim[]> {
      const rows = await claimsQuery()
        .where(status ? eq(t.businessClaims.status, status) : undefined)
        .orderBy(desc(t.businessClaims.createdAt), desc(t.businessClaims.id));
      return rows.map((r) => toClaim(r.claim, r.establishmentName, r.requesterEmail));
    },

    async listRegistrations(status?: RequestStatus): Promise<BusinessRegistration[]> {
      const rows = await registrationsQuery()
        .where(status ? eq(t.businessRegistrations.status, status) : undefined)
        .orderBy(desc(t.businessRegistrations.createdAt), desc(t.businessRegistrations.id));
      return rows.map((r) => toRegistration(r.registration, r.establishmentName, r.requesterEmail));
    },

    /**
     * Approving verifies the claimant's ownership and fills the place's empty fields from the claim
     * (remembered as owner-edited); rejecting only records the decision. A decided claim is 409.
     */
    async decideClaim(
      id: number,
      decision: Decision,
      reviewer: PublicUser,
      notes: string | null,
    ): Promise<BusinessClaim> {
      const approvedPlace = await db.transaction(async (tx) => {
        const [claim] = await tx
          .update(t.businessClaims)
          .set({
            status: decision === 'approve' ? 'approved' : 'rejected',
            reviewerNotes: notes,
            reviewedByUserId: reviewer.id,
            reviewedAt: new Date(),
          })
          .where(and(eq(t.businessClaims.id, id), eq(t.businessClaims.status, 'pending')))
          .returning();
        if (!claim) {
          const [existing] = await tx
            .select({ status: t.businessClaims.status })
            .from(t.businessClaims)
            .where(eq(t.businessClaims.id, id));
          if (!existing) throw notFound('Claim');
          throw conflict(`This claim has already been ${existing.status}`);
        }
        if (decision === 'reject') return null;
        await verifyOwnership(tx, claim.userId, claim.establishmentId);
        const [place] = await tx
          .select()
          .from(t.establishments)
          .where(eq(t.establishments.id, claim.establishmentId));
        const fill: Record<string, string> = {};
        for (const key of CLAIM_FILL_FIELDS) {
          const value = claim[key];
          if (value && !place[key]) fill[key] = value;
        }
        if (Object.keys(fill).length > 0)
          await tx
            .update(t.establishments)
            .set({
              ...fill,
              ownerEditedFields: [...new Set([...place.ownerEditedFields, ...Object.keys(fill)])],
              updatedAt: sql`now()`,
            })
            .where(eq(t.establishments.id, place.id));
        return place.id;
      });
      if (approvedPlace !== null) invalidatePlace(approvedPlace);
      return getClaim(id);
    },

    /**
     * Approving creates the establishment from the submitted data (published, source 'owner') and a
     * verified ownership for the requester; rejecting only records the decision. Decided: 409.
     */
    async decideRegistration(
      id: number,
      decision: Decision,
      _reviewer: PublicUser,
      notes: string | null,
    ): Promise<BusinessRegistration> {
      const createdPlace = await db.transaction(async (tx) => {
        const [registration] = await tx
          .update(t.businessRegistrations)
          .set({
            status: decision === 'approve' ? 'approved' : 'rejected',
            isVerified: decision === 'approve',
            notes,
            reviewedAt: new Date(),
          })
          .where(and(eq(t.businessRegistrations.id, id), eq(t.businessRegistrations.status, 'pending')))
          .returning();
        if (!registration) {
          const [existing] = await tx
            .select({ status: t.businessRegistrations.status })
            .from(t.businessRegistrations)
            .where(eq(t.businessRegistrations.id, id));
          if (!existing) throw notFound('Registration');
          throw conflict(`This registration has already been ${existing.status}`);
        }
        if (decision === 'reject') return null;
        const parsed = registrationData.safeParse(registration.submittedData);
        if (!parsed.success)
          throw conflict('The submitted business details are incomplete; reject it instead');
        const data = parsed.data;
        if (data.areaId != null) {
          // Inside the transaction only tx may be used (PGlite has one connection).
          const [area] = await tx.select({ id: t.areas.id }).from(t.areas).where(eq(t.areas.id, data.areaId));
          if (!area) throw conflict('The submitted area no longer exists; reject it instead');
        }
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
        await tx
          .update(t.businessRegistrations)
          .set({ establishmentId })
          .where(eq(t.businessRegistrations.id, id));
        if (registration.userId) await verifyOwnership(tx, registration.userId, establishmentId);
        return establishmentId;
      });
      if (createdPlace !== null) invalidatePlace(createdPlace);
      return getRegistration(id);
    },
  } satisfies ManageCheck & Record<string, unknown>;
}

export type OwnershipService = ReturnType<typeof createOwnershipService>;
