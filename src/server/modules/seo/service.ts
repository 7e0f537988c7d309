import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { mediaIdOf } from '../../../domain/image-urls';
import type { CatalogService } from '../catalog';
import type { ChangeFeed } from '../changes';
import type { MediaService } from '../media';
import { renderOgCard } from './og-card';
import { type SitemapPlace, sitemapXml } from './sitemap';

export interface OgImage {
  png: Buffer;
  etag: string;
}

/** Cards kept: every place of the island fits (a card is some 20-40 KB). */
const KEPT_CARDS = 500;
const KEPT_BYTES = 32 * 1024 * 1024;

/**
 * What makes the guide findable beyond its pages: the sitemap and each place's link-preview image.
 * The images are made once per place and kept in memory (an LRU), dropped when a change record names
 * the place (or anything): they are derived from the catalogue, cheap to make again, and need not
 * survive a restart nor be shared by instances, so they are not stored in the media tables.
 */
export function createSeoService(deps: {
  catalog: CatalogService;
  media: MediaService;
  changes: ChangeFeed;
}) {
  const { catalog, media, changes } = deps;
  const cards = new LRUCache<number, OgImage>({
    max: KEPT_CARDS,
    maxSize: KEPT_BYTES,
    sizeCalculation: (c) => c.png.length,
  });
  const making = new Map<number, Promise<OgImage>>();
  /** Moves at every change: a card begun before it may show the old place and is not kept. */
  let version = 0;
  changes.subscribe(({ establishmentIds }) => {
    version++;
    if (establishmentIds === null) cards.clear();
    else for (const id of establishmentIds) cards.delete(id);
    making.clear();
  });

  async function logoOf(logoUrl: string | null): Promise<Buffer | null> {
    const mediaId = mediaIdOf(logoUrl);
    if (mediaId === null) return null;
    return media.get(mediaId).then(
      (f) => f.bytes,
      () => null,
    );
  }

  async function makeCard(id: number): Promise<OgImage> {
    const started = version;
    const { establishment: e } = await catalog.getEstablishment(id);
    const png = await renderOgCard({
      title: e.name,
      kicker: e.category?.name ?? 'Ambergris Caye',
      subtitle: `${e.area?.name ?? 'Ambergris Caye'} · Ambergris Caye, Belize`,
      accent: e.category?.color ?? '#20B2AA',
      logo: await logoOf(e.logoUrl),
    });
    const card = { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
    if (started === version) cards.set(id, card);
    return card;
  }

  return {
    /** The link-preview PNG of a published place (NotFound otherwise), made once and kept. */
    ogImage(id: number): Promise<OgImage> {
      const kept = cards.get(id);
      if (kept) return Promise.resolve(kept);
      const inFlight = making.get(id);
      if (inFlight) return inFlight;
      const pending: Promise<OgImage> = makeCard(id).finally(() => {
        if (making.get(id) === pending) making.delete(id);
      });
      making.set(id, pending);
      return pending;
    },

    /** The sitemap of the published guide with URLs under `origin`. */
    async sitemap(origin: string): Promise<string> {
      const { places } = await catalog.read();
      const entries: SitemapPlace[] = [];
      for (const [id, place] of places)
        entries.push({
          id,
          categoryId: place.fields.categoryId,
          checkedAt: new Date(place.fields.checkedAt),
        });
      entries.sort((a, b) => a.id - b.id);
      return sitemapXml(origin, entries);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
