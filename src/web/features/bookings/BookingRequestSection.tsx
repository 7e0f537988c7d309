import { BedDouble } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useT, withSections } from '../../i18n';
import { Button } from '../../ui/Button';
import { PartBoundary } from '../../ui/LoadFailed';

// The form (react-hook-form, the shared schema, the rates lookup) loads only when a visitor opens it,
// so the page's first load carries none of it.
const loadForm = () => withSections(() => import('./BookingRequestForm'), ['booking']);
const BookingRequestForm = lazy(loadForm);

/** "Request to book" on an accommodation's page: a button, then the form in its own chunk. */
export function BookingRequestSection({ establishment }: { establishment: Establishment }) {
  const t = useT('place');
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="request-to-book"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="request-to-book"
        className="flex items-center gap-2 font-serif text-xl font-semibold text-lagoon-900"
      >
        <BedDouble className="h-5 w-5 text-lagoon-600" aria-hidden />
        {t('place.requestToBook')}
      </h2>
      <div className="mt-4">
        {open ? (
          <PartBoundary>
            <Suspense
              fallback={
                <p role="status" className="text-sm text-slate-600">
                  {t('place.bookingLoading')}
                </p>
              }
            >
              <BookingRequestForm establishment={establishment} />
            </Suspense>
          </PartBoundary>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t('place.bookingIntro', { name: establishment.name })}</p>
            <Button
              size="lg"
              className="mt-4 w-full sm:w-auto"
              // Start fetching the chunk as soon as the visitor shows interest.
              onPointerEnter={() => void loadForm()}
              onFocus={() => void loadForm()}
              onClick={() => setOpen(true)}
            >
              {t('place.requestToBook')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
