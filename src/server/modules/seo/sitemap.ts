/** The sitemap (sitemaps.org 0.9) and robots.txt, as text. */
import { CATEGORIES } from '../../../domain/constants';
import { absoluteUrl, canonicalPaths } from '../../../domain/structured-data';

export interface SitemapPlace {
  id: number;
  categoryId: number;
  updatedAt: Date;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const day = (d: Date) => d.toISOString().slice(0, 10);

const latest = (dates: Date[]) =>
  dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;

function urlEntry(origin: string, path: string, lastmod: Date | null): string {
  const mod = lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(absoluteUrl(origin, path))}</loc>${mod}</url>`;
}

/**
 * The landing, the eight category pages (their slug URLs, the canonical ones) and every published
 * place; a list's lastmod is that of its newest place.
 */
export function sitemapXml(origin: string, places: readonly SitemapPlace[]): string {
  const urls = [urlEntry(origin, canonicalPaths.home(), latest(places.map((p) => p.updatedAt)))];
  for (const c of CATEGORIES) {
    const dates = places.filter((p) => p.categoryId === c.id).map((p) => p.updatedAt);
    urls.push(urlEntry(origin, `/${c.slug}`, latest(dates)));
  }
  for (const p of places) urls.push(urlEntry(origin, canonicalPaths.establishment(p.id), p.updatedAt));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers index the guide, not the API, the admin or the owners' portal; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /business',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
