import { useParams } from 'react-router';
import { CategoryView } from './CategoryPage';
import { LazyNotFoundPage as NotFoundPage } from './LazyNotFoundPage';

/** /category/:id shows that category; an id that is not a positive whole number is 404. */
export default function CategoryIdPage() {
  const { categoryId } = useParams();
  const id = Number(categoryId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <CategoryView key={id} categoryId={id} />;
}
