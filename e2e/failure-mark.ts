import { afterEach } from 'vitest';
import { describeOpenPages } from './support';

declare module '@vitest/runner' {
  interface TaskMeta {
    /** Where a failed journey failed and what its pages showed then. */
    failedAt?: string;
  }
}

/**
 * Marks a failed test, in the JSON report's `meta`, with the journey's own line that failed and what its
 * pages showed: the summary quotes it when the file then passes on CI's second run, so a flake is named
 * with its cause rather than hidden (scripts/test-summary.mjs).
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const error = task.result.errors?.[0];
  const at = error?.stack
    ?.split('\n')
    .find((line) => /\.e2e\.ts:\d+/.test(line))
    ?.trim();
  task.meta.failedAt = [error?.message?.split('\n')[0], at, `pages: ${await describeOpenPages()}`]
    .filter(Boolean)
    .join(' · ');
});
