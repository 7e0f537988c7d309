import { cpSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy, ROOT, removeProjectCopies } from './project-copy';
import { createTestApp } from './test-app';

// The app in this process on a copy of the build (production-build.test.ts starts the server itself).
afterAll(removeProjectCopies);

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
