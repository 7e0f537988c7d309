import { lazy, Suspense } from 'react';
import { SITE_DESCRIPTION, siteJsonLd } from '../../domain/structured-data';
import { useCategories } from '../api/catalog';
import { useCategoryCounts, useLiveFeed } from '../api/highlights';
import { CollectionsGrid } from '../components/CollectionsGrid';
import { Hero } from '../components/Hero';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { paths } from '../paths';

// Below the hero on every screen: their code (the planner's Radix radio group, itinerary logic, live
// updates) loads as separate chunks after the main one, so it does not delay the hero's first paint.
const Planner = lazy(() => import('../components/Planner').then((m) => ({ default: m.Planner })));
const LiveUpdatesSection = lazy(() =>
  import('../components/LiveUpdatesSection').then((m) => ({ default: m.LiveUpdatesSection })),
);

export default function LandingPage() {
  useDocumentTitle('The Ambergris Collection', SITE_DESCRIPTION, {
    canonical: paths.home(),
    structuredData: siteJsonLd,
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
