import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUp, signUpVerifiedOwner, submitClaim } from '../test/auth-helpers';
import { mapSettled, placesDrawn } from './map-support';
import { addSession, type E2E, phone, startE2E, wcagViolations } from './support';

/**
 * Every page a visitor, an owner or the admin can reach, checked by axe-core against WCAG 2.2 A/AA at
 * a 375 px phone and on a desktop. One context per viewport, reused page after page: a fresh context
 * per page would cost more than the check itself on CI's busy machine.
 */

const VIEWPORTS: Record<string, BrowserContextOptions> = {
  '375 px phone': phone(375),
  desktop: { viewport: { width: 1280, height: 800 } },
};

let e2e: E2E;
let stay: number;
let owner: Actor;
let admin: Actor;

beforeAll(async () => {
  e2e = await startE2E();
  const { app } = e2e.server;
  stay = await establishmentIdByName(e2e.server.database.db, "Ramon's Village Resort");
  admin = await signInAdmin(app);
  owner = await signUpVerifiedOwner(app, admin, stay);
  // What makes the pages fullest: a live update (badges, the live section), an island alert and a
  // claim waiting for the admin.
  const posts = [
    app.inject({
      method: 'POST',
      url: '/api/status-updates',
      headers: owner.headers,
      payload: { establishmentId: stay, message: 'Happy hour on the dock until 7 pm', type: 'special' },
    }),
    app.inject({
      method: 'POST',
      url: '/api/admin/alerts',
      headers: admin.headers,
      payload: {
        message: 'The Saturday market moves to the town square this week.',
        severity: 'info',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    }),
  ];
  for (const res of await Promise.all(posts)) expect(res.statusCode, res.body).toBe(201);
  await submitClaim(
    app,
    await signUp(app),
    await establishmentIdByName(e2e.server.database.db, "Elvi's Kitchen"),
  );
});
afterAll(() => e2e?.close());

/**
 * Until the page shows what it loads: its heading, no skeleton, spinner or loading status, and on a
 * map every pin drawn and every open tooltip filled (React fills Leaflet's a render after it opens).
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const loading = document.querySelector(
        'div.animate-pulse, [role="status"] > .animate-spin, [role="status"][aria-label^="Loading"], [aria-busy="true"]',
      );
      const tooltipsFilled = [...document.querySelectorAll('.leaflet-tooltip')].every(
        (el) => (el.textContent ?? '').trim() !== '',
      );
      // The map page's map loads after its heading, in its own chunk.
      const mapDrawn =
        (!location.pathname.endsWith('/map') && !document.querySelector('.leaflet-container')) ||
        document.querySelector('.leaflet-marker-icon');
      return document.querySelector('h1') && !loading && tooltipsFilled && mapDrawn;
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Opens each path in turn and gathers what axe finds, by path (an empty list is a clean page). */
async function sweep(page: Page, paths: readonly string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    // goto waits until the app has taken the page over (data-interactive on <html>, e2e/support.ts).
    await page.goto(path);
    await settled(page);
    const violations = await wcagViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

const PUBLIC = (detail: number) => [
  '/',
  '/restaurants-bars',
  '/category/1',
  `/establishment/${detail}`,
  '/map',
  '/search?q=beach',
  '/no-such-page',
  '/es',
  '/es/restaurants-bars',
  `/es/establishment/${detail}`,
  '/es/map',
];
const SIGNED_OUT_PORTAL = ['/business', '/business?tab=claim', '/claim', '/signin', '/forgot-password'];
const DASHBOARD_TABS = ['overview', 'details', 'logo', 'photos', 'updates', 'bookings', 'insights'];
const ADMIN_TABS = ['review', 'establishments', 'alerts', 'insights', 'import', 'history'];

for (const [name, options] of Object.entries(VIEWPORTS)) {
  describe(`WCAG 2.2 AA on a ${name}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await e2e.newPage(options));
    });
    const as = async (actor: Actor | null) => {
      await context.clearCookies();
      if (actor) await addSession(context, e2e.baseUrl, actor.headers.cookie);
    };

    it('every public page, in English and Spanish, signed out', async () => {
      await as(null);
      expect(await sweep(page, PUBLIC(stay))).toEqual({});
    });

    it("the owners' portal signed out, and the owner's dashboard tabs and account", async () => {
      await as(null);
      expect(await sweep(page, SIGNED_OUT_PORTAL)).toEqual({});
      await as(owner);
      const dashboard = DASHBOARD_TABS.map((tab) => `/business/dashboard?tab=${tab}`);
      expect(await sweep(page, ['/', ...dashboard, '/account'])).toEqual({});
    });

    it("the admin's tabs", async () => {
      await as(admin);
      expect(
        await sweep(
          page,
          ADMIN_TABS.map((tab) => `/admin?tab=${tab}`),
        ),
      ).toEqual({});
    });

    it("shows where the keyboard is on the landing's and a place's first 20 stops", async () => {
      await as(null);
      for (const path of ['/', `/establishment/${stay}`]) {
        await page.goto(path);
        await settled(page);
        expect(await stopsWithoutRing(page, 20), path).toEqual([]);
      }
    });
  });
}

/**
 * Tabs through the page's first `count` stops from its top. A stop shows focus when something draws a
 * ring that is not there once it loses focus: an outline or a box-shadow on the control itself, on
 * what it contains (a map pin's badge) or on what holds it (a card whose whole box is the link).
 * Returns the stops that show nothing.
 */
async function stopsWithoutRing(page: Page, count: number): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const missing: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const around = [el, ...el.querySelectorAll('*')].slice(0, 20);
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) around.push(up);
      // Transitions end at once: a ring half-way in is still the ring a visitor sees a moment later.
      const look = () => {
        for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
        return around.map((n) => {
          const s = getComputedStyle(n);
          const outline =
            s.outlineStyle !== 'none' &&
            Number.parseFloat(s.outlineWidth) > 0 &&
            !/, 0\)$/.test(s.outlineColor);
          return { outline: outline ? `${s.outlineWidth} ${s.outlineColor}` : '', shadow: s.boxShadow };
        });
      };
      const focused = look();
      el.blur();
      const unfocused = look();
      el.focus();
      const ringed = focused.some(
        (f, i) =>
          (f.outline !== '' && f.outline !== unfocused[i]!.outline) ||
          (f.shadow !== 'none' && f.shadow !== unfocused[i]!.shadow),
      );
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      return { ringed, name: `${el.tagName.toLowerCase()} "${name}"` };
    });
    if (stop && !stop.ringed) missing.push(stop.name);
  }
  return missing;
}

describe('the map by keyboard alone', () => {
  /** Where the basemap's area names are on screen: fixed points of the island, never grouped. */
  const areaNames = (page: Page) =>
    page.locator('.ag-area-name').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left, y: r.top };
      }),
    );
  /** The on-screen distance between two area names: it doubles with each zoom level in. */
  const scale = async (page: Page) => {
    const [a, b] = await areaNames(page);
    return Math.hypot(a!.x - b!.x, a!.y - b!.y);
  };
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return {
        kind: el.classList.contains('leaflet-container')
          ? 'map'
          : el.classList.contains('ag-cluster-icon')
            ? 'cluster'
            : el.classList.contains('ag-pin-icon')
              ? 'pin'
              : el.tagName.toLowerCase(),
        role: el.getAttribute('role'),
        name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
        ids: (el.dataset.placeIds ?? '').split(' ').filter(Boolean),
      };
    });
  /** Presses Tab until the focus is on a `kind` stop; fails after `max` presses. */
  async function tabTo(page: Page, kind: string, max = 60) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now.kind === kind) return now;
    }
    throw new Error(`no ${kind} within ${max} presses of Tab`);
  }
  const near = (value: number, expected: number) => Math.abs(value - expected) <= 2;

  it('pans with the arrows, zooms with + and −, and opens clusters and places with Enter', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/map');
    const map = page.locator('.ag-map').first();
    await expect.poll(() => placesDrawn(page)).toBe(41);
    await expect.poll(() => mapSettled(map)).toBe(true);

    const onMap = await tabTo(page, 'map');
    expect(onMap).toMatchObject({ role: 'group', name: 'Map' });
    expect(await page.getByText('Arrow keys move the map').isVisible()).toBe(true);

    const [before] = await areaNames(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => near((await areaNames(page))[0]!.x, before!.x - 80)).toBe(true);
    // Leaflet takes no key while it still moves the map: the next key waits for it to stop.
    await expect.poll(() => mapSettled(map)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => near((await areaNames(page))[0]!.y, before!.y - 80)).toBe(true);
    await expect.poll(() => mapSettled(map)).toBe(true);

    const wide = await scale(page);
    await page.keyboard.press('+');
    await expect.poll(async () => near(await scale(page), 2 * wide)).toBe(true);
    await expect.poll(() => mapSettled(map)).toBe(true);
    await page.keyboard.press('-');
    await expect.poll(async () => near(await scale(page), wide)).toBe(true);
    await expect.poll(() => mapSettled(map)).toBe(true);

    // A cluster is a button named by how many places it holds; Enter zooms in on them and focus
    // moves to the first of them drawn.
    const cluster = await tabTo(page, 'cluster');
    expect(cluster.role).toBe('button');
    expect(cluster.name).toMatch(/^Group of \d+ places/);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await scale(page)) >= 2 * wide - 2).toBe(true);
    await expect
      .poll(async () => {
        const now = await focused(page);
        return now.ids.length < cluster.ids.length && cluster.ids.includes(now.ids[0] ?? '');
      })
      .toBe(true);

    // A place's pin is a button named after it; Enter opens its card with focus on its link, Escape
    // closes it and gives focus back to the pin, and the link opens the place's page.
    const pin = await tabTo(page, 'pin');
    expect(pin.role).toBe('button');
    expect(pin.name).not.toBe('');
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await expect.poll(() => popup.textContent()).toContain(pin.name.split(' (live update')[0]);
    await expect.poll(async () => (await focused(page)).name).toMatch(/^View details/);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    expect(await focused(page)).toMatchObject({ kind: 'pin', ids: pin.ids });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toMatch(/^View details/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/establishment/${pin.ids[0]}`);
    await context.close();
  });
});
