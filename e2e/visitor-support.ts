import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import * as t from '../src/server/db/schema';
import { sortEstablishments } from '../test/reference-order';
import { type E2E, startE2E } from './support';

const WHATSAPP = '+501 610-1234';

export const findByName = (all: Establishment[], name: string) => {
  const found = all.find((e) => e.name === name);
  if (!found) throw new Error(`seed has no ${name}`);
  return found;
};

/** The app on the seed catalogue, with the whole catalogue as the API lists it. */
export async function startVisitorE2E(): Promise<{ e2e: E2E; all: Establishment[] }> {
  const e2e = await startE2E();
  const all: Establishment[] = await (await fetch(`${e2e.baseUrl}/api/establishments`)).json();
  // The seed has no phone numbers: give one restaurant a WhatsApp number and a phone.
  await e2e.server.database.db
    .update(t.establishments)
    .set({ whatsapp: WHATSAPP, phone: '2262176' })
    .where(eq(t.establishments.id, findByName(all, "Elvi's Kitchen").id));
  await e2e.server.app.changes.recordOutsideWrite(null);
  return { e2e, all };
}

export const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
export const countText = (page: Page) => page.getByText(/^\d+ establishments? found$/).textContent();
/** What the list's count says of `n` places: "1 establishment found", "3 establishments found". */
export const foundText = (n: number) => `${n} establishment${n === 1 ? '' : 's'} found`;
export const sortedNames = (list: Establishment[], key: 'name' | 'area') =>
  sortEstablishments(list, key).map((e) => e.name);

/** The list requests the browser makes from now on (API paths with their query strings). */
export function listRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/establishments') urls.push(url.pathname + url.search);
  });
  return urls;
}

/** The list URLs a server-rendered page was rendered from (its dehydrated queries' URLs), if any. */
export async function renderedListUrls(page: Page): Promise<string[]> {
  const json = await page.evaluate(() => document.getElementById('ssr-data')?.textContent ?? null);
  if (!json) return [];
  const payload = JSON.parse(json) as { queries: { queries: { meta?: { url?: string } }[] } };
  return payload.queries.queries
    .map((q) => String(q.meta?.url))
    .filter((url) => url.startsWith('/api/establishments?') || url === '/api/establishments');
}
