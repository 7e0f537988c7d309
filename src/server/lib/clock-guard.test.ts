import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every rule of the server reads the time from the app's clock (lib/clock.ts), which tests move: a rule
 * that read the system's time, or the database's, would write by one clock and compare by another. Lint
 * cannot tell `new Date()` from `new Date(x)`, so this scan is the guard.
 */

const SERVER = fileURLToPath(new URL('..', import.meta.url));
const CLOCK = 'lib/clock.ts';

/** Reads of the time that are not a rule's, each with why. `text` is a piece of the line it allows. */
const ALLOWED: { file: string; text: string; why: string }[] = [
  {
    file: 'modules/imports/places-client.ts',
    text: 'at - Date.now()',
    why: "Google's Retry-After date is in real time: the wait until it is a real delay, not a rule of ours",
  },
  {
    file: 'modules/establishments/service.ts',
    text: 'updatedAt: sql`now()`',
    why: "a place's last edit, which only the sitemap's lastmod shows: a record that no rule compares",
  },
  {
    file: 'modules/establishments/repository.ts',
    text: 'updatedAt: sql`now()`',
    why: "a place's last edit, which only the sitemap's lastmod shows: a record that no rule compares",
  },
];

/** The system's time (`new Date()` with no argument, `Date.now()`) or the database's, in SQL. */
const TIME_READS = [
  /new\s+Date\s*\(\s*\)/,
  /\bDate\.now\s*\(/,
  /sql`[^`]*\bnow\(\)/i,
  /\b(current_timestamp|current_date|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp)\b/i,
];

function serverSources(): string[] {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !/\.test\.tsx?$/.test(path) && path !== CLOCK);
}

function timeReads(): { file: string; line: number; text: string }[] {
  const found: { file: string; line: number; text: string }[] = [];
  for (const file of serverSources()) {
    const lines = readFileSync(join(SERVER, file), 'utf8').split('\n');
    lines.forEach((text, i) => {
      if (TIME_READS.some((read) => read.test(text))) found.push({ file, line: i + 1, text: text.trim() });
    });
  }
  return found;
}

describe('the one clock', () => {
  it('is where every server rule reads the time: no other read of the system or database time', () => {
    const unexplained = timeReads().filter(
      (read) => !ALLOWED.some((a) => a.file === read.file && read.text.includes(a.text)),
    );
    expect(unexplained.map((r) => `${r.file}:${r.line}: ${r.text}`)).toEqual([]);
  });

  it('allows only reads that are still there (an allowance outlives nothing)', () => {
    const reads = timeReads();
    const unused = ALLOWED.filter((a) => !reads.some((r) => r.file === a.file && r.text.includes(a.text)));
    expect(unused).toEqual([]);
  });

  it('scans the whole server (the scan would pass by finding nothing)', () => {
    const files = serverSources();
    expect(files).toContain('app.ts');
    expect(files).toContain('modules/updates/service.ts');
    expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false);
  });

  it('tells a read of the time from a date made from a value or the clock', () => {
    const isRead = (line: string) => TIME_READS.some((read) => read.test(line));
    for (const read of [
      'const now = new Date();',
      'async create(user, input, now = new Date()) {',
      'checkedAt = Date.now();',
      '.set({ updatedAt: sql`now()` })',
      'where created_at < CURRENT_TIMESTAMP',
    ])
      expect(isRead(read), read).toBe(true);
    for (const notRead of [
      'const expiresAt = new Date(input.expiresAt);',
      'const now = clock.now();',
      'new Date(now.getTime() + leaseMs)',
      'const started = performance.now();',
    ])
      expect(isRead(notRead), notRead).toBe(false);
  });
});
