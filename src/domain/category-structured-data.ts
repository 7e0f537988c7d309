import type { ItemList, WithContext } from 'schema-dts';
import { pageLinks } from './page-routes';
import { absoluteUrl, canonicalPaths } from './structured-data';

// Apart from placeJsonLd (place-structured-data.ts): a category page downloads only its list's markup.

/** A category page: its places in the order shown, by absolute URL. */
export function categoryJsonLd(
  category: { name: string; id: number },
  places: readonly { id: number; name: string }[],
  origin: string,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${category.name} on Ambergris Caye`,
    url: absoluteUrl(origin, canonicalPaths.category(category.id) ?? pageLinks.category(category.id)),
    numberOfItems: places.length,
    itemListElement: places.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: p.name,
      url: absoluteUrl(origin, canonicalPaths.establishment(p.id)),
    })),
  };
}
