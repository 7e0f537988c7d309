import { HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { createTestApp, type TestApp } from './test-app';

/**
 * The server-rendered pages as an outside HTML checker reads them (html-validate's accessibility
 * rules): every label names one control, every form can be submitted without the keyboard, every
 * button has a name. npm test builds the web app and its server-rendering bundle first.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:a11y'],
  rules: {
    // ARIA lets a list carry a name ("Live updates"), which screen readers announce with it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});

let ctx: TestApp;
let place: Establishment;
beforeAll(async () => {
  ctx = await createTestApp();
  place = (await ctx.app.inject({ url: '/api/establishments?categoryId=1' })).json()[0];
});
afterAll(() => ctx.close());

const problems = async (url: string) => {
  const page = await ctx.app.inject({ url });
  expect(page.statusCode, url).toBe(200);
  const report = await validator.validateString(page.body);
  return report.results.flatMap((r) => r.messages).map((m: Message) => `${m.ruleId}: ${m.message}`);
};

describe('public pages read by an HTML checker', () => {
  it.each([
    '/',
    '/es',
    '/restaurants-bars',
    '/es/restaurants-bars',
    '/events',
    '/search?q=reef',
    '/map',
    '/trip',
    '/signin',
  ])('%s has no accessibility errors', async (url) => {
    expect(await problems(url)).toEqual([]);
  });

  it("a place's page has none either, in both languages", async () => {
    for (const url of [`/establishment/${place.id}`, `/es/establishment/${place.id}`])
      expect(await problems(url), url).toEqual([]);
  });

  it("the header's search can be sent with a button named in the page's language", async () => {
    for (const [url, name] of [
      ['/', 'Show results'],
      ['/es', 'Ver resultados'],
    ]) {
      const body = (await ctx.app.inject({ url })).body;
      const form = /<search[^>]*>\s*<form[^>]*>[\s\S]*?<\/form>/.exec(body)?.[0] ?? '';
      expect(form, url).toMatch(new RegExp(`<button type="submit"[^>]*aria-label="${name}"`));
    }
  });
});
