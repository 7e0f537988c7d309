import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pageChunks } from './scripts/lib/page-chunks';
import { MANIFEST_PATHS, webManifest } from './src/domain/web-manifest';
import { type BuildMode, inputsHash, writeBuildStamp } from './src/server/lib/build-record';

const PROJECT_ROOT = fileURLToPath(new URL('.', import.meta.url));
const CLIENT_ONLY = fileURLToPath(new URL('./src/web/client-only.tsx', import.meta.url));

/** In the server bundle, browser-only modules (the Leaflet map) are replaced by client-only.tsx. */
function browserOnlyModules(): Plugin {
  return {
    name: 'ambergris-browser-only',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    enforce: 'pre',
    resolveId(source) {
      if (/\/map\/LeafletMap$|^\.\/LeafletMap$/.test(source)) return CLIENT_ONLY;
      return null;
    },
  };
}

/**
 * The interface's catalogues (src/web/i18n/catalogues/<locale>/*.json, ICU MessageFormat) compiled as
 * they are imported, with Lingui's own compiler: the browser then needs only Lingui's small runtime
 * to fill in arguments and plurals, not a MessageFormat parser. The result is JSON again, which Vite's
 * JSON plugin turns into the module.
 */
function compiledCatalogues(): Plugin {
  return {
    name: 'ambergris-compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/i18n\/catalogues\/[a-z]{2}\/[\w-]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, compileMessage(v)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * Records in dist/build-info.json what this build was made from: React's runtime (development or
 * production, from NODE_ENV) and a hash of its sources, read when it starts. `npm start` rebuilds
 * when either differs (scripts/start.ts), and a production server refuses a development build
 * (src/server/lib/ssr.ts). A build that fails leaves no record, so the next start rebuilds.
 */
function buildStamp(part: 'web' | 'ssr'): Plugin {
  let mode: BuildMode = 'production';
  let inputs = '';
  return {
    name: 'ambergris-build-stamp',
    apply: 'build',
    configResolved(config) {
      mode = config.isProduction ? 'production' : 'development';
    },
    buildStart() {
      inputs = inputsHash(PROJECT_ROOT);
      writeBuildStamp(PROJECT_ROOT, part, null);
    },
    closeBundle() {
      writeBuildStamp(PROJECT_ROOT, part, { mode, inputs });
    },
  };
}

/**
 * A .br (best brotli) and a .gz (best gzip) copy next to every compressible built file, so the server
 * (@fastify/static with preCompressed) sends them without compressing per request.
 */
function precompress(): Plugin {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
    // index.html is compressed by the server (lib/index-html.ts), per head variant; a copy here would
    // miss the manifest link that vite-plugin-pwa adds after this plugin has run.
    exclude: [/index\.html$/],
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm('gzip', { level: zlib.constants.Z_BEST_COMPRESSION }),
    ],
    logLevel: 'silent',
  });
}

/**
 * The web app manifest (linked from index.html, so from every page, server-rendered ones included) and
 * the service worker (src/web/sw/sw.ts, Workbox, injectManifest: decision 27), which precaches the app
 * shell: index.html and every public page's chunks and styles (the map's Leaflet included), the icons
 * and the basemap; not the admin's chunks. Registered by the app itself once idle
 * (src/web/features/offline/start-worker.ts), so no script is injected.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    includeManifestIcons: true,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg}'],
      // The manifest and its icons are added by the plugin (includeManifestIcons). The admin's and the
      // owner's dashboard chunks, and the hours editor both share (HoursEditor-*, carrying the
      // opening-hours parser), are not downloaded by every visitor: the worker keeps them once they are
      // used (sw/policy.ts isBuiltAsset). So is the password strength estimator (strength-*, 230 KB
      // of dictionaries), which only a sign-up or password change loads. test/precache.test.ts fails if
      // either chunk is renamed.
      globIgnores: [
        '**/AdminPage-*.js',
        '**/Dashboard*.js',
        '**/HoursEditor-*.js',
        '**/strength-*.js',
        'images/**',
        '.vite/**',
      ],
      minify: true,
      sourcemap: false,
      // A classic script: the plugin's ES output sets a deprecated bundler option (a warning in every build).
      rollupFormat: 'iife',
    },
    manifest: webManifest('en'),
  }) as Plugin[];
}

/** The Spanish pages' manifest, beside the English one the PWA plugin writes (domain/web-manifest.ts). */
function spanishManifest(): Plugin {
  return {
    name: 'ambergris-spanish-manifest',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_PATHS.es.slice(1),
        source: JSON.stringify(webManifest('es')),
      });
    },
  };
}

/**
 * The pages a visitor reaches without signing in (domain/page-routes.ts), and the map, which three of them
 * load: each is one chunk (page-chunks.ts), so none imports another's.
 */
const VISITOR_PAGES = [
  'pages/LandingPage.tsx',
  'pages/MapPage.tsx',
  'pages/CategoryIdPage.tsx',
  'pages/CategorySlugPage.tsx',
  'pages/EstablishmentPage.tsx',
  'pages/SearchPage.tsx',
  'pages/EventsPage.tsx',
  'pages/TripPage.tsx',
  'pages/SharedTripPage.tsx',
  'features/map/LeafletMap.tsx',
].map((file) => `${PROJECT_ROOT}src/web/${file}`);
/** What the app loads on every page once it has settled: it joins the chunk every visitor page shares. */
const EVERY_PAGE = [
  'api/live.ts',
  'features/offline/register-worker.ts',
  'features/offline/OfflineMessage.tsx',
].map((file) => `${PROJECT_ROOT}src/web/${file}`);
const BOOT_LOADER = `${PROJECT_ROOT}src/web/index.html`;
const APP = `${PROJECT_ROOT}src/web/app.tsx`;

// `vite build` builds the browser app into dist/web; `vite build --ssr` the server-rendering entry
// (src/web/entry-server.tsx) into dist/ssr, which the server loads (src/server/lib/ssr.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    compiledCatalogues(),
    tailwindcss(),
    browserOnlyModules(),
    buildStamp(isSsrBuild ? 'ssr' : 'web'),
    ...(isSsrBuild
      ? []
      : [
          pageChunks({
            bootLoader: BOOT_LOADER,
            app: APP,
            visitorPages: VISITOR_PAGES,
            everyPage: EVERY_PAGE,
            surveyPlugins: () => [react(), compiledCatalogues(), tailwindcss()],
          }),
          precompress(),
          ...installableApp(),
          spanishManifest(),
        ]),
  ],
  build: isSsrBuild
    ? {
        ssr: true,
        // One file: the server loads it again when a rebuild changes it (lib/ssr.ts).
        rolldownOptions: { input: 'entry-server.tsx', output: { codeSplitting: false } },
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        sourcemap: false,
        target: 'node20',
        reportCompressedSize: false,
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        reportCompressedSize: false,
        // server/lib/route-preloads.ts reads it to name a route's chunks in index.html for the boot
        // loader (src/web/main.tsx), which preloads them when it imports the app.
        manifest: true,
        // The hours editor's chunk carries the opening-hours parser (the kept opening_hours library,
        // holidays and locales included); no visitor's page loads it, and the worker does not precache it.
        chunkSizeWarningLimit: 800,
        // The bundler's option to copy small shared chunks into the chunks that use them
        // (experimentalInlineCommonChunks) is not used: with the features' faces it copied whole faces,
        // and every module they name, into the first page's script.
      },
  server: { proxy: { '/api': 'http://localhost:5000' } },
}));
