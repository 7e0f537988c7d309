import { eq, sql } from 'drizzle-orm';
import {
  type Amenities,
  type AmenityKey,
  amenitiesOf,
  amenitiesOffered,
  isOffered,
} from '../../../domain/amenities';
import type { AmenityChanges } from '../../../domain/schemas/amenities';
import type { Establishment } from '../../../domain/schemas/catalog';
import {
  ADMIN_ONLY_FIELDS,
  type EstablishmentCreate,
  type EstablishmentPatch,
  OWNER_EDITABLE_FIELDS,
  type PositionBody,
} from '../../../domain/schemas/establishments';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { ManagedPlace } from '../../lib/manage-check';
import type { CatalogService } from '../catalog';
import type { ChangeWriter } from '../changes';

type NewEstablishment = typeof t.establishments.$inferInsert;

/** Inserts one establishment (used by the admin's create and by an approved registration). */
export async function insertEstablishment(exec: Executor, values: NewEstablishment): Promise<number> {
  const [row] = await exec.insert(t.establishments).values(values).returning({ id: t.establishments.id });
  return row.id;
}

export function createEstablishmentService(
  db: Db,
  deps: { catalog: CatalogService; changes: ChangeWriter; clock: Clock },
) {
  const { catalog, changes: changeLog, clock } = deps;

  async function assertReferences(input: { categoryId?: number; areaId?: number | null }) {
    if (input.categoryId !== undefined && !(await catalog.categoryExists(input.categoryId)))
      throw badRequest('Unknown category: choose one of the guide’s categories');
    if (input.areaId != null && !(await catalog.areaExists(input.areaId)))
      throw badRequest('Unknown area: choose San Pedro (4), North Shore (5) or Secret Beach (6)');
  }

  const fetch = async (id: number): Promise<Establishment> =>
    (await catalog.getEstablishment(id, { includeInactive: true })).establishment;

  return {
    assertReferences,

    /** Admin: a new establishment, published unless isActive is false. */
    async create(input: EstablishmentCreate): Promise<Establishment> {
      await assertReferences(input);
      const hasPosition = input.latitude != null && input.longitude != null;
      const id = await db.transaction(async (tx) => {
        const id = await insertEstablishment(tx, {
          name: input.name,
          description: input.description ?? null,
          categoryId: input.categoryId,
          areaId: input.areaId ?? null,
          latitude: hasPosition ? input.latitude : null,
          longitude: hasPosition ? input.longitude : null,
          coordinateQuality: hasPosition ? 'approximate' : null,
          address: input.address ?? null,
          hours: input.hours ?? null,
          priceRange: input.priceRange ?? null,
          specialties: input.specialties ?? null,
          phone: input.phone ?? null,
          whatsapp: input.whatsapp ?? null,
          website: input.website ?? null,
          googleRating: input.googleRating ?? null,
          googleReviewCount: input.googleReviewCount ?? null,
          isActive: input.isActive ?? true,
          source: 'admin',
          checkedAt: clock.now(),
          checkedBy: 'admin',
        });
        await changeLog.record(tx, { establishmentIds: [id] });
        return id;
      });
      await changeLog.caughtUp();
      return fetch(id);
    },

    /**
     * A partial update by a verified owner (Business Details fields) or the admin (those plus
     * isActive, categoryId, areaId and the position). Fields an owner changes are remembered in
     * ownerEditedFields so the Google import leaves them alone. Whoever edits a listing has looked at
     * it: the edit is also its latest check.
     */
    async update(place: ManagedPlace, patch: EstablishmentPatch): Promise<Establishment> {
      const { by: user, id } = place;
      const isAdmin = user.role === 'admin';
      const adminKeys = ADMIN_ONLY_FIELDS.filter((k) => patch[k] !== undefined);
      if (!isAdmin && adminKeys.length > 0)
        throw forbidden(`Only the guide's administrators can change ${adminKeys.join(', ')}`);
      await assertReferences(patch);

      const [row] = await db.select().from(t.establishments).where(eq(t.establishments.id, id));
      if (!row) throw notFound('Establishment');
      const changes: Partial<NewEstablishment> = {};
      const changedOwnerFields: string[] = [];
      for (const key of [...OWNER_EDITABLE_FIELDS, ...ADMIN_ONLY_FIELDS]) {
        const value = patch[key];
        if (value === undefined || value === row[key]) continue;
        (changes as Record<string, unknown>)[key] = value;
        if ((OWNER_EDITABLE_FIELDS as string[]).includes(key)) changedOwnerFields.push(key);
      }
      if (patch.attributes) {
        const answered = answersAfter(row.attributes, patch.attributes, patch.categoryId ?? row.categoryId);
        if (answered.changed.length > 0) {
          changes.attributes = answered.attributes;
          changedOwnerFields.push(...answered.changed.map((key) => `attributes.${key}`));
        }
      }
      if (Object.keys(changes).length === 0) return fetch(id);
      if (changes.latitude !== undefined || changes.longitude !== undefined)
        changes.coordinateQuality = patch.latitude == null ? null : 'surveyed';
      if (!isAdmin && changedOwnerFields.length > 0)
        changes.ownerEditedFields = [...new Set([...row.ownerEditedFields, ...changedOwnerFields])];
      await db.transaction(async (tx) => {
        await tx
          .update(t.establishments)
          .set({
            ...changes,
            updatedAt: sql`now()`,
            checkedAt: clock.now(),
            checkedBy: isAdmin ? 'admin' : 'owner',
          })
          .where(eq(t.establishments.id, id));
        await changeLog.record(tx, { establishmentIds: [id] });
      });
      await changeLog.caughtUp();
      return fetch(id);
    },

    /** Admin map edit mode: a surveyed position on the island. */
    async updatePosition(input: PositionBody): Promise<Establishment> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(t.establishments)
          .set({
            latitude: input.latitude,
            longitude: input.longitude,
            coordinateQuality: 'surveyed',
            updatedAt: sql`now()`,
            checkedAt: clock.now(),
            checkedBy: 'admin',
          })
          .where(eq(t.establishments.id, input.id))
          .returning({ id: t.establishments.id });
        if (!row) throw notFound('Establishment');
        await changeLog.record(tx, { establishmentIds: [input.id] });
      });
      await changeLog.caughtUp();
      return fetch(input.id);
    },

    /** Points the establishment at a new logo; returns the previous logo URL. */
    async setLogoUrl(
      id: number,
      logoUrl: string,
      opts: { exec?: Executor; ownerEdit?: boolean } = {},
    ): Promise<string | null> {
      const exec = opts.exec ?? db;
      const [before] = await exec
        .select({ logoUrl: t.establishments.logoUrl, ownerEditedFields: t.establishments.ownerEditedFields })
        .from(t.establishments)
        .where(eq(t.establishments.id, id));
      if (!before) throw notFound('Establishment');
      await exec
        .update(t.establishments)
        .set({
          logoUrl,
          updatedAt: sql`now()`,
          ...(opts.ownerEdit
            ? { ownerEditedFields: [...new Set([...before.ownerEditedFields, 'logoUrl'])] }
            : {}),
        })
        .where(eq(t.establishments.id, id));
      return before.logoUrl;
    },

    listAll: () => catalog.listAllEstablishments(),

    /** Owners' photos (media module), in order: the first is the hero, all make the gallery. */
    async setPhotoUrls(id: number, urls: string[], opts: { exec?: Executor } = {}): Promise<void> {
      const [row] = await (opts.exec ?? db)
        .update(t.establishments)
        .set({ heroImageUrl: urls[0] ?? null, imageGallery: urls, updatedAt: sql`now()` })
        .where(eq(t.establishments.id, id))
        .returning({ id: t.establishments.id });
      if (!row) throw notFound('Establishment');
    },
  };
}

export type EstablishmentService = ReturnType<typeof createEstablishmentService>;

/**
 * The stored answers once `changes` are applied (null removes an answer), and which attributes changed.
 * An attribute the place's category does not offer is refused.
 */
function answersAfter(
  stored: Readonly<Record<string, unknown>>,
  changes: AmenityChanges,
  categoryId: number,
) {
  const asked = (Object.keys(changes) as AmenityKey[]).filter((key) => changes[key] !== undefined);
  const notOffered = asked.filter((key) => !isOffered(categoryId, key));
  if (notOffered.length > 0)
    throw badRequest(
      `Not asked of this kind of place: ${notOffered.join(', ')}. It can answer ${amenitiesOffered(categoryId).join(', ')}.`,
    );
  const attributes: Amenities = amenitiesOf(stored, categoryId);
  const changed: string[] = [];
  for (const key of asked) {
    const value = changes[key] ?? null;
    if ((attributes[key] ?? null) === value) continue;
    if (value === null) delete attributes[key];
    else attributes[key] = value;
    changed.push(key);
  }
  return { attributes, changed };
}
