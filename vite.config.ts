import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/lib/vite-precompress';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    // lib/route-preloads.ts reads it to add a route's chunks to index.html as modulepreloads.
    manifest: true,
  },
  server: { proxy: { '/api': 'http://localhost:5000' } },
});
