/**
 * The attributes' names alone (their words and icons are in amenities.ts): what a URL or a request
 * names, without the words every page would otherwise download with the list's URLs.
 */
export const AMENITY_KEYS = [
  'wheelchairEntrance',
  'wheelchairRestroom',
  'wheelchairSeating',
  'restroom',
  'creditCards',
  'debitCards',
  'cashOnly',
  'usDollars',
  'freeWifi',
  'airConditioning',
  'goodForChildren',
  'dogsAllowed',
  'vegetarian',
  'vegan',
  'outdoorSeating',
  'beachfront',
  'reservations',
  'takeout',
  'delivery',
  'liveMusic',
  'happyHour',
  'golfCartParking',
  'boatDock',
  'pool',
  'diveShop',
] as const;
export type AmenityKey = (typeof AMENITY_KEYS)[number];

export const isAmenityKey = (key: string): key is AmenityKey =>
  (AMENITY_KEYS as readonly string[]).includes(key);

/**
 * The `amenities` query value's one spelling: the known attributes of a comma-separated list, each once,
 * in list order ('wheelchairEntrance,cashOnly'); null when it names none.
 */
export function amenitiesParamValue(value: string | null | undefined): string | null {
  const asked = new Set((value ?? '').split(','));
  const keys = AMENITY_KEYS.filter((key) => asked.has(key));
  return keys.length > 0 ? keys.join(',') : null;
}

/** The attributes an `amenities` query value asks for (unknown ones left out). */
export const amenitiesOfParam = (value: string | null | undefined): AmenityKey[] =>
  (amenitiesParamValue(value)?.split(',') ?? []) as AmenityKey[];
