import { useDocumentTitle } from '../hooks/useDocumentTitle';

export default function MapPage() {
  useDocumentTitle('MapPage');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-semibold">MapPage</h1>
    </section>
  );
}
