/**
 * What a place offers (docs/amenities.md): a curated list of attributes, each answered yes, no or not
 * known. Unknown is the absence of an answer and is never shown or filtered as "no". Each category offers
 * the attributes that make sense for it; the words are here in both languages so that the server's pages,
 * search, structured data and every web chunk say the same.
 */
import { AMENITY_KEYS, type AmenityKey } from './amenity-keys';
import { CATEGORY_IDS } from './constants';
import type { Locale } from './locale';

export {
  AMENITY_KEYS,
  type AmenityKey,
  amenitiesOfParam,
  amenitiesParamValue,
  isAmenityKey,
} from './amenity-keys';

/** An attribute's words in each language. */
type AmenityWords = Record<Locale, string>;

const {
  restaurants,
  attractions,
  tourOperators,
  souvenirShops,
  pharmacy,
  grocery,
  gasStation,
  accommodations,
} = CATEGORY_IDS;

/** The attributes in the order the place page and the dashboard list them. */
export const AMENITIES = {
  wheelchairEntrance: { en: 'Wheelchair-accessible entrance', es: 'Entrada accesible en silla de ruedas' },
  wheelchairRestroom: { en: 'Wheelchair-accessible restroom', es: 'Baño accesible en silla de ruedas' },
  wheelchairSeating: { en: 'Wheelchair-accessible seating', es: 'Asientos accesibles en silla de ruedas' },
  restroom: { en: 'Restroom', es: 'Baño' },
  creditCards: { en: 'Credit cards accepted', es: 'Acepta tarjetas de crédito' },
  debitCards: { en: 'Debit cards accepted', es: 'Acepta tarjetas de débito' },
  cashOnly: { en: 'Cash only', es: 'Solo efectivo' },
  usDollars: { en: 'US dollars accepted', es: 'Acepta dólares estadounidenses' },
  freeWifi: { en: 'Free Wi-Fi', es: 'Wi-Fi gratis' },
  airConditioning: { en: 'Air conditioning', es: 'Aire acondicionado' },
  goodForChildren: { en: 'Good for children', es: 'Ideal para niños' },
  dogsAllowed: { en: 'Dogs allowed', es: 'Se admiten perros' },
  vegetarian: { en: 'Vegetarian options', es: 'Opciones vegetarianas' },
  vegan: { en: 'Vegan options', es: 'Opciones veganas' },
  outdoorSeating: { en: 'Outdoor seating', es: 'Mesas al aire libre' },
  beachfront: { en: 'Beachfront', es: 'Frente a la playa' },
  reservations: { en: 'Takes reservations', es: 'Acepta reservas' },
  takeout: { en: 'Takeout', es: 'Para llevar' },
  delivery: { en: 'Delivery', es: 'Entrega a domicilio' },
  liveMusic: { en: 'Live music', es: 'Música en vivo' },
  happyHour: { en: 'Happy hour', es: 'Happy hour (hora feliz)' },
  golfCartParking: { en: 'Golf-cart parking', es: 'Estacionamiento para carritos de golf' },
  boatDock: { en: 'Reachable by boat (dock)', es: 'Se llega en barco (muelle)' },
  pool: { en: 'Pool', es: 'Piscina' },
  diveShop: { en: 'Dive shop on site', es: 'Tienda de buceo en el lugar' },
} as const satisfies Record<AmenityKey, AmenityWords>;

/** A place's answers: only the known ones are present (an absent key is "not known"). */
export type Amenities = Partial<Record<AmenityKey, boolean>>;

const SERVICE_DESK = [pharmacy, grocery, gasStation, souvenirShops];

/** The categories that offer each attribute; a key missing here is offered by every category. */
const OFFERED_BY: Partial<Record<AmenityKey, readonly number[]>> = {
  wheelchairSeating: [restaurants, attractions, accommodations],
  freeWifi: [restaurants, attractions, accommodations, tourOperators],
  goodForChildren: [restaurants, attractions, tourOperators, accommodations],
  vegetarian: [restaurants, grocery],
  vegan: [restaurants, grocery],
  outdoorSeating: [restaurants, attractions],
  beachfront: [restaurants, attractions, accommodations, tourOperators],
  reservations: [restaurants, attractions, tourOperators, accommodations],
  takeout: [restaurants],
  delivery: [restaurants, ...SERVICE_DESK.filter((c) => c !== souvenirShops)],
  liveMusic: [restaurants, attractions, accommodations],
  happyHour: [restaurants, accommodations],
  boatDock: [restaurants, attractions, tourOperators, accommodations],
  pool: [restaurants, attractions, accommodations],
  diveShop: [tourOperators, accommodations],
};

/** The attributes a category offers, in list order. */
export function amenitiesOffered(categoryId: number): AmenityKey[] {
  return AMENITY_KEYS.filter((key) => {
    const by = OFFERED_BY[key];
    return by ? by.includes(categoryId) : true;
  });
}

export const isOffered = (categoryId: number, key: AmenityKey) => amenitiesOffered(categoryId).includes(key);

/**
 * The few a card shows for each category, when they are yes: what decides a visit there. A category
 * not listed shows the access and payment ones.
 */
const ON_CARDS: Partial<Record<number, readonly AmenityKey[]>> = {
  [restaurants]: ['wheelchairEntrance', 'cashOnly', 'vegetarian', 'beachfront'],
  [accommodations]: ['wheelchairEntrance', 'pool', 'beachfront', 'boatDock'],
  [tourOperators]: ['diveShop', 'creditCards', 'goodForChildren'],
  [attractions]: ['wheelchairEntrance', 'goodForChildren', 'creditCards'],
};
const CARD_DEFAULT: readonly AmenityKey[] = ['wheelchairEntrance', 'cashOnly', 'creditCards'];
/** At most this many marks on a card. */
export const CARD_AMENITIES_MAX = 3;

/** The yes answers a place's card shows, at most CARD_AMENITIES_MAX. */
export function cardAmenities(categoryId: number, amenities: Amenities): AmenityKey[] {
  return (ON_CARDS[categoryId] ?? CARD_DEFAULT)
    .filter((key) => amenities[key] === true)
    .slice(0, CARD_AMENITIES_MAX);
}

/** The attribute's words in a language. */
export const amenityWords = (key: AmenityKey, locale: Locale): string => AMENITIES[key][locale];

/** The known answers in list order, each with its words. */
export function knownAmenities(amenities: Amenities, locale: Locale) {
  return AMENITY_KEYS.filter((key) => amenities[key] !== undefined).map((key) => ({
    key,
    value: amenities[key] as boolean,
    words: amenityWords(key, locale),
  }));
}

/**
 * A place's stored answers as visitors see them: attributes the list no longer has, or that its category
 * does not offer (after a change of category), are left out.
 */
export function amenitiesOf(stored: Readonly<Record<string, unknown>>, categoryId: number): Amenities {
  const answers: Amenities = {};
  for (const key of amenitiesOffered(categoryId)) {
    const value = stored[key];
    if (typeof value === 'boolean') answers[key] = value;
  }
  return answers;
}
