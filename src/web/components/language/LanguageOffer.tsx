import { lazy, Suspense, useEffect, useState } from 'react';
import { type Locale, preferredLocale } from '../../../domain/locale';
import { useLocale } from '../../i18n';
import { noPart } from '../../lib/optional-part';
import { rememberedLocale } from './remember-locale';

const LanguageOfferBanner = lazy(() => import('./LanguageOfferBanner').catch(noPart));

/**
 * A first visit whose browser ranks the other language first (navigator.languages, the list the
 * browser's Accept-Language header is made from) is offered the twin of the page, in that language.
 * Asked of the browser, not of the request's header, so every reader gets the same cached page. Once
 * the reader accepts or declines, the choice is remembered (the switch's cookie) and not asked again.
 * The banner's code and the other catalogue load only for a reader who is offered it.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const [wanted, setWanted] = useState<Locale | null>(null);
  useEffect(() => {
    const first = preferredLocale(navigator.languages ?? [navigator.language]);
    setWanted(first && first !== locale && !rememberedLocale() ? first : null);
  }, [locale]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBanner wanted={wanted} />
    </Suspense>
  );
}
