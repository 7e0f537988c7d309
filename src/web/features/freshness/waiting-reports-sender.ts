import { discard, startSending } from '../../api/outbox';
import type { Translate } from '../../i18n';
import { toast } from '../../ui/toast';

/**
 * The outbox's sender for a visitor's reports (no account). A report the server refuses for good is
 * told to the visitor with its words, then dropped: there is nothing on the phone left to fix.
 */
export function sendWaitingReports(t: Translate): () => void {
  return startSending(null, (round) => {
    for (const refused of round.refused) {
      toast({
        title: t('common.waitingReportRefused'),
        description: t('common.waitingReportRefusedDetail', { message: refused.error ?? '' }),
        variant: 'destructive',
      });
      void discard(refused.id);
    }
  });
}
