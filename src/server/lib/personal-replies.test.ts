import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, injectAs } from '../../../test/auth-helpers';
import { createOwnerApp } from '../../../test/owner-app';
import type { TestApp } from '../../../test/test-app';
import { PERSONAL_CACHE_CONTROL } from './personal-replies';

let ctx: TestApp;
let admin: Actor;
let owner: Actor;
let establishmentId: number;
beforeAll(async () => {
  ({ ctx, admin, owner, establishmentId } = await createOwnerApp('Blue Water Grill'));
});
afterAll(() => ctx.close());

const as = injectAs(() => ctx.app);

describe('personal replies are never cacheable', () => {
  it('keeps the public headers of a public reply to a visitor without a cookie', async () => {
    // '/' is the server-rendered page (npm test builds the web app first).
    for (const url of [
      '/',
      '/api/categories',
      `/api/establishments/${establishmentId}`,
      '/api/offline-pack',
    ]) {
      const res = await as(null, { url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).not.toMatch(/private|no-store/);
    }
  });

  it('marks a public reply private, no-store when the request carries a session cookie', async () => {
    for (const url of [
      '/',
      '/api/categories',
      `/api/establishments/${establishmentId}`,
      '/api/offline-pack',
      '/no-such-page',
    ]) {
      const res = await as(owner, { url });
      expect(res.headers['cache-control'], url).toBe(PERSONAL_CACHE_CONTROL);
    }
  });

  it('lets a hashed script keep its year-long cache for a signed-in owner (it is the same for everyone)', async () => {
    const html = (await as(null, { url: '/' })).body;
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const res = await as(owner, { url: script as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('marks the owner and admin routes private, no-store, signed in or not', async () => {
    const cases: [Actor | null, string][] = [
      [owner, '/api/auth/user'],
      [null, '/api/auth/user'],
      [owner, '/api/business/establishments'],
      [owner, `/api/establishments/${establishmentId}/status-updates`],
      [null, `/api/establishments/${establishmentId}/status-updates`],
      [admin, '/api/admin/stats'],
      [null, '/api/admin/stats'],
    ];
    for (const [actor, url] of cases) {
      const res = await as(actor, { url });
      expect(res.headers['cache-control'], `${actor ? 'signed in' : 'anonymous'} ${url}`).toBe(
        PERSONAL_CACHE_CONTROL,
      );
    }
  });
});
