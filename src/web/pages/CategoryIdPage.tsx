import { useParams } from 'react-router';
import type { PageLoader } from '../page-loader';
import { CategoryView, categoryQueries } from './CategoryPage';
import { LazyNotFoundPage as NotFoundPage } from './LazyNotFoundPage';

/** /category/:id shows that category; an id that is not a positive whole number is 404. */
const categoryIdOf = (param: string | undefined) => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The first screen's data (page-loader.ts). */
export const loader: PageLoader = ({ params, search }) => {
  const id = categoryIdOf(params.categoryId);
  return id === null ? [] : categoryQueries(id, search);
};

export default function CategoryIdPage() {
  const { categoryId } = useParams();
  const id = categoryIdOf(categoryId);
  if (id === null) return <NotFoundPage />;
  return <CategoryView key={id} categoryId={id} />;
}
