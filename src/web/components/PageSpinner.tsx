import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import type { MessageKey } from '../i18n';

const LOADING: MessageKey = 'common.loading';

/**
 * A page (or its layout) loading. As the layout's HydrateFallback (routes.tsx) it shows before the
 * language's catalogue has arrived, outside any catalogue: then it has no words, rather than
 * English words on a Spanish page.
 */
export function PageSpinner() {
  const lingui = useContext(LinguiContext);
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-lagoon-200 border-t-lagoon-700"
        aria-hidden
      />
      {lingui && <span className="sr-only">{lingui.i18n._(LOADING)}</span>}
    </div>
  );
}
