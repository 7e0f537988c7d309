import type { FastifyBaseLogger } from 'fastify';
import type { MailService } from './service';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  /** How often the outbox is looked at when nothing woke the worker (mails of other instances, retries). */
  pollIntervalMs?: number;
  /** How long a claimed mail is held; a send ends well before (transport.ts's timeouts). */
  leaseMs?: number;
  batchSize?: number;
}

/**
 * Sends the outbox: one run at a time per instance, woken when this instance enqueues and every
 * pollIntervalMs otherwise. stop() lets the run in progress finish, so app.close() never cuts a send.
 */
export function createMailWorker(
  mail: MailService,
  transport: MailTransport,
  log: FastifyBaseLogger,
  opts: MailWorkerOptions = {},
) {
  const pollIntervalMs = opts.pollIntervalMs ?? 5_000;
  const leaseMs = opts.leaseMs ?? 120_000;
  const batchSize = opts.batchSize ?? 10;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await mail.claimDue(batchSize, leaseMs);
      for (const row of batch) {
        try {
          await transport.send({
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
          });
        } catch (err) {
          const outcome = await mail.markFailed(row, (err as Error).message ?? String(err));
          log.warn(
            { mailId: row.id, attempts: row.attempts, outcome, err: (err as Error).message },
            'mail not sent',
          );
          continue;
        }
        await mail.markSent(row.id);
        sent++;
      }
      if (batch.length < batchSize || stopped) return sent;
    }
  }

  /** One pass over the due mails; a call during a pass runs one more pass after it. */
  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sendDue();
          const purged = await mail.purgeOldWhenDue();
          if (purged > 0) log.info({ purged }, 'old mails deleted from the outbox');
        } catch (err) {
          // The database is away: the next poll tries again.
          log.error({ err: (err as Error).message }, 'mail outbox could not be read');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void runOnce().finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = mail.onQueued(() => {
        if (!stopped) void runOnce();
      });
      // Mails left by a previous run (a restart) go out now, not after the first interval.
      void runOnce().finally(schedule);
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
