/** What the Google Places import asks for and how a Google place becomes an establishment's fields. */
import { type Amenities, type AmenityKey, amenitiesOf } from '../../../domain/amenities';
import { AREA_IDS, CATEGORY_IDS } from '../../../domain/constants';
import { isOnIsland } from '../../../domain/geo';
import type { GooglePlaceFacts } from '../establishments';
import { openingHoursFromPeriods } from './opening-periods';
import type { Place } from './places-client';

/** Text Search phrases per category, most specific first: a place found by several queries keeps the first. */
export const CATEGORY_QUERIES: readonly { categoryId: number; text: string }[] = [
  { categoryId: CATEGORY_IDS.pharmacy, text: 'pharmacies' },
  { categoryId: CATEGORY_IDS.gasStation, text: 'gas stations' },
  { categoryId: CATEGORY_IDS.grocery, text: 'grocery stores and supermarkets' },
  { categoryId: CATEGORY_IDS.tourOperators, text: 'tour operators and dive shops' },
  { categoryId: CATEGORY_IDS.souvenirShops, text: 'souvenir and gift shops' },
  { categoryId: CATEGORY_IDS.accommodations, text: 'hotels and resorts' },
  { categoryId: CATEGORY_IDS.restaurants, text: 'restaurants and bars' },
  { categoryId: CATEGORY_IDS.attractions, text: 'tourist attractions' },
];
export const AREA_QUERIES = ['San Pedro', 'North Shore', 'Secret Beach'] as const;

export interface ImportQuery {
  categoryId: number;
  textQuery: string;
}

/** One query per category per area: 8 x 3 = 24. */
export const IMPORT_QUERIES: readonly ImportQuery[] = CATEGORY_QUERIES.flatMap((c) =>
  AREA_QUERIES.map((area) => ({
    categoryId: c.categoryId,
    textQuery: `${c.text} in ${area}, Ambergris Caye, Belize`,
  })),
);

/** Pages followed per query (Text Search gives at most 20 places a page, 60 a query). */
export const MAX_PAGES_PER_QUERY = 3;
export const PAGE_SIZE = 20;
/** Two places with the same normalised name closer than this are the same place. */
export const SAME_PLACE_KM = 0.15;

/**
 * The area of a position on the island. The town of San Pedro ends at the Boca del Rio channel
 * (latitude about 17.929): everything south of it is San Pedro. North of the channel, the lagoon
 * (west) side beyond longitude -87.975 is Secret Beach, the rest is North Shore. This rule agrees
 * with the areas of all 41 seeded places (see the test); the area centres alone do not (the Truck
 * Stop and Grand Caribe are nearer the San Pedro centre but north of the channel).
 */
export function areaForPosition(latitude: number, longitude: number): number {
  if (latitude < 17.929) return AREA_IDS.sanPedro;
  if (longitude < -87.975) return AREA_IDS.secretBeach;
  return AREA_IDS.northShore;
}

/** Lowercase, accents, punctuation and bracketed notes removed, '&' read as 'and', spaces collapsed. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

const PRICE_LEVELS: Record<string, string> = {
  PRICE_LEVEL_INEXPENSIVE: '$',
  PRICE_LEVEL_MODERATE: '$$',
  PRICE_LEVEL_EXPENSIVE: '$$$',
  PRICE_LEVEL_VERY_EXPENSIVE: '$$$$',
};

export function priceRangeFor(level: string | undefined): string | null {
  return (level && PRICE_LEVELS[level]) || null;
}

const tidy = (s: string | undefined | null) => {
  const v = s?.replace(/[\u202f\u2009\u00a0]/g, ' ').trim();
  return v ? v : null;
};

/** The establishment fields a Google place provides. */
export type MappedPlace = GooglePlaceFacts;

export type MapOutcome = { place: MappedPlace } | { skip: 'offIsland' | 'incomplete' };

export function mapPlace(place: Place, categoryId: number): MapOutcome {
  const name = tidy(place.displayName?.text);
  if (!name || !place.location) return { skip: 'incomplete' };
  const { latitude, longitude } = place.location;
  if (!isOnIsland({ latitude, longitude })) return { skip: 'offIsland' };
  const hours = place.regularOpeningHours?.weekdayDescriptions?.map(tidy).filter(Boolean).join('; ');
  return {
    place: {
      googlePlaceId: place.id,
      name,
      categoryId,
      areaId: areaForPosition(latitude, longitude),
      latitude,
      longitude,
      address: tidy(place.formattedAddress),
      phone: tidy(place.internationalPhoneNumber),
      website: tidy(place.websiteUri),
      hours: hours || null,
      openingHours: openingHoursFromPeriods(place.regularOpeningHours?.periods),
      priceRange: priceRangeFor(place.priceLevel),
      googleRating: place.rating ?? null,
      googleReviewCount: place.userRatingCount ?? null,
      attributes: amenitiesFrom(place, categoryId),
    },
  };
}

/**
 * The attributes Google answers, under our names, for those the category offers. Google's "cash only"
 * yes is also a no to cards, unless Google answered cards itself.
 */
export function amenitiesFrom(place: Place, categoryId: number): Amenities {
  const access = place.accessibilityOptions;
  const pay = place.paymentOptions;
  const google: Record<AmenityKey, boolean | undefined> = {
    wheelchairEntrance: access?.wheelchairAccessibleEntrance,
    wheelchairRestroom: access?.wheelchairAccessibleRestroom,
    wheelchairSeating: access?.wheelchairAccessibleSeating,
    restroom: place.restroom,
    creditCards: pay?.acceptsCreditCards ?? (pay?.acceptsCashOnly ? false : undefined),
    debitCards: pay?.acceptsDebitCards ?? (pay?.acceptsCashOnly ? false : undefined),
    cashOnly: pay?.acceptsCashOnly,
    dogsAllowed: place.allowsDogs,
    goodForChildren: place.goodForChildren,
    outdoorSeating: place.outdoorSeating,
    reservations: place.reservable,
    takeout: place.takeout,
    delivery: place.delivery,
    vegetarian: place.servesVegetarianFood,
    liveMusic: place.liveMusic,
    // Google does not say these.
    usDollars: undefined,
    freeWifi: undefined,
    airConditioning: undefined,
    vegan: undefined,
    beachfront: undefined,
    happyHour: undefined,
    golfCartParking: undefined,
    boatDock: undefined,
    pool: undefined,
    diveShop: undefined,
  };
  return amenitiesOf(google, categoryId);
}
