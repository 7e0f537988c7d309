import { describe, expect, it } from 'vitest';
import { isBuiltAsset, isKeepableReply, isPageNavigation, isPublicApiRead, isPublicImage } from './policy';

const origin = 'https://guide.example';
const get = (path: string, method = 'GET') => ({ method, url: `${origin}${path}` });
const reply = (status: number, cacheControl?: string) => ({
  status,
  headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
});

describe('what the service worker keeps', () => {
  it('keeps the public reads a page makes', () => {
    for (const path of [
      '/api/categories',
      '/api/areas',
      '/api/config',
      '/api/alerts',
      '/api/establishments?categoryId=1&limit=24',
      '/api/establishments/live',
      '/api/establishments/pins?south=17.8&west=-88&north=18&east=-87.9',
      '/api/establishments/12',
      '/api/establishments/12/photos',
      '/api/accommodations/3/rates',
      '/api/events',
      '/api/events?from=2026-12-02&to=2026-12-02',
      '/api/establishments/12/events',
    ])
      expect(isPublicApiRead(get(path), origin), path).toBe(true);
  });

  it('never keeps writes, the live stream, sign-in, owner or admin calls, or other hosts', () => {
    for (const [path, method] of [
      ['/api/establishments/12', 'PATCH'],
      ['/api/status-updates', 'POST'],
      ['/api/live', 'GET'],
      ['/api/auth/user', 'GET'],
      ['/api/login', 'GET'],
      ['/api/business/establishments', 'GET'],
      ['/api/business/requests', 'GET'],
      ['/api/admin/stats', 'GET'],
      ['/api/establishments/12/status-updates', 'GET'],
      ['/api/offline-pack', 'GET'],
      ['/api/establishments/12/posted-events', 'GET'],
      ['/api/establishments/12/events', 'POST'],
      ['/api/events/3', 'GET'],
    ])
      expect(isPublicApiRead(get(path, method), origin), `${method} ${path}`).toBe(false);
    expect(isPublicApiRead({ method: 'GET', url: 'https://tile.example/api/categories' }, origin)).toBe(
      false,
    );
    expect(isPublicImage({ method: 'GET', url: 'https://tile.example/10/1/2.png' }, origin)).toBe(false);
  });

  it('keeps our images, card art and stored logos and photos alike, at their one address', () => {
    for (const path of ['/images/card-default-640.webp', '/images/media/7', '/images/photos/7/card'])
      expect(isPublicImage(get(path), origin), path).toBe(true);
    // The old addresses only redirect now: nothing to keep.
    for (const path of ['/api/media/7', '/api/photos/7/card'])
      expect(isPublicImage(get(path), origin), path).toBe(false);
  });

  it('keeps only full 2xx replies that are neither private nor no-store', () => {
    expect(isKeepableReply(reply(200, 'public, max-age=60'))).toBe(true);
    expect(isKeepableReply(reply(200))).toBe(true);
    expect(isKeepableReply(reply(200, 'private, no-store'))).toBe(false);
    expect(isKeepableReply(reply(200, 'no-store'))).toBe(false);
    expect(isKeepableReply(reply(200, 'Private'))).toBe(false);
    for (const status of [204, 206, 304, 401, 404, 500]) expect(isKeepableReply(reply(status))).toBe(false);
  });

  it('keeps built files the precache leaves out, and nothing else as a built file', () => {
    expect(isBuiltAsset(get('/assets/DashboardPage-abc123.js'), origin)).toBe(true);
    expect(isBuiltAsset(get('/api/establishments'), origin)).toBe(false);
    expect(isBuiltAsset(get('https://elsewhere.example/assets/x.js'), origin)).toBe(false);
  });

  it('serves pages, not API redirects, as navigations', () => {
    expect(isPageNavigation({ ...get('/restaurants-bars'), mode: 'navigate' }, origin)).toBe(true);
    expect(isPageNavigation({ ...get('/api/login'), mode: 'navigate' }, origin)).toBe(false);
    expect(isPageNavigation({ ...get('/restaurants-bars'), mode: 'cors' }, origin)).toBe(false);
  });
});
