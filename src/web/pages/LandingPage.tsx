import { memo, Suspense } from 'react';
import { siteJsonLd } from '../../domain/structured-data';
import { categoriesQuery, useCategories } from '../api/catalog';
import { tonightEventsQuery } from '../api/events';
import { categoryCountsQuery, liveFeedQuery, useCategoryCounts } from '../api/highlights';
import { loadTonightOnTheIsland } from '../features/events';
import { Hero, loadLiveUpdatesSection, loadPlanner } from '../features/landing';
import { CollectionsGrid } from '../features/places';
import { useT, withSections } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { lazyWhenSeen } from '../lib/when-seen';
import type { PageLoader } from '../page-loader';
import { usePaths } from '../paths';

/**
 * Below the hero on every screen: their code (the planner's Radix radio group, itinerary logic, live
 * updates) and their texts load as separate chunks when they come near the screen, and are hydrated
 * then (lazyWhenSeen). (The component asks for its texts too, in whatever language it is shown: useT.)
 */
/** The ids the two parts' markup carries (the hero's links point at the planner's). */
const PLANNER_ID = 'planner';
const TONIGHT_ID = 'tonight';
const LIVE_UPDATES_ID = 'live-updates';

/** "Tonight on the island": what's on's words, times and reply come with it, not with the landing. */
const TonightOnTheIsland = lazyWhenSeen(TONIGHT_ID, () =>
  withSections(loadTonightOnTheIsland, ['events']).then((m) => ({
    default: m.TonightOnTheIsland,
  })),
);
const Planner = lazyWhenSeen(PLANNER_ID, () =>
  withSections(loadPlanner, ['planner']).then((m) => ({
    default: m.Planner,
  })),
);
const LiveUpdatesSection = lazyWhenSeen(LIVE_UPDATES_ID, () =>
  withSections(loadLiveUpdatesSection, ['updates']).then((m) => ({
    default: m.LiveUpdatesSection,
  })),
);

/**
 * Memoized: the page re-renders after hydrating and as its data changes, and a part still waiting to be
 * seen would otherwise be told of an update and rendered anew in the browser.
 */
const BelowTheHero = memo(function BelowTheHero() {
  return (
    <>
      <Suspense fallback={<div id={TONIGHT_ID} />}>
        <TonightOnTheIsland id={TONIGHT_ID} />
      </Suspense>
      <Suspense fallback={<div id={PLANNER_ID} className="min-h-[40rem] bg-white" />}>
        <Planner />
      </Suspense>
      <Suspense fallback={<div id={LIVE_UPDATES_ID} className="min-h-[40rem] bg-sand-50" />}>
        <LiveUpdatesSection />
      </Suspense>
    </>
  );
});

export default function LandingPage() {
  const t = useT('landing');
  const p = usePaths();
  const description = t('landing.description');
  useDocumentTitle(t('landing.title'), description, {
    canonical: p.home(),
    // The site's description in the page's language (the English one is SITE_DESCRIPTION).
    structuredData: (origin) => {
      const [site, publisher] = siteJsonLd(origin);
      return [{ ...site, description }, publisher];
    },
  });
  const categories = useCategories();
  // A small reply of just what the page shows: the counts per category and area (the live section
  // reads its own feed, so it takes no props that could change before it is hydrated).
  const counts = useCategoryCounts();
  return (
    <>
      <Hero />
      <BelowTheHero />
      <CollectionsGrid
        categories={categories.data}
        counts={counts.data}
        loading={categories.isLoading || counts.isLoading}
      />
    </>
  );
}

/** The first screen's data (page-loader.ts): the collections' categories and counts, and the parts below the hero. */
export const loader: PageLoader = () => [
  categoriesQuery(),
  categoryCountsQuery(),
  // The parts below the hero are rendered on the server too, each with its own small reply.
  tonightEventsQuery(),
  liveFeedQuery(),
];
