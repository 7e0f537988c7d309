/**
 * The site's name, its pages' canonical paths and absolute URLs, and the landing's schema.org structured
 * data (JSON-LD); a place's and a category's are in place-structured-data.ts (only their pages load them). Typed with `schema-dts` (Google's schema.org typings; types only, nothing at run time), so a
 * misspelt property or a value of the wrong type fails `tsc` instead of silently failing a crawler.
 * Every URL is absolute (`origin` is the configured PUBLIC_URL, never the request's host).
 */
import type { Organization, PostalAddress, WebSite, WithContext } from 'schema-dts';
import { AREAS, CATEGORIES } from './constants';
import { ogImageUrl } from './image-urls';
import { PAGE_ROUTES, pageLinks } from './page-routes';

export const SITE_NAME = 'Ambergris Guide';
export const SITE_DESCRIPTION =
  'Curated places to stay, eat, dive and shop on Ambergris Caye, Belize: live updates from owners, a trip planner and maps.';

/** Paths of the pages search engines should index (one URL per page: a category's slug URL). */
export const canonicalPaths = {
  home: pageLinks.home,
  establishment: pageLinks.establishment,
  /** The slug URL of a category (/restaurants-bars), also for /category/:id; null for an unknown id. */
  category: (categoryId: number) => {
    const slug = CATEGORIES.find((c) => c.id === categoryId)?.slug;
    return slug ? pageLinks.categorySlug(slug) : null;
  },
  ogImage: ogImageUrl,
  siteOgImage: () => '/og-image.png',
};

export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/$/, '')}${pathOrUrl}`;

/**
 * A place's postal address: its own markup and every event held there use this one object, so a crawler
 * reads one address for one place. The locality is the place's area (North Shore, Secret Beach); a place
 * without one is in San Pedro, the island's one town.
 */
export function placeAddress(place: { address: string | null; areaId: number | null }): PostalAddress {
  const area = AREAS.find((a) => a.id === place.areaId);
  return {
    '@type': 'PostalAddress',
    ...(place.address ? { streetAddress: place.address } : {}),
    addressLocality: area?.name ?? 'San Pedro',
    addressRegion: 'Belize District',
    addressCountry: 'BZ',
  };
}

/** Up to `max` characters, cut at a word, with an ellipsis when cut. */
export function trimText(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The landing: the site (with its search box for search engines) and who publishes it. */
export function siteJsonLd(origin: string): [WithContext<WebSite>, WithContext<Organization>] {
  const url = absoluteUrl(origin, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url,
      description: SITE_DESCRIPTION,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absoluteUrl(origin, PAGE_ROUTES.search.pattern)}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    } as WithContext<WebSite>,
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url,
      logo: absoluteUrl(origin, '/favicon.svg'),
    },
  ];
}

/**
 * JSON for inside <script type="application/ld+json">: `<`, `>` and `&` escaped as JSON escapes, so
 * owner text such as `</script>` or `<!--` cannot end or change the script; the JSON still parses the same.
 */
export const jsonLdText = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
