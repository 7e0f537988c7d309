import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import type { Locale } from '../../domain/locale';
import type { PageMeta } from '../../domain/page-head';
import { BusinessSearch, BusinessSummary } from '../components/portal/BusinessSearch';
import { ClaimForm } from '../components/portal/ClaimForm';
import { useClaimSelection } from '../components/portal/useClaimSelection';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/Tabs';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useLocale } from '../i18n';
import { pathsOf } from '../paths';

type Tab = 'find' | 'complete';

/** This page's head (its texts not translated yet) at `locale`'s URL: the server sends it too (entry-server.tsx). */
export const claimHead = (locale: Locale): PageMeta => ({
  title: 'Claim Your Business',
  description: 'Own a business on Ambergris Caye? Find your listing and claim it to keep it up to date.',
  canonical: pathsOf(locale).claim(),
});

/** /claim: Find Your Business, then Complete Claim (docs/product.md#claiming-a-business). */
export default function ClaimPage() {
  const head = claimHead(useLocale());
  useDocumentTitle(head.title, head.description, { canonical: head.canonical });
  const [tab, setTab] = useState<Tab>('find');
  const { search, picked, heading, pick, reset } = useClaimSelection({
    onSelect: () => setTab('complete'),
    browse: true,
  });

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
          <BusinessSearch variant="cards" search={search} onPick={pick} />
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
                    reset();
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
