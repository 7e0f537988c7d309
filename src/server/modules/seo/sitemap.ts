/** The sitemap (sitemaps.org 0.9) and robots.txt, as text. */
import { CATEGORIES } from '../../../domain/constants';
import { LOCALES, localizedPath } from '../../../domain/locale';
import { alternateLinks } from '../../../domain/page-head';
import { PAGE_ROUTES, pageLinks } from '../../../domain/page-routes';
import { absoluteUrl, canonicalPaths } from '../../../domain/structured-data';

export interface SitemapPlace {
  id: number;
  categoryId: number;
  /** When the listing was last checked: what a crawler should know changed. */
  checkedAt: Date;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const day = (d: Date) => d.toISOString().slice(0, 10);

const latest = (dates: Date[]) =>
  dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;

/**
 * The page at the English `path` in each language, each entry naming both twins and the default
 * (hreflang, as the pages' heads do), so a search engine shows readers the page in their language.
 */
function urlEntries(origin: string, path: string, lastmod: Date | null): string[] {
  const mod = lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '';
  return LOCALES.map((locale) => {
    const loc = absoluteUrl(origin, localizedPath(path, locale));
    const alternates = alternateLinks(loc)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(loc)}</loc>${mod}${alternates}</url>`;
  });
}

/**
 * The landing, what's on, the eight category pages (their slug URLs, the canonical ones) and every
 * published place, in English and in Spanish; each place's lastmod is
 * when its listing was last checked, a list's that of its most recently checked place.
 */
export function sitemapXml(origin: string, places: readonly SitemapPlace[]): string {
  const urls = urlEntries(origin, canonicalPaths.home(), latest(places.map((p) => p.checkedAt)));
  // What's on changes with the days, not with a listing's check: no lastmod.
  urls.push(...urlEntries(origin, pageLinks.events(), null));
  for (const c of CATEGORIES) {
    const dates = places.filter((p) => p.categoryId === c.id).map((p) => p.checkedAt);
    urls.push(...urlEntries(origin, `/${c.slug}`, latest(dates)));
  }
  for (const p of places) urls.push(...urlEntries(origin, canonicalPaths.establishment(p.id), p.checkedAt));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The pages no crawler has business on: the admin and the owners' portal (the dashboard and the
 * owner's home are under it), at their paths in the table of pages, in each language they have.
 */
const PRIVATE_PAGES = [PAGE_ROUTES.admin.pattern, PAGE_ROUTES.business.pattern];

/**
 * Crawlers index the guide and fetch its images (/images/: link previews, rich results), not the API,
 * the admin or the owners' portal; the sitemap is named. Only Disallow lines: a parser that takes the
 * first matching rule (Python's urllib.robotparser) and one that takes the longest (Google's) read
 * them alike, where a leading `Allow: /` would let the first kind into everything.
 */
export function robotsTxt(origin: string): string {
  const privatePaths = new Set(PRIVATE_PAGES.flatMap((p) => LOCALES.map((l) => localizedPath(p, l))));
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...[...privatePaths].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
