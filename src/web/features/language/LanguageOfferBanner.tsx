import type { I18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { hasTwin, type Locale, twinPath } from '../../../domain/locale';
import { loadCatalogue, useLocale } from '../../i18n';
import { Button, buttonClass } from '../../ui/Button';
import { rememberLocale } from './remember-locale';

/** The offer of LanguageOffer.tsx, written in the language it offers (that catalogue is loaded for it). */
export default function LanguageOfferBanner({ wanted }: { wanted: Locale }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [offer, setOffer] = useState<{ locale: Locale; i18n: I18n } | null>(null);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    let live = true;
    // The offer is written in the language it offers: that catalogue is loaded for it.
    loadCatalogue(wanted).then(
      (i18n) => live && setOffer({ locale: wanted, i18n }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  if (!offer || answered || !hasTwin(pathname)) return null;
  const answer = (chosen: Locale) => {
    rememberLocale(chosen);
    setAnswered(true);
  };
  return (
    <aside
      lang={offer.locale}
      aria-label={offer.i18n._('language.switchLabel')}
      // Over the page's foot, not in its flow: appearing after the page has drawn, it moves nothing.
      className="fixed inset-x-0 bottom-0 z-[1500] border-t border-lagoon-200 bg-lagoon-50 px-4 py-3 text-sm text-lagoon-900 shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2">
        <p>{offer.i18n._('language.offer')}</p>
        <Link
          to={twinPath(pathname + search, offer.locale)}
          hrefLang={offer.locale}
          onClick={() => answer(offer.locale)}
          className={buttonClass('primary', 'sm')}
        >
          {offer.i18n._('language.offerAccept')}
        </Link>
        <Button variant="ghost" size="sm" onClick={() => answer(locale)}>
          {offer.i18n._('language.offerDismiss')}
        </Button>
      </div>
    </aside>
  );
}
