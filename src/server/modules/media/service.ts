import { and, eq } from 'drizzle-orm';
import { mediaIdOf, mediaUrl } from '../../../domain/image-urls';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ManagedPlace } from '../../lib/manage-check';
import type { ChangeWriter } from '../changes';
import type { EstablishmentService } from '../establishments';
import { prepareLogo } from './images';

export interface MediaFile {
  contentType: string;
  bytes: Buffer;
  sha256: string;
  /** The place it shows (null for an image of no place): its visitors' visibility is the image's. */
  establishmentId: number | null;
}

/** Images kept in the database, so every app instance can serve them. */
export function createMediaService(
  db: Db,
  deps: {
    establishments: EstablishmentService;
    changes: ChangeWriter;
  },
) {
  const { establishments, changes } = deps;

  return {
    /** Checks, normalises and stores a logo, points the establishment at it and drops the old one. */
    async uploadLogo(place: ManagedPlace, bytes: Buffer): Promise<{ logoUrl: string }> {
      const { by: user, id: establishmentId } = place;
      const image = await prepareLogo(bytes);
      const logoUrl = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.media)
          .values({ ...image, establishmentId, uploadedByUserId: user.id })
          .returning({ id: t.media.id });
        const url = mediaUrl(row.id);
        const previous = await establishments.setLogoUrl(establishmentId, url, {
          exec: tx,
          ownerEdit: user.role !== 'admin',
        });
        const oldId = mediaIdOf(previous);
        if (oldId !== null)
          await tx
            .delete(t.media)
            .where(and(eq(t.media.id, oldId), eq(t.media.establishmentId, establishmentId)));
        await changes.record(tx, { establishmentIds: [establishmentId] });
        return url;
      });
      await changes.caughtUp();
      return { logoUrl };
    },

    async get(id: number): Promise<MediaFile> {
      const [row] = await db
        .select({
          contentType: t.media.contentType,
          bytes: t.media.bytes,
          sha256: t.media.sha256,
          establishmentId: t.media.establishmentId,
        })
        .from(t.media)
        .where(eq(t.media.id, id));
      if (!row) throw notFound('Image');
      return row;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
