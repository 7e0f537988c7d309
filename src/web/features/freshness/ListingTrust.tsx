import { Flag, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useT, withSections } from '../../i18n';
import { Button } from '../../ui/Button';
import { PartBoundary } from '../../ui/LoadFailed';
import { CheckedLine } from './ListingFreshness';

// The form (react-hook-form, the shared schema, the outbox) loads only when a visitor opens it.
const loadForm = () => withSections(() => import('./ReportProblemForm'), ['report']);
const ReportProblemForm = lazy(loadForm);

/**
 * When the listing was last checked, and "Report a problem" for a visitor who finds it wrong. Its markup
 * carries `anchorId` (a part loaded when seen: lazyWhenSeen).
 */
export function ListingTrust({ e, anchorId }: { e: Establishment; anchorId?: string }) {
  const t = useT('place');
  const [open, setOpen] = useState(false);
  return (
    <section
      id={anchorId}
      aria-labelledby="listing-trust"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="listing-trust"
        className="flex items-center gap-2 font-serif text-xl font-semibold text-lagoon-900"
      >
        <ShieldCheck className="h-5 w-5 text-lagoon-600" aria-hidden />
        {t('place.reportHeading')}
      </h2>
      <CheckedLine e={e} className="mt-3 text-sm" />
      <div className="mt-4">
        {open ? (
          <PartBoundary>
            <Suspense
              fallback={
                <p role="status" className="text-sm text-slate-600">
                  {t('place.reportLoading')}
                </p>
              }
            >
              <ReportProblemForm
                establishmentId={e.id}
                categoryId={e.categoryId}
                onDone={() => setOpen(false)}
              />
            </Suspense>
          </PartBoundary>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t('place.reportIntro')}</p>
            <Button
              variant="outline"
              className="mt-3"
              onPointerEnter={() => void loadForm()}
              onFocus={() => void loadForm()}
              onClick={() => setOpen(true)}
            >
              <Flag className="h-4 w-4" aria-hidden />
              {t('place.reportOpen')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
