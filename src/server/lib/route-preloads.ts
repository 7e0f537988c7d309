import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '../../domain/constants';
import {
  type Locale,
  localeOfPath,
  type PageSection,
  pathWithoutLocale,
  SECTIONS_OF_PAGE,
} from '../../domain/locale';
import { PAGE_ROUTES, type PageRoute } from '../../domain/page-routes';

/** A chunk of Vite's build manifest (dist/web/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The chunk of `key` and every chunk it imports statically, minus the entry (the boot loader) and what
 * the entry imports: what the browser fetches when `key` is imported after the page has loaded.
 */
export function chunkFiles(m: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (k: string, collect: boolean) => {
    const chunk = m[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    if (collect) files.push(chunk.file);
    for (const i of chunk.imports ?? []) visit(i, collect);
  };
  for (const [k, chunk] of Object.entries(m)) if (chunk.isEntry) visit(k, false);
  visit(key, true);
  return files;
}

/** The landing page's LCP image: the first hero, AVIF at the size the viewport shows. */
const LANDING_HEAD = [
  '<link rel="preload" data-route as="image" type="image/avif" href="/images/hero-1-800.avif" media="(max-width: 767px)" fetchpriority="high">',
  '<link rel="preload" data-route as="image" type="image/avif" href="/images/hero-1-1600.avif" media="(min-width: 768px)" fetchpriority="high">',
].join('');

const SLUGS = new Set(CATEGORIES.map((c) => c.slug));

/**
 * The pages whose lazily loaded module is worth preloading with the app (the pages visitors arrive on from
 * a search or a shared link), from the one table of pages; a category slug only when it is one of ours.
 */
const PRELOADED: readonly { route: PageRoute; matches(pathname: string): boolean }[] = (
  ['home', 'establishment', 'category', 'categorySlug'] as const
).map((name) => {
  const route = PAGE_ROUTES[name];
  // One path segment per `:param`, as React Router matches them.
  const pattern = new RegExp(`^${route.pattern.replace(/:[^/]+/g, '([^/]+)')}/?$`);
  return {
    route,
    matches: (pathname) => {
      const found = pattern.exec(pathname);
      return found !== null && (name !== 'categorySlug' || SLUGS.has(found[1].toLowerCase()));
    },
  };
});

/** The preloaded page of a path (English form), if it is one. */
const preloadedRoute = (pathname: string) => PRELOADED.find((p) => p.matches(pathname))?.route ?? null;

/**
 * Extra <head> tags for index.html per route (either language): the hero image preload on the landing
 * page, and, on the landing, category and detail pages, `<meta name="route-chunks">` naming the page's
 * language's catalogue, the sections it shows at once, the route's lazily loaded chunk and the chunks it
 * imports (from Vite's build manifest). Not modulepreload links: those would download with the page's
 * LCP image and share the connection with it. The boot loader (web/main.tsx) preloads them when it
 * imports the app, so they download alongside the app's chunk instead of after it. Re-reads the
 * manifest when a rebuild changes it; without one, only the landing preload is added.
 */
export function routePreloads(webRoot: string): (pathname: string) => string {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  let loaded: {
    mtimeMs: number;
    manifest: Record<string, ManifestChunk>;
    heads: Map<string, string>;
  } | null = null;

  function manifest() {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      loaded = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')), heads: new Map() };
    }
    return loaded;
  }

  return (pathname) => {
    const route = preloadedRoute(pathWithoutLocale(pathname));
    if (!route) return '';
    const landing = route === PAGE_ROUTES.home ? LANDING_HEAD : '';
    const page = `pages/${route.page}.tsx`;
    const m = manifest();
    if (!m) return landing;
    const locale = localeOfPath(pathname);
    const cacheKey = `${locale} ${page}`;
    let head = m.heads.get(cacheKey);
    if (head === undefined) {
      const sections: readonly PageSection[] = route.sections ? SECTIONS_OF_PAGE[route.sections] : [];
      const keys = [
        catalogueModule(locale),
        ...sections.map((section) => `i18n/catalogues/${locale}/${section}.json`),
        pageKey(m.manifest, page),
      ];
      const files = [...new Set(keys.flatMap((k) => chunkFiles(m.manifest, k)))].map((f) => `/${f}`);
      // Hashed file names: nothing to escape in the attribute.
      head = files.length ? `<meta name="route-chunks" data-route content="${files.join(' ')}">` : '';
      m.heads.set(cacheKey, head);
    }
    return landing + head;
  };
}

/**
 * A page module's key in the manifest: its source path, or, where the build put the page in a chunk
 * of its own group (scripts/lib/page-chunks.ts names it after the page), that chunk's key.
 */
export function pageKey(m: Record<string, ManifestChunk & { name?: string }>, page: string): string {
  if (m[page]) return page;
  const name = path.basename(page, path.extname(page));
  return Object.keys(m).find((k) => m[k].name === name) ?? page;
}

/** The core catalogue of a language (a key of Vite's manifest): src/web/i18n/i18n.ts loads it. */
const catalogueModule = (locale: Locale) => `i18n/catalogues/${locale}.ts`;
