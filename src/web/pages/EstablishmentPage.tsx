import {
  ArrowLeft,
  ArrowRight,
  DollarSign,
  ExternalLink,
  Globe,
  Info,
  MapPin,
  MessageCircle,
  Navigation,
  Phone,
  Share2,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { categoryColor, MAP_ZOOM, priceRangeMeaning } from '../../domain/constants';
import { formatPhone, telHref, whatsappLink } from '../../domain/contact';
import { formatDistance } from '../../domain/geo';
import { distanceFrom, lowestNightlyRate } from '../../domain/listing';
import { formatNightly } from '../../domain/money';
import type { Establishment } from '../../domain/schemas/catalog';
import { canonicalPaths, placeDescription, placeJsonLd } from '../../domain/structured-data';
import { useCardRates, useEstablishment } from '../api/catalog';
import { ApiError } from '../api/fetcher';
import { BookingRequestSection } from '../components/booking/BookingRequestSection';
import { CategoryIcon } from '../components/CategoryIcon';
import { LiveBadge, LogoOrInitial } from '../components/EstablishmentCard';
import { GettingThere } from '../components/GettingThere';
import { PlaceHours } from '../components/hours/PlaceHours';
import { GoogleRating } from '../components/LiveUpdatesSection';
import { EstablishmentMapWhenSeen } from '../components/map/EstablishmentMap';
import { toMapPoints } from '../components/map/map-points';
import { NewUpdatesAnnouncer } from '../components/NewUpdatesAnnouncer';
import { PlaceGallery } from '../components/PlaceGallery';
import { StatusUpdateList } from '../components/StatusUpdateList';
import { Button, buttonClass } from '../components/ui/Button';
import { Skeleton } from '../components/ui/Skeleton';
import { toast } from '../components/ui/toast';
import { useCurrentUpdates } from '../hooks/useCurrentUpdates';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useUserLocation } from '../hooks/useUserLocation';
import { countEvent } from '../lib/beacon';
import { isAccommodation } from '../lib/establishments';
import { paths } from '../paths';

/** The browser's share sheet, else the page URL copied to the clipboard with a toast. */
export async function sharePage(title: string) {
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
    toast({ title: 'Link copied', description: 'The page address is on your clipboard.' });
  } catch {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="flex items-center gap-2 font-serif text-xl font-semibold text-lagoon-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function DetailSkeleton() {
  useDocumentTitle('Loading…');
  return (
    <div role="status" aria-label="Loading establishment" className="mx-auto max-w-7xl px-4 py-8">
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
  useDocumentTitle('Establishment Not Found', 'This establishment does not exist or has been removed.', {
    notFound: true,
  });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <MapPin className="h-12 w-12 text-lagoon-500" aria-hidden />
      <h1 className="mt-4 font-serif text-3xl font-semibold text-slate-900">Establishment Not Found</h1>
      <p className="mt-2 text-slate-600">
        The establishment you're looking for doesn't exist or has been removed.
      </p>
      <Link to={paths.home()} className={buttonClass('primary', 'md', 'mt-8')}>
        Back to Home
      </Link>
    </section>
  );
}

function Details({ e }: { e: Establishment }) {
  useDocumentTitle(e.name, placeDescription(e), {
    canonical: paths.establishment(e.id),
    image: canonicalPaths.ogImage(e.id),
    structuredData: (origin) => placeJsonLd(e, origin),
  });
  const { location } = useUserLocation();
  const km = distanceFrom(e, location);
  const live = useCurrentUpdates(e.statusUpdates).length > 0;
  const categoryName = e.category?.name ?? 'Places';
  const hasCoords = e.latitude !== null && e.longitude !== null;
  const approximate = e.coordinateQuality === 'guess' || e.coordinateQuality === 'approximate';
  const stay = isAccommodation(e.categoryId);
  const rates = useCardRates(e.id, stay);
  const nightly = stay ? lowestNightlyRate(rates.data) : null;
  // A stay is priced by the night (its rates), never by a restaurant's price band.
  const band = stay ? null : e.priceRange;
  // Each way of reaching the place is counted for its owner's insights (a beacon: the tap is not delayed).
  const count = (kind: Parameters<typeof countEvent>[1]) => () => countEvent(e.id, kind);
  const share = () => {
    countEvent(e.id, 'share');
    void sharePage(e.name);
  };
  // One view per place shown, whether the page was rendered on the server or in the browser.
  useEffect(() => countEvent(e.id, 'view'), [e.id]);
  const directions = hasCoords
    ? `https://www.google.com/maps/dir/?api=1&destination=${e.latitude},${e.longitude}`
    : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link
        to={paths.category(e.categoryId)}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-lagoon-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to {categoryName}
      </Link>

      <PlaceGallery establishment={e} />

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
                {e.area?.name ?? 'Unknown Area'}
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
                  {formatDistance(km)}
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
        <Button variant="outline" onClick={share} className="self-start">
          <Share2 className="h-4 w-4" aria-hidden />
          Share
        </Button>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title="About" icon={<Info className="h-5 w-5 text-lagoon-600" aria-hidden />}>
            <p className="leading-relaxed whitespace-pre-line text-slate-700">
              {e.description || 'No description yet.'}
            </p>
            {nightly !== null && (
              <p className="mt-4 inline-flex rounded-full bg-lagoon-50 px-3 py-1 text-sm font-semibold text-lagoon-800">
                {formatNightly(nightly)}
              </p>
            )}
          </Section>

          {stay && <BookingRequestSection establishment={e} />}

          <Section
            title="Live Updates"
            icon={<MessageCircle className="h-5 w-5 text-lagoon-600" aria-hidden />}
          >
            {live ? (
              <StatusUpdateList updates={e.statusUpdates} prefix="Updated" />
            ) : (
              <p className="text-slate-600">No recent updates from this business.</p>
            )}
            <NewUpdatesAnnouncer
              key={e.id}
              updates={e.statusUpdates.map((u) => ({ id: u.id, placeName: e.name, message: u.message }))}
            />
          </Section>

          <Section title="Location" icon={<MapPin className="h-5 w-5 text-lagoon-600" aria-hidden />}>
            {hasCoords ? (
              <EstablishmentMapWhenSeen
                points={toMapPoints([e])}
                ariaLabel={`Map showing ${e.name}`}
                view={{
                  center: { latitude: e.latitude as number, longitude: e.longitude as number },
                  zoom: MAP_ZOOM.detail,
                }}
                height={320}
              />
            ) : (
              <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
                This place has not been placed on the map yet.
              </p>
            )}
            <div className="mt-4 space-y-2 text-sm text-slate-700">
              {e.address && <p className="font-medium text-slate-900">{e.address}</p>}
              {hasCoords && approximate && (
                <p className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                  Approximate location
                </p>
              )}
              <GettingThere km={km} located={hasCoords} />
            </div>
          </Section>
        </div>

        <aside className="space-y-6">
          <Section title="Contact" icon={<Phone className="h-5 w-5 text-lagoon-600" aria-hidden />}>
            <div className="space-y-3 text-sm">
              <PlaceHours e={e} />
              {e.phone && (
                <div className="flex gap-3">
                  <Phone className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                  <div>
                    <p className="font-medium text-slate-900">Phone</p>
                    <div>
                      <a
                        href={telHref(e.phone)}
                        onClick={count('call')}
                        className="text-lagoon-700 underline-offset-2 hover:underline"
                      >
                        {formatPhone(e.phone)}
                      </a>
                    </div>
                  </div>
                </div>
              )}
              {e.website && (
                <div className="flex gap-3">
                  <Globe className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                  <div>
                    <p className="sr-only">Website</p>
                    <div>
                      <a
                        href={e.website}
                        onClick={count('website')}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-medium text-lagoon-700 underline-offset-2 hover:underline"
                      >
                        Visit Website
                        <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                      </a>
                    </div>
                  </div>
                </div>
              )}
              {band && (
                <div className="flex gap-3">
                  <DollarSign className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                  <div>
                    <p className="font-medium text-slate-900">Price Range</p>
                    <div className="text-slate-700">
                      <span className="font-semibold text-amber-700">{band}</span>
                      {priceRangeMeaning(band) && (
                        <span className="text-slate-600"> · {priceRangeMeaning(band)}</span>
                      )}
                    </div>
                  </div>
                </div>
              )}
              {!e.hours && !e.openingHoursWeek && !e.phone && !e.website && !band && (
                <p className="text-slate-600">No contact details yet.</p>
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
                Message on WhatsApp
              </a>
            )}
          </Section>

          <Section
            title="Quick Actions"
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
                  Get Directions
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
              <Button variant="outline" className="w-full" onClick={share}>
                <Share2 className="h-4 w-4" aria-hidden />
                Share This Place
              </Button>
              <Link to={paths.category(e.categoryId)} className={buttonClass('ghost', 'md', 'w-full')}>
                More {categoryName}
              </Link>
            </div>
          </Section>
        </aside>
      </div>
    </div>
  );
}

export default function EstablishmentPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const query = useEstablishment(id);
  if (!valid) return <NotFound />;
  if (query.isLoading) return <DetailSkeleton />;
  if (query.error) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-serif text-2xl font-semibold">Could not load this place</h1>
        <p className="mt-2 text-slate-600">Check your connection and try again.</p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </section>
    );
  }
  if (!query.data) return <NotFound />;
  return <Details e={query.data} />;
}
