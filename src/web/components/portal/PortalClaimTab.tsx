import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useEstablishments } from '../../api/catalog';
import { Button } from '../ui/Button';
import { BusinessSearch, BusinessSummary } from './BusinessSearch';
import { ClaimForm, claimDraft } from './ClaimForm';

/** Claim Business (portal tab): search, then the picked business's summary and the claim form. */
export function PortalClaimTab() {
  const establishments = useEstablishments();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Establishment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !establishments.data) return;
    restored.current = true;
    const draft = claimDraft.load();
    const est = draft && establishments.data.find((e) => e.id === draft.values.establishmentId);
    if (est) setPicked(est);
  }, [establishments.data]);

  if (picked)
    return (
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-lagoon-900">
            Claim this business
          </h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              claimDraft.clear();
              setPicked(null);
            }}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Search
          </Button>
        </div>
        <BusinessSummary est={picked} />
        <ClaimForm
          key={picked.id}
          establishment={picked}
          onSubmitted={() => {
            setPicked(null);
            setQuery('');
          }}
        />
      </div>
    );

  return (
    <BusinessSearch
      variant="list"
      establishments={establishments.data}
      isLoading={establishments.isLoading}
      isError={establishments.isError}
      query={query}
      onQueryChange={setQuery}
      onPick={(est) => {
        setPicked(est);
        requestAnimationFrame(() => heading.current?.focus());
      }}
    />
  );
}
