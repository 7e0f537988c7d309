import { useParams } from 'react-router';
import { categoryBySlug } from '../../domain/constants';
import type { PageLoader } from '../page-loader';
import { CategoryView, categoryQueries } from './CategoryPage';
import { LazyNotFoundPage as NotFoundPage } from './LazyNotFoundPage';

/** The first screen's data (page-loader.ts); an unknown slug's 404 page reads none. */
export const loader: PageLoader = ({ params, search }) => {
  const category = categoryBySlug((params.slug ?? '').toLowerCase());
  return category ? categoryQueries(category.id, search) : [];
};

/** The eight fixed slugs (/accommodations, /restaurants-bars, ...) show their category; others are 404. */
export default function CategorySlugPage() {
  const { slug = '' } = useParams();
  const category = categoryBySlug(slug.toLowerCase());
  if (!category) return <NotFoundPage />;
  return <CategoryView key={category.id} categoryId={category.id} />;
}
