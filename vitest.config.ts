import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'e2e/**/*.e2e.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Browser journeys on a busy 2-core machine can take tens of seconds.
    testTimeout: 90_000,
    // Lazily loaded pages in a busy browser need longer than the 1 s default.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
