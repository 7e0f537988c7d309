import { z } from 'zod';
import { amenityChanges } from './amenities';
import { idField, optionalText } from './common';
import {
  latitudeField,
  longitudeField,
  offIslandRefused,
  priceRangeField,
  requiredText,
  websiteField,
  whatsappField,
} from './fields';
import { LATITUDE_AND_LONGITUDE_TOGETHER, TRUE_OR_FALSE } from './messages';
import { openingHoursField } from './opening-hours';

const nameField = requiredText('Enter the business name.', 200);

/** The Business Details fields of the dashboard (docs/product.md#owner-dashboard) an owner may edit. */
export const ownerEditableShape = {
  name: nameField,
  phone: optionalText(50),
  whatsapp: whatsappField,
  whatsappBooking: whatsappField,
  website: websiteField,
  hours: optionalText(1000),
  /** The free-text hours in Spanish (optional: Spanish pages show the English ones without it). */
  hoursEs: optionalText(1000),
  openingHours: openingHoursField,
  priceRange: priceRangeField,
  address: optionalText(500),
  description: optionalText(5000),
  /** The description in Spanish (optional: Spanish pages show the English one without it). */
  descriptionEs: optionalText(5000),
  menu: optionalText(10_000),
  specialties: optionalText(2000),
  allergyInfo: optionalText(2000),
  amenities: optionalText(2000),
  acceptedPayments: optionalText(1000),
  parkingInfo: optionalText(1000),
  accessibilityInfo: optionalText(1000),
  socialMedia: optionalText(2000),
};
export const OWNER_EDITABLE_FIELDS = Object.keys(ownerEditableShape) as (keyof typeof ownerEditableShape)[];

/** Fields only the admin may change. */
export const adminOnlyShape = {
  isActive: z.boolean(TRUE_OR_FALSE),
  categoryId: idField,
  areaId: idField.nullable(),
  latitude: latitudeField.nullable(),
  longitude: longitudeField.nullable(),
};
export const ADMIN_ONLY_FIELDS = Object.keys(adminOnlyShape) as (keyof typeof adminOnlyShape)[];

/** Both sent or neither, and both cleared or neither: one coordinate alone would skip the island check. */
const bothOrNeither = (d: { latitude?: number | null; longitude?: number | null }) =>
  (d.latitude === undefined) === (d.longitude === undefined) &&
  (d.latitude === null) === (d.longitude === null);

/** PATCH /api/establishments/:id: a partial update; unknown keys are refused. */
export const establishmentPatchBody = z
  .strictObject({
    ...Object.fromEntries(Object.entries(ownerEditableShape).map(([k, v]) => [k, v.optional()])),
    ...Object.fromEntries(Object.entries(adminOnlyShape).map(([k, v]) => [k, v.optional()])),
    /** Answers to change (owners and the admin); those left out stay. */
    attributes: amenityChanges.optional(),
  } as { [K in keyof typeof ownerEditableShape]: z.ZodOptional<(typeof ownerEditableShape)[K]> } & {
    [K in keyof typeof adminOnlyShape]: z.ZodOptional<(typeof adminOnlyShape)[K]>;
  } & { attributes: z.ZodOptional<typeof amenityChanges> })
  .refine(bothOrNeither, { message: LATITUDE_AND_LONGITUDE_TOGETHER, path: ['longitude'] })
  .refine(...offIslandRefused);
export type EstablishmentPatchBody = z.input<typeof establishmentPatchBody>;
export type EstablishmentPatch = z.output<typeof establishmentPatchBody>;

/** POST /api/establishments (admin; the catalogue's fields plus contact details). */
export const establishmentCreateBody = z
  .object({
    name: nameField,
    description: optionalText(5000),
    categoryId: idField,
    areaId: idField.nullish(),
    latitude: latitudeField.nullish(),
    longitude: longitudeField.nullish(),
    address: optionalText(500),
    hours: optionalText(1000),
    priceRange: priceRangeField,
    specialties: optionalText(2000),
    phone: optionalText(50),
    whatsapp: whatsappField,
    website: websiteField,
    googleRating: z
      .number('Use a rating between 0 and 5.')
      .min(0, 'Use a rating between 0 and 5.')
      .max(5, 'Use a rating between 0 and 5.')
      .nullish(),
    googleReviewCount: z
      .number('Use a whole number of reviews.')
      .int('Use a whole number of reviews.')
      .min(0, 'Use a whole number of reviews.')
      .max(10_000_000, 'Use at most 10,000,000 reviews.')
      .nullish(),
    isActive: z.boolean(TRUE_OR_FALSE).optional(),
  })
  .refine((d) => (d.latitude == null) === (d.longitude == null), {
    message: LATITUDE_AND_LONGITUDE_TOGETHER,
    path: ['longitude'],
  })
  .refine(...offIslandRefused);
export type EstablishmentCreateBody = z.input<typeof establishmentCreateBody>;
export type EstablishmentCreate = z.output<typeof establishmentCreateBody>;

/** POST /api/establishments/update-position (admin, map edit mode). */
export const positionBody = z
  .object({ id: idField, latitude: latitudeField, longitude: longitudeField })
  .refine(...offIslandRefused);
export type PositionBody = z.infer<typeof positionBody>;
