import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Amenities } from '../../../domain/amenities';
import { STALE_AFTER_DAYS } from '../../../domain/schemas/freshness';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';

/**
 * The establishments table's reads and writes that other modules need, often inside their own
 * transaction (an approved claim or registration, a Google import, the admin's counts). This module is
 * the table's one writer: the others call these functions, never the table.
 */

const E = t.establishments;

export async function establishmentExists(exec: Executor, id: number): Promise<boolean> {
  const [row] = await exec.select({ id: E.id }).from(E).where(eq(E.id, id));
  return Boolean(row);
}

/** The category of a published establishment, or null when there is no such published place. */
export async function publishedCategoryOf(exec: Executor, id: number): Promise<number | null> {
  const [row] = await exec
    .select({ categoryId: E.categoryId })
    .from(E)
    .where(and(eq(E.id, id), eq(E.isActive, true)));
  return row?.categoryId ?? null;
}

/**
 * Locks a place's row until the caller's transaction ends, so writes that count what the place holds
 * (its upcoming events, its live updates) against a limit are counted one after the other (PostgreSQL;
 * PGlite runs one transaction at a time).
 */
export async function lockPlace(tx: Executor, id: number): Promise<void> {
  await tx.select({ id: E.id }).from(E).where(eq(E.id, id)).for('update');
}

/** The name of a published establishment, or null when there is no such published place. */
export async function publishedNameOf(exec: Executor, id: number): Promise<string | null> {
  const [row] = await exec
    .select({ name: E.name })
    .from(E)
    .where(and(eq(E.id, id), eq(E.isActive, true)));
  return row?.name ?? null;
}

/** The names of the given establishments (drafts included), by id. */
export async function establishmentNames(
  exec: Executor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({ id: E.id, name: E.name })
    .from(E)
    .where(inArray(E.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The admin dashboard's counts: every establishment, and those with a Google rating. */
export async function countEstablishments(
  exec: Executor,
): Promise<{ total: number; withGoogleRatings: number }> {
  const [[total], [rated]] = await Promise.all([
    exec.select({ n: count() }).from(E),
    exec.select({ n: count() }).from(E).where(isNotNull(E.googleRating)),
  ]);
  return { total: total.n, withGoogleRatings: rated.n };
}

/** Text fields an owner's approved claim may fill. */
export type OwnerFillField =
  | 'phone'
  | 'whatsapp'
  | 'website'
  | 'description'
  | 'hours'
  | 'specialties'
  | 'amenities';

/**
 * Fills the establishment's empty fields among `values` and remembers them as owner-edited (so the
 * Google import leaves them alone); fields that already hold text are kept. Whether anything changed.
 */
export async function fillEmptyFieldsAsOwner(
  exec: Executor,
  id: number,
  values: Partial<Record<OwnerFillField, string | null>>,
): Promise<boolean> {
  const [place] = await exec.select().from(E).where(eq(E.id, id));
  if (!place) return false;
  const fill: Partial<Record<OwnerFillField, string>> = {};
  for (const [key, value] of Object.entries(values) as [OwnerFillField, string | null][])
    if (value && !place[key]) fill[key] = value;
  const filled = Object.keys(fill);
  if (filled.length === 0) return false;
  await exec
    .update(E)
    .set({
      ...fill,
      ownerEditedFields: [...new Set([...place.ownerEditedFields, ...filled])],
      updatedAt: sql`now()`,
    })
    .where(eq(E.id, id));
  return true;
}

// ---------------------------------------------------------------------------------------------
// The Google Places import (modules/imports decides what matches; these write it)

/** What the import needs to match a Google place to a known establishment. */
export interface MatchablePlace {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  googlePlaceId: string | null;
}

export function listMatchablePlaces(exec: Executor): Promise<MatchablePlace[]> {
  return exec
    .select({
      id: E.id,
      name: E.name,
      latitude: E.latitude,
      longitude: E.longitude,
      googlePlaceId: E.googlePlaceId,
    })
    .from(E);
}

/** The establishment fields a Google place provides. */
export interface GooglePlaceFacts {
  googlePlaceId: string;
  name: string;
  categoryId: number;
  areaId: number;
  latitude: number;
  longitude: number;
  address: string | null;
  phone: string | null;
  website: string | null;
  /** Display text, as Google words the week. */
  hours: string | null;
  /** The same week in OpenStreetMap `opening_hours` syntax, when Google's periods convert cleanly. */
  openingHours: string | null;
  priceRange: string | null;
  googleRating: number | null;
  googleReviewCount: number | null;
  /** What Google says the place offers (domain/amenities.ts names). */
  attributes: Amenities;
}

/** Columns a Google place only fills when empty and never owner-edited. */
const FILL_COLUMNS = ['address', 'phone', 'website', 'hours', 'openingHours', 'priceRange'] as const;

/** Keeps the column unless it is empty and the owner never edited it. Decided in SQL, so it is race-free. */
function fillIfEmpty(field: string, column: AnyColumn, value: SQL): SQL {
  return sql`case when (${column} is null or ${column}::text = '') and not (${field} = any(${E.ownerEditedFields})) then ${value} else ${column} end`;
}

const notOwnerEdited = (field: string) => sql`not (${field} = any(${E.ownerEditedFields}))`;

/**
 * Google's answers for the attributes not answered yet and never answered by the owner: an answer
 * already kept (from anyone) stays, and an owner's "not known" is not filled either. In SQL: race-free.
 */
function fillAnswers(google: Amenities): SQL {
  return sql`(${JSON.stringify(google)}::jsonb - coalesce(array(select substr(f, 12) from unnest(${E.ownerEditedFields}) as f where f like 'attributes.%'), '{}'::text[])) || ${E.attributes}`;
}

/**
 * Refreshes a matched establishment from Google: its Google id, rating and review count always; its
 * empty, never owner-edited fields (position and area included) from the place.
 */
export async function mergeGoogleFacts(exec: Executor, id: number, p: GooglePlaceFacts, now: Date) {
  const fills = Object.fromEntries(FILL_COLUMNS.map((f) => [f, fillIfEmpty(f, E[f], sql`${p[f]}::text`)]));
  const positionFree = sql`${E.latitude} is null and ${E.longitude} is null and ${notOwnerEdited('latitude')} and ${notOwnerEdited('longitude')}`;
  await exec
    .update(E)
    .set({
      googlePlaceId: p.googlePlaceId,
      googleRating: p.googleRating,
      googleReviewCount: p.googleReviewCount,
      lastRatingUpdate: now,
      ...fills,
      latitude: sql`case when ${positionFree} then ${p.latitude}::double precision else ${E.latitude} end`,
      longitude: sql`case when ${positionFree} then ${p.longitude}::double precision else ${E.longitude} end`,
      coordinateQuality: sql`case when ${positionFree} then 'approximate' else ${E.coordinateQuality} end`,
      areaId: sql`case when ${E.areaId} is null and ${notOwnerEdited('areaId')} then ${p.areaId}::integer else ${E.areaId} end`,
      attributes: fillAnswers(p.attributes),
      updatedAt: now,
      checkedAt: sql`case when ${importMayCheck(now)} then ${now.toISOString()}::timestamptz else ${E.checkedAt} end`,
      checkedBy: sql`case when ${importMayCheck(now)} then 'import' else ${E.checkedBy} end`,
    })
    .where(eq(E.id, id));
}

/**
 * The import's facts are the listing's latest check unless a person (its owner or the admin) checked
 * it more recently than a listing turns stale: Google does not know better than them.
 */
function importMayCheck(now: Date): SQL {
  const personRecently = sql`${E.checkedBy} in ('owner', 'admin') and ${E.checkedAt} >= ${new Date(now.getTime() - STALE_AFTER_DAYS * 86_400_000).toISOString()}::timestamptz`;
  return sql`not (${personRecently})`;
}

/** New places from Google, as unpublished drafts (source 'google') for the admin to review. */
export async function insertGoogleDrafts(exec: Executor, places: readonly GooglePlaceFacts[], now: Date) {
  const drafts = places.map((p) => ({
    ...p,
    coordinateQuality: 'approximate',
    lastRatingUpdate: now,
    isActive: false,
    source: 'google',
    createdAt: now,
    updatedAt: now,
    checkedAt: now,
    checkedBy: 'import',
  }));
  for (let i = 0; i < drafts.length; i += 100) await exec.insert(E).values(drafts.slice(i, i + 100));
}

// ---------------------------------------------------------------------------------------------
// Checks of a listing (modules/freshness decides when; these write them)

export type CheckedBy = 'owner' | 'admin' | 'import' | 'seed';

export interface ListingCheckRow {
  establishmentId: number;
  name: string;
  checkedAt: Date;
  checkedBy: CheckedBy;
}

const checkColumns = {
  establishmentId: E.id,
  name: E.name,
  checkedAt: E.checkedAt,
  checkedBy: E.checkedBy,
};

/** Records that the listing was found right at `at` by `by`; null when there is no such place. */
export async function markChecked(
  exec: Executor,
  id: number,
  by: CheckedBy,
  at: Date,
): Promise<ListingCheckRow | null> {
  const [row] = await exec
    .update(E)
    .set({ checkedAt: at, checkedBy: by })
    .where(eq(E.id, id))
    .returning(checkColumns);
  return (row as ListingCheckRow | undefined) ?? null;
}

/** Sets or clears the reported-closed warning; whether it changed. */
export async function setReportedClosed(exec: Executor, id: number, since: Date | null): Promise<boolean> {
  const rows = await exec
    .update(E)
    .set({ reportedClosedAt: since })
    .where(and(eq(E.id, id), since === null ? isNotNull(E.reportedClosedAt) : isNull(E.reportedClosedAt)))
    .returning({ id: E.id });
  return rows.length > 0;
}

/** The published places last checked before `before`, longest unchecked first. */
export async function publishedCheckedBefore(exec: Executor, before: Date): Promise<ListingCheckRow[]> {
  const rows = await exec
    .select(checkColumns)
    .from(E)
    .where(and(eq(E.isActive, true), lt(E.checkedAt, before)))
    .orderBy(asc(E.checkedAt), asc(E.id));
  return rows as ListingCheckRow[];
}

/** A place's name and latest check, published or not; null when there is no such place. */
export async function listingCheckOf(exec: Executor, id: number): Promise<ListingCheckRow | null> {
  const [row] = await exec.select(checkColumns).from(E).where(eq(E.id, id));
  return (row as ListingCheckRow | undefined) ?? null;
}
