/**
 * npm run size [-- --against <reference dist/web>]: the initial JavaScript and CSS of / as the browser
 * loads it, compressed, from the built dist/web/index.html (its module script, modulepreloads and
 * stylesheets), what that script, the boot loader, imports to start the app (Vite's manifest) and the
 * page's language's catalogue, against the 150 KB budget; the same for the Spanish landing /es; and
 * where Leaflet ended up (it must not be in the initial set). With --against, both landings side by
 * side with a reference build (e.g. main's, built in a git worktree). Run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { SECTIONS_OF_PAGE } from '../src/domain/locale';
import { chunkFiles, type ManifestChunk } from '../src/server/lib/route-preloads';

const BUDGET_KB = 150;

export interface AssetSize {
  file: string;
  kind: 'script' | 'modulepreload' | 'stylesheet' | 'app (imported by the loader)' | 'catalogue';
  raw: number;
  gzip: number;
  brotli: number;
}

export function measureInitial(webRoot: string, locale: 'en' | 'es' = 'en'): AssetSize[] {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const found: { file: string; kind: AssetSize['kind'] }[] = [];
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
    found.push({ file: m[1], kind: 'script' });
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    found.push({ file: m[1], kind: 'modulepreload' });
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
    found.push({ file: m[1], kind: 'stylesheet' });
  for (const file of loaderImports(webRoot)) {
    if (!found.some((f) => f.file === file)) found.push({ file, kind: 'app (imported by the loader)' });
  }
  // The landing's texts in the page's language: the core sections and the landing's own (a build from
  // before the catalogues has none).
  const texts = [
    `i18n/catalogues/${locale}.ts`,
    ...SECTIONS_OF_PAGE.landing.map((s) => `i18n/catalogues/${locale}/${s}.json`),
  ];
  for (const file of texts.flatMap((key) => manifestChunks(webRoot, key))) {
    if (!found.some((f) => f.file === file)) found.push({ file, kind: 'catalogue' });
  }
  return found.map(({ file, kind }) => {
    const body = readFileSync(path.join(webRoot, file.replace(/^\//, '')));
    return {
      file,
      kind,
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(body).length,
    };
  });
}

/**
 * The chunks the entry (src/web/main.tsx, the boot loader) imports dynamically to start the app, with
 * everything they import statically: the browser loads all of them on every page, just after the
 * largest image. Paths as in index.html (/assets/...).
 */
function loaderImports(webRoot: string): string[] {
  const manifest = readManifest(webRoot);
  const entry = Object.values(manifest).find((c) => c.isEntry);
  // The loader's code may sit in a chunk the entry imports (the bundler's strict execution order).
  const loader = [entry, ...(entry?.imports ?? []).map((key) => manifest[key])];
  const files = loader.flatMap((c) => c?.dynamicImports ?? []).flatMap((key) => chunkFiles(manifest, key));
  return [...new Set(files)].map((f) => `/${f}`);
}

function readManifest(webRoot: string): Record<string, ManifestChunk> {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The chunk of a manifest key and what it imports, beyond the entry ([] when the build has no such key). */
function manifestChunks(webRoot: string, key: string): string[] {
  const manifest = readManifest(webRoot);
  return manifest[key] ? chunkFiles(manifest, key).map((f) => `/${f}`) : [];
}

const kb = (n: number) => (n / 1024).toFixed(1);
const jsOf = (assets: AssetSize[]) => assets.filter((a) => a.kind !== 'stylesheet');
const total = (list: AssetSize[], k: 'raw' | 'gzip' | 'brotli') => list.reduce((s, a) => s + a[k], 0);

/**
 * The JavaScript a page opened first loads: the landing's app and texts, then its own page module
 * with what that imports (the manifest's key of src/web/pages/<page>.tsx); null when the build lacks it.
 */
function pageInitial(webRoot: string, page: string): { gzip: number; brotli: number } | null {
  const own = manifestChunks(webRoot, `pages/${page}.tsx`);
  if (own.length === 0) return null;
  const app = jsOf(measureInitial(webRoot));
  const known = new Set(app.map((a) => a.file));
  const extra = own
    .filter((f) => !known.has(f))
    .map((file) => readFileSync(path.join(webRoot, file.replace(/^\//, ''))));
  const sum = (zip: (b: Buffer) => Buffer) => extra.reduce((n, b) => n + zip(b).length, 0);
  return {
    gzip: total(app, 'gzip') + sum((b) => zlib.gzipSync(b, { level: 9 })),
    brotli: total(app, 'brotli') + sum((b) => zlib.brotliCompressSync(b)),
  };
}

/** The pages besides the landing whose first load is compared: a place's page and the trip page. */
const PAGES = [
  ['/establishment/:id', 'EstablishmentPage'],
  ['/trip', 'TripPage'],
] as const;

/** The landings' and PAGES' initial JavaScript in this build and, when given, in a reference build. */
function sideBySide(webRoot: string, reference: string | undefined) {
  const builds = [['this build', webRoot], ...(reference ? [['reference', reference]] : [])];
  const lines = ['| initial JavaScript | build | gzip bytes | brotli bytes |', '| --- | --- | ---: | ---: |'];
  for (const locale of ['en', 'es'] as const)
    for (const [name, dir] of builds) {
      const js = jsOf(measureInitial(dir, locale));
      const page = locale === 'en' ? '/' : '/es';
      lines.push(`| ${page} | ${name} | ${total(js, 'gzip')} | ${total(js, 'brotli')} |`);
    }
  for (const [route, page] of PAGES)
    for (const [name, dir] of builds) {
      const size = pageInitial(dir, page);
      lines.push(`| ${route} | ${name} | ${size?.gzip ?? 'no such page'} | ${size?.brotli ?? ''} |`);
    }
  console.log(`\n${lines.join('\n')}`);
}

function main() {
  const { values } = parseArgs({ options: { against: { type: 'string' } } });
  const webRoot = path.resolve(import.meta.dirname, '../dist/web');
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    console.error('dist/web/index.html is missing: run npm run build first');
    process.exit(1);
  }
  const assets = measureInitial(webRoot);
  const lines = [
    '| initial asset of / | kind | raw KB | gzip KB | brotli KB |',
    '| --- | --- | ---: | ---: | ---: |',
    ...assets.map((a) => `| ${a.file} | ${a.kind} | ${kb(a.raw)} | ${kb(a.gzip)} | ${kb(a.brotli)} |`),
  ];
  const js = assets.filter((a) => a.kind !== 'stylesheet');
  const sum = (list: AssetSize[], k: 'raw' | 'gzip' | 'brotli') => list.reduce((s, a) => s + a[k], 0);
  lines.push(
    `| **JavaScript total** | | ${kb(sum(js, 'raw'))} | ${kb(sum(js, 'gzip'))} | ${kb(sum(js, 'brotli'))} |`,
  );
  const css = assets.filter((a) => a.kind === 'stylesheet');
  if (css.length > 0)
    lines.push(
      `| CSS total | | ${kb(sum(css, 'raw'))} | ${kb(sum(css, 'gzip'))} | ${kb(sum(css, 'brotli'))} |`,
    );
  console.log(lines.join('\n'));
  const gz = sum(js, 'gzip') / 1024;
  console.log(
    `\nInitial JavaScript of /: ${gz.toFixed(1)} KB gzip, ${(sum(js, 'brotli') / 1024).toFixed(1)} KB brotli ` +
      `(budget ${BUDGET_KB} KB compressed): ${gz <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  );
  sideBySide(webRoot, values.against && path.resolve(values.against));

  // Leaflet must live only in chunks loaded when a map is on screen.
  const initial = new Set(js.map((a) => path.basename(a.file)));
  const assetsDir = path.join(webRoot, 'assets');
  const withLeaflet = readdirSync(assetsDir).filter(
    (f) => f.endsWith('.js') && /_leaflet_id/.test(readFileSync(path.join(assetsDir, f), 'utf8')),
  );
  const leaking = withLeaflet.filter((f) => initial.has(f));
  console.log(
    `Leaflet code is in: ${withLeaflet.join(', ') || 'no chunk'}; ` +
      (leaking.length
        ? `IN THE INITIAL SET: ${leaking.join(', ')}`
        : 'none of them is in the initial set of /'),
  );
  const fonts = readdirSync(assetsDir).filter((f) => /\.(woff2?|ttf|otf)$/.test(f));
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const externalCss = /<link[^>]*rel="stylesheet"[^>]*href="https?:/.test(html);
  console.log(
    `Fonts: ${fonts.length ? fonts.join(', ') : 'none bundled (system font stack)'}; ` +
      `external stylesheets in index.html: ${externalCss ? 'YES (render-blocking)' : 'none'}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
