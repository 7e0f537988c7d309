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
    expect(head.ogImage).toBe(`${base}/api/establishments/${href.split('/').pop()}/og-image`);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.ldTypes).toEqual(['Restaurant']);
    expect(head.description).not.toBe('');
    expect(errors).toEqual([]);
  });
});
