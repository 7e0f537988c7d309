import { z } from 'zod';
import { errorReply, idField, optionalText } from './common';
import {
  latitudeField,
  longitudeField,
  offIslandRefused,
  priceRangeField,
  requiredText,
  websiteField,
  whatsappField,
} from './fields';
import { ENTER_VALID_EMAIL, tooLong } from './messages';

/** Request lifecycle shared by claims and business registrations. */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const requestStatus = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatus>;

const emailField = (message: string) =>
  z.string(message).trim().min(1, message).max(254, tooLong(254)).email(ENTER_VALID_EMAIL);

/** How a business can be reached: asked by both the claim form and the registration form. */
const contactFields = { phone: optionalText(50), whatsapp: whatsappField, website: websiteField };

/** When a request was made and decided (ISO times): every review request ends with these. */
const reviewTimes = { createdAt: z.string(), reviewedAt: z.string().nullable() };

// ---------------------------------------------------------------------------------------------
// Claims (docs/product.md#claiming-a-business)

export const claimBody = z.object({
  establishmentId: idField,
  businessName: optionalText(200),
  ownerName: requiredText("Enter the owner's name.", 200),
  email: emailField('Enter your email address.'),
  ...contactFields,
  description: optionalText(5000),
  hours: optionalText(1000),
  specialties: optionalText(2000),
  amenities: optionalText(2000),
});
export type ClaimBody = z.input<typeof claimBody>;
export type ClaimInput = z.output<typeof claimBody>;

export const businessClaim = z.object({
  id: z.number().int(),
  establishmentId: z.number().int(),
  establishmentName: z.string(),
  userId: z.number().int(),
  requesterEmail: z.string(),
  requesterEmailVerified: z.boolean(),
  businessName: z.string().nullable(),
  ownerName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  hours: z.string().nullable(),
  specialties: z.string().nullable(),
  amenities: z.string().nullable(),
  status: requestStatus,
  reviewerNotes: z.string().nullable(),
  ...reviewTimes,
});
export type BusinessClaim = z.infer<typeof businessClaim>;

// ---------------------------------------------------------------------------------------------
// Business registrations (docs/product.md#forms-and-their-rules)

/**
 * The business part of a registration. areaId may be omitted or null (no area yet); an id that is
 * not one of the island's areas (1, a first draft's default, included) is refused with a clear 400.
 */
export const registrationData = z
  .object({
    name: requiredText('Enter the business name.', 200),
    description: requiredText('Describe your business in at least 10 characters.', 5000, 10),
    address: requiredText('Enter the address, at least 5 characters.', 500, 5),
    hours: requiredText('Enter your operating hours.', 1000),
    ...contactFields,
    priceRange: priceRangeField,
    latitude: latitudeField,
    longitude: longitudeField,
    areaId: idField.nullish(),
    categoryId: idField,
  })
  .refine(...offIslandRefused);
export type RegistrationData = z.output<typeof registrationData>;

/** The registration payload; client-sent isVerified and status are accepted and ignored. */
export const registrationBody = z.object({
  ownerName: requiredText("Enter the owner's name.", 200),
  ownerEmail: emailField("Enter the owner's email address."),
  verificationCode: requiredText('Enter your verification code.', 100),
  businessLicense: optionalText(100),
  isVerified: z.unknown().optional(),
  status: z.unknown().optional(),
  submittedData: registrationData,
});
export type RegistrationBody = z.input<typeof registrationBody>;
export type RegistrationInput = z.output<typeof registrationBody>;

export const businessRegistration = z.object({
  id: z.number().int(),
  establishmentId: z.number().int().nullable(),
  establishmentName: z.string(),
  userId: z.number().int().nullable(),
  requesterEmail: z.string().nullable(),
  requesterEmailVerified: z.boolean(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  verificationCode: z.string(),
  businessLicense: z.string().nullable(),
  isVerified: z.boolean(),
  submittedData: z.record(z.string(), z.unknown()),
  status: requestStatus,
  notes: z.string().nullable(),
  ...reviewTimes,
});
export type BusinessRegistration = z.infer<typeof businessRegistration>;

// ---------------------------------------------------------------------------------------------
// Owner's own requests (signed-in home) and admin review

export const ownerRequest = z.object({
  kind: z.enum(['claim', 'registration']),
  id: z.number().int(),
  establishmentId: z.number().int().nullable(),
  establishmentName: z.string(),
  status: requestStatus,
  reviewerNotes: z.string().nullable(),
  ...reviewTimes,
});
export type OwnerRequest = z.infer<typeof ownerRequest>;

export const reviewQuery = z.object({ status: requestStatus.optional() });
export type ReviewQuery = z.infer<typeof reviewQuery>;

/** The admin's decision on a review request (the last part of its approve/reject path). */
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const reviewBody = z
  .object({ notes: optionalText(2000) })
  .nullish()
  .transform((b) => ({ notes: b?.notes ?? null }));
export type ReviewBody = z.input<typeof reviewBody>;

/** The error replies a request route may give (bad input, signed out, no right, unknown, already decided). */
export const requestErrorReplies = {
  400: errorReply,
  401: errorReply,
  403: errorReply,
  404: errorReply,
  409: errorReply,
};
