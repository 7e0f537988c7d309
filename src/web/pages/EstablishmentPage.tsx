import { Accessibility, ArrowLeft, Info, MapPin, MessageCircle, Navigation, Share2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { amenitiesJsonLd } from '../../domain/amenity-structured-data';
import { categoryColor } from '../../domain/constants';
import { eventsJsonLd } from '../../domain/event-structured-data';
import { formatDistance } from '../../domain/geo';
import { distanceFrom, lowestNightlyRate } from '../../domain/listing';
import type { Locale } from '../../domain/locale';
import { formatNightly } from '../../domain/money';
import { placeDescription, placeJsonLd } from '../../domain/place-structured-data';
import { shownDescription } from '../../domain/place-texts';
import type { Establishment } from '../../domain/schemas/catalog';
import { canonicalPaths } from '../../domain/structured-data';
import { establishmentQuery, useCardRates, useEstablishment } from '../api/catalog';
import { placeEventsQuery, usePlaceEvents } from '../api/events';
import { ApiError } from '../api/fetcher';
import { BookingRequestSection } from '../features/bookings';
import { ReportedClosedWarning } from '../features/freshness';
import {
  ContactSection,
  GoogleRating,
  LiveBadge,
  LogoOrInitial,
  PlaceGallery,
  QuickActions,
  Section,
} from '../features/places';
import { SaveButton } from '../features/trip';
import { NewUpdatesAnnouncer, StatusUpdateList, useCurrentUpdates } from '../features/updates';
import { type Translate, translate, useLocale, useT } from '../i18n';
import { categoryName } from '../i18n/names';
import { countEvent } from '../lib/beacon';
import { isAccommodation } from '../lib/establishments';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useUserLocation } from '../lib/useUserLocation';
import type { PageLoader } from '../page-loader';
import { usePaths } from '../paths';
import { Button, buttonClass } from '../ui/Button';
import { CategoryIcon } from '../ui/CategoryIcon';
import { Skeleton } from '../ui/Skeleton';
import { toast } from '../ui/toast';
import { AmenitiesPart, EventsPart, LocationPart, TrustPart } from './EstablishmentParts';

/** The browser's share sheet, else the page URL copied to the clipboard with a toast (in `locale`). */
export async function sharePage(title: string, locale: Locale = 'en') {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: translate(locale, 'place.linkCopied'),
      description: translate(locale, 'place.linkCopiedText'),
    });
  } catch {
    toast({ title: translate(locale, 'place.copyFailed'), description: url, variant: 'destructive' });
  }
}

function DetailSkeleton() {
  const t = useT('place');
  useDocumentTitle(t('place.loading'));
  return (
    <div role="status" aria-label={t('place.loadingLabel')} className="mx-auto max-w-7xl px-4 py-8">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="mt-6 aspect-[21/9] max-h-80 w-full rounded-2xl" />
      <Skeleton className="mt-6 h-10 w-2/3" />
      <Skeleton className="mt-3 h-5 w-1/3" />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}

function NotFound() {
  const t = useT('place');
  const p = usePaths();
  useDocumentTitle(t('place.notFound.title'), t('place.notFound.description'), { notFound: true });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <MapPin className="h-12 w-12 text-lagoon-500" aria-hidden />
      <h1 className="mt-4 font-serif text-3xl font-semibold text-slate-900">{t('place.notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('place.notFound.text')}</p>
      <Link to={p.home()} className={buttonClass('primary', 'md', 'mt-8')}>
        {t('place.backHome')}
      </Link>
    </section>
  );
}

/**
 * The meta description: the owner's text (in the page's language when they gave it), else a sentence
 * about the place. English keeps the domain's sentence (the structured data's too); other languages say
 * it in their words.
 */
function describe(e: Establishment, locale: Locale, t: Translate): string {
  const own = shownDescription(e, locale);
  if (own) return placeDescription({ ...e, description: own.text });
  if (locale === 'en') return placeDescription(e);
  const sentence = t('place.fallbackDescription', {
    name: e.name,
    category: categoryName(t, e.categoryId, e.category?.name ?? t('place.aPlace')),
    area: e.area?.name ?? 'Ambergris Caye',
  });
  return placeDescription({ ...e, description: sentence });
}

/** The page's header: logo, name, area, category, distance, live badge, rating and Share. */
function PlaceHeader({
  e,
  km,
  live,
  categoryName,
  share,
}: {
  e: Establishment;
  km: number | null;
  live: boolean;
  categoryName: string;
  share: () => void;
}) {
  const t = useT('place');
  const locale = useLocale();
  return (
    <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex items-start gap-4">
        <LogoOrInitial
          name={e.name}
          logoUrl={e.logoUrl}
          categoryId={e.categoryId}
          className="h-14 w-14 shrink-0 text-2xl"
        />
        <div className="min-w-0">
          <h1 className="font-serif text-3xl leading-tight font-semibold text-slate-900 sm:text-4xl">
            {e.name}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="inline-flex items-center gap-1 text-slate-700">
              <MapPin className="h-4 w-4 text-lagoon-600" aria-hidden />
              {e.area?.name ?? t('categories.unknownArea')}
            </span>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-0.5 font-medium text-slate-800 ring-1 ring-slate-200">
              <span
                className="h-2 w-2 rounded-full"
                style={{ backgroundColor: categoryColor(e.categoryId) }}
                aria-hidden
              />
              {e.category ? <CategoryIcon icon={e.category.icon} className="h-3.5 w-3.5" /> : null}
              {categoryName}
            </span>
            {km !== null && (
              <span className="inline-flex items-center gap-1 rounded-full bg-lagoon-50 px-2.5 py-0.5 font-medium text-lagoon-800">
                <Navigation className="h-3.5 w-3.5" aria-hidden />
                {formatDistance(km, locale)}
              </span>
            )}
            {live && <LiveBadge />}
          </div>
          {e.googleRating !== null && (
            <div className="mt-2">
              <GoogleRating rating={e.googleRating} count={e.googleReviewCount} />
            </div>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 self-start">
        <SaveButton establishmentId={e.id} className="h-10 px-4" />
        <Button variant="outline" onClick={share}>
          <Share2 className="h-4 w-4" aria-hidden />
          {t('place.share')}
        </Button>
      </div>
    </header>
  );
}

function Details({ e }: { e: Establishment }) {
  const t = useT('place');
  const locale = useLocale();
  const p = usePaths();
  const events = usePlaceEvents(e.id).data?.occurrences ?? [];
  useDocumentTitle(e.name, describe(e, locale, t), {
    canonical: p.establishment(e.id),
    image: canonicalPaths.ogImage(e.id),
    // The place, and an Event for each of its next occurrences.
    structuredData: (origin) => {
      const place = { ...placeJsonLd(e, origin, locale), ...amenitiesJsonLd(e, locale) };
      return events.length > 0 ? [place, ...eventsJsonLd(events, origin)] : place;
    },
  });
  const { location } = useUserLocation();
  const km = distanceFrom(e, location);
  const live = useCurrentUpdates(e.statusUpdates).length > 0;
  // The category's name as the API gives it (its translation is wired by the categories section).
  const categoryLabel = categoryName(t, e.categoryId, e.category?.name ?? t('place.places'));
  const stay = isAccommodation(e.categoryId);
  const rates = useCardRates(e.id, stay);
  const nightly = stay ? lowestNightlyRate(rates.data) : null;
  const about = shownDescription(e, locale);
  // A stay is priced by the night (its rates), never by a restaurant's price band.
  const band = stay ? null : e.priceRange;
  // Each way of reaching the place is counted for its owner's insights (a beacon: the tap is not delayed).
  const count = (kind: Parameters<typeof countEvent>[1]) => () => countEvent(e.id, kind);
  const share = () => {
    countEvent(e.id, 'share');
    void sharePage(e.name, locale);
  };
  // One view per place shown, whether the page was rendered on the server or in the browser.
  useEffect(() => countEvent(e.id, 'view'), [e.id]);
  const directions =
    e.latitude !== null && e.longitude !== null
      ? `https://www.google.com/maps/dir/?api=1&destination=${e.latitude},${e.longitude}`
      : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link
        to={p.category(e.categoryId)}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-lagoon-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('place.backTo', { category: categoryLabel })}
      </Link>

      <PlaceGallery establishment={e} />
      {e.reportedClosed && (
        <div className="mt-6">
          <ReportedClosedWarning />
        </div>
      )}
      <PlaceHeader e={e} km={km} live={live} categoryName={categoryLabel} share={share} />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title={t('place.about')} icon={<Info className="h-5 w-5 text-lagoon-600" aria-hidden />}>
            <p
              className="leading-relaxed wrap-anywhere whitespace-pre-line text-slate-700"
              lang={about?.lang}
            >
              {about?.text ?? t('place.noDescription')}
            </p>
            {nightly !== null && (
              <p className="mt-4 inline-flex rounded-full bg-lagoon-50 px-3 py-1 text-sm font-semibold text-lagoon-800">
                {formatNightly(nightly, locale)}
              </p>
            )}
          </Section>

          <Section
            title={t('place.amenities.title')}
            icon={<Accessibility className="h-5 w-5 text-lagoon-600" aria-hidden />}
          >
            <AmenitiesPart attributes={e.attributes} />
          </Section>

          {stay && <BookingRequestSection establishment={e} />}

          <Section
            title={t('place.liveUpdates')}
            icon={<MessageCircle className="h-5 w-5 text-lagoon-600" aria-hidden />}
          >
            {live ? (
              <StatusUpdateList updates={e.statusUpdates} prefix={t('place.updated')} />
            ) : (
              <p className="text-slate-600">{t('place.noRecentUpdates')}</p>
            )}
            <NewUpdatesAnnouncer
              key={e.id}
              updates={e.statusUpdates.map((u) => ({ id: u.id, placeName: e.name, message: u.message }))}
            />
          </Section>

          <EventsPart establishmentId={e.id} />

          <LocationPart establishmentId={e.id} />
        </div>

        <aside className="space-y-6">
          <ContactSection e={e} band={band} count={count} />
          <QuickActions
            e={e}
            categoryName={categoryLabel}
            directions={directions}
            count={count}
            share={share}
          />
          <TrustPart e={e} />
        </aside>
      </div>
    </div>
  );
}

const establishmentIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The first screen's data (page-loader.ts): the place and its upcoming events (their section, and the
 * page's events JSON-LD), both by the route's id, so neither waits for the other.
 */
export const loader: PageLoader = ({ params }) => {
  const id = establishmentIdOf(params.id);
  return id === null ? [] : [establishmentQuery(id), placeEventsQuery(id)];
};

export default function EstablishmentPage() {
  const t = useT('place');
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = establishmentIdOf(raw) !== null;
  const query = useEstablishment(id);
  if (!valid) return <NotFound />;
  if (query.isLoading) return <DetailSkeleton />;
  if (query.error) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-serif text-2xl font-semibold">{t('place.loadFailed.title')}</h1>
        <p className="mt-2 text-slate-600">{t('place.loadFailed.text')}</p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </section>
    );
  }
  if (!query.data) return <NotFound />;
  return <Details e={query.data} />;
}
