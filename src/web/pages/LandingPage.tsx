import { useCategories, useEstablishments } from '../api/catalog';
import { CollectionsGrid } from '../components/CollectionsGrid';
import { Hero } from '../components/Hero';
import { LiveUpdatesSection } from '../components/LiveUpdatesSection';
import { Planner } from '../components/Planner';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export default function LandingPage() {
  useDocumentTitle(
    'The Ambergris Collection',
    'Curated places to stay, eat, dive and shop on Ambergris Caye, Belize: live updates from owners, a trip planner and maps.',
  );
  const categories = useCategories();
  const establishments = useEstablishments();
  return (
    <>
      <Hero />
      <Planner />
      <LiveUpdatesSection establishments={establishments.data} loading={establishments.isLoading} />
      <CollectionsGrid
        categories={categories.data}
        establishments={establishments.data}
        loading={categories.isLoading || establishments.isLoading}
      />
    </>
  );
}
