import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { addSession, type E2E, keepScreenshot, phone, startE2E } from './support';

/** Phones: the narrowest still sold (320) and the most common (375). */
const WIDTHS = [320, 375] as const;

/** What owners really type: a tracked booking link, a word with no break, the longest update allowed. */
const LONG_LINK =
  'Book a table: https://example.com/reservations?utm_source=ambergris-guide&utm_medium=live-update&utm_campaign=lobster-season-2026&utm_content=phone-visitors&ref=front-desk';
const LONG_WORD = `Lobster${'o'.repeat(293)}`;
const LONGEST_UPDATE = 'W'.repeat(500);
const LONG_NAME = `Seaside${'s'.repeat(80)} Grill and Bar on the Beach`;

let e2e: E2E;
let admin: Actor;
let owner: Actor;
let target: Establishment;
let stay: Establishment;

async function post(actor: Actor, establishmentId: number, message: string) {
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/status-updates',
    headers: actor.headers,
    payload: { establishmentId, message, type: 'announcement' },
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  e2e = await startE2E({ GOOGLE_PLACES_API_KEY: undefined });
  const { app } = e2e.server;
  admin = await signInAdmin(app);
  const restaurants = (
    await app.inject({ url: '/api/establishments?categoryId=1' })
  ).json() as Establishment[];
  target = restaurants.find((e) => e.latitude !== null && e.statusUpdates.length === 0) as Establishment;
  const stays = (await app.inject({ url: '/api/establishments?categoryId=9' })).json() as Establishment[];
  stay = stays.find((e) => e.priceRange) as Establishment;
  expect(stay).toBeDefined();
  owner = await signUpVerifiedOwner(app, admin, target.id);
  const patch = await app.inject({
    method: 'PATCH',
    url: `/api/establishments/${target.id}`,
    headers: owner.headers,
    payload: { name: LONG_NAME, description: `Fresh catch daily. ${LONG_WORD} ${LONG_LINK}` },
  });
  expect(patch.statusCode, patch.body).toBe(200);
  await post(owner, target.id, LONGEST_UPDATE);
  await post(owner, target.id, LONG_WORD);
  await post(owner, target.id, LONG_LINK);
});
afterAll(() => e2e?.close());

/** A page in a fresh phone context, signed in as `actor` when given. */
async function openAt(width: number, path: string, actor?: Actor) {
  const opened = await e2e.newPage(phone(width));
  if (actor) {
    await addSession(opened.context, e2e.baseUrl, actor.headers.cookie);
  }
  await opened.page.goto(path);
  return opened;
}

/** The page's width beyond the viewport, with the widest elements that cause it (for the failure message). */
function sideScroll(page: Page, width: number) {
  return page.evaluate((width) => {
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    // A phone widens its layout viewport to fit wider content (innerWidth grows with it): compare
    // with the phone's own width.
    const widest = Math.max(document.documentElement.scrollWidth, window.innerWidth);
    return { overflow: widest - width, culprits };
  }, width);
}

async function expectNoSideScroll(page: Page, width: number, label: string) {
  // Lazily loaded parts (the live map, card rates) first.
  await page.waitForLoadState('networkidle');
  const { overflow, culprits } = await sideScroll(page, width);
  expect(overflow, `${label} scrolls sideways: ${culprits.join(' | ')}`).toBeLessThanOrEqual(0);
}

/**
 * The page at each phone width in turn: loaded at the first, then the viewport narrowed or widened as a
 * turned or different phone would show it (media queries and resize handlers apply), which checks the
 * layout at every width for one load of the page.
 */
async function expectFitsEveryWidth(
  page: Page,
  label: string,
  { shot, alsoAt }: { shot?: string; alsoAt?: (width: number) => Promise<void> } = {},
) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await expectNoSideScroll(page, width, `${label} at ${width}`);
    await alsoAt?.(width);
    if (shot) await keepScreenshot(page, `${shot}-${width}`, { fullPage: true });
  }
}

describe('phones at 320 and 375 px with what owners type', () => {
  it('no public page scrolls sideways at 320 or 375 px', async () => {
    const pages = [
      ['landing', '/'],
      ['category', '/restaurants-bars'],
      ['detail', `/establishment/${target.id}`],
      ['search', `/search?q=${encodeURIComponent('Seaside')}`],
      ['search-many', '/search?q=restaurant'],
      ['map', '/map'],
    ] as const;
    for (const [label, path] of pages) {
      const { page, context } = await openAt(WIDTHS[0], path);
      // The map shows pins, not updates; a broad search many cards.
      const shown =
        label === 'map'
          ? page.locator('.leaflet-marker-icon')
          : label === 'search-many'
            ? page.locator('article')
            : page.getByText(LONG_WORD);
      await expect
        .poll(() => shown.count(), { message: label })
        .toBeGreaterThan(label === 'search-many' ? 2 : 0);
      await expectFitsEveryWidth(page, label, { shot: `layout-${label}` });
      await context.close();
    }
  });

  it('the dashboard and every admin tab fit 320 and 375 px; the Delete button is on screen', async () => {
    const dash = await openAt(WIDTHS[0], `/business/dashboard?business=${target.id}&tab=updates`, owner);
    const deletes = dash.page.getByRole('button', { name: /^Delete update/ });
    await expect.poll(() => deletes.count()).toBe(3);
    await expectFitsEveryWidth(dash.page, 'dashboard', {
      shot: 'layout-dashboard',
      alsoAt: async (width) => {
        for (let i = 0; i < 3; i++) {
          const box = await deletes.nth(i).boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width, `Delete ${i} at ${width}`).toBe(true);
        }
      },
    });
    for (const tab of ['overview', 'details']) {
      await dash.page.goto(`/business/dashboard?business=${target.id}&tab=${tab}`);
      await expect.poll(() => dash.page.getByRole('tab', { selected: true }).count()).toBe(1);
      await expectFitsEveryWidth(dash.page, `dashboard ${tab}`);
    }
    await dash.context.close();

    for (const tab of ['review', 'establishments', 'import', 'history']) {
      const adm = await openAt(WIDTHS[0], `/admin?tab=${tab}`, admin);
      await expect.poll(() => adm.page.getByRole('tab', { selected: true }).count()).toBe(1);
      await expectFitsEveryWidth(adm.page, `admin ${tab}`, {
        shot: tab === 'establishments' ? `layout-admin-${tab}` : undefined,
      });
      await adm.context.close();
    }
  });
});
