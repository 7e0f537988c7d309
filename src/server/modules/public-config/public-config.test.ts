import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ MAP_TILE_URL: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png' });
});
afterAll(() => ctx.close());

describe('GET /api/config', () => {
  it('exposes the configured map tile URL and nothing else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ mapTileUrl: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png' });
  });

  it('lets the browser load tiles from that host (CSP img-src)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(String(res.headers['content-security-policy'])).toContain('https://*.tiles.example.test');
  });
});
