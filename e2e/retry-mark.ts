import { afterEach } from 'vitest';
import { describeOpenPages } from './support';

declare module '@vitest/runner' {
  interface TaskMeta {
    /** How many times the test was run again before this attempt (0: first try). */
    retryCount?: number;
    /** Why the first attempt failed, when it was retried. */
    firstError?: string;
  }
}

/**
 * Marks each test with the attempt it finished on, in the JSON report's `meta` (Vitest's JSON report
 * carries no retry count), so CI names a test that passed only on retry instead of hiding a flake, with
 * where its first attempt failed and what its pages showed.
 */
afterEach(async ({ task }) => {
  task.meta.retryCount = task.result?.retryCount ?? 0;
  if (task.result?.state === 'fail' && task.meta.firstError === undefined) {
    const error = task.result.errors?.[0];
    // The journey's own line that failed, and what its pages showed then.
    const at = error?.stack
      ?.split('\n')
      .find((line) => /\.e2e\.ts:\d+/.test(line))
      ?.trim();
    task.meta.firstError = [error?.message?.split('\n')[0], at, `pages: ${await describeOpenPages()}`]
      .filter(Boolean)
      .join(' · ');
  }
});
