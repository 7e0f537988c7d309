/**
 * The one tree of providers around the router, used by the browser (app.tsx) and the server's render
 * (entry-server.tsx) alike: hydration finds the server's markup only when both render the same tree.
 * What differs is passed in: the router (the browser's or the static one) and what follows it (the
 * toasts in the browser; on the server, the client-only marker), and on the server the site's origin
 * and the head the page writes into.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { PageHead } from '../domain/ssr';
import { PageHeadContext, SiteOriginContext } from './lib/useDocumentTitle';
import { RenderTimeContext } from './lib/useHydrated';
import { LocationProvider } from './lib/useUserLocation';

export interface ProvidersProps {
  client: QueryClient;
  /** The time the page was rendered at (the server's clock), or null for a page rendered in the browser. */
  renderedAt: number | null;
  /** Server only: the site's absolute origin, for the page's canonical and share URLs. */
  origin?: string;
  /** Server only: where the page's title, description and share tags are collected for its <head>. */
  head?: PageHead;
  children: React.ReactNode;
}

export function AppProviders({ client, renderedAt, origin, head, children }: ProvidersProps) {
  return (
    <StrictMode>
      <RenderTimeContext.Provider value={renderedAt}>
        <SiteOriginContext.Provider value={origin ?? null}>
          <PageHeadContext.Provider value={head ?? null}>
            <QueryClientProvider client={client}>
              <LocationProvider>{children}</LocationProvider>
            </QueryClientProvider>
          </PageHeadContext.Provider>
        </SiteOriginContext.Provider>
      </RenderTimeContext.Provider>
    </StrictMode>
  );
}
