import { z } from 'zod';

/** The status of an import record; the UI treats anything else as pending (docs/product.md#imports). */
export const importStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type ImportStatus = z.infer<typeof importStatus>;

/**
 * Counts of a Google Places import, kept in the record's metadata. While it runs the record carries
 * progress (queries, queriesDone); when it completes it carries created / updated / skipped as well.
 */
export const importMetadata = z.looseObject({
  /** Text Search queries of the run (categories x areas). */
  queries: z.number().int().optional(),
  queriesDone: z.number().int().optional(),
  /** Places the run created as drafts (inactive, for the admin to review and publish). */
  created: z.number().int().optional(),
  /** Existing establishments whose Google id, rating and review count were refreshed. */
  updated: z.number().int().optional(),
  /** Places not written: off the island, without a name or position, or duplicates. */
  skipped: z.number().int().optional(),
  offIsland: z.number().int().optional(),
  duplicates: z.number().int().optional(),
});
export type ImportMetadata = z.infer<typeof importMetadata>;

/** One row of the import history (`data_imports`). Dates are ISO strings. */
export const importRecord = z.object({
  id: z.number().int(),
  source: z.string(),
  type: z.string(),
  status: z.string(),
  /** Places written by the run (created + updated). */
  recordsProcessed: z.number().int(),
  /** Distinct places the provider returned. */
  recordsTotal: z.number().int(),
  errorLog: z.string().nullable(),
  metadata: importMetadata.nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ImportRecord = z.infer<typeof importRecord>;

/** `GET /api/admin/stats`. */
export const adminStats = z.object({
  /** Every establishment, drafts included. */
  totalEstablishments: z.number().int(),
  withGoogleRatings: z.number().int(),
  /** recordsProcessed of the latest completed import, 0 when none. */
  lastImportCount: z.number().int(),
  /** completedAt of the latest completed import (ISO), null when none ('Never'). */
  lastImportDate: z.string().nullable(),
});
export type AdminStats = z.infer<typeof adminStats>;

/** `GET /api/admin/import-config`: whether the key is set ('Configured' / 'Setup Required'); never the key. */
export const importConfig = z.object({
  configured: z.boolean(),
  baseUrl: z.string(),
});
export type ImportConfig = z.infer<typeof importConfig>;

export const GOOGLE_PLACES_SOURCE = 'google_places';
export const GOOGLE_PLACES_IMPORT_TYPE = 'text_search';
