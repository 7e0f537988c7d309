/**
 * The app: hydrates a server-rendered page or renders the client-rendered shell. Loaded by the boot
 * loader (main.tsx) once a server-rendered page's visible images are on screen, or at once otherwise.
 */
import { hydrate } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SSR_DATA_ID } from '../domain/ssr';
import { currentUserQuery } from './api/auth';
import { reviveApiError } from './api/fetcher';
import { startLiveWhenSettled } from './api/live-start';
import { keepError, queryClient } from './api/query-client';
import { startWorkerWhenSettled } from './features/offline';
import { noteDataTime } from './lib/connection';
import { stopHoldingTaps } from './lib/early-taps';
import { loadWaitingParts } from './lib/when-seen';
import { setZodWithoutEval } from './lib/zod-without-eval';
import { AppProviders } from './providers';
import { createRouter } from './routes';
import { CLIENT_ONLY_DIGEST, pageSaysSignedOut, type SsrPayload } from './ssr';
import { PlainToasts, useToasts } from './ui/toast';

// A toast raised once the signal has gone, before the viewport's code was ever needed (and before the
// service worker kept it), still shows: as plain text.
const Toaster = lazy(() => import('./ui/toaster').catch(() => ({ default: PlainToasts })));

/**
 * The toasts' viewport (Radix) is downloaded and mounted with the first toast, not with the page: most
 * visits raise none, and a visitor on island data should not pay for it. The toast waits in the store
 * (ui/toast.tsx) meanwhile; Radix announces each toast it opens, so a screen reader hears the first too.
 */
function ToasterOnDemand() {
  const raised = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);
  if (raised && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

type Router = Awaited<ReturnType<typeof createRouter>>;

/**
 * Marks the document once the app has taken over the page (hydrated or rendered): before that, a
 * server-rendered button shows but does nothing. Browser tests wait for it after each page load.
 */
function useMarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
}

/** The tab's live stream, opened once the page has settled: until hydrated, the cache must match the server's markup. */
function useLiveStream() {
  useEffect(() => startLiveWhenSettled(queryClient), []);
}

// The providers entry-server.tsx renders too (providers.tsx), so hydration finds the server's markup.
function App({ router, renderedAt }: { router: Router; renderedAt: number | null }) {
  useMarkInteractive();
  useLiveStream();
  // The service worker and the offline pack, once the page has settled (src/web/features/offline/start-worker.ts).
  useEffect(() => startWorkerWhenSettled(router), [router]);
  return (
    <AppProviders client={queryClient} renderedAt={renderedAt}>
      <RouterProvider router={router} />
      <ToasterOnDemand />
    </AppProviders>
  );
}

/** The server's query cache, with API errors (e.g. a 404 place) as ApiError again. */
function readPayload(): SsrPayload | null {
  const script = document.getElementById(SSR_DATA_ID);
  if (!script?.textContent) return null;
  const payload = JSON.parse(script.textContent) as SsrPayload;
  for (const q of payload.queries.queries) {
    if (q.state.status !== 'error') continue;
    q.state.error = reviveApiError(q.state.error) as Error | null;
    q.state.fetchFailureReason = reviveApiError(q.state.fetchFailureReason) as Error | null;
    keepError(queryClient, q.queryKey);
  }
  return payload;
}

// No top-level await in this module: the lazily loaded page chunks import what they share with it
// from its chunk, and the bundler would split it into many small chunks to keep them from waiting on it.
export function startApp() {
  setZodWithoutEval();
  const container = document.getElementById('root')!;
  const payload = container.firstElementChild ? readPayload() : null;
  if (payload) {
    // A server-rendered page (signed-out visitors): take over the markup instead of rendering anew.
    hydrate(queryClient, payload.queries);
    // The page's data is as old as its render (the offline notice's time, should the signal go).
    noteDataTime(payload.renderedAt);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (the page is already visible; a click is handled once hydrated).
    // The router's creation and the hydration's first slice are tasks apart (see main.tsx).
    void createRouter(true).then(async (router) => {
      // Parts below the first screen wait to be seen; a router change must not wait for them.
      router.subscribe(loadWaitingParts);
      await new Promise((resolve) => setTimeout(resolve, 0));
      startTransition(() => {
        hydrateRoot(container, <App router={router} renderedAt={payload.renderedAt} />, {
          onRecoverableError(error, info) {
            // Boundaries the server left to the browser on purpose (the Leaflet map) are not errors.
            if ((error as { digest?: string })?.digest === CLIENT_ONLY_DIGEST) return;
            console.error(error, info.componentStack);
          },
        });
      });
      // Should the page's own code not arrive, the server's page stays, readable, its links working.
    }, stopHoldingTaps);
  } else {
    // Known signed out: no request whose 401 the console would report (a sign-in sets the user).
    if (pageSaysSignedOut()) queryClient.setQueryData(currentUserQuery().queryKey, null);
    void createRouter(false).then((router) =>
      createRoot(container).render(<App router={router} renderedAt={null} />),
    );
  }
}
