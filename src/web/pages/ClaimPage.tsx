import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Establishment } from '../../domain/schemas/catalog';
import { useEstablishments } from '../api/catalog';
import { BusinessSearch, BusinessSummary } from '../components/portal/BusinessSearch';
import { ClaimForm, claimDraft } from '../components/portal/ClaimForm';
import { Card } from '../components/portal/form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/portal/Tabs';
import { Button } from '../components/ui/Button';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

type Tab = 'find' | 'complete';

/** /claim: Find Your Business, then Complete Claim (SPEC section 2). */
export default function ClaimPage() {
  useDocumentTitle(
    'Claim Your Business',
    'Own a business on Ambergris Caye? Find your listing and claim it to keep it up to date.',
  );
  const establishments = useEstablishments();
  const [tab, setTab] = useState<Tab>('find');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Establishment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A claim draft (e.g. left to sign in) brings the visitor back to the form as they left it.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !establishments.data) return;
    restored.current = true;
    const draft = claimDraft.load();
    const est = draft && establishments.data.find((e) => e.id === draft.values.establishmentId);
    if (est) {
      setPicked(est);
      setTab('complete');
    }
  }, [establishments.data]);

  const pick = (est: Establishment) => {
    if (picked?.id !== est.id) claimDraft.clear();
    setPicked(est);
    setTab('complete');
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="max-w-2xl">
        <p className="flex items-center gap-2 text-sm font-medium text-lagoon-700">
          <BadgeCheck className="h-4 w-4" aria-hidden /> For business owners
        </p>
        <h1 className="mt-1 font-serif text-3xl font-semibold text-lagoon-900 sm:text-4xl">
          Claim Your Business
        </h1>
        <p className="mt-2 text-slate-700">
          Find your listing, tell us who you are, and once we have checked it you can update your details,
          logo and live updates yourself.
        </p>
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-6">
        <TabsList fill aria-label="Claim steps">
          <TabsTrigger value="find">1. Find Your Business</TabsTrigger>
          <TabsTrigger value="complete" disabled={!picked}>
            2. Complete Claim
          </TabsTrigger>
        </TabsList>
        <TabsContent value="find">
          <BusinessSearch
            variant="cards"
            establishments={establishments.data}
            isLoading={establishments.isLoading}
            isError={establishments.isError}
            query={query}
            onQueryChange={setQuery}
            onPick={pick}
          />
        </TabsContent>
        <TabsContent value="complete">
          {picked && (
            <div className="mx-auto grid max-w-2xl gap-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-lagoon-900">
                  Complete your claim
                </h2>
                <Button variant="ghost" size="sm" onClick={() => setTab('find')}>
                  <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Search
                </Button>
              </div>
              <BusinessSummary est={picked} />
              <Card>
                <ClaimForm
                  key={picked.id}
                  establishment={picked}
                  onSubmitted={() => {
                    setPicked(null);
                    setQuery('');
                    setTab('find');
                  }}
                />
              </Card>
            </div>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}
