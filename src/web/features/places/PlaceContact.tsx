/** The detail page's side column: how to reach the place (contact) and what to do next (quick actions). */
import {
  ArrowRight,
  DollarSign,
  ExternalLink,
  Globe,
  MessageCircle,
  Navigation,
  Phone,
  Share2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRICE_RANGES, type PriceRange, priceRangeMeaning } from '../../../domain/constants';
import { formatPhone, telHref, whatsappLink } from '../../../domain/contact';
import type { Locale } from '../../../domain/locale';
import { BZD_PER_USD, formatUsdBzd, formatUsdBzdRange } from '../../../domain/money';
import type { Establishment } from '../../../domain/schemas/catalog';
import { type MessageKey, type Translate, useLocale, useT } from '../../i18n';
import { usePaths } from '../../paths';
import { Button, buttonClass } from '../../ui/Button';
import { PlaceHours } from '../hours';

/** A titled card of the detail page. */
export function Section({
  title,
  icon,
  children,
  id,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section id={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="flex items-center gap-2 font-serif text-xl font-semibold text-lagoon-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const PRICE_LABELS: Record<PriceRange, MessageKey> = {
  $: 'place.price.$',
  $$: 'place.price.$$',
  $$$: 'place.price.$$$',
  $$$$: 'place.price.$$$$',
};

/**
 * "Moderate (US$20–50 / BZ$40–100)": English keeps the domain's wording (shared with the server);
 * other languages build the same figures around their own words.
 */
export function priceMeaning(band: string, locale: Locale, t: Translate): string | null {
  if (locale === 'en' || !(band in PRICE_RANGES)) return priceRangeMeaning(band);
  const { min, max } = PRICE_RANGES[band as PriceRange];
  const label = t(PRICE_LABELS[band as PriceRange]);
  if (max === null) return `${label} (US$${min}+ / BZ$${min * BZD_PER_USD}+)`;
  if (min === 0) return `${label} (${t('place.price.under', { amount: formatUsdBzd(max, locale) })})`;
  return `${label} (${formatUsdBzdRange(min, max, locale)})`;
}

/** Each way of reaching the place is counted for its owner's insights. */
type Count = (kind: 'call' | 'website' | 'whatsapp' | 'directions') => () => void;

function ContactRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      {icon}
      <div>{children}</div>
    </div>
  );
}

const ROW_ICON = 'mt-0.5 h-4 w-4 shrink-0 text-slate-500';

export function ContactSection({ e, band, count }: { e: Establishment; band: string | null; count: Count }) {
  const t = useT('place');
  const locale = useLocale();
  const meaning = band ? priceMeaning(band, locale, t) : null;
  return (
    <Section title={t('place.contact')} icon={<Phone className="h-5 w-5 text-lagoon-600" aria-hidden />}>
      <div className="space-y-3 text-sm">
        <PlaceHours e={e} />
        {e.phone && (
          <ContactRow icon={<Phone className={ROW_ICON} aria-hidden />}>
            <p className="font-medium text-slate-900">{t('place.phone')}</p>
            <div>
              <a
                href={telHref(e.phone)}
                onClick={count('call')}
                className="text-lagoon-700 underline-offset-2 hover:underline"
              >
                {formatPhone(e.phone)}
              </a>
            </div>
          </ContactRow>
        )}
        {e.website && (
          <ContactRow icon={<Globe className={ROW_ICON} aria-hidden />}>
            <p className="sr-only">{t('place.website')}</p>
            <div>
              <a
                href={e.website}
                onClick={count('website')}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-lagoon-700 underline-offset-2 hover:underline"
              >
                {t('place.visitWebsite')}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden />
              </a>
            </div>
          </ContactRow>
        )}
        {band && (
          <ContactRow icon={<DollarSign className={ROW_ICON} aria-hidden />}>
            <p className="font-medium text-slate-900">{t('place.priceRange')}</p>
            <div className="text-slate-700">
              <span className="font-semibold text-amber-700">{band}</span>
              {meaning && <span className="text-slate-600"> · {meaning}</span>}
            </div>
          </ContactRow>
        )}
        {!e.hours && !e.openingHoursWeek && !e.phone && !e.website && !band && (
          <p className="text-slate-600">{t('place.noContact')}</p>
        )}
      </div>
      {e.whatsapp && (
        <a
          href={whatsappLink(e.whatsapp)}
          onClick={count('whatsapp')}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('whatsapp', 'lg', 'mt-5 w-full')}
        >
          <MessageCircle className="h-5 w-5" aria-hidden />
          {t('place.whatsapp')}
        </a>
      )}
    </Section>
  );
}

export function QuickActions({
  e,
  categoryName,
  directions,
  count,
  share,
}: {
  e: Establishment;
  categoryName: string;
  directions: string | null;
  count: Count;
  share: () => void;
}) {
  const t = useT('place');
  const p = usePaths();
  return (
    <Section
      title={t('place.quickActions')}
      icon={<ArrowRight className="h-5 w-5 text-lagoon-600" aria-hidden />}
    >
      <div className="grid gap-3">
        {directions && (
          <a
            href={directions}
            onClick={count('directions')}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'md', 'w-full')}
          >
            <Navigation className="h-4 w-4" aria-hidden />
            {t('place.directions')}
            <span className="sr-only">{t('common.newTab')}</span>
          </a>
        )}
        <Button variant="outline" className="w-full" onClick={share}>
          <Share2 className="h-4 w-4" aria-hidden />
          {t('place.shareThis')}
        </Button>
        <Link to={p.category(e.categoryId)} className={buttonClass('ghost', 'md', 'w-full')}>
          {t('place.more', { category: categoryName })}
        </Link>
      </div>
    </Section>
  );
}
