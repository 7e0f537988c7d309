import { and, eq, inArray } from 'drizzle-orm';
import type { PublicUser } from '../../../domain/schemas/accounts';
import type { Establishment } from '../../../domain/schemas/catalog';
import type { BusinessClaim, BusinessRegistration, OwnerRequest } from '../../../domain/schemas/ownership';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import type { ManageCheck, ManagedPlace } from '../../lib/manage-check';
import type { AccountService } from '../accounts';
import type { CatalogService } from '../catalog';
import type { ChangeWriter } from '../changes';
import { establishmentExists, establishmentNames } from '../establishments';
import { type MailService, nameToGreet } from '../mail';
import { createClaims } from './claims';
import { createRegistrations } from './registrations';
import type { Labels } from './review-requests';

const O = t.businessOwnership;

async function isVerifiedOwnerIn(db: Db, userId: number, establishmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: O.id })
    .from(O)
    .where(and(eq(O.userId, userId), eq(O.establishmentId, establishmentId), eq(O.isVerified, true)));
  return Boolean(row);
}

/**
 * Who owns what: claims of listed places, registrations of new ones (review requests the admin
 * decides, review-requests.ts), and the verified ownerships that let an owner manage a place.
 * An approval that changed (or made) a place records the change in its transaction.
 */
export function createOwnershipService(
  db: Db,
  deps: {
    catalog: CatalogService;
    accounts: Pick<AccountService, 'emailsOf'>;
    changes: ChangeWriter;
    mail: MailService;
    clock: Clock;
  },
) {
  const { catalog, changes, clock } = deps;

  const isVerifiedOwner = (userId: number, establishmentId: number) =>
    isVerifiedOwnerIn(db, userId, establishmentId);

  async function verifyOwnership(exec: Executor, userId: number, establishmentId: number) {
    const verifiedAt = clock.now();
    await exec
      .insert(O)
      .values({ userId, establishmentId, isVerified: true, verifiedAt })
      .onConflictDoUpdate({
        target: [O.userId, O.establishmentId],
        set: { isVerified: true, verifiedAt },
      });
  }

  const labels: Labels = async (rows) => {
    const [names, emails] = await Promise.all([
      establishmentNames(
        db,
        rows.flatMap((r) => (r.establishmentId === null ? [] : [r.establishmentId])),
      ),
      deps.accounts.emailsOf(rows.flatMap((r) => (r.userId === null ? [] : [r.userId]))),
    ]);
    return {
      placeName: (id) => (id === null ? null : (names.get(id) ?? null)),
      requesterEmail: (id) => (id === null ? null : (emails.get(id)?.email ?? null)),
      requesterFirstName: (id) => (id === null ? null : nameToGreet(emails.get(id))),
      requesterLocale: (id) => (id === null ? 'en' : (emails.get(id)?.locale ?? 'en')),
      requesterVerified: (id) => (id === null ? false : (emails.get(id)?.verified ?? false)),
    };
  };
  const shared = {
    labels,
    changes,
    verifyOwnership,
    mail: deps.mail,
    clock,
  };
  const claims = createClaims(db, {
    ...shared,
    assertListed: (id) => catalog.getEstablishment(id),
    isVerifiedOwner,
  });
  const registrations = createRegistrations(db, {
    ...shared,
    categoryExists: (id) => catalog.categoryExists(id),
    areaExists: (id) => catalog.areaExists(id),
  });

  return {
    isVerifiedOwner,

    /**
     * 404 for an unknown establishment, 403 unless the admin or a verified owner of it. One read of the
     * ownerships when it is granted (a verified ownership names a place that exists), none for the
     * admin or a place in `ownedIds`; the place is looked up only to tell a refusal's 404 from its 403.
     */
    async assertCanManage(
      user: PublicUser,
      establishmentId: number,
      ownedIds?: readonly number[],
    ): Promise<ManagedPlace> {
      const granted = { id: establishmentId, by: user } as ManagedPlace;
      if (user.role !== 'admin') {
        if (ownedIds?.includes(establishmentId) || (await isVerifiedOwner(user.id, establishmentId)))
          return granted;
      }
      if (!(await establishmentExists(db, establishmentId))) throw notFound('Establishment');
      if (user.role === 'admin') return granted;
      throw forbidden('Only a verified owner of this business or an administrator can do this');
    },

    /** The accounts that verifiably own the place (who is told of its booking requests). */
    async verifiedOwnerIds(establishmentId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: O.userId })
        .from(O)
        .where(and(eq(O.establishmentId, establishmentId), eq(O.isVerified, true)));
      return rows.map((r) => r.userId);
    },

    /** The accounts that verifiably own each of these places, by place (one query for a list of places). */
    async verifiedOwnersOf(establishmentIds: readonly number[]): Promise<Map<number, number[]>> {
      const owners = new Map<number, number[]>();
      if (establishmentIds.length === 0) return owners;
      const rows = await db
        .select({ establishmentId: O.establishmentId, userId: O.userId })
        .from(O)
        .where(and(inArray(O.establishmentId, [...establishmentIds]), eq(O.isVerified, true)));
      for (const r of rows)
        owners.set(r.establishmentId, [...(owners.get(r.establishmentId) ?? []), r.userId]);
      return owners;
    },

    /** The ids of the places the account verifiably owns. */
    async ownedEstablishmentIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: O.establishmentId })
        .from(O)
        .where(and(eq(O.userId, userId), eq(O.isVerified, true)));
      return rows.map((r) => r.id);
    },

    submitClaim: claims.submit,
    submitRegistration: registrations.submit,

    /** The admin's two review queues, one shape: list by status, decide one (routes in modules/admin). */
    queues: { claims: claims.queue, registrations: registrations.queue },

    /** The caller's verified establishments, drafts included, in the public list shape, by name. */
    async listOwnedEstablishments(userId: number): Promise<Establishment[]> {
      const owned = await db
        .select({ id: O.establishmentId })
        .from(O)
        .where(and(eq(O.userId, userId), eq(O.isVerified, true)));
      const found = await Promise.all(
        owned.map(
          async (r) => (await catalog.getEstablishment(r.id, { includeInactive: true })).establishment,
        ),
      );
      return found.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },

    /** What the account asked for and what it manages, for the export of its data. */
    async dataOf(userId: number) {
      const [claimed, registered, owned] = await Promise.all([
        claims.queue.listOf(userId),
        registrations.queue.listOf(userId),
        db.select().from(O).where(eq(O.userId, userId)).orderBy(O.claimedAt, O.id),
      ]);
      const names = await establishmentNames(
        db,
        owned.map((o) => o.establishmentId),
      );
      return {
        claims: claimed,
        registrations: registered,
        ownerships: owned.map((o) => ({
          establishmentId: o.establishmentId,
          establishmentName: names.get(o.establishmentId) ?? '',
          isVerified: o.isVerified,
          verifiedAt: o.verifiedAt?.toISOString() ?? null,
          claimedAt: o.claimedAt.toISOString(),
        })),
      };
    },

    /**
     * In the deletion's transaction: releases the account's ownerships (the places stay, unowned) and
     * deletes its claims and registrations, which hold its name, address and phone (decision 33).
     */
    async forgetAccount(tx: Executor, userId: number): Promise<void> {
      await tx.delete(O).where(eq(O.userId, userId));
      await tx.delete(t.businessClaims).where(eq(t.businessClaims.userId, userId));
      await tx.delete(t.businessRegistrations).where(eq(t.businessRegistrations.userId, userId));
    },

    /** The caller's claims and registrations, newest first (signed-in home). */
    async listRequests(userId: number): Promise<OwnerRequest[]> {
      const [mine, registered] = await Promise.all([
        claims.queue.listOf(userId),
        registrations.queue.listOf(userId),
      ]);
      const requests: OwnerRequest[] = [
        ...mine.map((c: BusinessClaim) => ({
          kind: 'claim' as const,
          ...requestSummary(c, c.reviewerNotes),
        })),
        ...registered.map((r: BusinessRegistration) => ({
          kind: 'registration' as const,
          ...requestSummary(r, r.notes),
        })),
      ];
      return requests.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    },
  } satisfies ManageCheck & Record<string, unknown>;
}

/** The part of a claim or registration that the owner's list of requests shows. */
function requestSummary(
  r: BusinessClaim | BusinessRegistration,
  reviewerNotes: string | null,
): Omit<OwnerRequest, 'kind'> {
  return {
    id: r.id,
    establishmentId: r.establishmentId,
    establishmentName: r.establishmentName,
    status: r.status,
    reviewerNotes,
    createdAt: r.createdAt,
    reviewedAt: r.reviewedAt,
  };
}

export type OwnershipService = ReturnType<typeof createOwnershipService>;
