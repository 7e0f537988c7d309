import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale, PAGE_SECTIONS } from '../../domain/locale';
import { loadSections, type MessageKey, translate } from './i18n';

// The catalogues as translators edit them: one JSON file per section and language.
const dir = path.join(import.meta.dirname, 'catalogues');
const sections = (locale: Locale) =>
  readdirSync(path.join(dir, locale))
    .filter((f) => f.endsWith('.json'))
    .sort();
const read = (locale: Locale, file: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8'));
const catalogue = (locale: Locale) =>
  Object.assign({}, ...sections(locale).map((f) => read(locale, f))) as Record<string, string>;

/** What a message needs from its caller and how it varies: its arguments, plural cases and tags. */
interface Shape {
  args: Set<string>;
  plurals: Map<string, Set<string>>;
  tags: Set<string>;
}

function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Set(), plurals: new Map(), tags: new Set() };
  const visit = (tokens: Token[]) => {
    for (const t of tokens) {
      if (t.type === 'content') for (const m of t.value.matchAll(/<\/?(\w+)\s*\/?>/g)) shape.tags.add(m[1]);
      if (t.type === 'argument' || t.type === 'function') shape.args.add(t.arg);
      if (t.type === 'plural' || t.type === 'select' || t.type === 'selectordinal') {
        shape.args.add(t.arg);
        const cases = shape.plurals.get(t.arg) ?? new Set<string>();
        for (const c of t.cases) {
          if (t.type !== 'select') cases.add(c.key);
          visit(c.tokens);
        }
        if (t.type !== 'select') shape.plurals.set(t.arg, cases);
      }
    }
  };
  visit(parse(message));
  return shape;
}

/**
 * The plural forms each language's messages must give (CLDR, through Intl.PluralRules). Spanish's
 * `many` (exact millions: "un millón de fotos") falls back to `other`, as ICU does: the guide counts
 * nothing in millions.
 */
const requiredForms = (locale: Locale) =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories.filter((c) => c !== 'many');

describe('the message catalogues', () => {
  it('have the same section files and, in each, the same keys in both languages', () => {
    const [english, ...others] = LOCALES;
    for (const other of others) {
      expect(sections(other)).toEqual(sections(english));
      for (const file of sections(english))
        expect(Object.keys(read(other, file)).sort(), file).toEqual(Object.keys(read(english, file)).sort());
    }
  });

  it('name each key after its section file, so a key is found where it is used', () => {
    for (const file of sections('en')) {
      const section = file.replace(/\.json$/, '');
      for (const key of Object.keys(read('en', file))) expect(key.startsWith(`${section}.`), key).toBe(true);
    }
  });

  it('give every message the same arguments and tags in both languages, and each language its plural forms', () => {
    const english = catalogue('en');
    for (const locale of LOCALES) {
      const messages = catalogue(locale);
      for (const [key, message] of Object.entries(messages)) {
        expect(message.trim(), `${locale} ${key} is empty`).not.toBe('');
        const shape = shapeOf(message);
        const reference = shapeOf(english[key]);
        expect([...shape.args].sort(), `${locale} ${key}`).toEqual([...reference.args].sort());
        expect([...shape.tags].sort(), `${locale} ${key}`).toEqual([...reference.tags].sort());
        for (const [arg, cases] of shape.plurals)
          for (const form of requiredForms(locale))
            expect(cases.has(form), `${locale} ${key}: {${arg}} has no "${form}"`).toBe(true);
      }
    }
  });

  it('format every message with sample values in both languages, plurals per language', async () => {
    for (const locale of LOCALES) await loadSections(locale, PAGE_SECTIONS);
    for (const [key, message] of Object.entries(catalogue('en'))) {
      const values = Object.fromEntries([...shapeOf(message).args].map((a) => [a, 2]));
      for (const locale of LOCALES)
        expect(typeof translate(locale, key as MessageKey, values)).toBe('string');
    }
    // Plurals and numbers follow each language's rules.
    expect(translate('es', 'category.search.count', { count: 1 })).toBe('1 resultado');
    expect(translate('es', 'category.search.count', { count: 1500 })).toBe('1500 resultados');
    expect(translate('en', 'category.search.count', { count: 1 })).toBe('1 result');
    expect(translate('es', 'landing.collections.places', { count: 0 })).toMatch(/^0 /);
  });

  // A helper that is handed its caller's lookup (`t: Translate`) uses the sections its caller named.
  it('are asked for by every component that shows them: a file using a section names it in useT', () => {
    const keys = Object.keys(catalogue('en'));
    const web = path.join(import.meta.dirname, '..');
    const files = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !f.includes('.test.') && !f.startsWith('i18n'),
    );
    const unnamed: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join(web, file), 'utf8');
      const used = new Set<string>();
      for (const m of source.matchAll(/['"]([a-z]+\.[\w.]+)['"]/g))
        if (keys.includes(m[1])) used.add(m[1].split('.')[0]);
      for (const m of source.matchAll(/`([a-z]+)\.[\w.]*\$\{/g))
        if (keys.some((k) => k.startsWith(`${m[1]}.`))) used.add(m[1]);
      if (/\bt: Translate\b/.test(source) && !source.includes('useT(')) continue;
      const named = new Set(
        [...source.matchAll(/useT\(([^)]*)\)/g)].flatMap((m) => m[1].match(/\w+/g) ?? []),
      );
      for (const section of used)
        if ((PAGE_SECTIONS as readonly string[]).includes(section) && !named.has(section))
          unnamed.push(`${file}: ${section}`);
    }
    expect(unnamed).toEqual([]);
  });
});
