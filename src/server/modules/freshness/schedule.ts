import type { FastifyInstance } from 'fastify';
import type { CheckService } from './checks';

/** How often stale listings are looked for; each owner still gets at most one reminder a month. */
export const REMINDER_RUN_EVERY_MS = 6 * 3_600_000;
/** The first run after start: soon, so an instance restarted more often than the interval still runs it. */
const FIRST_RUN_AFTER_MS = 60_000;

/**
 * Runs the stale-listing reminders on this instance: soon after it is ready, then every `everyMs`
 * (0: never, as tests do; they call the service themselves). Closing waits for a run in progress.
 */
export function startReminderSchedule(
  app: FastifyInstance,
  checks: Pick<CheckService, 'sendReminders'>,
  everyMs: number,
) {
  if (everyMs <= 0) return;
  let running: Promise<void> | null = null;
  const timers: NodeJS.Timeout[] = [];
  const run = () => {
    running ??= checks
      .sendReminders()
      .then(
        (queued) => {
          if (queued > 0) app.log.info({ queued }, 'freshness: stale-listing reminders queued');
        },
        (err: Error) => app.log.error({ err: err.message }, 'freshness: reminders failed; tried again later'),
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
