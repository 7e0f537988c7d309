import type { CheckedBy, ReportKind } from '../../../domain/schemas/freshness';

// The owners' dashboard's and the admin's words for reports and checks (those pages are English only;
// the visitor's pages say theirs through the catalogue).

/** What a visitor reported wrong. */
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  closed: 'Closed for good',
  hours: 'Wrong hours',
  phone: 'Wrong phone or WhatsApp',
  location: 'Wrong location',
  other: 'Something else',
};

/** Who last said the listing is right, as the end of "Last checked today …". */
export const CHECKED_BY_WORDS: Record<CheckedBy, string> = {
  owner: 'by the owner',
  admin: 'by the guide',
  import: 'from Google',
  seed: 'from public sources',
};
