/** Fixed catalogue facts shared by server (seed, validation) and web (labels, colours). */

import { BZD_PER_USD, formatUsdBzd, formatUsdBzdRange } from './money';

export const MAP_CENTER = { latitude: 17.9159, longitude: -87.9661 } as const;
export const MAP_ZOOM = { map: 12, landing: 13, detail: 15 } as const;
export const MAP_BOUNDS_PADDING = 0.1;
export const MAP_REFIT_INTERVAL_MS = 10_000;
export const HERO_INTERVAL_MS = 5000;
export const HERO_FADE_MS = 1000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
} as const;
export const STATIC_CLAIMS = { verifiedPlaces: 41, averageRating: 4.4 } as const;
export const DEFAULT_CURRENCY = 'USD';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The island's bounding box; positions outside it are rejected or skipped. */
export const ISLAND_BOUNDS = { south: 17.82, north: 18.18, west: -88.1, east: -87.85 } as const;

export const AREA_IDS = { sanPedro: 4, northShore: 5, secretBeach: 6 } as const;

export const AREAS = [
  { id: 4, name: 'San Pedro' },
  { id: 5, name: 'North Shore' },
  { id: 6, name: 'Secret Beach' },
] as const;

export const CATEGORY_IDS = {
  restaurants: 1,
  attractions: 2,
  tourOperators: 3,
  souvenirShops: 4,
  pharmacy: 5,
  grocery: 6,
  gasStation: 7,
  accommodations: 9,
} as const;

export type IconKey =
  | 'restaurant'
  | 'hotel'
  | 'local_activity'
  | 'sailing'
  | 'local_pharmacy'
  | 'local_grocery_store'
  | 'local_gas_station'
  | 'card_giftcard';

export interface CategoryStyle {
  id: number;
  name: string;
  slug: string;
  color: string;
  icon: IconKey;
}

/** docs/product.md#numbers: marker colours and the eight fixed slugs. */
export const CATEGORIES: readonly CategoryStyle[] = [
  { id: 9, name: 'Accommodations', slug: 'accommodations', color: '#3a8ac3', icon: 'hotel' },
  { id: 1, name: 'Restaurants & Bars', slug: 'restaurants-bars', color: '#bfa86e', icon: 'restaurant' },
  {
    id: 2,
    name: 'Attractions & Activities',
    slug: 'attractions-activities',
    color: '#87502d',
    icon: 'local_activity',
  },
  { id: 4, name: 'Souvenir Shops', slug: 'souvenir-shops', color: '#9c31c3', icon: 'card_giftcard' },
  { id: 3, name: 'Tour Operators', slug: 'tour-operators', color: '#edf900', icon: 'sailing' },
  { id: 5, name: 'Pharmacy', slug: 'pharmacy', color: '#f60010', icon: 'local_pharmacy' },
  { id: 6, name: 'Grocery', slug: 'grocery', color: '#a8d913', icon: 'local_grocery_store' },
  { id: 7, name: 'Gas Station', slug: 'gas-station', color: '#161b1e', icon: 'local_gas_station' },
];

export const FALLBACK_CATEGORY_COLOR = '#20B2AA';

export function categoryColor(categoryId: number | null | undefined): string {
  return CATEGORIES.find((c) => c.id === categoryId)?.color ?? FALLBACK_CATEGORY_COLOR;
}

export function categoryBySlug(slug: string): CategoryStyle | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** Price bands in US dollars (a typical main or item); the meanings show Belize dollars too. */
export const PRICE_RANGES = {
  $: { label: 'Budget', min: 0, max: 20 },
  $$: { label: 'Moderate', min: 20, max: 50 },
  $$$: { label: 'Upscale', min: 50, max: 100 },
  $$$$: { label: 'Luxury', min: 100, max: null },
} as const;
export type PriceRange = keyof typeof PRICE_RANGES;
export const PRICE_RANGE_VALUES = Object.keys(PRICE_RANGES) as PriceRange[];

/** "Moderate (US$20–50 / BZ$40–100)". */
export function priceRangeMeaning(range: string | null | undefined): string | null {
  if (!range || !(range in PRICE_RANGES)) return null;
  const { label, min, max } = PRICE_RANGES[range as PriceRange];
  if (max === null) return `${label} (US$${min}+ / BZ$${min * BZD_PER_USD}+)`;
  if (min === 0) return `${label} (under ${formatUsdBzd(max)})`;
  return `${label} (${formatUsdBzdRange(min, max)})`;
}

/** Planner nightly bands in USD (docs/product.md#numbers). */
export const NIGHTLY_BANDS = {
  budget: { label: 'Essential', min: 50, max: 150 },
  mid: { label: 'Premium', min: 150, max: 300 },
  luxury: { label: 'Exclusive', min: 300, max: Number.POSITIVE_INFINITY },
} as const;
export type NightlyBand = keyof typeof NIGHTLY_BANDS;

export const STATUS_UPDATE_TYPES = ['special', 'availability', 'announcement', 'alert'] as const;
export type StatusUpdateType = (typeof STATUS_UPDATE_TYPES)[number];
export const STATUS_UPDATE_TYPE_LABELS: Record<StatusUpdateType, string> = {
  special: 'Special Offer',
  availability: 'Availability Update',
  announcement: 'Announcement',
  alert: 'Important Alert',
};
export const UPDATE_DURATION_HOURS = [2, 6, 12, 24, 48] as const;
export const DEFAULT_UPDATE_DURATION_HOURS = 24;

export const WHATSAPP_GREETING =
  'Hi! I found you on Ambergris Guide and would like to know more about your establishment.';
