import { AlertTriangle, BadgeCheck, Clock } from 'lucide-react';
import { isStale } from '../../../domain/checked';
import type { Establishment } from '../../../domain/schemas/catalog';
import { errorMessage } from '../../api/fetcher';
import { useConfirmListing } from '../../api/owner-reports';
import { formatDate } from '../../lib/format';
import { useOffline } from '../../lib/useConnection';
import { useRenderClock } from '../../lib/useHydrated';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { NeedsConnection } from '../offline';
import { lastChecked, namesTheDate } from './visitor-reports';

type Checked = Pick<Establishment, 'id' | 'checkedAt' | 'checkedBy'>;

/** "Last checked 3 days ago by the owner", with the date once the words alone are vague. */
function CheckedSince({ est, now, stale }: { est: Checked; now: Date; stale: boolean }) {
  const Icon = stale ? Clock : BadgeCheck;
  return (
    <p className={`flex items-start gap-1.5 text-sm ${stale ? 'text-amber-900' : 'text-slate-700'}`}>
      <Icon
        className={`mt-0.5 h-4 w-4 shrink-0 ${stale ? 'text-amber-700' : 'text-lagoon-600'}`}
        aria-hidden
      />
      <span>
        <time dateTime={est.checkedAt}>{lastChecked(est, now)}</time>
        {namesTheDate(est.checkedAt, now) && <> ({formatDate(est.checkedAt)})</>}
      </span>
    </p>
  );
}

/**
 * When the listing was last checked and "Everything is still right", which checks it now: the thanks
 * (a live region, there from the start so that it is read out) or the server's refusal below the button.
 */
export function ListingCheckControls({ est, compact = false }: { est: Checked; compact?: boolean }) {
  const confirm = useConfirmListing();
  const offline = useOffline();
  const { now } = useRenderClock();
  const stale = isStale(est.checkedAt, now);
  return (
    <div className="grid gap-3">
      {stale && (
        <p
          className={`flex items-start gap-2 rounded-lg bg-amber-50 font-semibold text-amber-950 ring-1 ring-amber-300 ${compact ? 'px-3 py-2 text-sm' : 'px-4 py-3'}`}
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden />
          Not checked for over six months: visitors see that.
        </p>
      )}
      <CheckedSince est={est} now={now} stale={stale} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          variant={compact ? 'outline' : 'primary'}
          size={compact ? 'sm' : 'md'}
          disabled={confirm.isPending || offline}
          onClick={() => confirm.mutate(est.id)}
        >
          <BadgeCheck className="h-4 w-4" aria-hidden />
          {confirm.isPending ? 'Saving…' : 'Everything is still right'}
        </Button>
        <p role="status" className="text-sm font-medium text-emerald-800">
          {confirm.isSuccess && 'Thank you: visitors now see this listing was checked today.'}
        </p>
      </div>
      {confirm.isError && <FormError message={errorMessage(confirm.error)} />}
      <NeedsConnection action="Saying your listing is right" />
    </div>
  );
}

/** The Visitors say tab's first card: is the listing still right? */
export function ListingCheckCard({ est }: { est: Checked }) {
  return (
    <Card>
      <section aria-labelledby="listing-check">
        <h2 id="listing-check" className="text-xl font-semibold text-lagoon-900">
          Is your listing still right?
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          Your page tells visitors when its details were last checked, and by whom. If everything on it is
          still right, say so in one tap.
        </p>
        <ListingCheckControls est={est} />
      </section>
    </Card>
  );
}
