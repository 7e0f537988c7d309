import { z } from 'zod';
import { AMENITY_KEYS, type Amenities, type AmenityKey, amenitiesOffered } from '../../../domain/amenities';
import { type AmenityGroup, AMENITY_GROUPS as KEYS_OF_GROUP } from '../../../domain/amenity-display';
import type { AmenityChanges } from '../../../domain/schemas/amenities';

/**
 * The amenities editor's answers (AmenitiesEditor.tsx): each attribute yes, no or not sure, which is the
 * place's "not known" (an answer left out, never shown as a no). Written here, not in domain: they are
 * the editor's words for the PATCH's true, false and null.
 */
export const AMENITY_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type AmenityAnswer = (typeof AMENITY_ANSWERS)[number];
export type AmenityAnswers = Partial<Record<AmenityKey, AmenityAnswer>>;

/** The editor's form: one choice per attribute (each radio group always holds one). */
export const amenityAnswersSchema = z.partialRecord(z.enum(AMENITY_KEYS), z.enum(AMENITY_ANSWERS));

/** The groups in the order the editor shows them, as the place page lists them. */
export const AMENITY_GROUPS = Object.keys(KEYS_OF_GROUP) as AmenityGroup[];

/** The attributes a category offers, by group (a group it offers none of is left out). */
export function offeredByGroup(categoryId: number): { group: AmenityGroup; keys: AmenityKey[] }[] {
  const offered = amenitiesOffered(categoryId);
  return AMENITY_GROUPS.map((group) => ({
    group,
    keys: offered.filter((key) => KEYS_OF_GROUP[group].includes(key)),
  })).filter((g) => g.keys.length > 0);
}

const ANSWER_OF = (value: boolean | undefined): AmenityAnswer =>
  value === undefined ? 'unknown' : value ? 'yes' : 'no';
const VALUE_OF: Record<AmenityAnswer, boolean | null> = { yes: true, no: false, unknown: null };

/** A place's stored answers as the editor's choices, for each attribute its category offers. */
export function answersOf(attributes: Amenities, categoryId: number): AmenityAnswers {
  return Object.fromEntries(amenitiesOffered(categoryId).map((key) => [key, ANSWER_OF(attributes[key])]));
}

/**
 * The PATCH's `attributes`: only the answers that differ from those the place held (`before`), each
 * true, false or null (not sure: the stored answer is removed). Empty when nothing changed.
 */
export function changedAnswers(before: AmenityAnswers, after: AmenityAnswers): AmenityChanges {
  const changes: AmenityChanges = {};
  for (const [key, answer] of Object.entries(after) as [AmenityKey, AmenityAnswer | undefined][]) {
    if (answer !== undefined && answer !== (before[key] ?? 'unknown')) changes[key] = VALUE_OF[answer];
  }
  return changes;
}
