import { ArrowLeft } from 'lucide-react';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { BusinessSearch, BusinessSummary } from './BusinessSearch';
import { ClaimForm } from './ClaimForm';
import { useClaimSelection } from './useClaimSelection';

/** Claim Business (portal tab): search, then the picked business's summary and the claim form. */
export function PortalClaimTab() {
  const t = useT('portal');
  const { search, picked, heading, pick, unpick, reset } = useClaimSelection();

  if (picked)
    return (
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-lagoon-900">
            {t('portal.claimForm.heading')}
          </h2>
          <Button variant="ghost" size="sm" onClick={unpick}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> {t('portal.claim.back')}
          </Button>
        </div>
        <BusinessSummary est={picked} />
        <ClaimForm key={picked.id} establishment={picked} onSubmitted={reset} />
      </div>
    );

  return <BusinessSearch variant="list" search={search} onPick={pick} />;
}
