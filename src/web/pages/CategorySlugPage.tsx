import { useParams } from 'react-router';
import { categoryBySlug } from '../../domain/constants';
import { CategoryView } from './CategoryPage';
import { LazyNotFoundPage as NotFoundPage } from './LazyNotFoundPage';

/** The eight fixed slugs (/accommodations, /restaurants-bars, ...) show their category; others are 404. */
export default function CategorySlugPage() {
  const { slug = '' } = useParams();
  const category = categoryBySlug(slug.toLowerCase());
  if (!category) return <NotFoundPage />;
  return <CategoryView key={category.id} categoryId={category.id} />;
}
