/**
 * CI's closing lines (scripts/test-summary.mjs) and its choice of journey files to run again
 * (scripts/ci/failed-journeys.mjs), read as CI reads them, from Vitest JSON reports.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'ci-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Test = { fullName: string; status: 'passed' | 'failed'; failureMessages?: string[]; meta?: object };
/** A Vitest JSON report of files (relative to the repository) and their tests. */
function report(name: string, files: Record<string, Test[] | { message: string }>): string {
  const file = path.join(dir, name);
  const testResults = Object.entries(files).map(([rel, tests]) =>
    Array.isArray(tests)
      ? {
          name: path.resolve(rel),
          status: tests.some((t) => t.status === 'failed') ? 'failed' : 'passed',
          assertionResults: tests,
        }
      : { name: path.resolve(rel), status: 'failed', message: tests.message, assertionResults: [] },
  );
  writeFileSync(file, JSON.stringify({ numPendingTests: 0, numTodoTests: 0, testResults }));
  return file;
}
const summary = (...args: string[]) =>
  spawnSync('node', ['scripts/test-summary.mjs', ...args], { encoding: 'utf8' });

const first = report('first.json', {
  'e2e/live.e2e.ts': [
    { fullName: 'live one', status: 'passed' },
    {
      fullName: 'live two',
      status: 'failed',
      failureMessages: ['expected 7 to be 1'],
      meta: { failedAt: 'expected 7 to be 1 · at e2e/live.e2e.ts:97' },
    },
  ],
  'e2e/broken.e2e.ts': { message: 'Cannot find module' },
  'e2e/trip.e2e.ts': [{ fullName: 'trip', status: 'failed', failureMessages: ['timed out'] }],
  'test/api.test.ts': [{ fullName: 'api', status: 'passed' }],
});

describe('CI summary', () => {
  it('names the journey files with a failed test or that failed to load, and no others', () => {
    const out = execFileSync('node', ['scripts/ci/failed-journeys.mjs', first], { encoding: 'utf8' });
    expect(out.trim().split('\n')).toEqual(['e2e/live.e2e.ts', 'e2e/broken.e2e.ts', 'e2e/trip.e2e.ts']);
  });

  it('counts a test that passed when its file ran again as passed, and names it with its first failure', () => {
    const again = report('again.json', {
      'e2e/live.e2e.ts': [
        { fullName: 'live one', status: 'passed' },
        { fullName: 'live two', status: 'passed' },
      ],
      'e2e/broken.e2e.ts': [
        { fullName: 'b1', status: 'passed' },
        { fullName: 'b2', status: 'passed' },
      ],
      'e2e/trip.e2e.ts': [{ fullName: 'trip', status: 'failed', failureMessages: ['timed out again'] }],
    });
    const run = summary(first, 'PostgreSQL', '--rerun', again);
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toContain(
      '  PostgreSQL: e2e/live.e2e.ts > live two (first run: expected 7 to be 1 · at e2e/live.e2e.ts:97)',
    );
    expect(lines).toContain('  PostgreSQL: e2e/broken.e2e.ts (first run: Cannot find module)');
    expect(lines).toContain('  PostgreSQL: e2e/trip.e2e.ts > trip: timed out again');
    // live one, live two, b1, b2 and api passed; trip failed twice.
    expect(lines.at(-1)).toBe('5 passed, 1 failed');
  });

  it('passes when every failed test passed on the second run, and fails without a second report', () => {
    const again = report('all-pass.json', {
      'e2e/live.e2e.ts': [{ fullName: 'live two', status: 'passed' }],
      'e2e/broken.e2e.ts': [{ fullName: 'b1', status: 'passed' }],
      'e2e/trip.e2e.ts': [{ fullName: 'trip', status: 'passed' }],
    });
    const passing = summary(first, 'PostgreSQL', '--rerun', again);
    expect(passing.status).toBe(0);
    expect(passing.stdout.trim().split('\n').at(-1)).toBe('5 passed, 0 failed');

    const missing = summary(first, 'PostgreSQL', '--rerun', path.join(dir, 'none.json'));
    expect(missing.status).toBe(1);
    expect(missing.stdout.trim().split('\n').at(-1)).toBe('2 passed, 3 failed');
  });

  it("counts an error outside any test, which only Vitest's output shows, as a failure", () => {
    const again = report('clean-again.json', {
      'e2e/live.e2e.ts': [{ fullName: 'live two', status: 'passed' }],
      'e2e/broken.e2e.ts': [{ fullName: 'b1', status: 'passed' }],
      'e2e/trip.e2e.ts': [{ fullName: 'trip', status: 'passed' }],
    });
    const quiet = path.join(dir, 'quiet.log');
    writeFileSync(quiet, ' Test Files  3 passed (3)\n');
    const noisy = path.join(dir, 'noisy.log');
    writeFileSync(noisy, '⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯\nError: outside any test\n');
    const run = summary(first, 'PostgreSQL', '--log', quiet, '--rerun', again, '--log', noisy);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `PostgreSQL: errors outside any test (Vitest's "Unhandled Errors" in its output)`,
    );
    expect(run.stdout.trim().split('\n').at(-1)).toBe('5 passed, 1 failed');
    expect(summary(first, 'PostgreSQL', '--log', quiet, '--rerun', again).status).toBe(0);
  });

  it('counts a run with no report as a failure', () => {
    const run = summary(first, 'PostgreSQL', path.join(dir, 'crashed.json'), 'PGlite');
    expect(run.stdout).toContain('PGlite: no report (the run stopped before it finished)');
    expect(run.stdout.trim().split('\n').at(-1)).toBe('2 passed, 4 failed');
  });
});
