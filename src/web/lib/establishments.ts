/** Pure helpers behind the establishment cards and lists: prices, update times, art (rules shared with the server are in domain/listing.ts). */
import { CATEGORIES, CATEGORY_IDS } from '../../domain/constants';
import { PHOTO_SIZES, photoCardUrl } from '../../domain/photos';
import type { StatusUpdate } from '../../domain/schemas/catalog';

export const isAccommodation = (categoryId: number) => categoryId === CATEGORY_IDS.accommodations;

/** Newest first, without changing the given list. */
export function newestFirst<T extends Pick<StatusUpdate, 'createdAt' | 'id'>>(updates: readonly T[]): T[] {
  return updates.slice().sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/**
 * A short, friendly age: 'Just now', '12 min ago', '3 h ago', 'Yesterday', or the date. `utcOffset`
 * as in formatUpdateDate.
 */
export function formatUpdateAge(iso: string, now: Date = new Date(), utcOffset?: number | null): string {
  const ms = now.getTime() - Date.parse(iso);
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'Just now';
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} h ago`;
  if (h < 48) return 'Yesterday';
  return formatUpdateDate(iso, utcOffset);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date and time such as 'Jan 5, 3:04 PM' (en-US's short form), at `utcOffset` minutes from UTC, or
 * in the visitor's zone without one. Written out rather than asked of Intl.DateTimeFormat: building
 * the first formatter loads the browser's time-zone data, which took ~25 ms of a phone's main thread
 * in the middle of hydrating a page of updates (the longest task of the landing's start).
 */
export function formatUpdateDate(iso: string, utcOffset?: number | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(date);
  const local = utcOffset == null;
  const at = local ? date : new Date(date.getTime() + utcOffset * 60_000);
  const month = local ? at.getMonth() : at.getUTCMonth();
  const day = local ? at.getDate() : at.getUTCDate();
  const hours = local ? at.getHours() : at.getUTCHours();
  const minutes = local ? at.getMinutes() : at.getUTCMinutes();
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[month]} ${day}, ${clock}`;
}

export const UPDATE_TYPE_STYLES: Record<string, { label: string; className: string }> = {
  special: { label: 'Special', className: 'bg-sun-500/15 text-amber-900 ring-amber-300' },
  availability: { label: 'Availability', className: 'bg-lagoon-100 text-lagoon-800 ring-lagoon-200' },
  announcement: { label: 'Announcement', className: 'bg-sky-100 text-sky-900 ring-sky-200' },
  alert: { label: 'Alert', className: 'bg-red-100 text-red-800 ring-red-200' },
};
/** Unknown types get a default style (docs/product.md#live-updates). */
export function updateTypeStyle(type: string) {
  return (
    UPDATE_TYPE_STYLES[type] ?? {
      label: type ? type[0].toUpperCase() + type.slice(1) : 'Update',
      className: 'bg-slate-100 text-slate-700 ring-slate-200',
    }
  );
}

/** The first letter shown when there is no logo (or it fails to load). */
export function initialOf(name: string): string {
  const m = name.trim().match(/[\p{L}\p{N}]/u);
  return m ? m[0].toUpperCase() : '?';
}

/** Illustrations per category (scripts/lib/card-variants.ts): the scene and three other takes on it. */
export const ART_VARIANTS = 4;

/**
 * The project-made art for a category, used when an establishment has no photo of its own. With a
 * place id, one of the category's four pictures, so neighbouring cards (consecutive ids) differ.
 */
export function categoryArt(
  categoryId: number | null | undefined,
  establishmentId?: number,
): { avif: string; webp: string } {
  const slug = CATEGORIES.find((c) => c.id === categoryId)?.slug ?? 'default';
  const variant = establishmentId === undefined ? 0 : Math.abs(establishmentId) % ART_VARIANTS;
  const name = variant === 0 ? `card-${slug}-640` : `card-${slug}-${variant}-640`;
  return { avif: `/images/${name}.avif`, webp: `/images/${name}.webp` };
}

/** The establishment's own photo, if any. */
export { ownPhoto } from '../../domain/api-urls';

/** A stored photo's card and detail sizes as a srcset (the server picks AVIF or WebP for each). */
export function photoSrcSet(url: string): string | undefined {
  const card = photoCardUrl(url);
  return card ? `${card} ${PHOTO_SIZES.card.width}w, ${url} ${PHOTO_SIZES.detail.width}w` : undefined;
}
