import { lazy, Suspense } from 'react';
import { siteJsonLd } from '../../domain/structured-data';
import { useCategories } from '../api/catalog';
import { useCategoryCounts, useLiveFeed } from '../api/highlights';
import { CollectionsGrid } from '../components/CollectionsGrid';
import { Hero } from '../components/Hero';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useT } from '../i18n';
import { usePaths } from '../paths';

// Below the hero on every screen: their code (the planner's Radix radio group, itinerary logic, live
// updates) loads as separate chunks after the main one, so it does not delay the hero's first paint.
const Planner = lazy(() => import('../components/Planner').then((m) => ({ default: m.Planner })));
const LiveUpdatesSection = lazy(() =>
  import('../components/LiveUpdatesSection').then((m) => ({ default: m.LiveUpdatesSection })),
);

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
  // Small replies of just what the page shows: the live feed and the counts per category and area.
  const feed = useLiveFeed();
  const counts = useCategoryCounts();
  return (
    <>
      <Hero />
      <Suspense fallback={<div id="planner" className="min-h-[40rem] bg-white" />}>
        <Planner />
      </Suspense>
      <Suspense fallback={<div className="min-h-[40rem] bg-sand-50" />}>
        <LiveUpdatesSection feed={feed.data} loading={feed.isLoading} />
      </Suspense>
      <CollectionsGrid
        categories={categories.data}
        counts={counts.data}
        loading={categories.isLoading || counts.isLoading}
      />
    </>
  );
}
