import type { ReportBody, ReportReceipt } from '../../domain/schemas/freshness';
import { markKeptReports } from '../lib/kept-reports-flag';
import { discard, sendOrKeep, sendWaiting } from './outbox';
import { outboxEntries } from './outbox-store';

/**
 * A visitor's report of a place, through the outbox the owners' writes use: sent now with an
 * Idempotency-Key, or kept on this device without a connection and sent once it returns (the key
 * makes a resend after a lost reply count once). A refusal (400, 404, 429) is thrown for the form.
 */
export async function sendReport(establishmentId: number, body: ReportBody): Promise<'sent' | 'kept'> {
  const result = await sendOrKeep<ReportReceipt>({ kind: 'report', userId: null, establishmentId, body });
  if ('sent' in result) return 'sent';
  markKeptReports(true);
  return 'kept';
}

/** Sends the reports kept on this device; one the server refuses is dropped (nothing left to fix). */
export async function sendKeptReports(): Promise<void> {
  await sendWaiting(null);
  const left = (await outboxEntries()).filter((e) => e.kind === 'report');
  for (const refused of left.filter((e) => e.state === 'refused')) await discard(refused.id);
  markKeptReports(left.some((e) => e.state !== 'refused'));
}
