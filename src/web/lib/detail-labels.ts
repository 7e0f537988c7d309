/**
 * Business Details wording that depends on the kind of business (docs/product.md#owner-dashboard). It names
 * the sets by the original category names (Grocery & Markets, Essential Services, Fuel Stations); our
 * catalogue calls them Grocery, Pharmacy and Gas Station, so both spellings pick the same set.
 */

export const CATEGORY_DETAIL_FIELDS = [
  'menu',
  'specialties',
  'allergyInfo',
  'amenities',
  'acceptedPayments',
  'parkingInfo',
  'accessibilityInfo',
] as const;
export type CategoryDetailField = (typeof CATEGORY_DETAIL_FIELDS)[number];

export interface FieldCopy {
  label: string;
  placeholder: string;
}

export type DetailSetKey = 'restaurant' | 'grocery' | 'essential' | 'fuel' | 'generic';

export interface DetailSet {
  key: DetailSetKey;
  /** Heading of the category-specific part of the form. */
  title: string;
  fields: Record<CategoryDetailField, FieldCopy>;
}

const payments: FieldCopy = {
  label: 'Payment Methods',
  placeholder: 'e.g. Cash (BZD/USD), Visa, Mastercard, bank transfer',
};
const parking: FieldCopy = {
  label: 'Parking & Golf Carts',
  placeholder: 'e.g. Golf cart parking out front, bike rack by the door',
};

export const DETAIL_SETS: Record<DetailSetKey, DetailSet> = {
  restaurant: {
    key: 'restaurant',
    title: 'Menu & Dining',
    fields: {
      menu: { label: 'Menu', placeholder: 'List your dishes and prices, or paste a link to your menu' },
      specialties: {
        label: 'Signature Dishes',
        placeholder: 'e.g. Lobster ceviche, coconut shrimp, rum punch',
      },
      allergyInfo: {
        label: 'Allergy & Dietary Options',
        placeholder: 'e.g. Vegetarian and gluten-free dishes; ask us about nut allergies',
      },
      amenities: {
        label: 'Dining Features',
        placeholder: 'e.g. Beachfront seating, happy hour 4-6 pm, live music on Fridays',
      },
      acceptedPayments: payments,
      parkingInfo: parking,
      accessibilityInfo: {
        label: 'Accessibility & Families',
        placeholder: 'e.g. Step-free entrance, high chairs, kids menu',
      },
    },
  },
  grocery: {
    key: 'grocery',
    title: 'Store & Products',
    fields: {
      menu: {
        label: 'Inventory',
        placeholder: 'e.g. Fresh produce, meat and seafood, drinks, household goods',
      },
      specialties: {
        label: 'Featured Items',
        placeholder: 'e.g. Local hot sauces, fresh-baked bread, imported cheeses',
      },
      allergyInfo: {
        label: 'Special Sections',
        placeholder: 'e.g. Gluten-free shelf, organic produce, baby food',
      },
      amenities: {
        label: 'Store Features',
        placeholder: 'e.g. Delivery to your rental, ice, air-conditioned store',
      },
      acceptedPayments: payments,
      parkingInfo: parking,
      accessibilityInfo: {
        label: 'Accessibility',
        placeholder: 'e.g. Step-free entrance, help carrying bags to your cart',
      },
    },
  },
  essential: {
    key: 'essential',
    title: 'Services & Medications',
    fields: {
      menu: {
        label: 'Medications & Products',
        placeholder: 'e.g. Prescription and over-the-counter medicines, sunscreen, first aid',
      },
      specialties: {
        label: 'Special Services',
        placeholder: 'e.g. Blood pressure checks, prescription refills, after-hours line',
      },
      allergyInfo: {
        label: 'Insurance & Prescriptions',
        placeholder: 'e.g. Insurance accepted, foreign prescriptions honoured',
      },
      amenities: {
        label: 'Facilities',
        placeholder: 'e.g. Consultation room, home delivery',
      },
      acceptedPayments: payments,
      parkingInfo: parking,
      accessibilityInfo: {
        label: 'Accessibility',
        placeholder: 'e.g. Step-free entrance, seating while you wait',
      },
    },
  },
  fuel: {
    key: 'fuel',
    title: 'Fuel & Vehicle Services',
    fields: {
      menu: {
        label: 'Fuel Types',
        placeholder: 'e.g. Regular, premium, diesel, premix for boats',
      },
      specialties: {
        label: 'Vehicle Services',
        placeholder: 'e.g. Golf cart charging, tyre air, oil change',
      },
      allergyInfo: {
        label: 'Additional Services',
        placeholder: 'e.g. Convenience store, ice, propane refills',
      },
      amenities: {
        label: 'Station Features',
        placeholder: 'e.g. Dock for boats, restrooms, ATM',
      },
      acceptedPayments: payments,
      parkingInfo: { label: 'Access & Parking', placeholder: 'e.g. Entrance from the main road, boat dock' },
      accessibilityInfo: {
        label: 'Accessibility',
        placeholder: 'e.g. Full service at the pump on request',
      },
    },
  },
  generic: {
    key: 'generic',
    title: 'More About Your Business',
    fields: {
      menu: {
        label: 'Services & Prices',
        placeholder: 'What you offer and what it costs, or a link to your price list',
      },
      specialties: {
        label: 'Specialties',
        placeholder: 'What you are known for',
      },
      allergyInfo: {
        label: 'Good to Know',
        placeholder: 'e.g. Booking needed, age limits, what to bring',
      },
      amenities: {
        label: 'Amenities',
        placeholder: 'e.g. Wi-Fi, air conditioning, restrooms, lockers',
      },
      acceptedPayments: payments,
      parkingInfo: parking,
      accessibilityInfo: {
        label: 'Accessibility',
        placeholder: 'e.g. Step-free entrance, accessible restroom',
      },
    },
  },
};

const ALIASES: Record<string, DetailSetKey> = {
  'restaurants & bars': 'restaurant',
  restaurants: 'restaurant',
  'grocery & markets': 'grocery',
  grocery: 'grocery',
  'essential services': 'essential',
  pharmacy: 'essential',
  'fuel stations': 'fuel',
  'gas station': 'fuel',
};

/** The wording set for a category name; unknown or missing names get the generic set. */
export function detailSetFor(categoryName: string | null | undefined): DetailSet {
  const key = ALIASES[(categoryName ?? '').trim().toLowerCase().replace(/\s+/g, ' ')];
  return DETAIL_SETS[key ?? 'generic'];
}

/** The labels of the Business Details fields every kind of business has. */
export const BASE_DETAIL_LABELS = {
  name: 'Business Name',
  phone: 'Phone',
  website: 'Website',
  whatsapp: 'WhatsApp (general inquiries)',
  whatsappBooking: 'WhatsApp (reservations/orders)',
  hours: 'Hours',
  openingHours: 'Opening hours',
  priceRange: 'Price Range',
  address: 'Address',
  description: 'Description',
  hoursEs: 'Horario en español',
  descriptionEs: 'Descripción en español',
  socialMedia: 'Social Media Links',
} as const;

/** A Business Details field's label for this kind of business. */
export function detailLabel(field: string, set: DetailSet): string {
  return (
    (BASE_DETAIL_LABELS as Record<string, string>)[field] ??
    (set.fields as Record<string, FieldCopy>)[field]?.label ??
    field
  );
}
