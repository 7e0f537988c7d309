import { cpSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, type ServerProcess, startServer } from './server-process';
import { createTestApp } from './test-app';

const ROOT = path.resolve(import.meta.dirname, '..');

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * A copy of the server and of the build (index.html, Vite's manifest, the rendering bundle and its
 * record) in a temporary folder, so a test can break the build without touching dist/ under the
 * browser tests running beside it. node_modules is linked, not copied.
 */
function projectCopy() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ambergris-build-'));
  dirs.push(root);
  for (const rel of [
    'src/server',
    'src/domain',
    'package.json',
    'dist/web/index.html',
    'dist/web/.vite',
    'dist/ssr',
  ])
    cpSync(path.join(ROOT, rel), path.join(root, rel), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const bundle = path.join(root, 'dist/ssr/entry-server.js');
  return {
    root,
    webRoot: path.join(root, 'dist/web'),
    stamp: (mode: string) =>
      writeFileSync(
        path.join(root, 'dist/build-info.json'),
        JSON.stringify({ web: { mode }, ssr: { mode } }),
      ),
    /** Replaces the rendering bundle (a new modification time, so a running server loads it again). */
    bundle(code: string, at = Date.now() / 1000) {
      writeFileSync(bundle, code);
      utimesSync(bundle, at, at);
    },
  };
}

/** The production server of the copy (src/server/main.ts), as `npm run serve` starts it. */
function serve(root: string): ServerProcess {
  return startServer(root, root, {
    NODE_ENV: 'production',
    SESSION_SECRET: 'production-secret-production-secret-0123',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: path.join(root, 'data'),
    SEED: 'false',
    LOG_LEVEL: 'error',
    PORT: '0',
    HOST: '127.0.0.1',
  });
}

/** What a bundle built with React's development runtime does under NODE_ENV=production. */
const DEVELOPMENT_RUNTIME_BUNDLE = `import { jsxDEV } from 'react/jsx-dev-runtime';
export const serverRendered = () => true;
export const clientRenderedHead = () => null;
export const selfCheck = () => { jsxDEV('span', {}, undefined, false, undefined, this); };
export const render = async () => null;
`;

describe('a production start', { timeout: 120_000 }, () => {
  it('refuses a build made for development, with one line', async () => {
    const copy = projectCopy();
    copy.stamp('development');
    const child = serve(copy.root);
    expect(await exited(child)).toBe(1);
    const lines = child.output().trim().split('\n');
    expect(lines, child.output()).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Start-up failed: Server rendering cannot start: the web build .* was made for development/,
    );
  });

  it('stops with one line when the rendering bundle cannot work (React development runtime)', async () => {
    const copy = projectCopy();
    copy.stamp('production');
    copy.bundle(DEVELOPMENT_RUNTIME_BUNDLE);
    const child = serve(copy.root);
    expect(await exited(child)).toBe(1);
    const lines = child.output().trim().split('\n');
    expect(lines, child.output()).toHaveLength(1);
    expect(lines[0]).toMatch(/^Start-up failed: Server rendering cannot start: .*jsxDEV is not a function/);
  });
});

describe('/healthz and server rendering', () => {
  it('answers 503 with the reason while the rendering bundle is broken, 200 once it works again', async () => {
    const copy = projectCopy();
    copy.stamp('production');
    const t = await createTestApp({}, { webRoot: copy.webRoot });
    try {
      const health = () => t.app.inject({ method: 'GET', url: '/healthz' });
      expect((await health()).json()).toEqual({ status: 'ok' });
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);

      // Each request asks for a page not rendered before (a rendered page is served from the cache): the
      // bundle is loaded again when its file changed. (The page's markup is not asserted: on a loaded
      // machine a slow render sends the client-rendered shell, lib/index-html.ts.)
      copy.bundle("throw new Error('half-written bundle');", Date.now() / 1000 + 10);
      expect((await t.app.inject({ method: 'GET', url: '/restaurants-bars' })).statusCode).toBe(200);
      const broken = await health();
      expect(broken.statusCode).toBe(503);
      expect(broken.json().message).toMatch(/^Server rendering is broken: .*half-written bundle/);

      cpSync(path.join(ROOT, 'dist/ssr/entry-server.js'), path.join(copy.root, 'dist/ssr/entry-server.js'));
      const at = Date.now() / 1000 + 20;
      utimesSync(path.join(copy.root, 'dist/ssr/entry-server.js'), at, at);
      expect((await t.app.inject({ method: 'GET', url: '/accommodations' })).statusCode).toBe(200);
      expect((await health()).json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });
});
