/**
 * schema.org structured data (JSON-LD) of a place's detail page and a category's list. Typed with
 * `schema-dts` (types only, nothing at run time), so a misspelt property or a value of the wrong type
 * fails `tsc` instead of silently failing a crawler. Every URL is absolute (`origin` is the configured
 * PUBLIC_URL, never the request's host). Apart from structured-data.ts so the landing does not load it.
 */
import type { LocalBusiness, TouristAttraction, WithContext } from 'schema-dts';
import { CATEGORY_IDS } from './constants';
import { DAY_NAMES } from './hours-format';
import type { Locale } from './locale';
import { shownDescription } from './place-texts';
import type { Establishment } from './schemas/catalog';
import { absoluteUrl, canonicalPaths, placeAddress, trimText } from './structured-data';

/** The schema.org type of each of the guide's eight categories. */
export const SCHEMA_TYPE_OF_CATEGORY: Record<number, PlaceType> = {
  [CATEGORY_IDS.restaurants]: 'Restaurant',
  [CATEGORY_IDS.accommodations]: 'LodgingBusiness',
  [CATEGORY_IDS.attractions]: 'TouristAttraction',
  [CATEGORY_IDS.tourOperators]: 'TravelAgency',
  [CATEGORY_IDS.souvenirShops]: 'Store',
  [CATEGORY_IDS.pharmacy]: 'Pharmacy',
  [CATEGORY_IDS.grocery]: 'GroceryStore',
  [CATEGORY_IDS.gasStation]: 'GasStation',
};
type PlaceType =
  | 'Restaurant'
  | 'LodgingBusiness'
  | 'TouristAttraction'
  | 'TravelAgency'
  | 'Store'
  | 'Pharmacy'
  | 'GroceryStore'
  | 'GasStation';

export const placeDescription = (e: Pick<Establishment, 'name' | 'description' | 'category' | 'area'>) =>
  trimText(
    e.description ||
      `${e.name}: ${e.category?.name ?? 'a place'} in ${e.area?.name ?? 'Ambergris Caye'}, Ambergris Caye, Belize.`,
  );

/**
 * schema.org opening hours from the week's ranges (domain/hours.ts, Belize time): days with the same
 * range share one entry; a range closing after midnight keeps its earlier `closes` (Google reads it as
 * the next day) and a day open until midnight closes at 23:59 (schema.org has no 24:00).
 */
export function openingHoursSpecification(week: Establishment['openingHoursWeek']) {
  if (!week) return undefined;
  const byRange = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const { day, ranges } of week)
    for (const r of ranges) {
      const closes = r.closes === '24:00' ? '23:59' : r.closes;
      const key = `${r.opens}-${closes}`;
      const entry = byRange.get(key) ?? { opens: r.opens, closes, days: [] };
      entry.days.push(`https://schema.org/${DAY_NAMES[day]}`);
      byRange.set(key, entry);
    }
  if (byRange.size === 0) return undefined;
  return [...byRange.values()].map((e) => ({
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: e.days,
    opens: e.opens,
    closes: e.closes,
  }));
}

type PlaceLd = Exclude<LocalBusiness | TouristAttraction, string>;

/**
 * A place's detail: its schema.org type, never Google's rating (Google's terms forbid showing it as ours).
 * The description is the one the page of `locale` shows.
 */
export function placeJsonLd(e: Establishment, origin: string, locale: Locale = 'en'): WithContext<PlaceLd> {
  const url = absoluteUrl(origin, canonicalPaths.establishment(e.id));
  const hours = openingHoursSpecification(e.openingHoursWeek);
  const image = [e.heroImageUrl, e.featuredImageUrl, ...e.imageGallery, e.logoUrl].find(Boolean);
  const data = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE_OF_CATEGORY[e.categoryId] ?? 'LocalBusiness',
    '@id': url,
    name: e.name,
    // The whole text (the meta description is cut to what a results page shows).
    description: shownDescription(e, locale)?.text || placeDescription(e),
    url,
    // A place is not a document, so the date its listing was last checked goes on the page about it.
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, dateModified: e.checkedAt },
    image: absoluteUrl(origin, image ?? canonicalPaths.ogImage(e.id)),
    address: placeAddress(e),
    ...(e.latitude !== null && e.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: e.latitude, longitude: e.longitude } }
      : {}),
    ...(e.phone ? { telephone: e.phone } : {}),
    ...(hours ? { openingHoursSpecification: hours } : {}),
    ...(e.website && /^https?:\/\//.test(e.website) ? { sameAs: e.website } : {}),
    ...(e.priceRange && e.categoryId !== CATEGORY_IDS.attractions ? { priceRange: e.priceRange } : {}),
  } as WithContext<PlaceLd>;
  return data;
}
