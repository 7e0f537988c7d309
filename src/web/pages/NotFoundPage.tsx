import { Link } from 'react-router';
import { buttonClass } from '../components/ui/Button';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { paths } from '../paths';

export default function NotFoundPage() {
  useDocumentTitle('404 Page Not Found', 'This page does not exist on the Ambergris Guide.', {
    notFound: true,
  });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-7xl font-bold text-lagoon-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Page Not Found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for has drifted out to sea.</p>
      <Link to={paths.home()} className={buttonClass('primary', 'md', 'mt-8')}>
        Back to Home
      </Link>
    </section>
  );
}
