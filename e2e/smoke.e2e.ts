import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('the built app in Chromium', () => {
  it('serves the guide shell with its header on a client route after reload', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/restaurants-bars');
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'Partner Portal' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByPlaceholder('Search places, updates and events').count())
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('Page Not Found').isVisible()).toBe(true);
    expect(await page.title()).toContain('404');
  });
});
