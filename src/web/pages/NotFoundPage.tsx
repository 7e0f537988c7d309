import { Link } from 'react-router';
import { useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePaths } from '../paths';
import { buttonClass } from '../ui/Button';

export default function NotFoundPage() {
  const t = useT('notFound');
  const p = usePaths();
  useDocumentTitle(t('notFound.title'), t('notFound.description'), {
    notFound: true,
  });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-7xl font-bold text-lagoon-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('notFound.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <Link to={p.home()} className={buttonClass('primary', 'md', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
