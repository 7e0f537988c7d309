import type { ReportBody, ReportReceipt } from '../../domain/schemas/freshness';
import { sendOrKeep } from './outbox';

/**
 * A visitor's report of a place, through the outbox every kept write uses: sent now with an
 * Idempotency-Key, or kept on this device without a connection and sent once it returns (the key
 * makes a resend after a lost reply count once). A refusal (400, 404, 429) is thrown for the form.
 */
export async function sendReport(establishmentId: number, body: ReportBody): Promise<'sent' | 'waiting'> {
  const result = await sendOrKeep<ReportReceipt>({ kind: 'report', userId: null, establishmentId, body });
  return 'sent' in result ? 'sent' : 'waiting';
}
