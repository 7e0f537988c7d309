import { z } from 'zod';
import { AMENITY_KEYS } from '../amenities';
import { localeField, optionalText } from './common';
import { ENTER_VALID_EMAIL, tooLong } from './messages';

/** Who last said a listing is right: its owner, the guide's admin, the Google import, or the seed's sources. */
export const CHECKED_BY = ['owner', 'admin', 'import', 'seed'] as const;
export type CheckedBy = (typeof CHECKED_BY)[number];

export { STALE_AFTER_DAYS } from '../checked';

/** What a visitor can report wrong about a place (`amenity`: what its page says it offers, or not). */
export const REPORT_KINDS = ['closed', 'hours', 'phone', 'location', 'amenity', 'other'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Which attribute a report of kind `amenity` is about (domain/amenities.ts); optional. */
export const reportAttributeField = z.enum(AMENITY_KEYS, {
  message: `Choose one of the amenities: ${AMENITY_KEYS.join(', ')}.`,
});

export const REPORT_MESSAGE_MAX = 500;

/**
 * POST /api/establishments/:id/reports. `website` is a field people never see (the form hides it):
 * a bot that fills every field fills it too, and its report is refused.
 */
export const reportBody = z
  .object({
    kind: z.enum(REPORT_KINDS, {
      message: 'Choose what is wrong: closed, hours, phone, location, amenity or other.',
    }),
    /** With kind `amenity` only: which one is wrong (one the place's category offers). */
    attribute: reportAttributeField.nullish(),
    message: optionalText(REPORT_MESSAGE_MAX),
    email: z
      .string(ENTER_VALID_EMAIL)
      .trim()
      .max(254, tooLong(254))
      .transform((s) => (s === '' ? null : s.toLowerCase()))
      .pipe(z.email(ENTER_VALID_EMAIL).nullable())
      .nullish(),
    website: z.string().max(500).optional(),
    locale: localeField,
  })
  .strict();
export type ReportBody = z.input<typeof reportBody>;
export type ReportInput = z.output<typeof reportBody>;

export const REPORT_STATUSES = ['open', 'resolved'] as const;
/**
 * The admin's decision on a report. `confirmed` is for a report that the place closed: it shows visitors
 * the warning, which a dismissal of a closure report lifts again.
 */
export const REPORT_OUTCOMES = ['fixed', 'dismissed', 'confirmed'] as const;

/** A report as the place's owners see it: never the reporter's address. */
export const ownerReport = z.object({
  id: z.number().int(),
  establishmentId: z.number().int(),
  establishmentName: z.string(),
  kind: z.enum(REPORT_KINDS),
  /** The attribute a report of kind `amenity` is about, when the visitor named one. */
  attribute: reportAttributeField.nullable(),
  message: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type OwnerReport = z.infer<typeof ownerReport>;

/** A report as the admin sees it: whether the reporter can be thanked, and the decision. */
export const adminReport = ownerReport.extend({
  email: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReport>;

/** The reply to a visitor's report: received, nothing of anyone else's. */
export const reportReceipt = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  createdAt: z.string(),
});
export type ReportReceipt = z.infer<typeof reportReceipt>;

export const adminReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES, { message: 'must be open or resolved' }).default('open'),
});

export const resolveReportBody = z
  .object({
    outcome: z.enum(REPORT_OUTCOMES, { message: 'Choose fixed, dismissed or (for a closure) confirmed.' }),
    note: optionalText(REPORT_MESSAGE_MAX),
  })
  .strict();
export type ResolveReportBody = z.input<typeof resolveReportBody>;
export type ResolveReportInput = z.output<typeof resolveReportBody>;

/** A listing's check after a confirmation or an edit. */
export const listingCheck = z.object({
  establishmentId: z.number().int(),
  name: z.string(),
  checkedAt: z.string(),
  checkedBy: z.enum(CHECKED_BY),
});
export type ListingCheck = z.infer<typeof listingCheck>;

/** A published place not checked for STALE_AFTER_DAYS, for the admin. */
export const staleListing = listingCheck.extend({
  verifiedOwners: z.number().int(),
  lastRemindedAt: z.string().nullable(),
});
export type StaleListing = z.infer<typeof staleListing>;

/** The token of a reminder's one-tap link. */
export const confirmationToken = z
  .string('This link is not complete: open the link from the mail again.')
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not complete: open the link from the mail again.');
export const confirmationBody = z.object({ token: confirmationToken }).strict();
