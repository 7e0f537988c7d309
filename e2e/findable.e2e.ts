import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** What a crawler or a link preview reads of the head as it is now. */
const headNow = (page: Page) =>
  page.evaluate(() => {
    const meta = (key: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content;
    const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    return {
      title: document.title,
      canonicals: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map(
        (l) => l.href,
      ),
      description: meta('description'),
      ogUrl: meta('og:url'),
      ogTitle: meta('og:title'),
      ogImage: meta('og:image'),
      twitterCard: meta('twitter:card'),
      ldTypes: ld.map((s) =>
        [JSON.parse(s.textContent ?? 'null')]
          .flat()
          .map((d) => d['@type'])
          .join(','),
      ),
    };
  });

describe('share tags follow client navigation', () => {
  it('title, canonical, Open Graph and JSON-LD change from the landing to a category and a place', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/');
    const base = e2e.baseUrl;
    let head = await headNow(page);
    expect(head.canonicals).toEqual([`${base}/`]);
    expect(head.ldTypes).toEqual(['WebSite,Organization']);

    // Client navigation (no new document): the landing's collection link to a category.
    await page.locator('a[href="/restaurants-bars"]').first().click();
    await page.waitForFunction(() => document.title.startsWith('Restaurants & Bars'));
    await page.locator('a[href^="/establishment/"]').first().waitFor();
    head = await headNow(page);
    expect(head.canonicals).toEqual([`${base}/restaurants-bars`]);
    expect(head.ogUrl).toBe(`${base}/restaurants-bars`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ldTypes).toEqual(['ItemList']);

    const link = page.locator('a[href^="/establishment/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.locator('h1').waitFor();
    await page.waitForFunction(
      (path) => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href.endsWith(path),
      href,
    );
    head = await headNow(page);
    const name = (await page.locator('h1').textContent())?.trim() ?? '';
    expect(head.title).toContain(name);
    expect(head.canonicals).toEqual([`${base}${href}`]);
    expect(head.ogImage).toBe(`${base}/images/establishments/${href.split('/').pop()}/og-image.png`);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.ldTypes).toEqual(['Restaurant']);
    expect(head.description).not.toBe('');
    expect(errors).toEqual([]);
  });

  it('the map, rendered in the browser, has its own head in the page the server sends and after client navigation', async () => {
    const base = e2e.baseUrl;
    const MAP_TITLE = 'Interactive Map · Ambergris Guide';
    // Without JavaScript: what a crawler or a link preview reads is the page the server sent.
    const raw = await e2e.newPage({ javaScriptEnabled: false });
    await raw.page.goto('/map?category=1');
    const sent = await headNow(raw.page);
    expect(sent.title).toBe(MAP_TITLE);
    expect(sent.canonicals).toEqual([`${base}/map`]);
    expect(sent.ogUrl).toBe(`${base}/map`);
    expect(sent.ogTitle).toBe(MAP_TITLE);
    expect(sent.ogImage).toBe(`${base}/og-image.png`);
    expect(sent.twitterCard).toBe('summary_large_image');
    expect(sent.description).toMatch(/on one map/);

    // With it: the app starts on the map and keeps the same head.
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/map');
    expect(await headNow(page)).toEqual(sent);

    // Client navigation: to the search page (rendered by the server when visited first) and back.
    const search = page.getByRole('searchbox', { name: 'Search the guide' });
    await search.fill('lobster');
    await search.press('Enter');
    await page.waitForFunction(() => document.title.startsWith('Search: lobster'));
    let head = await headNow(page);
    expect(head.canonicals).toEqual([`${base}/search?q=lobster`]);
    expect(head.ogUrl).toBe(`${base}/search?q=lobster`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.description).toContain('lobster');
    expect(head.twitterCard).toBe('summary_large_image');

    await page.goBack();
    await page.waitForFunction((title) => document.title === title, MAP_TITLE);
    head = await headNow(page);
    expect(head.canonicals).toEqual([`${base}/map`]);
    expect(head.description).toBe(sent.description);
    expect(head.ldTypes).toEqual([]);

    // From the landing (whose JSON-LD the map must not keep) by the header's Map link.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' }).click();
    await page.waitForFunction((title) => document.title === title, MAP_TITLE);
    head = await headNow(page);
    expect(head.canonicals).toEqual([`${base}/map`]);
    expect(head.ogUrl).toBe(`${base}/map`);
    expect(head.ldTypes).toEqual([]);
    expect(errors).toEqual([]);
  });
});
