import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  PHOTO_LIMIT_MESSAGE,
  PHOTO_MAX_COUNT,
  type Photo,
  type PhotoSize,
  photoUrl,
} from '../../../domain/schemas/photos';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { ManagedPlace } from '../../lib/manage-check';
import type { ChangeWriter } from '../changes';
import type { EstablishmentService } from '../establishments';
import { preparePhoto } from './photo-images';
import type { MediaFile } from './service';

/** The first key of pg_advisory_xact_lock(int, int): serialises photo writes per place. */
const PHOTO_LOCK = 16_016;

const VARIANT_COLUMNS = {
  cardAvif: t.photos.cardAvifId,
  cardWebp: t.photos.cardWebpId,
  detailAvif: t.photos.detailAvifId,
  detailWebp: t.photos.detailWebpId,
} as const;

const toPhoto = (row: typeof t.photos.$inferSelect): Photo => ({
  id: row.id,
  position: row.position,
  alt: row.alt,
  url: photoUrl(row.id, 'detail'),
  cardUrl: photoUrl(row.id, 'card'),
  width: row.width,
  height: row.height,
});

/** Owners' photos of a place: stored in `media`, listed in order, mirrored into the place's hero and gallery. */
export function createPhotoService(
  db: Db,
  deps: {
    establishments: EstablishmentService;
    changes: ChangeWriter;
  },
) {
  const { establishments, changes } = deps;

  const rowsOf = (exec: Executor, establishmentId: number) =>
    exec
      .select()
      .from(t.photos)
      .where(eq(t.photos.establishmentId, establishmentId))
      .orderBy(asc(t.photos.position), asc(t.photos.id));

  /** Takes the place's photo lock for the rest of the transaction, so limits and positions hold. */
  const lockPlace = (tx: Executor, establishmentId: number) =>
    tx.execute(sql`select pg_advisory_xact_lock(${PHOTO_LOCK}, ${establishmentId})`);

  /** Renumbers the place's photos 0..n-1 in the given order and points the place's hero and gallery at them. */
  async function publishOrder(tx: Executor, establishmentId: number, ordered: { id: number }[]) {
    for (const [position, { id }] of ordered.entries())
      await tx.update(t.photos).set({ position }).where(eq(t.photos.id, id));
    await establishments.setPhotoUrls(
      establishmentId,
      ordered.map((p) => photoUrl(p.id, 'detail')),
      { exec: tx },
    );
  }

  async function photoOf(establishmentId: number, photoId: number) {
    const [row] = await db.select().from(t.photos).where(eq(t.photos.id, photoId));
    if (!row || row.establishmentId !== establishmentId) throw notFound('Photo');
    return row;
  }

  async function countOf(establishmentId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(t.photos)
      .where(eq(t.photos.establishmentId, establishmentId));
    return row.n;
  }

  return {
    /** The place's photos in their order (the first is the hero). */
    async list(establishmentId: number): Promise<Photo[]> {
      return (await rowsOf(db, establishmentId)).map(toPhoto);
    },

    /** Checks, re-encodes and stores a photo at the end of the place's gallery. */
    async upload(place: ManagedPlace, bytes: Buffer): Promise<{ id: number; url: string }> {
      const { by: user, id: establishmentId } = place;
      // Refused before the costly encoding; checked again under the lock below.
      if ((await countOf(establishmentId)) >= PHOTO_MAX_COUNT) throw conflict(PHOTO_LIMIT_MESSAGE);
      const image = await preparePhoto(bytes);
      const id = await db.transaction(async (tx) => {
        await lockPlace(tx, establishmentId);
        const existing = await rowsOf(tx, establishmentId);
        if (existing.length >= PHOTO_MAX_COUNT) throw conflict(PHOTO_LIMIT_MESSAGE);
        const mediaIds = {} as Record<keyof typeof VARIANT_COLUMNS, number>;
        for (const key of Object.keys(VARIANT_COLUMNS) as (keyof typeof VARIANT_COLUMNS)[]) {
          const [row] = await tx
            .insert(t.media)
            .values({ ...image[key], establishmentId, uploadedByUserId: user.id })
            .returning({ id: t.media.id });
          mediaIds[key] = row.id;
        }
        const [photo] = await tx
          .insert(t.photos)
          .values({
            establishmentId,
            position: existing.length,
            width: image.width,
            height: image.height,
            cardAvifId: mediaIds.cardAvif,
            cardWebpId: mediaIds.cardWebp,
            detailAvifId: mediaIds.detailAvif,
            detailWebpId: mediaIds.detailWebp,
            uploadedByUserId: user.id,
          })
          .returning({ id: t.photos.id });
        await publishOrder(tx, establishmentId, [...existing, photo]);
        await changes.record(tx, { establishmentIds: [establishmentId] });
        return photo.id;
      });
      await changes.caughtUp();
      return { id, url: photoUrl(id, 'detail') };
    },

    /** A new order: every photo of the place exactly once; the first becomes the hero. */
    async reorder(place: ManagedPlace, photoIds: number[]): Promise<Photo[]> {
      const establishmentId = place.id;
      await db.transaction(async (tx) => {
        await lockPlace(tx, establishmentId);
        const current = new Set((await rowsOf(tx, establishmentId)).map((p) => p.id));
        if (photoIds.length !== current.size || !photoIds.every((id) => current.has(id)))
          throw badRequest('List every photo of this place exactly once, in the new order');
        await publishOrder(
          tx,
          establishmentId,
          photoIds.map((id) => ({ id })),
        );
        await changes.record(tx, { establishmentIds: [establishmentId] });
      });
      await changes.caughtUp();
      return (await rowsOf(db, establishmentId)).map(toPhoto);
    },

    /** The owner's description of a photo (null: pages use the place's name). */
    async setAlt(place: ManagedPlace, photoId: number, alt: string | null): Promise<Photo> {
      const establishmentId = place.id;
      await photoOf(establishmentId, photoId);
      // Visitors read the description (the public photo list is a cached reply).
      const row = await db.transaction(async (tx) => {
        const [row] = await tx.update(t.photos).set({ alt }).where(eq(t.photos.id, photoId)).returning();
        await changes.record(tx, { establishmentIds: [establishmentId] });
        return row;
      });
      await changes.caughtUp();
      return toPhoto(row);
    },

    /** Deletes a photo and its stored files; the next photo becomes the hero if this one was. */
    async remove(place: ManagedPlace, photoId: number): Promise<void> {
      const establishmentId = place.id;
      await db.transaction(async (tx) => {
        await lockPlace(tx, establishmentId);
        const [row] = await tx
          .delete(t.photos)
          .where(and(eq(t.photos.id, photoId), eq(t.photos.establishmentId, establishmentId)))
          .returning();
        if (!row) throw notFound('Photo');
        await tx
          .delete(t.media)
          .where(inArray(t.media.id, [row.cardAvifId, row.cardWebpId, row.detailAvifId, row.detailWebpId]));
        await publishOrder(tx, establishmentId, await rowsOf(tx, establishmentId));
        await changes.record(tx, { establishmentIds: [establishmentId] });
      });
      await changes.caughtUp();
    },

    /** One stored size of a photo, AVIF when the browser takes it, else WebP. */
    async file(photoId: number, size: PhotoSize, avif: boolean): Promise<MediaFile> {
      const column = VARIANT_COLUMNS[`${size}${avif ? 'Avif' : 'Webp'}`];
      const [row] = await db
        .select({
          contentType: t.media.contentType,
          bytes: t.media.bytes,
          sha256: t.media.sha256,
          establishmentId: t.photos.establishmentId,
        })
        .from(t.photos)
        .innerJoin(t.media, eq(t.media.id, column))
        .where(eq(t.photos.id, photoId));
      if (!row) throw notFound('Photo');
      return row;
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
