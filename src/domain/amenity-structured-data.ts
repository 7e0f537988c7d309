import { type Amenities, knownAmenities } from './amenities';
import type { Locale } from './locale';
import { SCHEMA_TYPE_OF_CATEGORY } from './place-structured-data';
import type { Establishment } from './schemas/catalog';

/*
 * Apart from placeJsonLd (place-structured-data.ts), which list pages load too: only a place's own page
 * says what it offers, and only it downloads the attributes' words.
 */

/**
 * What the place offers as schema.org says it: an amenityFeature for each yes, and for a business, the
 * ways to pay and the currencies when they are known (Belize dollars always, US dollars when answered).
 */
export function amenitiesJsonLd(e: Pick<Establishment, 'attributes' | 'categoryId'>, locale: Locale) {
  const attributes: Amenities = e.attributes ?? {};
  const business = SCHEMA_TYPE_OF_CATEGORY[e.categoryId] !== 'TouristAttraction';
  const yes = knownAmenities(attributes, locale).filter((a) => a.value);
  // Cash only says it all, whatever the cards' answers say.
  const payments =
    attributes.cashOnly === true
      ? ['Cash']
      : [
          attributes.creditCards === true ? 'Credit Card' : null,
          attributes.debitCards === true ? 'Debit Card' : null,
        ].filter((p) => p !== null);
  return {
    ...(yes.length > 0
      ? {
          amenityFeature: yes.map((a) => ({
            '@type': 'LocationFeatureSpecification' as const,
            name: a.words,
            value: true,
          })),
        }
      : {}),
    ...(business && payments.length > 0 ? { paymentAccepted: payments.join(', ') } : {}),
    ...(business && attributes.usDollars !== undefined
      ? { currenciesAccepted: attributes.usDollars ? 'BZD, USD' : 'BZD' }
      : {}),
  };
}
