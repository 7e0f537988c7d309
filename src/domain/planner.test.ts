import { describe, expect, it } from 'vitest';
import { AREA_IDS, CATEGORY_IDS } from './constants';
import {
  buildItinerary,
  cardStay,
  cardStayChangesAt,
  durationDays,
  filterAccommodations,
  inBand,
  lowestRate,
  matchesLocation,
  PLANNABLE_CATEGORIES,
  type PlannerPlace,
} from './planner';

let nextId = 1;
const place = (p: Partial<PlannerPlace> & { categoryId: number }): PlannerPlace => ({
  id: nextId++,
  name: `Place ${nextId}`,
  description: null,
  address: null,
  areaId: AREA_IDS.sanPedro,
  ...p,
});

const { restaurants, attractions, tourOperators, souvenirShops, accommodations, pharmacy, grocery } =
  CATEGORY_IDS;

function catalogue(): PlannerPlace[] {
  nextId = 1;
  return [
    place({
      categoryId: restaurants,
      name: 'Rojo Beach Bar',
      description: 'Cocktails and music at night',
      areaId: AREA_IDS.northShore,
    }),
    place({ categoryId: restaurants, name: 'Town Grill', description: 'Seafood dinners' }),
    place({
      categoryId: restaurants,
      name: 'Lagoon Kitchen',
      description: 'Quiet sunset dining',
      areaId: AREA_IDS.secretBeach,
    }),
    place({
      categoryId: restaurants,
      name: 'North Tapas',
      description: 'Tapas bar',
      areaId: AREA_IDS.northShore,
    }),
    place({ categoryId: attractions, name: 'Hol Chan', description: 'Marine reserve, snorkel the reef' }),
    place({
      categoryId: attractions,
      name: 'Secret Beach',
      description: 'Shallow calm water',
      areaId: AREA_IDS.secretBeach,
    }),
    place({
      categoryId: attractions,
      name: 'Mexico Rocks',
      description: 'Snorkel spot',
      areaId: AREA_IDS.northShore,
    }),
    place({ categoryId: tourOperators, name: 'Dive Shop', description: 'Reef dive trips' }),
    place({
      categoryId: tourOperators,
      name: 'North Kayaks',
      description: 'Kayak tours',
      areaId: AREA_IDS.northShore,
    }),
    place({ categoryId: souvenirShops, name: 'Chocolate Co', description: 'Local chocolate and art' }),
    place({ categoryId: pharmacy, name: 'Pharmacy' }),
    place({ categoryId: grocery, name: 'Grocer' }),
    place({ categoryId: accommodations, name: 'Resort', description: 'Beachfront cabanas' }),
  ];
}

const allIds = (plan: ReturnType<typeof buildItinerary>) =>
  plan.flatMap((d) => d.items.map((i) => i.place.id));

describe('buildItinerary', () => {
  it.each([
    ['weekend', 3],
    ['week', 7],
    ['extended', 10],
  ] as const)('plans %s as %i days of three slots', (duration, days) => {
    const plan = buildItinerary(catalogue(), { philosophy: 'mixed', duration, location: 'town' });
    expect(plan).toHaveLength(days);
    expect(durationDays(duration)).toBe(days);
    expect(plan.map((d) => d.day)).toEqual(Array.from({ length: days }, (_, i) => i + 1));
    for (const d of plan) expect(d.items.map((i) => i.slot)).toEqual(['Morning', 'Afternoon', 'Evening']);
  });

  it('uses only places a visitor spends time at (no pharmacy, grocery or stays)', () => {
    const plan = buildItinerary(catalogue(), {
      philosophy: 'relaxed',
      duration: 'extended',
      location: 'town',
    });
    for (const d of plan) for (const i of d.items) expect(PLANNABLE_CATEGORIES).toContain(i.place.categoryId);
  });

  it('does not repeat a place until every plannable place has been used', () => {
    const cat = catalogue();
    const plannable = cat.filter((p) => PLANNABLE_CATEGORIES.includes(p.categoryId)).length; // 10
    const plan = buildItinerary(cat, { philosophy: 'adventure', duration: 'extended', location: 'north' });
    const ids = allIds(plan);
    expect(ids).toHaveLength(30);
    expect(new Set(ids.slice(0, plannable)).size).toBe(plannable);
    expect(new Set(ids.slice(plannable, 2 * plannable)).size).toBe(plannable);
    // never the same place twice in one day
    for (const d of plan) expect(new Set(d.items.map((i) => i.place.id)).size).toBe(d.items.length);
  });

  it('prefers the chosen location', () => {
    const count = (location: 'north' | 'town') =>
      buildItinerary(catalogue(), { philosophy: 'relaxed', duration: 'weekend', location })
        .flatMap((d) => d.items)
        .filter((i) => i.place.areaId === AREA_IDS.northShore).length;
    expect(count('north')).toBeGreaterThan(count('town'));
    const plan = buildItinerary(catalogue(), {
      philosophy: 'relaxed',
      duration: 'weekend',
      location: 'north',
    });
    expect(plan[0].items[0].inPreferredLocation).toBe(true);
  });

  it('fills evenings with restaurants and adventure mornings with tours', () => {
    const plan = buildItinerary(catalogue(), {
      philosophy: 'adventure',
      duration: 'weekend',
      location: 'town',
    });
    expect(plan[0].items[0].place.name).toBe('Dive Shop');
    for (const d of plan.slice(0, 2)) expect(d.items[2].place.categoryId).toBe(restaurants);
  });

  it('picks nightlife for a social trip', () => {
    const plan = buildItinerary(catalogue(), { philosophy: 'party', duration: 'weekend', location: 'north' });
    expect(plan[0].items[2].place.name).toBe('Rojo Beach Bar');
  });

  it('is deterministic and handles an empty or tiny catalogue', () => {
    const opts = { philosophy: 'mixed', duration: 'week', location: 'beachfront' } as const;
    expect(allIds(buildItinerary(catalogue(), opts))).toEqual(allIds(buildItinerary(catalogue(), opts)));
    expect(buildItinerary([], opts)).toEqual([]);
    nextId = 1;
    const one = [place({ categoryId: restaurants })];
    const plan = buildItinerary(one, opts);
    expect(plan).toHaveLength(7);
    expect(plan.every((d) => d.items.length === 1)).toBe(true);
  });
});

describe('locations and bands', () => {
  it('matches town, north and beachfront', () => {
    nextId = 1;
    const town = place({ categoryId: accommodations, areaId: AREA_IDS.sanPedro });
    const north = place({ categoryId: accommodations, areaId: AREA_IDS.northShore });
    const beach = place({
      categoryId: accommodations,
      areaId: AREA_IDS.secretBeach,
      description: 'Cabanas on the beach',
    });
    expect(matchesLocation(town, 'town')).toBe(true);
    expect(matchesLocation(north, 'town')).toBe(false);
    expect(matchesLocation(north, 'north')).toBe(true);
    expect(matchesLocation(beach, 'beachfront')).toBe(true);
    expect(matchesLocation(town, 'beachfront')).toBe(false);
  });

  it('puts band edges in the upper band', () => {
    expect(inBand(50, 'budget')).toBe(true);
    expect(inBand(149.99, 'budget')).toBe(true);
    expect(inBand(150, 'budget')).toBe(false);
    expect(inBand(150, 'mid')).toBe(true);
    expect(inBand(300, 'mid')).toBe(false);
    expect(inBand(300, 'luxury')).toBe(true);
    expect(inBand(5000, 'luxury')).toBe(true);
    expect(inBand(40, 'budget')).toBe(false);
  });

  it('filters accommodations by lowest nightly rate and location', () => {
    nextId = 1;
    const a = place({ categoryId: accommodations, areaId: AREA_IDS.sanPedro }); // 95
    const b = place({ categoryId: accommodations, areaId: AREA_IDS.sanPedro }); // 186
    const c = place({ categoryId: accommodations, areaId: AREA_IDS.northShore }); // 360
    const d = place({ categoryId: accommodations, areaId: AREA_IDS.northShore }); // no rates
    const r = place({ categoryId: restaurants });
    const rates = new Map([
      [a.id, 95],
      [b.id, 186],
      [c.id, 360],
    ]);
    const all = [a, b, c, d, r];
    const lowest = (id: number) => rates.get(id) ?? null;
    expect(filterAccommodations(all, lowest, { band: 'mid', location: 'town' })).toEqual([b]);
    expect(filterAccommodations(all, lowest, { band: 'budget' })).toEqual([a]);
    expect(filterAccommodations(all, lowest, { band: 'luxury', location: 'north' })).toEqual([c]);
    expect(filterAccommodations(all, lowest, { location: 'north' })).toEqual([c, d]);
    expect(filterAccommodations(all, lowest, {})).toEqual([a, b, c, d]);
  });

  it('prices the card stay: check-in tomorrow, out 8 days from today, 2 adults, on the local calendar', () => {
    const evening = new Date(2026, 11, 30, 23, 30); // 30 December, local time
    expect(cardStay(evening)).toEqual({ checkIn: '2026-12-31', checkOut: '2027-01-07', adults: 2 });
    expect(cardStayChangesAt(evening)).toBe(new Date(2026, 11, 31).getTime());
    expect(cardStay(new Date(2026, 11, 31, 0, 0)).checkIn).toBe('2027-01-01');
  });

  it('rounds the lowest nightly rate up to whole dollars', () => {
    expect(lowestRate([{ rate: 265 }, { rate: 185.01 }])).toBe(186);
    expect(lowestRate([{ rate: 95 }])).toBe(95);
    expect(lowestRate([])).toBeNull();
  });
});
