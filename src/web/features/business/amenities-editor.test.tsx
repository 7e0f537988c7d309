import { compileMessage } from '@lingui/message-utils/compileMessage';
import { QueryClientProvider } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { act, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amenitiesOffered } from '../../../domain/amenities';
import { AMENITY_GROUPS } from '../../../domain/amenity-display';
import { CATEGORY_IDS } from '../../../domain/constants';
import type { Locale } from '../../../domain/locale';
import type { Establishment } from '../../../domain/schemas/catalog';
import { currentUserQuery } from '../../api/auth';
import { setApiTransport } from '../../api/fetcher';
import { queryClient } from '../../api/query-client';
import { i18nOf, LocaleProvider, loadCatalogue, loadSections } from '../../i18n';
import { AmenitiesEditor } from './AmenitiesEditor';
import { answersOf, changedAnswers, offeredByGroup } from './amenity-answers';

/** A restaurant that says it has a wheelchair entrance and takes no cards; nothing else is known. */
const grill = {
  id: 12,
  name: 'Blue Water Grill',
  categoryId: CATEGORY_IDS.restaurants,
  attributes: { wheelchairEntrance: true, creditCards: false },
} as Establishment;

describe("the amenities editor's answers", () => {
  it('ask each category what it offers, grouped in the place page’s order', () => {
    const groups = offeredByGroup(CATEGORY_IDS.restaurants);
    expect(groups.map((g) => g.group)).toEqual(['access', 'payment', 'food', 'place']);
    expect(groups.flatMap((g) => g.keys).sort()).toEqual(amenitiesOffered(CATEGORY_IDS.restaurants).sort());
    for (const { group, keys } of groups)
      for (const key of keys) expect(AMENITY_GROUPS[group]).toContain(key);
    // A pharmacy is not asked about food it does not serve, nor about a pool.
    const pharmacy = offeredByGroup(CATEGORY_IDS.pharmacy).flatMap((g) => g.keys);
    expect(pharmacy).not.toContain('vegetarian');
    expect(pharmacy).not.toContain('pool');
  });

  it('are yes, no or not sure (not known), and only the changed ones are sent, not sure as null', () => {
    const before = answersOf(grill.attributes, grill.categoryId);
    expect(before).toMatchObject({ wheelchairEntrance: 'yes', creditCards: 'no', cashOnly: 'unknown' });
    expect(Object.keys(before).sort()).toEqual(amenitiesOffered(grill.categoryId).sort());
    expect(changedAnswers(before, before)).toEqual({});
    expect(
      changedAnswers(before, {
        ...before,
        wheelchairEntrance: 'unknown',
        creditCards: 'yes',
        cashOnly: 'no',
      }),
    ).toEqual({ wheelchairEntrance: null, creditCards: true, cashOnly: false });
  });
});

// A browser's globals for React's client renderer, as long as these tests run (as ui/form.test.tsx).
const dom = new JSDOM('<!doctype html><body></body>', { pretendToBeVisual: true });
const globals = [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'Element',
  'Node',
  'requestAnimationFrame',
];
const saved = new Map<string, PropertyDescriptor | undefined>();
let createRoot: typeof import('react-dom/client').createRoot;
/** The requests the editor sent, answered as the server does. */
const sent: { url: string; method?: string; body: unknown }[] = [];

beforeAll(async () => {
  for (const locale of ['en', 'es'] as const) {
    await loadCatalogue(locale);
    i18nOf(locale).setMessagesCompiler(compileMessage);
    await loadSections(locale, ['portal']);
  }
  for (const name of globals) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    const value = name === 'window' ? dom.window : (dom.window as unknown as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  ({ createRoot } = await import('react-dom/client'));
  // The owner is signed in; the PATCH is answered with the place as it is then.
  queryClient.setQueryData(currentUserQuery().queryKey, { id: 5 } as never);
  setApiTransport(async (url, init) => {
    const body = JSON.parse(String(init.body)) as { attributes: Record<string, boolean | null> };
    sent.push({ url, method: init.method, body });
    return new Response(
      JSON.stringify({ ...grill, attributes: { ...grill.attributes, ...body.attributes } }),
      {
        headers: { 'content-type': 'application/json' },
      },
    );
  });
});
afterAll(() => {
  setApiTransport((url, init) => fetch(url, init));
  queryClient.clear();
  dom.window.close();
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

const inApp = (element: ReactElement, locale: Locale = 'en') => (
  <QueryClientProvider client={queryClient}>
    <LocaleProvider locale={locale}>{element}</LocaleProvider>
  </QueryClientProvider>
);

/** Renders as the server does and returns the document, to read what assistive technology reads. */
const renderStatic = (element: ReactElement, locale?: Locale) =>
  new JSDOM(`<body>${renderToStaticMarkup(inApp(element, locale))}</body>`).window.document;

/** The radio group named `words` (its fieldset's legend). */
const group = (doc: Document, words: string) =>
  [...doc.querySelectorAll('fieldset')].find(
    (f) => f.querySelector(':scope > legend')?.textContent === words,
  );
/** Each choice's words and whether it is chosen. */
const choices = (fieldset: Element | undefined) =>
  [...(fieldset?.querySelectorAll('label') ?? [])].map((l) => [
    l.textContent,
    (l.querySelector('input[type=radio]') as HTMLInputElement).checked,
  ]);

describe('the amenities editor', () => {
  it('asks each offered attribute as a named radio group of Yes, No and Not sure, under its group’s heading', () => {
    const doc = renderStatic(<AmenitiesEditor est={grill} />);
    expect(doc.querySelector('form')?.getAttribute('aria-label')).toBe(
      'Amenities & access of Blue Water Grill',
    );
    expect([...doc.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Access',
      'Payment',
      'Food & drink',
      'The place',
    ]);
    expect(choices(group(doc, 'Wheelchair-accessible entrance'))).toEqual([
      ['Yes', true],
      ['No', false],
      ['Not sure', false],
    ]);
    expect(choices(group(doc, 'Credit cards accepted'))).toEqual([
      ['Yes', false],
      ['No', true],
      ['Not sure', false],
    ]);
    // Not known is "Not sure", never "No".
    expect(choices(group(doc, 'Cash only'))).toEqual([
      ['Yes', false],
      ['No', false],
      ['Not sure', true],
    ]);
    // One group of radios per attribute: each radio's name is its attribute.
    const radios = [...doc.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios).toHaveLength(amenitiesOffered(grill.categoryId).length * 3);
    expect(new Set(group(doc, 'Cash only')?.querySelectorAll('input')).size).toBe(3);
    expect([...(group(doc, 'Cash only')?.querySelectorAll('input') ?? [])].map((i) => i.name)).toEqual([
      'cashOnly',
      'cashOnly',
      'cashOnly',
    ]);
    // Only what a restaurant is asked: no dive shop.
    expect(group(doc, 'Dive shop on site')).toBeUndefined();
    expect(doc.querySelector('button[type=submit]')?.textContent).toBe('Save amenities');
  });

  it('speaks the page’s language', () => {
    const doc = renderStatic(<AmenitiesEditor est={grill} />, 'es');
    expect(choices(group(doc, 'Entrada accesible en silla de ruedas'))).toEqual([
      ['Sí', true],
      ['No', false],
      ['No lo sé', false],
    ]);
    expect(doc.querySelector('h3')?.textContent).toBe('Acceso');
    expect(doc.querySelector('button[type=submit]')?.textContent).toBe('Guardar servicios');
  });

  it('sends only the answers changed, in one PATCH, and counts them until then', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(inApp(<AmenitiesEditor est={grill} />)));
    const choose = (words: string, answer: string) =>
      act(async () => {
        const label = [...(group(document, words)?.querySelectorAll('label') ?? [])].find(
          (l) => l.textContent === answer,
        );
        label?.querySelector('input')?.click();
      });
    const status = () => container.querySelector('[aria-live]')?.textContent;
    expect(status()).toBe('No changes yet');
    await choose('Cash only', 'No');
    await choose('Wheelchair-accessible entrance', 'Not sure');
    await choose('Credit cards accepted', 'Yes');
    // Changed back: not sent.
    await choose('Credit cards accepted', 'No');
    expect(status()).toBe('2 changes not saved yet');

    await act(async () => container.querySelector('form')?.requestSubmit());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toEqual([
      {
        url: `/api/establishments/${grill.id}`,
        method: 'PATCH',
        body: { attributes: { cashOnly: false, wheelchairEntrance: null } },
      },
    ]);
    // Saved: what was sent is now the place's.
    expect(status()).toBe('No changes yet');
    await act(() => root.unmount());
  });
});
