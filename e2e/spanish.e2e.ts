import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/domain/constants';
import { addDays, belizeDay } from '../src/domain/dates';
import type { Establishment } from '../src/domain/schemas/catalog';
import { signInAdmin } from '../test/auth-helpers';
import { type E2E, expectAccessible } from './support';
import { findByName, startVisitorE2E, visible } from './visitor-support';

let e2e: E2E;
let all: Establishment[];

beforeAll(async () => {
  ({ e2e, all } = await startVisitorE2E());
  // The seed has no opening hours: give the resort's desk some, as an admin would.
  const { app } = e2e.server;
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/establishments/${findByName(all, "Ramon's Village Resort").id}`,
    headers: (await signInAdmin(app)).headers,
    payload: { openingHours: 'Mo-Su 06:30-21:30' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => e2e?.close());

const CATALOGUES = path.resolve(import.meta.dirname, '../src/web/i18n/catalogues');
const messages = (locale: string): string[] =>
  readdirSync(path.join(CATALOGUES, locale)).flatMap((f) =>
    Object.values(
      JSON.parse(readFileSync(path.join(CATALOGUES, locale, f), 'utf8')) as Record<string, string>,
    ),
  );

/**
 * The words of the English catalogue a reader would recognise as English: each message's literal parts
 * (between its {arguments}, tags and plural forms), less any that a Spanish message also uses
 * (a brand, "WhatsApp", "Email").
 */
function englishPhrases(): string[] {
  const spanish = messages('es').join('\n');
  const parts = messages('en').flatMap((m) =>
    m
      .replace(/\{[^{}]*\{([^{}]*)\}[^{}]*\}/g, '\n$1\n')
      .replace(/<\/?\w+\/?>|\{[^{}]*\}|#/g, '\n')
      .split('\n'),
  );
  const phrases = parts
    .map((p) => p.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ''))
    .filter((p) => /\p{L}{2}/u.test(p));
  return [...new Set(phrases)].filter(
    (p) => !new RegExp(`(?<![\\p{L}])${escapeRegExp(p)}(?![\\p{L}])`, 'u').test(spanish),
  );
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the page says in its interface: its visible text, title and the labels a screen reader reads,
 * less the owners' own texts and names (every string of the API replies the page read), which stay as
 * written.
 */
async function interfaceText(page: Page, data: Set<string>): Promise<string> {
  // A server-rendered page brought its data with it rather than asking the API.
  const rendered = await page.evaluate(() => document.getElementById('ssr-data')?.textContent ?? 'null');
  walkStrings(JSON.parse(rendered), data);
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].map(
      (el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? '').join('\n'),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    // biome-ignore lint/performance/useDomNodeTextContent: what shows, as a reader sees it (not hidden text)
    return [document.title, description, document.body.innerText, ...labels].join('\n');
  });
  let rest = text;
  for (const s of [...data].sort((a, b) => b.length - a.length))
    if (s.length > 1) rest = rest.split(s).join('\n');
  // An owner's text cut short for a summary ("Long-running beachfront resort of…") is still theirs.
  const strings = [...data];
  const cutFromData = (line: string) =>
    line.endsWith('…') && strings.some((s) => s.startsWith(line.slice(0, -1).trim()));
  return rest
    .split('\n')
    .filter((line) => !cutFromData(line.trim()))
    .join('\n');
}

function walkStrings(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) walkStrings(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) walkStrings(v, into);
}

/**
 * Every string value in the API replies the page receives (the owners' and the catalogue's data);
 * `settled` resolves once every reply so far has been read.
 */
function collectData(page: Page): { data: Set<string>; settled: () => Promise<unknown> } {
  const data = new Set<string>();
  const reading: Promise<void>[] = [];
  page.on('response', (res) => {
    if (!new URL(res.url()).pathname.startsWith('/api/')) return;
    if (!res.headers()['content-type']?.includes('json')) return;
    reading.push(
      res.json().then(
        (json) => walkStrings(json, data),
        () => {},
      ),
    );
  });
  return { data, settled: () => Promise.all(reading) };
}

const englishIn = (text: string, phrases: string[]) =>
  phrases.filter((p) => new RegExp(`(?<![\\p{L}])${escapeRegExp(p)}(?![\\p{L}])`, 'u').test(text));

describe('the Spanish twin in Chromium', () => {
  it('every public page in Spanish shows no string of the English catalogue', async () => {
    const phrases = englishPhrases();
    expect(phrases.length).toBeGreaterThan(100);
    const stay = findByName(all, "Ramon's Village Resort");
    const restaurant = findByName(all, "Elvi's Kitchen");
    const pages = [
      '/es',
      ...CATEGORIES.map((c) => `/es/${c.slug}`),
      '/es/category/1',
      `/es/establishment/${stay.id}`,
      `/es/establishment/${restaurant.id}`,
      '/es/map',
      '/es/search?q=dive',
      '/es/search?q=zzzzqqq',
      '/es/events',
      '/es/no-such-page',
    ];
    // What's on with a weekly evening from tonight: its times, days and repeat line in Spanish.
    const today = belizeDay(new Date());
    const event = await e2e.server.app.inject({
      method: 'POST',
      url: `/api/establishments/${restaurant.id}/events`,
      headers: (await signInAdmin(e2e.server.app)).headers,
      payload: {
        title: 'Noche de trivia',
        start: `${today}T19:30`,
        end: `${addDays(today, 1)}T01:00`,
        repeat: { frequency: 'weekly', days: ['MO', 'WE', 'FR'], until: addDays(today, 21) },
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    // A Spanish-speaking reader's browser (an English one would be offered English, in English).
    const { page, errors } = await e2e.newPage({ locale: 'es-MX', viewport: { width: 1280, height: 900 } });
    const { data, settled } = collectData(page);
    for (const url of pages) {
      await page.goto(url);
      await page.waitForSelector('html[data-interactive]');
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'lang'), url).toBe('es');
      await settled();
      expect(englishIn(await interfaceText(page, data), phrases), url).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('the switch goes to the twin of the page, keeps the language while navigating, and is remembered', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/restaurants-bars?area=4');
    await page.waitForSelector('html[data-interactive]');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect.poll(() => page.url()).toBe(`${e2e.baseUrl}/es/restaurants-bars?area=4`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
    await visible(page, 'Restaurantes y bares');
    // Links inside a Spanish page stay Spanish.
    await page.locator('article h3 a').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/es\/establishment\/\d+$/);
    // Remembered: the home page brings the reader back to Spanish.
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es');
    await page.waitForSelector('html[data-interactive]');
    await page.getByRole('link', { name: 'English' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  it('a first visit from a Spanish-speaking browser is offered Spanish, once', async () => {
    const { page, errors } = await e2e.newPage({ locale: 'es-MX', viewport: { width: 375, height: 800 } });
    await page.goto('/pharmacy');
    const offer = page.getByRole('complementary', { name: 'Idioma' });
    await offer.getByText('Esta guía también está en español.').waitFor();
    await expectAccessible(page, 'the language offer');
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await page.reload();
    await page.waitForSelector('html[data-interactive]');
    expect(await offer.count()).toBe(0);

    const { page: other } = await e2e.newPage({ locale: 'es-MX' });
    await other.goto('/');
    await other.getByRole('link', { name: 'Leer en español' }).click();
    await expect.poll(() => new URL(other.url()).pathname).toBe('/es');
    await other.goto('/');
    expect(new URL(other.url()).pathname).toBe('/es');
    // An English-speaking browser is offered nothing.
    const { page: english } = await e2e.newPage({ locale: 'en-US' });
    await english.goto('/');
    await english.waitForSelector('html[data-interactive]');
    expect(await english.getByRole('complementary', { name: /Idioma|Language/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the Spanish 404 says so in Spanish, with status 404', async () => {
    const { page, errors } = await e2e.newPage();
    const res = await page.goto('/es/esta-pagina-no-existe');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    expect(await page.title()).toMatch(/^Página no encontrada/);
    expect(errors).toEqual([]);
  });

  it('hours, prices and getting-there times read as Spanish', async () => {
    const { page, errors } = await e2e.newPage({
      viewport: { width: 1280, height: 900 },
      geolocation: { latitude: 17.9214, longitude: -87.9611 },
      permissions: ['geolocation'],
    });
    const stay = findByName(all, "Ramon's Village Resort");
    await page.goto(`/es/establishment/${stay.id}`);
    await page.waitForSelector('html[data-interactive]');
    // Whatever the hour: "Abierto ahora · cierra a las 21:30" or "Cerrado · abre mañana a las 6:30".
    await visible(page, /Abierto ahora · cierra |Cerrado( hoy)? · abre /);
    // biome-ignore lint/performance/useDomNodeTextContent: what shows, as a reader sees it
    const body = () => page.locator('main').innerText();
    // The 24-hour clock ("cierra a las 21:30", "Lunes 6:30–21:30"), no English day or time words.
    expect(await body()).toMatch(/21:30/);
    expect(await body()).toMatch(/Lunes/);
    expect(await body()).not.toMatch(/\b(am|pm|Monday|Open now|Closed now)\b/i);
    await visible(page, /US\$[\d.,]+ \/ BZ\$[\d.,]+/);
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await visible(page, /\d+ (h \d+ )?min a pie/);
    await visible(page, /en línea recta/);
    expect(errors).toEqual([]);
  });
});
