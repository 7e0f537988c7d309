import { BadgeCheck, ExternalLink, MapPin, Radio, Star } from 'lucide-react';
import { Link } from 'react-router';
import { MAP_CENTER, MAP_ZOOM, STATIC_CLAIMS } from '../../../domain/constants';
import type { LivePlace } from '../../../domain/schemas/highlights';
import { isUpdateLive } from '../../../domain/updates';
import { useLiveFeed } from '../../api/highlights';
import { useT } from '../../i18n';
import { newestFirst } from '../../lib/establishments';
import { useRenderClock } from '../../lib/useHydrated';
import { usePaths } from '../../paths';
import { buttonClass } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { EstablishmentMapWhenSeen, toMapPoints } from '../map';
import { GoogleRating } from '../places';
import { NewUpdatesAnnouncer, StatusUpdateList } from '../updates';

const HIGHLIGHTED = 2;
const latestAt = (e: LivePlace) => Date.parse(newestFirst(e.statusUpdates)[0]?.createdAt ?? '0');

function UpdateCard({ e, highlighted }: { e: LivePlace; highlighted: boolean }) {
  const t = useT('updates');
  const p = usePaths();
  return (
    <article
      className={`relative rounded-xl border p-4 transition-shadow focus-within:ring-2 focus-within:ring-lagoon-500 hover:shadow-md ${
        highlighted ? 'border-sun-500/60 bg-amber-50 shadow-sm' : 'border-slate-200 bg-white'
      }`}
      data-highlighted={highlighted || undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">
            <Link
              to={p.establishment(e.id)}
              className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
            >
              {e.name}
            </Link>
          </h4>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-3.5 w-3.5 text-lagoon-600" aria-hidden />
            {e.area?.name ?? t('categories.unknownArea')}
          </p>
        </div>
        {highlighted && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-[11px] font-bold tracking-wider text-white uppercase">
            <Radio className="h-3 w-3" aria-hidden />
            {t('updates.live.badge')}
          </span>
        )}
      </div>
      <StatusUpdateList updates={e.statusUpdates} dates="date" className="mt-3" />
      {e.googleRating !== null && (
        <div className="mt-3">
          <GoogleRating rating={e.googleRating} count={e.googleReviewCount} />
        </div>
      )}
    </article>
  );
}

const LIVE_MAP_VIEW = { center: MAP_CENTER, zoom: MAP_ZOOM.landing };

/** Fitted to its places: the live places can be anywhere on the island, not only in town. */
function LiveMap({ live }: { live: LivePlace[] }) {
  const t = useT('updates');
  return (
    <EstablishmentMapWhenSeen
      points={toMapPoints(live)}
      ariaLabel={t('updates.live.mapLabel')}
      view={LIVE_MAP_VIEW}
      fit="points"
      height={380}
    />
  );
}

/**
 * 'Real-Time Island Updates' (docs/product.md#landing-page): who has posted an update, and where they are. The feed holds the
 * most recently updated places only (GET /api/establishments/live), not the whole catalogue.
 */
export function LiveUpdatesSection() {
  const { data: feed, isLoading: loading } = useLiveFeed();
  const t = useT('updates');
  const p = usePaths();
  const { now } = useRenderClock();
  const live = (feed?.places ?? [])
    .filter((e) => e.statusUpdates.some((u) => isUpdateLive(u, now)))
    .sort((a, b) => latestAt(b) - latestAt(a));
  const more = (feed?.total ?? 0) - live.length;

  return (
    <section id="live-updates" aria-labelledby="live-title" className="bg-sand-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <p className="text-sm font-semibold tracking-[0.2em] text-amber-700 uppercase">
          {t('updates.live.kicker')}
        </p>
        <h2 id="live-title" className="mt-2 font-serif text-3xl font-semibold text-lagoon-900 sm:text-4xl">
          {t('updates.live.title')}
        </h2>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <span className="relative flex h-2.5 w-2.5">
                <span className="absolute inline-flex h-full w-full rounded-full bg-red-500 opacity-75 motion-safe:animate-ping" />
                <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-red-600" />
              </span>
              {t('updates.live.now')}
            </h3>
            <div className="mt-4">
              {loading ? (
                <div role="status" aria-label={t('updates.live.loading')} className="space-y-3">
                  {[0, 1, 2].map((i) => (
                    <div
                      key={i}
                      data-testid="update-skeleton"
                      className="rounded-xl border border-slate-200 bg-white p-4"
                    >
                      <Skeleton className="h-5 w-1/2" />
                      <Skeleton className="mt-2 h-4 w-1/4" />
                      <Skeleton className="mt-4 h-12 w-full" />
                    </div>
                  ))}
                </div>
              ) : live.length === 0 ? (
                <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
                  <p className="font-semibold text-slate-900">{t('updates.live.none')}</p>
                  <p className="mt-1 text-sm text-slate-600">{t('updates.live.noneText')}</p>
                </div>
              ) : (
                <ul className="space-y-3" aria-label={t('updates.live.list')}>
                  {live.map((e, i) => (
                    <li key={e.id}>
                      {i === HIGHLIGHTED && (
                        <div className="my-5 flex items-center gap-3">
                          <span className="h-px flex-1 bg-slate-300" />
                          <span className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
                            {t('updates.live.earlier')}
                          </span>
                          <span className="h-px flex-1 bg-slate-300" />
                        </div>
                      )}
                      <UpdateCard e={e} highlighted={i < HIGHLIGHTED} />
                    </li>
                  ))}
                </ul>
              )}
              <NewUpdatesAnnouncer
                updates={feed?.places.flatMap((p) =>
                  p.statusUpdates.map((u) => ({ id: u.id, placeName: p.name, message: u.message })),
                )}
              />
              {!loading && more > 0 && (
                <p className="mt-4 text-sm text-slate-600">
                  {t('updates.live.mostRecent', { shown: live.length, total: feed?.total })}
                </p>
              )}
            </div>
          </div>

          <div className="flex flex-col gap-4">
            <h3 className="text-lg font-semibold text-slate-900">{t('updates.live.mapTitle')}</h3>
            {loading ? (
              <Skeleton className="h-[380px] w-full rounded-xl" />
            ) : live.length > 0 ? (
              <LiveMap live={live} />
            ) : (
              <div className="flex h-[240px] flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
                <MapPin className="h-8 w-8 text-slate-400" aria-hidden />
                <p className="mt-2 font-medium text-slate-800">{t('updates.live.noMap')}</p>
              </div>
            )}
            <a
              href={p.map()}
              target="_blank"
              rel="noopener"
              className={buttonClass('outline', 'md', 'self-start')}
            >
              <ExternalLink className="h-4 w-4" aria-hidden />
              {t('updates.live.fullMap')}
              <span className="sr-only">{t('common.newTab')}</span>
            </a>
            <div className="grid grid-cols-2 gap-4">
              <div className="focus-on-dark rounded-xl bg-lagoon-800 p-5 text-white">
                <BadgeCheck className="h-6 w-6 text-sand-200" aria-hidden />
                <p className="mt-2">
                  <span className="block font-serif text-3xl font-semibold">
                    {STATIC_CLAIMS.verifiedPlaces}
                  </span>{' '}
                  <span className="text-sm text-white/85">{t('updates.live.verified')}</span>
                </p>
              </div>
              <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
                <Star className="h-6 w-6 fill-sun-500 text-sun-500" aria-hidden />
                <p className="mt-2">
                  <span className="block font-serif text-3xl font-semibold text-lagoon-900">
                    {STATIC_CLAIMS.averageRating}★
                  </span>{' '}
                  <span className="text-sm text-slate-600">{t('updates.live.avgRating')}</span>
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
