/**
 * The installable app's manifest in each language. The Spanish twin of the guide installs as its own
 * app (its own `id`, starting on `/es`), so an install from a Spanish page is named, described and
 * opened in Spanish; both cover the whole site (`scope: '/'`), as a reader moves between languages.
 * No `orientation`: an installed guide turns with the phone like the site does in the browser.
 * The build writes one file per language (vite.config.ts); a page links its language's
 * (src/server/lib/index-html.ts).
 */
import type { Locale } from './locale';

/** Where each language's manifest is served. */
export const MANIFEST_PATHS: Record<Locale, string> = {
  en: '/manifest.webmanifest',
  es: '/es/manifest.webmanifest',
};

const TEXTS: Record<Locale, { start: string; description: string }> = {
  en: {
    start: '/',
    description:
      'Curated places to stay, eat, dive and shop on Ambergris Caye, Belize, with live updates from the owners. Works offline.',
  },
  es: {
    start: '/es',
    description:
      'Lugares seleccionados para alojarte, comer, bucear y comprar en Ambergris Caye, Belice, con novedades en vivo de sus dueños. Funciona sin conexión.',
  },
};

export function webManifest(locale: Locale) {
  const { start, description } = TEXTS[locale];
  return {
    id: start,
    // The guide's name is a brand and reads the same in both languages.
    name: 'Ambergris Guide · Ambergris Caye',
    short_name: 'Ambergris',
    description,
    start_url: start,
    scope: '/',
    display: 'standalone' as const,
    lang: locale,
    // The palette of src/web/styles.css: lagoon-700 and sand-50.
    theme_color: '#0f4c5c',
    background_color: '#fbf8f1',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
