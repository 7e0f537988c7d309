import { defineConfig } from 'vitest/config';
import JourneyOrder from './test/journey-order';

/**
 * Two projects, one database template (test/global-setup.ts: PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). `npm test` runs both on PGlite; CI runs the unit and API tests on PGlite, then
 * the browser journeys and the tests that use a test database on PostgreSQL (.ci/run, decision 46).
 */
export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    // Lazily loaded pages in a busy browser need longer than the 1 s default.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next instead of importing the whole server
    // (and the embedded database's WebAssembly) anew for each: most of a file's cost was that import.
    // Files share no state through it: each opens its own database and app, and restores what it stubs.
    isolate: false,
    sequence: { sequencer: JourneyOrder },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-api',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
          testTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // Browser journeys on a busy 2-core machine can take tens of seconds.
          testTimeout: 90_000,
          // No retry here: CI runs a failed journey file once more from a fresh start (.ci/run), and the
          // summary quotes where the first run failed from the mark e2e/failure-mark.ts leaves.
          setupFiles: ['e2e/failure-mark.ts'],
        },
      },
    ],
  },
});
