import { Link, useLocation } from 'react-router';
import { hasTwin, LOCALE_NAMES, type Locale, twinPath } from '../../../domain/locale';
import { useLocale, useT } from '../../i18n';
import { rememberLocale } from './remember-locale';

/**
 * "Español" on an English page, "English" on a Spanish one: a link to the twin of the page being shown
 * (query kept) that remembers the choice. Pages without a twin (the owners' portal) show none.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const t = useT();
  const { pathname, search } = useLocation();
  if (!hasTwin(pathname)) return null;
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const name = LOCALE_NAMES[other];
  return (
    <Link
      to={twinPath(pathname + search, other)}
      onClick={() => rememberLocale(other)}
      hrefLang={other}
      lang={other}
      title={t('language.switchTo', { language: name })}
      className={className}
      data-language-switch
    >
      <span className="max-sm:sr-only">{name}</span>
      <span className="sm:hidden" aria-hidden>
        {other.toUpperCase()}
      </span>
    </Link>
  );
}
