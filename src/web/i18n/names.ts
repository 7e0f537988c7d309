/**
 * The fixed categories' and areas' names and descriptions in the page's language, by id (the
 * `categories` catalogue section). The API's names are the English ones of the same ids; an id the
 * catalogue does not know (one added later) shows what the API sent.
 */
import { useMemo } from 'react';
import { AREAS, CATEGORY_IDS } from '../../domain/constants';
import type { Translate } from './i18n';
import { useT } from './LocaleProvider';

type CategoryId = (typeof CATEGORY_IDS)[keyof typeof CATEGORY_IDS];
type AreaId = (typeof AREAS)[number]['id'];

const categoryIds = new Set<number>(Object.values(CATEGORY_IDS));
const areaIds = new Set<number>(AREAS.map((a) => a.id));

const isCategoryId = (id: number | null | undefined): id is CategoryId =>
  id !== null && id !== undefined && categoryIds.has(id);
const isAreaId = (id: number | null | undefined): id is AreaId =>
  id !== null && id !== undefined && areaIds.has(id);

/** "Restaurants & Bars" / "Restaurantes y bares"; `fallback` (the API's name) for an unknown id. */
export function categoryName(t: Translate, id: number | null | undefined, fallback = ''): string {
  return isCategoryId(id) ? t(`categories.name.${id}`) : fallback;
}

/** A category's one-line description; `fallback` (the API's) for an unknown id. */
export function categoryDescription(
  t: Translate,
  id: number | null | undefined,
  fallback: string | null = null,
): string | null {
  return isCategoryId(id) ? t(`categories.description.${id}`) : fallback;
}

/**
 * An area's name (San Pedro, North Shore and Secret Beach are proper names in both languages);
 * `fallback` (the API's name) for an unknown id, "Unknown Area" / "Zona desconocida" without either.
 */
export function areaName(t: Translate, id: number | null | undefined, fallback?: string | null): string {
  if (isAreaId(id)) return t(`categories.area.${id}`);
  return fallback ?? t('categories.unknownArea');
}

/** `categoryName` in the page's language: `const name = useCategoryName(); name(c.id, c.name)`. */
export function useCategoryName(): (id: number | null | undefined, fallback?: string) => string {
  const t = useT();
  return useMemo(() => (id, fallback) => categoryName(t, id, fallback), [t]);
}

/** `categoryDescription` in the page's language. */
export function useCategoryDescription(): (
  id: number | null | undefined,
  fallback?: string | null,
) => string | null {
  const t = useT();
  return useMemo(() => (id, fallback) => categoryDescription(t, id, fallback), [t]);
}

/** `areaName` in the page's language: `const area = useAreaName(); area(e.area?.id, e.area?.name)`. */
export function useAreaName(): (id: number | null | undefined, fallback?: string | null) => string {
  const t = useT();
  return useMemo(() => (id, fallback) => areaName(t, id, fallback), [t]);
}
