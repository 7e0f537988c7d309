import { AREA_IDS, CATEGORIES, CATEGORY_IDS, type IconKey } from '../../../domain/constants';

const CATEGORY_DESCRIPTIONS: Record<number, string> = {
  [CATEGORY_IDS.accommodations]: 'Beachfront resorts, boutique hotels and island hideaways to stay in.',
  [CATEGORY_IDS.restaurants]: 'Seafood shacks, beach bars and fine dining from town to the north shore.',
  [CATEGORY_IDS.attractions]: 'Reef reserves, Maya sites and beaches worth the trip.',
  [CATEGORY_IDS.souvenirShops]: 'Local art, chocolate and handmade crafts to take home.',
  [CATEGORY_IDS.tourOperators]: 'Dive shops, snorkel trips and guided tours on the reef and beyond.',
  [CATEGORY_IDS.pharmacy]: 'Licensed pharmacies for medicines and first aid.',
  [CATEGORY_IDS.grocery]: 'Supermarkets and markets for supplies and fresh food.',
  [CATEGORY_IDS.gasStation]: 'Fuel for golf carts, cars and boats.',
};

export const seedCategories: {
  id: number;
  name: string;
  description: string;
  color: string;
  icon: IconKey;
}[] = CATEGORIES.map((c) => ({
  id: c.id,
  name: c.name,
  description: CATEGORY_DESCRIPTIONS[c.id],
  color: c.color,
  icon: c.icon,
}));

export const seedAreas = [
  {
    id: AREA_IDS.sanPedro,
    name: 'San Pedro',
    description: 'The island town: sand streets, Front Street shops, restaurants and the water taxi docks.',
    latitude: 17.9214,
    longitude: -87.9611,
  },
  {
    id: AREA_IDS.northShore,
    name: 'North Shore',
    description: 'Quiet resorts and beach bars north of the bridge, reached by golf cart or water taxi.',
    latitude: 17.9808,
    longitude: -87.9196,
  },
  {
    id: AREA_IDS.secretBeach,
    name: 'Secret Beach',
    description: 'Shallow turquoise water and beach bars on the lagoon side, a bumpy ride from town.',
    latitude: 17.9822,
    longitude: -87.9658,
  },
];

export const categoryIdByName = Object.fromEntries(CATEGORIES.map((c) => [c.name, c.id])) as Record<
  string,
  number
>;
export const areaIdByName = Object.fromEntries(seedAreas.map((a) => [a.name, a.id])) as Record<
  string,
  number
>;

/** Room types per price range, nightly USD base / peak, within the planner bands (50-150, 150-300, 300+). */
export const ROOM_TEMPLATES: Record<
  string,
  { roomType: string; baseRate: number; peakRate: number; maxOccupancy: number; bedConfiguration: string }[]
> = {
  $$: [
    { roomType: 'Standard Room', baseRate: 95, peakRate: 125, maxOccupancy: 2, bedConfiguration: '1 queen' },
    { roomType: 'Family Room', baseRate: 135, peakRate: 170, maxOccupancy: 4, bedConfiguration: '2 queens' },
  ],
  $$$: [
    {
      roomType: 'Garden View Room',
      baseRate: 185,
      peakRate: 235,
      maxOccupancy: 2,
      bedConfiguration: '1 king',
    },
    {
      roomType: 'Ocean View Suite',
      baseRate: 265,
      peakRate: 320,
      maxOccupancy: 4,
      bedConfiguration: '1 king, 1 sofa bed',
    },
  ],
  $$$$: [
    { roomType: 'Deluxe Casita', baseRate: 360, peakRate: 450, maxOccupancy: 2, bedConfiguration: '1 king' },
    {
      roomType: 'Beachfront Villa',
      baseRate: 620,
      peakRate: 780,
      maxOccupancy: 6,
      bedConfiguration: '3 kings',
    },
  ],
};

/** Sample owner updates, keyed by establishment name; they expire a few hours after the first start. */
export const seedStatusUpdates = [
  {
    name: "Elvi's Kitchen",
    type: 'special',
    message: 'Fresh lobster tonight, grilled with garlic butter.',
    hours: 8,
  },
  {
    name: 'Blue Water Grill',
    type: 'special',
    message: 'Sushi night: rolls half price from 6 to 8 pm.',
    hours: 10,
  },
  {
    name: 'Hol Chan Marine Reserve',
    type: 'alert',
    message: 'Choppy seas this morning; afternoon trips still running.',
    hours: 6,
  },
  {
    name: 'Portofino Beach Resort',
    type: 'availability',
    message: 'Two beachfront cabanas open this weekend.',
    hours: 30,
  },
  {
    name: 'Secret Beach',
    type: 'announcement',
    message: 'Road graded last week: the drive is smoother than usual.',
    hours: 20,
  },
  {
    name: 'Amigos del Mar Dive Shop',
    type: 'availability',
    message: "Space left on tomorrow's two-tank reef dive.",
    hours: 14,
  },
] as const;

/**
 * Machine-readable hours (OSM `opening_hours`) of the seeded places whose source text gives opening
 * times; every other place keeps only its free text ("Dinner", "Daytime", "Open daily", "about 6 pm"
 * are not times, so they stay null). The hospital's "24-hour emergency care" is round the clock.
 * Migration 0007 writes the same values into databases seeded before the column existed.
 */
export const SEED_OPENING_HOURS: Record<string, string> = {
  'The Truck Stop': 'Mo-Su 11:00-22:00', // "Daily 11:00 AM-10:00 PM (2021)"
  'Marco Gonzalez Maya Site': 'Mo-Sa 08:30-16:00', // "Mon-Sat 8:30 AM-4:00 PM; BZ$20 non-resident admission"
  'Ambergris Hope Hospital (pharmacy)': '24/7', // "24-hour emergency care"
};
