/**
 * How each attribute of amenities.ts is shown: its icon and the part of the page it is listed under.
 * Apart from the words, which lists and cards need without the icons.
 */
import type { AmenityKey } from './amenity-keys';

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

export const AMENITY_ICONS: Record<AmenityKey, AmenityIcon> = {
  wheelchairEntrance: 'accessible',
  wheelchairRestroom: 'accessible',
  wheelchairSeating: 'accessible',
  restroom: 'restroom',
  creditCards: 'card',
  debitCards: 'card',
  cashOnly: 'cash',
  usDollars: 'dollar',
  freeWifi: 'wifi',
  airConditioning: 'air',
  goodForChildren: 'child',
  dogsAllowed: 'dog',
  vegetarian: 'leaf',
  vegan: 'vegan',
  outdoorSeating: 'sun',
  beachfront: 'beach',
  reservations: 'calendar',
  takeout: 'bag',
  delivery: 'truck',
  liveMusic: 'music',
  happyHour: 'drink',
  golfCartParking: 'cart',
  boatDock: 'anchor',
  pool: 'pool',
  diveShop: 'dive',
};

/** The groups in the order a page lists them, each with its attributes in the list's order. */
export const AMENITY_GROUPS: Record<AmenityGroup, readonly AmenityKey[]> = {
  access: [
    'wheelchairEntrance',
    'wheelchairRestroom',
    'wheelchairSeating',
    'restroom',
    'golfCartParking',
    'boatDock',
  ],
  payment: ['creditCards', 'debitCards', 'cashOnly', 'usDollars'],
  food: ['vegetarian', 'vegan', 'reservations', 'takeout', 'delivery', 'happyHour'],
  place: [
    'freeWifi',
    'airConditioning',
    'goodForChildren',
    'dogsAllowed',
    'outdoorSeating',
    'beachfront',
    'liveMusic',
    'pool',
    'diveShop',
  ],
};
