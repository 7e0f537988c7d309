import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Reads the built worker (npm test builds dist/web first), as index-html.test.ts reads index.html.
const webRoot = path.resolve(import.meta.dirname, '../dist/web');

/** The files the built worker downloads on install: its precache manifest's URLs. */
function precached(): string[] {
  const worker = readFileSync(path.join(webRoot, 'sw.js'), 'utf8');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
}

describe("the service worker's precache", () => {
  it("leaves out the opening-hours parser, which only the owner's and the admin's hours editor load", () => {
    const files = precached();
    // The public pages are there (the test reads the real manifest) ...
    expect(files.some((f) => /^assets\/EstablishmentPage-.+\.js$/.test(f))).toBe(true);
    // ... but no chunk with the opening_hours library (about 700 KB) that every visitor would download.
    const withParser = files
      .filter((f) => f.endsWith('.js'))
      .filter((f) => readFileSync(path.join(webRoot, f), 'utf8').includes('opening_hours/specification'));
    expect(withParser).toEqual([]);
  });

  it('leaves out the password strength estimator, which only sign-up and password changes load', () => {
    // 'sonyericsson' is one of the common passwords in zxcvbn's dictionary (about 230 KB compressed).
    const withDictionary = precached()
      .filter((f) => f.endsWith('.js'))
      .filter((f) => readFileSync(path.join(webRoot, f), 'utf8').includes('sonyericsson'));
    expect(withDictionary).toEqual([]);
  });

  it("holds both languages' catalogues, so the Spanish twins work offline as the English pages do", () => {
    const files = precached();
    expect(files.some((f) => /^assets\/en-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /^assets\/es-[\w-]+\.js$/.test(f))).toBe(true);
  });
});
