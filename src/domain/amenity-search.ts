/**
 * The words a search finds a place's attributes by, besides their own words in both languages
 * (amenities.ts): what visitors type ("wifi", "vegano"). Kept apart from the list so that pages that
 * show attributes do not download the search's words; the search index (server and offline) reads them.
 */
import { AMENITIES, AMENITY_KEYS, type Amenities, type AmenityKey } from './amenities';

const SEARCH_WORDS: Record<AmenityKey, readonly string[]> = {
  wheelchairEntrance: ['wheelchair', 'accessible', 'accessibility', 'silla de ruedas', 'accesible'],
  wheelchairRestroom: ['wheelchair', 'accessible', 'silla de ruedas', 'accesible'],
  wheelchairSeating: ['wheelchair', 'accessible', 'silla de ruedas', 'accesible'],
  restroom: ['restroom', 'toilet', 'bathroom', 'bano', 'sanitario'],
  creditCards: ['cards', 'credit card', 'visa', 'mastercard', 'tarjeta', 'tarjetas', 'credito'],
  debitCards: ['cards', 'debit card', 'tarjeta', 'tarjetas', 'debito'],
  cashOnly: ['cash only', 'cash', 'efectivo'],
  usDollars: ['us dollars', 'usd', 'dolares'],
  freeWifi: ['wifi', 'wi-fi', 'internet'],
  airConditioning: ['air conditioning', 'air conditioned', 'aircon', 'aire acondicionado', 'climatizado'],
  goodForChildren: ['kids', 'children', 'family', 'ninos', 'familia', 'familias'],
  dogsAllowed: ['dogs', 'dog friendly', 'pet friendly', 'pets', 'perros', 'mascotas'],
  vegetarian: ['vegetarian', 'vegetariano', 'vegetariana'],
  vegan: ['vegan', 'vegano', 'vegana'],
  outdoorSeating: ['outdoor', 'outside', 'terrace', 'terraza', 'al aire libre'],
  beachfront: ['beachfront', 'on the beach', 'frente a la playa'],
  reservations: ['reservations', 'reservation', 'booking', 'reservas', 'reservacion'],
  takeout: ['takeout', 'take out', 'take away', 'para llevar'],
  delivery: ['delivery', 'delivers', 'domicilio', 'entrega'],
  liveMusic: ['live music', 'band', 'musica en vivo'],
  happyHour: ['happy hour', 'hora feliz'],
  golfCartParking: ['golf cart', 'parking', 'carrito de golf', 'estacionamiento'],
  boatDock: ['dock', 'boat', 'pier', 'muelle', 'barco', 'lancha'],
  pool: ['pool', 'swimming pool', 'piscina', 'alberca'],
  diveShop: ['dive shop', 'diving', 'scuba', 'buceo'],
};

/** The words a search finds a place by: every yes attribute's words in both languages and its search words. */
export function amenitySearchText(amenities: Amenities): string {
  return AMENITY_KEYS.filter((key) => amenities[key] === true)
    .flatMap((key) => [AMENITIES[key].en, AMENITIES[key].es, ...SEARCH_WORDS[key]])
    .join(' ');
}
