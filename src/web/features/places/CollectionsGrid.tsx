import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES, categoryBySlug } from '../../../domain/constants';
import type { Category } from '../../../domain/schemas/catalog';
import type { CategoryCount } from '../../../domain/schemas/highlights';
import { categorySlug } from '../../../domain/slug';
import { useT } from '../../i18n';
import { categoryDescription, categoryName } from '../../i18n/names';
import { paths, usePaths, withArea } from '../../paths';
import { CategoryIcon, isIconImage } from '../../ui/CategoryIcon';
import { Skeleton } from '../../ui/Skeleton';
import { AreaFilterBar } from './AreaFilterBar';
import { useAreaFilter } from './useAreaFilter';

const SKELETONS = 8;
const ORDER = CATEGORIES.map((c) => c.id);

/**
 * The category page for a category: its fixed slug when it has one, else /category/{id}; in the
 * language of `links` (usePaths), English by default.
 */
export function categoryPath(c: Pick<Category, 'id' | 'name'>, links: typeof paths = paths): string {
  const slug = categorySlug(c.name);
  return categoryBySlug(slug)?.id === c.id ? links.categorySlug(slug) : links.category(c.id);
}

function Tile({ category, count, href }: { category: Category; count: number; href: string }) {
  const t = useT('landing');
  const image = isIconImage(category.icon);
  return (
    <Link
      to={href}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-3 shadow-sm min-[360px]:p-4 sm:p-5 transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <span
        aria-hidden
        className="pointer-events-none absolute -top-10 -right-10 h-32 w-32 rounded-full opacity-15"
        style={{ backgroundColor: category.color }}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute -right-4 -bottom-12 h-24 w-24 rounded-full border-[10px] opacity-10"
        style={{ borderColor: category.color }}
      />
      <span
        className="relative flex h-11 w-11 items-center justify-center rounded-2xl ring-1 ring-inset sm:h-14 sm:w-14"
        style={{
          backgroundColor: `${category.color}1f`,
          color: '#0b3a46',
          boxShadow: `inset 0 0 0 1px ${category.color}55`,
        }}
      >
        {image ? (
          <CategoryIcon icon={category.icon} className="h-7 w-7 sm:h-9 sm:w-9" />
        ) : (
          <CategoryIcon icon={category.icon} className="h-6 w-6 sm:h-7 sm:w-7" strokeWidth={1.5} />
        )}
      </span>
      <span className="relative mt-3 font-serif text-[15px] leading-snug font-semibold text-slate-900 [overflow-wrap:normal] min-[400px]:text-lg sm:mt-4 sm:text-xl">
        {categoryName(t, category.id, category.name)}
      </span>
      {category.description && (
        <span className="relative mt-1 line-clamp-2 text-sm text-slate-600 max-sm:hidden">
          {categoryDescription(t, category.id, category.description)}
        </span>
      )}
      <span className="relative mt-auto flex items-center justify-between pt-3 text-sm font-medium text-lagoon-700 sm:pt-4">
        <span>{t('landing.collections.places', { count })}</span>
        <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden />
      </span>
    </Link>
  );
}

/**
 * Collections (docs/product.md#landing-page): category tiles for the selected area, each opening its category page. The
 * counts come per category and area (GET /api/establishments/counts), so no place list is needed.
 */
export function CollectionsGrid({
  categories,
  counts: perArea,
  loading,
}: {
  categories: Category[] | undefined;
  counts: CategoryCount[] | undefined;
  loading: boolean;
}) {
  const t = useT('landing');
  const p = usePaths();
  const [areaId] = useAreaFilter();
  const counts = new Map<number, number>();
  for (const c of perArea ?? [])
    if (!areaId || c.areaId === areaId) counts.set(c.categoryId, (counts.get(c.categoryId) ?? 0) + c.count);
  const tiles = (categories ?? [])
    .filter((c) => !areaId || (counts.get(c.id) ?? 0) > 0)
    .sort((a, b) => {
      const ia = ORDER.indexOf(a.id);
      const ib = ORDER.indexOf(b.id);
      return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.name.localeCompare(b.name);
    });

  return (
    <section id="collections" aria-labelledby="collections-title" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <p className="text-sm font-semibold tracking-[0.2em] text-amber-700 uppercase">
          {t('landing.collections.eyebrow')}
        </p>
        <h2
          id="collections-title"
          tabIndex={-1}
          data-section-heading
          className="mt-2 font-serif text-3xl font-semibold text-lagoon-900 sm:text-4xl"
        >
          {t('landing.browseByCategory')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">{t('landing.collections.lead')}</p>
        <AreaFilterBar className="mt-6" />
        {loading ? (
          <div
            role="status"
            aria-label={t('landing.collections.loading')}
            className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4"
          >
            {Array.from({ length: SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} className="h-36 rounded-2xl sm:h-48" />
            ))}
          </div>
        ) : tiles.length === 0 ? (
          <p className="mt-8 text-slate-700">{t('landing.collections.empty')}</p>
        ) : (
          // Two a row even on the narrowest phone: one a row made the landing several screens taller.
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
            {tiles.map((c) => (
              <li key={c.id}>
                <Tile
                  category={c}
                  count={counts.get(c.id) ?? 0}
                  href={withArea(categoryPath(c, p), areaId)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
