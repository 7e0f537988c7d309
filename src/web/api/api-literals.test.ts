import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '..');

/** The web app's source files, tests left out (they assert the URLs the builder makes). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The code without its comments, which may name an endpoint to explain it. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');

/** A string (or template, or regular expression) that starts an API path. */
const API_LITERAL = /['"`]\/api(?:[/?'"`]|\\\/)|\/\^?\\\/api\\\//;

describe('API paths', () => {
  it('are built only by domain/api-urls.ts: no web file writes one itself', () => {
    const offenders = sourceFiles(WEB).flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => API_LITERAL.test(line))
        .map((line) => `${path.relative(WEB, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would catch one written as a string, a template or a pattern', () => {
    for (const line of ["fetch('/api/things')", 'get(`/api/things/` + id)', 'const re = /^\\/api\\/things$/'])
      expect(API_LITERAL.test(line), line).toBe(true);
    expect(API_LITERAL.test("import { get } from '../api/catalog';")).toBe(false);
  });
});
