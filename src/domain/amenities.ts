/**
 * What a place offers (docs/amenities.md): a curated list of attributes, each answered yes, no or not
 * known. Unknown is the absence of an answer and is never shown or filtered as "no". Each category offers
 * the attributes that make sense for it; the words are here in both languages so that the server's pages,
 * search, structured data and every web chunk say the same.
 */
import { CATEGORY_IDS } from './constants';
import type { Locale } from './locale';

/** The icon each attribute is drawn with (the web maps these to its line icons). */
export type AmenityIcon =
  | 'accessible'
  | 'restroom'
  | 'card'
  | 'cash'
  | 'dollar'
  | 'wifi'
  | 'air'
  | 'child'
  | 'dog'
  | 'leaf'
  | 'vegan'
  | 'sun'
  | 'beach'
  | 'calendar'
  | 'bag'
  | 'truck'
  | 'music'
  | 'drink'
  | 'cart'
  | 'anchor'
  | 'pool'
  | 'dive';

/** Which part of the place page an attribute is listed under. */
export type AmenityGroup = 'access' | 'payment' | 'food' | 'place';

interface AmenityDefinition {
  icon: AmenityIcon;
  group: AmenityGroup;
  words: Record<Locale, string>;
  /** Extra words a search finds it by (folded: lower case, no accents), both languages. */
  searchWords: readonly string[];
}

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
  wheelchairEntrance: {
    icon: 'accessible',
    group: 'access',
    words: { en: 'Wheelchair-accessible entrance', es: 'Entrada accesible en silla de ruedas' },
    searchWords: ['wheelchair', 'accessible', 'accessibility', 'silla de ruedas', 'accesible'],
  },
  wheelchairRestroom: {
    icon: 'accessible',
    group: 'access',
    words: { en: 'Wheelchair-accessible restroom', es: 'Baño accesible en silla de ruedas' },
    searchWords: ['wheelchair', 'accessible', 'silla de ruedas', 'accesible'],
  },
  wheelchairSeating: {
    icon: 'accessible',
    group: 'access',
    words: { en: 'Wheelchair-accessible seating', es: 'Asientos accesibles en silla de ruedas' },
    searchWords: ['wheelchair', 'accessible', 'silla de ruedas', 'accesible'],
  },
  restroom: {
    icon: 'restroom',
    group: 'access',
    words: { en: 'Restroom', es: 'Baño' },
    searchWords: ['restroom', 'toilet', 'bathroom', 'bano', 'sanitario'],
  },
  creditCards: {
    icon: 'card',
    group: 'payment',
    words: { en: 'Credit cards accepted', es: 'Acepta tarjetas de crédito' },
    searchWords: ['cards', 'credit card', 'visa', 'mastercard', 'tarjeta', 'tarjetas', 'credito'],
  },
  debitCards: {
    icon: 'card',
    group: 'payment',
    words: { en: 'Debit cards accepted', es: 'Acepta tarjetas de débito' },
    searchWords: ['cards', 'debit card', 'tarjeta', 'tarjetas', 'debito'],
  },
  cashOnly: {
    icon: 'cash',
    group: 'payment',
    words: { en: 'Cash only', es: 'Solo efectivo' },
    searchWords: ['cash only', 'cash', 'efectivo'],
  },
  usDollars: {
    icon: 'dollar',
    group: 'payment',
    words: { en: 'US dollars accepted', es: 'Acepta dólares estadounidenses' },
    searchWords: ['us dollars', 'usd', 'dolares'],
  },
  freeWifi: {
    icon: 'wifi',
    group: 'place',
    words: { en: 'Free Wi-Fi', es: 'Wi-Fi gratis' },
    searchWords: ['wifi', 'wi-fi', 'internet'],
  },
  airConditioning: {
    icon: 'air',
    group: 'place',
    words: { en: 'Air conditioning', es: 'Aire acondicionado' },
    searchWords: ['air conditioning', 'air conditioned', 'aircon', 'aire acondicionado', 'climatizado'],
  },
  goodForChildren: {
    icon: 'child',
    group: 'place',
    words: { en: 'Good for children', es: 'Ideal para niños' },
    searchWords: ['kids', 'children', 'family', 'ninos', 'familia', 'familias'],
  },
  dogsAllowed: {
    icon: 'dog',
    group: 'place',
    words: { en: 'Dogs allowed', es: 'Se admiten perros' },
    searchWords: ['dogs', 'dog friendly', 'pet friendly', 'pets', 'perros', 'mascotas'],
  },
  vegetarian: {
    icon: 'leaf',
    group: 'food',
    words: { en: 'Vegetarian options', es: 'Opciones vegetarianas' },
    searchWords: ['vegetarian', 'vegetariano', 'vegetariana'],
  },
  vegan: {
    icon: 'vegan',
    group: 'food',
    words: { en: 'Vegan options', es: 'Opciones veganas' },
    searchWords: ['vegan', 'vegano', 'vegana'],
  },
  outdoorSeating: {
    icon: 'sun',
    group: 'place',
    words: { en: 'Outdoor seating', es: 'Mesas al aire libre' },
    searchWords: ['outdoor', 'outside', 'terrace', 'terraza', 'al aire libre'],
  },
  beachfront: {
    icon: 'beach',
    group: 'place',
    words: { en: 'Beachfront', es: 'Frente a la playa' },
    searchWords: ['beachfront', 'on the beach', 'frente a la playa'],
  },
  reservations: {
    icon: 'calendar',
    group: 'food',
    words: { en: 'Takes reservations', es: 'Acepta reservas' },
    searchWords: ['reservations', 'reservation', 'booking', 'reservas', 'reservacion'],
  },
  takeout: {
    icon: 'bag',
    group: 'food',
    words: { en: 'Takeout', es: 'Para llevar' },
    searchWords: ['takeout', 'take out', 'take away', 'para llevar'],
  },
  delivery: {
    icon: 'truck',
    group: 'food',
    words: { en: 'Delivery', es: 'Entrega a domicilio' },
    searchWords: ['delivery', 'delivers', 'domicilio', 'entrega'],
  },
  liveMusic: {
    icon: 'music',
    group: 'place',
    words: { en: 'Live music', es: 'Música en vivo' },
    searchWords: ['live music', 'band', 'musica en vivo'],
  },
  happyHour: {
    icon: 'drink',
    group: 'food',
    words: { en: 'Happy hour', es: 'Happy hour (hora feliz)' },
    searchWords: ['happy hour', 'hora feliz'],
  },
  golfCartParking: {
    icon: 'cart',
    group: 'access',
    words: { en: 'Golf-cart parking', es: 'Estacionamiento para carritos de golf' },
    searchWords: ['golf cart', 'parking', 'carrito de golf', 'estacionamiento'],
  },
  boatDock: {
    icon: 'anchor',
    group: 'access',
    words: { en: 'Reachable by boat (dock)', es: 'Se llega en barco (muelle)' },
    searchWords: ['dock', 'boat', 'pier', 'muelle', 'barco', 'lancha'],
  },
  pool: {
    icon: 'pool',
    group: 'place',
    words: { en: 'Pool', es: 'Piscina' },
    searchWords: ['pool', 'swimming pool', 'piscina', 'alberca'],
  },
  diveShop: {
    icon: 'dive',
    group: 'place',
    words: { en: 'Dive shop on site', es: 'Tienda de buceo en el lugar' },
    searchWords: ['dive shop', 'diving', 'scuba', 'buceo'],
  },
} as const satisfies Record<string, AmenityDefinition>;

export type AmenityKey = keyof typeof AMENITIES;
export const AMENITY_KEYS = Object.keys(AMENITIES) as AmenityKey[];
export const isAmenityKey = (key: string): key is AmenityKey => Object.hasOwn(AMENITIES, key);

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
export const amenityWords = (key: AmenityKey, locale: Locale): string => AMENITIES[key].words[locale];

/** The known answers in list order, each with its words. */
export function knownAmenities(amenities: Amenities, locale: Locale) {
  return AMENITY_KEYS.filter((key) => amenities[key] !== undefined).map((key) => ({
    key,
    value: amenities[key] as boolean,
    words: amenityWords(key, locale),
    icon: AMENITIES[key].icon,
    group: AMENITIES[key].group,
  }));
}

/** The words a search finds a place by: every yes attribute's own words and its search words. */
export function amenitySearchText(amenities: Amenities): string {
  return AMENITY_KEYS.filter((key) => amenities[key] === true)
    .flatMap((key) => [AMENITIES[key].words.en, AMENITIES[key].words.es, ...AMENITIES[key].searchWords])
    .join(' ');
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
