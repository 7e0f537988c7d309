/**
 * The landing page's trip planner (docs/product.md#landing-page, steps 1 and 2): a day-by-day itinerary built
 * from the catalogue, and the accommodation filter by nightly band and location. Pure functions.
 */
import { AREA_IDS, CATEGORY_IDS, NIGHTLY_BANDS, type NightlyBand } from './constants';

export type Philosophy = 'relaxed' | 'adventure' | 'party' | 'mixed';
export type Duration = 'weekend' | 'week' | 'extended';
export type LocationPreference = 'beachfront' | 'town' | 'north';

export const PHILOSOPHIES: readonly { value: Philosophy; label: string }[] = [
  { value: 'relaxed', label: 'Restoration & Wellness' },
  { value: 'adventure', label: 'Adventure & Discovery' },
  { value: 'party', label: 'Social & Nightlife' },
  { value: 'mixed', label: 'Comprehensive Journey' },
];
export const DURATIONS: readonly { value: Duration; label: string; days: number }[] = [
  { value: 'weekend', label: 'Brief Retreat (2-3 days)', days: 3 },
  { value: 'week', label: 'Extended Stay (4-7 days)', days: 7 },
  { value: 'extended', label: 'Immersive Experience (8+ days)', days: 10 },
];
export const LOCATIONS: readonly { value: LocationPreference; label: string }[] = [
  { value: 'beachfront', label: 'Beachfront Access' },
  { value: 'town', label: 'San Pedro Center' },
  { value: 'north', label: 'Private North Island' },
];
export const BANDS: readonly { value: NightlyBand; label: string; range: string }[] = [
  { value: 'budget', label: 'Essential', range: 'USD 50-150 per night' },
  { value: 'mid', label: 'Premium', range: 'USD 150-300 per night' },
  { value: 'luxury', label: 'Exclusive', range: 'USD 300+ per night' },
];
export const PLANNER_DEFAULTS = {
  band: 'mid' as NightlyBand,
  location: 'town' as LocationPreference,
  philosophy: 'relaxed' as Philosophy,
  duration: 'week' as Duration,
};

export const isBand = (v: unknown): v is NightlyBand => typeof v === 'string' && v in NIGHTLY_BANDS;
export const isLocationPreference = (v: unknown): v is LocationPreference =>
  LOCATIONS.some((l) => l.value === v);

export function durationDays(duration: Duration): number {
  return DURATIONS.find((d) => d.value === duration)?.days ?? 7;
}

/** The fields the planner reads; an Establishment from the API fits. */
export interface PlannerPlace {
  id: number;
  name: string;
  description: string | null;
  address: string | null;
  areaId: number | null;
  categoryId: number;
  googleRating?: number | null;
  statusUpdates?: readonly unknown[];
}

const BEACH_WORDS = /\b(beach|beachfront|seafront|oceanfront|waterfront|sea|shore|dock|pier|lagoon)\b/i;

/** Whether a place suits the chosen location: San Pedro town, the north, or on the beach anywhere. */
export function matchesLocation(place: PlannerPlace, location: LocationPreference): boolean {
  switch (location) {
    case 'town':
      return place.areaId === AREA_IDS.sanPedro;
    case 'north':
      return place.areaId === AREA_IDS.northShore;
    case 'beachfront':
      return BEACH_WORDS.test(`${place.name} ${place.description ?? ''} ${place.address ?? ''}`);
  }
}

export type Slot = 'Morning' | 'Afternoon' | 'Evening';
export const SLOTS: readonly Slot[] = ['Morning', 'Afternoon', 'Evening'];

const { restaurants, attractions, tourOperators, souvenirShops } = CATEGORY_IDS;
/** Categories a visitor spends time at; services (pharmacy, grocery, fuel) and stays are not planned. */
export const PLANNABLE_CATEGORIES: readonly number[] = [
  restaurants,
  attractions,
  tourOperators,
  souvenirShops,
];

interface Style {
  /** Categories to fill each slot from, best first. */
  slots: Record<Slot, number[]>;
  /** Words in a description that suit the style. */
  words: RegExp;
}

const STYLES: Record<Exclude<Philosophy, 'mixed'>, Style> = {
  relaxed: {
    slots: {
      Morning: [attractions, tourOperators],
      Afternoon: [souvenirShops, attractions],
      Evening: [restaurants],
    },
    words: /\b(spa|yoga|quiet|calm|relax|garden|beach|chocolate|art|gallery|sunset|shallow|gentle|wellness)/i,
  },
  adventure: {
    slots: {
      Morning: [tourOperators, attractions],
      Afternoon: [attractions, tourOperators],
      Evening: [restaurants],
    },
    words: /\b(dive|diving|snorkel|reef|maya|ruin|kayak|fish|marine|shark|ray|national park|tour|boat|cave)/i,
  },
  party: {
    slots: {
      Morning: [tourOperators, attractions],
      Afternoon: [attractions, restaurants],
      Evening: [restaurants],
    },
    words: /\b(bar|lounge|night|cocktail|music|party|rum|drinks|dj|live|happy hour|tapas|beach bar)/i,
  },
};

function styleForDay(philosophy: Philosophy, dayIndex: number): Style {
  if (philosophy !== 'mixed') return STYLES[philosophy];
  const order: Exclude<Philosophy, 'mixed'>[] = ['adventure', 'relaxed', 'party'];
  return STYLES[order[dayIndex % order.length]];
}

export interface ItineraryItem {
  slot: Slot;
  place: PlannerPlace;
  /** True when the place is in the chosen location. */
  inPreferredLocation: boolean;
}
export interface ItineraryDay {
  day: number;
  items: ItineraryItem[];
}

export interface PlanOptions {
  philosophy: Philosophy;
  duration: Duration;
  location: LocationPreference;
}

/** The text matches of a place, worked out once per plan: each slot scores every place again. */
interface TextMatches {
  inLocation: boolean;
  suits: Map<Style, boolean>;
}

function textMatches(
  cache: Map<PlannerPlace, TextMatches>,
  place: PlannerPlace,
  style: Style,
  location: LocationPreference,
): { inLocation: boolean; suits: boolean } {
  let m = cache.get(place);
  if (!m) {
    m = { inLocation: matchesLocation(place, location), suits: new Map() };
    cache.set(place, m);
  }
  let suits = m.suits.get(style);
  if (suits === undefined) {
    suits = style.words.test(`${place.name} ${place.description ?? ''}`);
    m.suits.set(style, suits);
  }
  return { inLocation: m.inLocation, suits };
}

function score(place: PlannerPlace, style: Style, slot: Slot, text: { inLocation: boolean; suits: boolean }) {
  const rank = style.slots[slot].indexOf(place.categoryId);
  let s = rank === 0 ? 4 : rank === 1 ? 1.5 : 0;
  if (text.inLocation) s += 4;
  if (text.suits) s += 2;
  if (place.statusUpdates && place.statusUpdates.length > 0) s += 0.5;
  if (place.googleRating) s += place.googleRating / 10;
  return s;
}

/**
 * A day-by-day plan: three slots a day for 3, 7 or 10 days. Each slot takes the best unused place,
 * scored by the slot's preferred categories, the chosen location and the style's words (evenings take a
 * restaurant while one is left); a place repeats only once every plannable place has been used.
 */
export function buildItinerary(catalogue: readonly PlannerPlace[], options: PlanOptions): ItineraryDay[] {
  const pool = catalogue
    .filter((p) => PLANNABLE_CATEGORIES.includes(p.categoryId))
    .slice()
    .sort((a, b) => a.id - b.id);
  const days = durationDays(options.duration);
  if (pool.length === 0) return [];

  const used = new Set<number>();
  const plan: ItineraryDay[] = [];
  const matches = new Map<PlannerPlace, TextMatches>();
  for (let d = 0; d < days; d++) {
    const style = styleForDay(options.philosophy, d);
    const items: ItineraryItem[] = [];
    for (const slot of SLOTS) {
      if (used.size >= pool.length) used.clear(); // the catalogue has run out: start again
      const today = new Set(items.map((i) => i.place.id));
      const best = (candidates: PlannerPlace[]) => {
        let pick: PlannerPlace | undefined;
        let pickScore = Number.NEGATIVE_INFINITY;
        for (const c of candidates) {
          const s = score(c, style, slot, textMatches(matches, c, style, options.location));
          if (s > pickScore) {
            pick = c;
            pickScore = s;
          }
        }
        return pick;
      };
      const fresh = pool.filter((p) => !used.has(p.id) && !today.has(p.id));
      // Evenings are for eating out; other slots weigh category, location and style together.
      const place =
        (slot === 'Evening'
          ? best(fresh.filter((p) => style.slots[slot].includes(p.categoryId)))
          : undefined) ??
        best(fresh) ??
        best(pool.filter((p) => !today.has(p.id)));
      if (!place) continue;
      used.add(place.id);
      items.push({ slot, place, inPreferredLocation: matchesLocation(place, options.location) });
    }
    plan.push({ day: d + 1, items });
  }
  return plan;
}

/** Whether a nightly rate (USD) falls in a planner band: 50-150, 150-300, 300+ (lower bound inclusive). */
export function inBand(rate: number, band: NightlyBand): boolean {
  const { min, max } = NIGHTLY_BANDS[band];
  return rate >= min && rate < max;
}

/**
 * Accommodations whose lowest nightly rate is in the band and that suit the location. A stay without
 * a known rate is left out when a band is asked for.
 */
export function filterAccommodations<T extends PlannerPlace>(
  places: readonly T[],
  lowestRate: (id: number) => number | null | undefined,
  filter: { band?: NightlyBand | null; location?: LocationPreference | null },
): T[] {
  return places.filter((p) => {
    if (p.categoryId !== CATEGORY_IDS.accommodations) return false;
    if (filter.location && !matchesLocation(p, filter.location)) return false;
    if (filter.band) {
      const rate = lowestRate(p.id);
      if (rate === null || rate === undefined || !inBand(rate, filter.band)) return false;
    }
    return true;
  });
}

/** The stay behind card prices and the band filter: dates of the local calendar as YYYY-MM-DD. */
export interface CardStay {
  checkIn: string;
  checkOut: string;
  adults: number;
}

/** docs/product.md#web-app-and-api: check-in tomorrow, check-out 8 days from now (7 nights), 2 adults. */
export function cardStay(now: Date = new Date()): CardStay {
  const day = (offset: number) =>
    new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + offset)).toISOString().slice(0, 10);
  return { checkIn: day(1), checkOut: day(8), adults: 2 };
}

/** When cardStay(now) changes: the next local midnight (epoch ms). */
export function cardStayChangesAt(now: Date = new Date()): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

/** The lowest nightly rate rounded up to whole dollars (what a card shows and a band compares), or null. */
export function lowestRate(rates: readonly { rate: number }[]): number | null {
  if (rates.length === 0) return null;
  return Math.ceil(Math.min(...rates.map((r) => r.rate)));
}
