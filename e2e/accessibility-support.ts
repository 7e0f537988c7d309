import type { BrowserContext, BrowserContextOptions, ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, belizeDay } from '../src/domain/dates';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUp, signUpVerifiedOwner, submitClaim } from '../test/auth-helpers';
import { addSession, type E2E, postAlert, startE2E, wcagViolations } from './support';

/**
 * Every page a visitor, an owner or the admin can reach, checked by axe-core against WCAG 2.2 A/AA at
 * a 375 px phone and on a desktop (accessibility-<part>-<viewport>.e2e.ts). One context per viewport, reused page after page: a fresh context
 * per page would cost more than the check itself on CI's busy machine.
 */

let e2e: E2E;
let stay: number;
let owner: Actor;
let admin: Actor;

async function startAccessibilityE2E() {
  e2e = await startE2E();
  const { app } = e2e.server;
  stay = await establishmentIdByName(e2e.server.database.db, "Ramon's Village Resort");
  admin = await signInAdmin(app);
  owner = await signUpVerifiedOwner(app, admin, stay);
  // What makes the pages fullest: a live update (badges, the live section), an island alert and a
  // claim waiting for the admin.
  const posted = await app.inject({
    method: 'POST',
    url: '/api/status-updates',
    headers: owner.headers,
    payload: { establishmentId: stay, message: 'Happy hour on the dock until 7 pm', type: 'special' },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  await postAlert(e2e.server, admin, 'The Saturday market moves to the town square this week.');
  // A weekly evening from tonight (under way after midnight too), its text long enough to fold: what's
  // on, the landing's tonight, the place's upcoming events and the map's marks.
  const today = belizeDay(new Date());
  const event = await app.inject({
    method: 'POST',
    url: `/api/establishments/${stay}/events`,
    headers: owner.headers,
    payload: {
      title: 'Fire dancers on the beach',
      description: 'Fire dancers and drummers on the sand after sunset. '.repeat(5).trim(),
      start: `${today}T19:30`,
      end: `${addDays(today, 1)}T02:00`,
      repeat: { frequency: 'weekly', until: addDays(today, 21) },
    },
  });
  expect(event.statusCode, event.body).toBe(201);
  await submitClaim(
    app,
    await signUp(app),
    await establishmentIdByName(e2e.server.database.db, "Elvi's Kitchen"),
  );
}

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

/**
 * What the page logs as an error or a warning, and the times it asks who the user is, from now on:
 * a sweep also finds a page that complains in the console, or a signed-out page that asks for a
 * user it cannot have (other hosts, such as map tiles, are blocked by the harness, not the app).
 */
function watchConsole(page: Page) {
  const said: string[] = [];
  const userAsked: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (/ERR_NAME_NOT_RESOLVED/.test(msg.text())) return;
    // The browser's own line for the document's status: the 404 page is meant to answer 404.
    if (msg.text().startsWith('Failed to load resource') && msg.location().url === page.url()) return;
    if (msg.type() === 'error' || msg.type() === 'warning') said.push(`${msg.type()}: ${msg.text()}`);
  };
  const onError = (err: Error) => said.push(`pageerror: ${err.message}`);
  const onRequest = (r: Request) => {
    if (new URL(r.url()).pathname === '/api/auth/user') userAsked.push(`asked for the user: ${r.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  return {
    heard: () => ({ said: said.splice(0), userAsked: userAsked.splice(0) }),
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
      page.off('request', onRequest);
    },
  };
}

/**
 * Opens each path in turn and gathers, by path, what axe finds, what the page logs and (signed out)
 * whether it asks for the user: an empty record is a clean sweep.
 */
async function sweep(page: Page, paths: readonly string[], { signedOut }: { signedOut: boolean }) {
  const found: Record<string, string[]> = {};
  const watch = watchConsole(page);
  for (const path of paths) {
    watch.heard();
    // goto waits until the app has taken the page over (data-interactive on <html>, e2e/support.ts).
    await page.goto(path);
    await settled(page);
    const problems = await wcagViolations(page);
    // What loads late (a part seen, the map's chunk) has loaded and said what it says.
    await page.waitForLoadState('networkidle');
    const { said, userAsked } = watch.heard();
    problems.push(...said, ...(signedOut ? userAsked : []));
    if (problems.length > 0) found[path] = problems;
  }
  watch.stop();
  return found;
}

const PUBLIC = (detail: number) => [
  '/',
  '/restaurants-bars',
  '/category/1',
  `/establishment/${detail}`,
  '/map',
  '/search?q=beach',
  '/events',
  '/trip',
  '/no-such-page',
  '/es',
  '/es/restaurants-bars',
  `/es/establishment/${detail}`,
  '/es/events',
  '/es/map',
  '/es/trip',
];
const SIGNED_OUT_PORTAL = ['/business', '/business?tab=claim', '/claim', '/signin', '/forgot-password'];
const DASHBOARD_TABS = [
  'overview',
  'details',
  'logo',
  'photos',
  'updates',
  'events',
  'visitors',
  'bookings',
  'insights',
];
const ADMIN_TABS = ['review', 'reports', 'establishments', 'alerts', 'insights', 'import', 'history'];

/** Which pages a sweep file checks: what a visitor reaches, or the owners' portal and the admin. */
export type WcagPart = 'visitor' | 'portal';

/**
 * One part of the sweep at one viewport, on a server of its own with the pages at their fullest (a live
 * update, an island alert, a claim waiting): one file per part and viewport, so no file is long enough
 * to hold the other journeys' workers up at the end of a run.
 */
export function describeWcag(name: string, options: BrowserContextOptions, part: WcagPart) {
  beforeAll(startAccessibilityE2E);
  afterAll(() => e2e?.close());
  describe(`WCAG 2.2 AA on a ${name}: the ${part === 'visitor' ? "visitor's" : "portal's and admin's"} pages`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await e2e.newPage(options));
    });
    const as = async (actor: Actor | null) => {
      await context.clearCookies();
      if (actor) await addSession(context, e2e.baseUrl, actor.headers.cookie);
    };

    if (part === 'visitor') {
      it('every public page, in English and Spanish, signed out (and none logs a warning or asks for the user)', async () => {
        await as(null);
        expect(await sweep(page, PUBLIC(stay), { signedOut: true })).toEqual({});
      });

      it("shows where the keyboard is on the landing's and a place's first 20 stops", async () => {
        await as(null);
        for (const path of ['/', `/establishment/${stay}`]) {
          await page.goto(path);
          await settled(page);
          expect(await stopsWithoutRing(page, 20), path).toEqual([]);
        }
      });
      return;
    }

    it("the owners' portal signed out, and the owner's dashboard tabs and account", async () => {
      await as(null);
      expect(await sweep(page, SIGNED_OUT_PORTAL, { signedOut: true })).toEqual({});
      await as(owner);
      const dashboard = DASHBOARD_TABS.map((tab) => `/business/dashboard?tab=${tab}`);
      expect(await sweep(page, ['/business/home', ...dashboard, '/account'], { signedOut: false })).toEqual(
        {},
      );
    });

    it("the admin's tabs", async () => {
      await as(admin);
      expect(
        await sweep(
          page,
          ADMIN_TABS.map((tab) => `/admin?tab=${tab}`),
          { signedOut: false },
        ),
      ).toEqual({});
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
