import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const hasWeb = existsSync('dist/web/index.html');

describe('security headers over plain http (no PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  for (const url of ['/api/categories', '/api/establishments/999999', '/some/client/route', '/healthz']) {
    it(`${url}: CSP without inline scripts, no framing, nosniff, referrer policy, no HSTS`, async () => {
      const res = await t.app.inject({ url });
      const csp = directives(String(res.headers['content-security-policy']));
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toMatch(/DENY|SAMEORIGIN/);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  }

  it.runIf(hasWeb)(
    "a built script carries nosniff and its origin rule, not a document's headers",
    async () => {
      const script = readdirSync(path.join('dist/web', 'assets')).find((f) => f.endsWith('.js'));
      const res = await t.app.inject({ url: `/assets/${script}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
    },
  );

  it.runIf(hasWeb)('the built page has no inline script for the CSP to allow', () => {
    const html = readFileSync('dist/web/index.html', 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('security headers chosen by what is sent', () => {
  // A built web app of two files, so this runs without a build.
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ambergris-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(webRoot, 'assets', 'index-AbCd1234.js'), 'console.log(1);');
  writeFileSync(path.join(webRoot, 'assets', 'index-AbCd1234.css'), 'body{}');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/assets/nope.js', '/assets/x.css', '/assets/deep/nope.mjs', '/assets/'])(
    '%s, missing, is a plain 404, not the app in its place',
    async (url) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toMatch(/<html/i);
    },
  );

  it.each(['/some/client/route', '/assets.js', '/x.css', '/es/nope.js'])(
    '%s, sent as HTML, carries the whole CSP and frame protection',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(directives(String(res.headers['content-security-policy'])).get('frame-ancestors')).toEqual([
        "'none'",
      ]);
      expect(res.headers['x-frame-options']).toMatch(/DENY|SAMEORIGIN/);
    },
  );

  it('a script or a stylesheet that exists carries nosniff and its origin rule only', async () => {
    for (const file of ['index-AbCd1234.js', 'index-AbCd1234.css']) {
      const res = await t.app.inject({ url: `/assets/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });
});

describe('security headers behind https (PUBLIC_URL https://...)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicOrigin: 'https://guide.example.bz', secureCookies: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends HSTS for a year and asks browsers to upgrade insecure requests', async () => {
    const res = await t.app.inject({ url: '/api/areas' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('marks the session cookie Secure, HttpOnly and SameSite', async () => {
    await t.app.services.accounts.ensureAdmin('https-admin@example.com', 'https-admin-password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'https-admin@example.com', password: 'https-admin-password' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});
