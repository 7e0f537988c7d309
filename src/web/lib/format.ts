import { PRICE_RANGE_VALUES, priceRangeMeaning, STATUS_UPDATE_TYPE_LABELS } from '../../domain/constants';
import type { CheckedBy, ReportKind } from '../../domain/schemas/freshness';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateOnly.format(d);
}

/** The price range choices of the owner forms: "$$ · Moderate ($20-50)". */
export const PRICE_RANGE_OPTIONS = PRICE_RANGE_VALUES.map((p) => ({
  value: p,
  label: `${p} · ${priceRangeMeaning(p)}`,
}));

export function updateTypeLabel(type: string): string {
  return STATUS_UPDATE_TYPE_LABELS[type as keyof typeof STATUS_UPDATE_TYPE_LABELS] ?? type;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// The owners' dashboard's and the admin's words for reports and checks (those pages are English only;
// the visitor's pages say theirs through the catalogue).

/** What a visitor reported wrong. */
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  closed: 'Closed for good',
  hours: 'Wrong hours',
  phone: 'Wrong phone or WhatsApp',
  location: 'Wrong location',
  amenity: 'Wrong amenity',
  other: 'Something else',
};

/** Who last said the listing is right, as the end of "Last checked today …". */
export const CHECKED_BY_WORDS: Record<CheckedBy, string> = {
  owner: 'by the owner',
  admin: 'by the guide',
  import: 'from Google',
  seed: 'from public sources',
};
