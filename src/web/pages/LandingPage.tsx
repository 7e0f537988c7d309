import { lazy, Suspense } from 'react';
import { localeOfPath, type PageSection } from '../../domain/locale';
import { siteJsonLd } from '../../domain/structured-data';
import { useCategories } from '../api/catalog';
import { useCategoryCounts, useLiveFeed } from '../api/highlights';
import { CollectionsGrid } from '../components/CollectionsGrid';
import { Hero } from '../components/Hero';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { loadSections, useT } from '../i18n';
import { usePaths } from '../paths';

/**
 * Below the hero on every screen: their code (the planner's Radix radio group, itinerary logic, live
 * updates) and their texts load as separate chunks after the main one, side by side, so they do not
 * delay the hero's first paint. (The component asks for its texts too, in whatever language it is
 * shown later: useT.)
 */
function withTexts<T>(load: () => Promise<T>, sections: PageSection[]): Promise<T> {
  if (typeof window !== 'undefined') void loadSections(localeOfPath(window.location.pathname), sections);
  return load();
}
const Planner = lazy(() =>
  withTexts(() => import('../components/Planner'), ['planner']).then((m) => ({ default: m.Planner })),
);
const LiveUpdatesSection = lazy(() =>
  withTexts(() => import('../components/LiveUpdatesSection'), ['updates']).then((m) => ({
    default: m.LiveUpdatesSection,
  })),
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
