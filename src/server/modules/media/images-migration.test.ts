import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as t from '../../db/schema';

/**
 * Migration 0016 on a database whose places still name their images under /api/ (stored before the
 * images moved to /images/): every stored address follows, in order, and outside addresses stay.
 */
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('migration 0016', () => {
  it('moves stored logo and photo addresses to /images/, keeping the gallery order and outside images', async () => {
    const db = ctx.database.db;
    const [first, second] = await db.select({ id: t.establishments.id }).from(t.establishments).limit(2);
    const outside = 'https://example.com/api/media/9.png';
    await db
      .update(t.establishments)
      .set({
        logoUrl: '/api/media/5',
        heroImageUrl: '/api/photos/3/detail',
        featuredImageUrl: '/api/media/7',
        imageGallery: [outside, '/api/photos/3/card', '/api/media/7', '/images/photos/4/card'],
      })
      .where(eq(t.establishments.id, first.id));
    await db
      .update(t.establishments)
      .set({ logoUrl: outside, heroImageUrl: null, featuredImageUrl: null, imageGallery: [] })
      .where(eq(t.establishments.id, second.id));

    const file = new URL('../../db/migrations/0016_images_outside_the_api.sql', import.meta.url);
    for (const s of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(s));

    const images = async (id: number) =>
      (
        await db
          .select({
            logo: t.establishments.logoUrl,
            hero: t.establishments.heroImageUrl,
            featured: t.establishments.featuredImageUrl,
            gallery: t.establishments.imageGallery,
          })
          .from(t.establishments)
          .where(eq(t.establishments.id, id))
      )[0];
    expect(await images(first.id)).toEqual({
      logo: '/images/media/5',
      hero: '/images/photos/3/detail',
      featured: '/images/media/7',
      gallery: [outside, '/images/photos/3/card', '/images/media/7', '/images/photos/4/card'],
    });
    expect(await images(second.id)).toEqual({ logo: outside, hero: null, featured: null, gallery: [] });
  });
});
