import { type AmenityKey, amenityWords } from '../../domain/amenities';
import type { ReportKind } from '../../domain/schemas/freshness';
import { REPORT_KIND_LABELS } from './format';

/**
 * What a visitor reported wrong, for the owners' dashboard and the admin (English only): the kind's
 * label, and for a wrong amenity the one the visitor named ("Wrong amenity: Cash only").
 */
export function reportKindText(report: { kind: ReportKind; attribute: AmenityKey | null }): string {
  const label = REPORT_KIND_LABELS[report.kind];
  return report.kind === 'amenity' && report.attribute
    ? `${label}: ${amenityWords(report.attribute, 'en')}`
    : label;
}
