import { useEffect } from 'react';
import { sessionEnded } from '../../api/accounts';
import { useCurrentUser } from '../../api/auth';
import { showSentWrite } from '../../api/dashboard';
import { type SendRound, startSending } from '../../api/outbox';
import { toast } from '../../ui/toast';

function report(round: SendRound) {
  const sent = round.sent.filter((s) => s.entry.kind !== 'trip-lists');
  for (const { entry, reply } of sent) showSentWrite(entry, reply);
  const [first] = sent;
  if (first)
    toast({
      title: 'Sent',
      description:
        sent.length > 1
          ? `${sent.length} waiting changes were sent.`
          : first.entry.kind === 'status-update'
            ? 'Your waiting update is now live.'
            : 'Your waiting changes are saved.',
    });
  if (round.needsSignIn) {
    toast({
      title: 'Sign in to send what is waiting',
      description: 'Your session has ended. What you wrote stays on this phone until you sign in again.',
    });
    // The dashboard then asks to sign in, and this hook sends the writes once the owner has.
    sessionEnded();
  }
}

/**
 * Sends the signed-in owner's kept writes through the outbox's one sender (api/outbox): when the
 * page opens, shortly after a write is kept, when the connection returns or the tab is shown, and
 * with capped backoff after a failure. Each sent write is shown where it belongs.
 */
export function useOutboxSender() {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  useEffect(() => (userId === null ? undefined : startSending(userId, report)), [userId]);
}
