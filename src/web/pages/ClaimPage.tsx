import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import type { Locale } from '../../domain/locale';
import type { PageMeta } from '../../domain/page-head';
import { BusinessSearch, BusinessSummary, ClaimForm, useClaimSelection } from '../features/business';
import { translate, useLocale, useT } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { pathsOf } from '../paths';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

type Tab = 'find' | 'complete';

/** This page's head in `locale`: the server sends it in the page too (entry-server.tsx). */
export const claimHead = (locale: Locale): PageMeta => ({
  title: translate(locale, 'portal.claim.title'),
  description: translate(locale, 'portal.claim.description'),
  canonical: pathsOf(locale).claim(),
});

/** /claim: Find Your Business, then Complete Claim (docs/product.md#claiming-a-business). */
export default function ClaimPage() {
  const t = useT('portal');
  const locale = useLocale();
  const head = claimHead(locale);
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
          <BadgeCheck className="h-4 w-4" aria-hidden /> {t('portal.claim.kicker')}
        </p>
        <h1 className="mt-1 font-serif text-3xl font-semibold text-lagoon-900 sm:text-4xl">
          {t('portal.claim.title')}
        </h1>
        <p className="mt-2 text-slate-700">{t('portal.claim.intro')}</p>
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-6">
        <TabsList fill aria-label={t('portal.claim.steps')}>
          <TabsTrigger value="find">{t('portal.claim.find')}</TabsTrigger>
          <TabsTrigger value="complete" disabled={!picked}>
            {t('portal.claim.complete')}
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
                  {t('portal.claim.completeHeading')}
                </h2>
                <Button variant="ghost" size="sm" onClick={() => setTab('find')}>
                  <ArrowLeft className="h-4 w-4" aria-hidden /> {t('portal.claim.back')}
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
