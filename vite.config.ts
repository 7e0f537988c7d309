import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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
 * A .br (best brotli) and a .gz (best gzip) copy next to every compressible built file, so the server
 * (@fastify/static with preCompressed) sends them without compressing per request.
 */
function precompress(): Plugin {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
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

// `vite build` builds the browser app into dist/web; `vite build --ssr` the server-rendering entry
// (src/web/entry-server.tsx) into dist/ssr, which the server loads (src/server/lib/ssr.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), browserOnlyModules(), ...(isSsrBuild ? [] : [precompress()])],
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
      },
  server: { proxy: { '/api': 'http://localhost:5000' } },
}));
