import type { FastifyInstance } from 'fastify';
import type { CheckService } from './checks';
import type { ReportService } from './reports';

/** How often stale listings are looked for; each owner still gets at most one reminder a month. */
export const REMINDER_RUN_EVERY_MS = 6 * 3_600_000;
/** How often the owners' hourly report digests are looked for: a digest goes out at most this late. */
export const DIGEST_RUN_EVERY_MS = 5 * 60_000;
/** The first run after start: soon, so an instance restarted more often than the interval still runs it. */
const FIRST_RUN_AFTER_MS = 60_000;

/** One task on this instance: soon after it is ready, then every `everyMs`. Closing waits for a run in progress. */
function repeat(app: FastifyInstance, what: string, task: () => Promise<number>, everyMs: number) {
  let running: Promise<void> | null = null;
  const timers: NodeJS.Timeout[] = [];
  const run = () => {
    running ??= task()
      .then(
        (queued) => {
          if (queued > 0) app.log.info({ queued }, `freshness: ${what} queued`);
        },
        (err: Error) => app.log.error({ err: err.message }, `freshness: ${what} failed; tried again later`),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    // The timers alone must not keep a process alive.
    timers.push(setTimeout(run, Math.min(FIRST_RUN_AFTER_MS, everyMs)).unref());
    timers.push(setInterval(run, everyMs).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    await running;
  });
}

/**
 * Runs the stale-listing reminders every `everyMs` and the owners' report digests every
 * DIGEST_RUN_EVERY_MS on this instance (0: neither, as tests do; they call the services themselves).
 */
export function startReminderSchedule(
  app: FastifyInstance,
  services: { checks: Pick<CheckService, 'sendReminders'>; reports: Pick<ReportService, 'sendDueDigests'> },
  everyMs: number,
) {
  if (everyMs <= 0) return;
  repeat(app, 'stale-listing reminders', () => services.checks.sendReminders(), everyMs);
  repeat(
    app,
    'report digests',
    () => services.reports.sendDueDigests(),
    Math.min(DIGEST_RUN_EVERY_MS, everyMs),
  );
}
