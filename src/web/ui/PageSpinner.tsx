import { type MessageKey, useHasCatalogue, useT } from '../i18n';

const LOADING: MessageKey = 'common.loading';

/**
 * A page (or its layout) loading. As the layout's HydrateFallback (routes.tsx) it shows before the
 * language's catalogue has arrived, outside any catalogue: then it has no words, rather than
 * English words on a Spanish page.
 */
export function PageSpinner() {
  const hasCatalogue = useHasCatalogue();
  const t = useT();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-lagoon-200 border-t-lagoon-700"
        aria-hidden
      />
      {hasCatalogue && <span className="sr-only">{t(LOADING)}</span>}
    </div>
  );
}
