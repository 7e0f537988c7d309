import { z } from 'zod';
import { AMENITY_KEYS, type AmenityKey, isAmenityKey } from '../amenity-keys';

const YES_OR_NO = { message: 'must be true (yes) or false (no)' };

/** A place's known answers in a reply: an attribute left out is not known (never "no"). */
export const amenityAnswers = z
  .object(
    Object.fromEntries(AMENITY_KEYS.map((key) => [key, z.boolean().optional()])) as Record<
      AmenityKey,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .meta({
    id: 'Amenities',
    description:
      'What the place offers: true is yes, false is no, and an attribute left out is not known. docs/amenities.md lists them.',
  });

/**
 * The answers a PATCH changes: true (yes), false (no) or null (not known, which removes the answer);
 * attributes left out stay as they are. An unknown attribute is refused.
 */
export const amenityChanges = z.strictObject(
  Object.fromEntries(AMENITY_KEYS.map((key) => [key, z.boolean(YES_OR_NO).nullable().optional()])) as Record<
    AmenityKey,
    z.ZodOptional<z.ZodNullable<z.ZodBoolean>>
  >,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownAmenities(issue.keys) : undefined) },
);
export type AmenityChanges = z.output<typeof amenityChanges>;

const unknownAmenities = (keys: readonly string[]) =>
  `Unknown amenit${keys.length === 1 ? 'y' : 'ies'}: ${keys.join(', ')}. Use one of ${AMENITY_KEYS.join(', ')}.`;

/** `?amenities=a,b`: every one must be yes. Unknown ones are refused, and more than the list holds. */
export const amenitiesParam = z
  .string()
  .max(1000, 'is too long')
  .transform((text, ctx) => {
    const keys = [
      ...new Set(
        text
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = keys.filter((k) => !isAmenityKey(k));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: unknownAmenities(unknown) });
      return z.NEVER;
    }
    return keys as AmenityKey[];
  })
  .meta({
    description: `Attributes the places must have (all of them, answered yes), comma-separated: ${AMENITY_KEYS.join(', ')}.`,
  });
