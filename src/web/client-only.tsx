/**
 * Server rendering uses this in place of browser-only modules (the Leaflet map, see vite.config.ts):
 * the nearest Suspense boundary is sent with its fallback and rendered by the browser.
 */
export class ClientOnlyError extends Error {
  readonly clientOnly = true;
}

export default function ClientOnly(): never {
  throw new ClientOnlyError('Rendered in the browser only');
}
