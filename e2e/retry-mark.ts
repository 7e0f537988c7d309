import { afterEach } from 'vitest';

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
 * carries no retry count), so CI names a test that passed only on retry instead of hiding a flake.
 */
afterEach(({ task }) => {
  task.meta.retryCount = task.result?.retryCount ?? 0;
  if (task.result?.state === 'fail')
    task.meta.firstError ??= task.result.errors?.[0]?.message?.split('\n')[0];
});
