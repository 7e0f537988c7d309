import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, belizeDay } from '../src/domain/dates';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { signInAdmin } from '../test/auth-helpers';
import { checkedWidths, type E2E, keepScreenshot, phone, startE2E } from './support';

let e2e: E2E;
let stay: number;

beforeAll(async () => {
  e2e = await startE2E();
  stay = await establishmentIdByName(e2e.server.database.db, "Ramon's Village Resort");
});
afterAll(() => e2e?.close());

const LONG_WORD = 'Q'.repeat(300);
const LONG_LINK = `https://example.bz/${'deep/'.repeat(30)}page`;

/** A 500-character update and an evening event with a 300-letter word and a long link, at the stay. */
async function hostileContent() {
  const { app } = e2e.server;
  const admin = await signInAdmin(app);
  const today = belizeDay(new Date());
  const writes = [
    {
      url: '/api/status-updates',
      payload: {
        establishmentId: stay,
        message: `${LONG_WORD} ${'Rooms ready. '.repeat(15)}`.slice(0, 500),
        type: 'announcement',
      },
    },
    {
      url: `/api/establishments/${stay}/events`,
      payload: {
        title: `Beach ${LONG_WORD.slice(0, 110)}`,
        description: `${LONG_WORD} ${LONG_LINK}`,
        start: `${today}T19:30`,
        end: `${addDays(today, 1)}T02:00`,
      },
    },
  ];
  for (const { url, payload } of writes) {
    const res = await app.inject({ method: 'POST', url, headers: admin.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** Every request for a script whose file name starts with `name` fails, as on a dropped signal. */
async function dropScripts(page: Page, name: string) {
  const pattern = new RegExp(`/assets/${name}-[^/]*\\.js$`);
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

describe('a phone on a weak signal', () => {
  it('a page whose code does not arrive says so inside the guide, and Retry brings it once the signal is back', async () => {
    const { page } = await e2e.newPage(phone(375));
    await page.goto('/');
    const restore = await dropScripts(page, 'EventsPage');
    await page.getByRole('contentinfo').getByRole('link', { name: "What's on" }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'could not be downloaded' });
    await problem.waitFor();
    // The header stays, with its way back to the guide.
    expect(await page.getByRole('banner').getByRole('link', { name: /home/i }).isVisible()).toBe(true);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    await keepScreenshot(page, 'weak-signal-page-failed-375');
    await restore();
    await problem.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: "What's on" }).waitFor();
    expect(await problem.count()).toBe(0);

    // A part loaded on tap (the report form): only its place says so, the place's page stays.
    await page.goto(`/establishment/${stay}`);
    await dropScripts(page, 'ReportProblemForm');
    const trust = page.getByRole('region', { name: 'Is this right?' });
    await trust.getByRole('button', { name: 'Report a problem' }).click();
    await trust.getByRole('alert').filter({ hasText: 'could not be downloaded' }).waitFor();
    await keepScreenshot(trust, 'weak-signal-part-failed-375');
    expect(await page.getByRole('heading', { level: 1, name: "Ramon's Village Resort" }).isVisible()).toBe(
      true,
    );
  });

  it('the Spanish guide says it in Spanish', async () => {
    // A Spanish-speaking browser: no offer of the English guide over the footer.
    const { page } = await e2e.newPage({ ...phone(375), locale: 'es-ES' });
    await page.goto('/es');
    await dropScripts(page, 'EventsPage');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Qué hay' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'No se pudo descargar' });
    await problem.waitFor();
    expect(await problem.getByRole('button', { name: 'Reintentar' }).isVisible()).toBe(true);
  });

  it('"Request to book" tapped on a slow phone before the page is ready opens the form once it is', async () => {
    const { page, context } = await e2e.newPage(phone(375));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The app's code arrives only after the tap: the slowest phone's order of things, every time.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/app-[^/]*\.js$/, async (route: Route) => {
      await tapped;
      await route.continue();
    });
    // Not page.goto: it waits for the app (e2e/support.ts), and the tap must come before it.
    await page.mainFrame().goto(`/establishment/${stay}`, { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Request to book' });
    await button.click();
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    // The tap was noticed: the button says it is getting ready.
    expect(await button.getAttribute('aria-busy')).toBe('true');
    release();
    await page.getByRole('form', { name: /Request to book/ }).waitFor({ timeout: 15_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  it("a toast raised when its viewport's code cannot arrive still shows, as plain text, and says it aloud", async () => {
    const { page, context } = await e2e.newPage(phone(375));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/toaster-/.test(r.url())) asked.push(r.url());
    });
    await page.goto(`/establishment/${stay}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.interactive)).toBe('true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Saved' }).count()).toBe(1);
    await page.getByRole('link', { name: /^My trip/ }).click();
    await page.getByRole('button', { name: 'Share trip' }).click();
    await expect.poll(() => page.getByTestId('shared-link').isVisible()).toBe(true);
    // No toast yet, so the toasts' code has not been downloaded.
    expect(asked).toEqual([]);

    await dropScripts(page, 'toaster');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Link copied' }).isVisible())
      .toBe(true);
    expect(asked.length).toBeGreaterThan(0);
  });

  it('the changed pages hold hostile content on a 320 px phone (and 375 px with pictures to look at)', async () => {
    await hostileContent();
    for (const width of checkedWidths()) {
      const { page, context } = await e2e.newPage(phone(width));
      for (const [path, name, shown] of [
        ['/', 'landing', /on the island/],
        ['/events', 'whats-on', /^(Tonight|Today)$/],
        [`/establishment/${stay}`, 'stay', /^Request to book$/],
      ] as const) {
        await page.goto(path);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        // Every header control inside the screen, 'Sign in' last.
        const signIn = await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).boundingBox();
        expect((signIn?.x ?? 0) + (signIn?.width ?? 0), `header at ${width} px`).toBeLessThanOrEqual(width);
        await keepScreenshot(page, `weak-signal-${name}-top-${width}`);
        await page.getByRole('heading', { name: shown }).first().scrollIntoViewIfNeeded();
        await keepScreenshot(page, `weak-signal-${name}-${width}`);
      }
      // A trip's day with its 'Show map' and 'Remove day', each on one line.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('link', { name: /^My trip/ }).click();
      await page.getByRole('button', { name: 'Add a day' }).click();
      await page.getByLabel(/^Day for Ramon/).selectOption('1');
      const day = page.getByRole('region', { name: /^Day 1\b/ });
      for (const name of [/^Show map/, /^Remove Day 1/]) {
        const box = await day.getByRole('button', { name }).boundingBox();
        expect(box?.height, `${name} at ${width} px`).toBeLessThanOrEqual(40);
      }
      await day.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `weak-signal-trip-day-${width}`);
      await dropScripts(page, 'SearchPage');
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await page.getByRole('banner').getByRole('searchbox').fill(LONG_WORD);
      await page.getByRole('banner').getByRole('searchbox').press('Enter');
      await page.getByRole('alert').filter({ hasText: 'could not be downloaded' }).waitFor();
      await keepScreenshot(page, `weak-signal-search-failed-${width}`);
      await context.close();
    }
  });
});
