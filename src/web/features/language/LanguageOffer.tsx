import { type ComponentType, useEffect, useState } from 'react';
import { type Locale, preferredLocale } from '../../../domain/locale';
import { useLocale } from '../../i18n';
import { rememberedLocale } from './remember-locale';

type Offer = { Banner: ComponentType<{ wanted: Locale }>; wanted: Locale };

/**
 * A first visit whose browser ranks the other language first (navigator.languages, the list the
 * browser's Accept-Language header is made from) is offered the twin of the page, in that language.
 * Asked of the browser, not of the request's header, so every reader gets the same cached page. Once
 * the reader accepts or declines, the choice is remembered (the switch's cookie) and not asked again.
 * The banner's code and the other catalogue load only for a reader who is offered it: imported in an
 * effect, not through React.lazy, whose suspension while the page still hydrated lost the reader's
 * first taps on the page.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    const first = preferredLocale(navigator.languages ?? [navigator.language]);
    const wanted = first && first !== locale && !rememberedLocale() ? first : null;
    setOffer(null);
    if (!wanted) return;
    let live = true;
    import('./LanguageOfferBanner').then(
      (m) => live && setOffer({ Banner: m.default, wanted }),
      // Without its code (offline, a new version) the offer is simply not made.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [locale]);
  if (!offer) return null;
  return <offer.Banner wanted={offer.wanted} />;
}
