import { useEffect } from 'react';
import { sessionEnded } from '../../api/accounts';
import { useCurrentUser } from '../../api/auth';
import { showSentWrite } from '../../api/dashboard';
import { type SendRound, sendWaiting } from '../../api/outbox';
import { useOutboxEntries } from '../../api/outbox-store';
import { toast } from '../../ui/toast';

/**
 * How often kept writes are tried again while the browser believes it is online: a weak signal that
 * drops requests fires no `online` event.
 */
const RETRY_MS = 30_000;

function report(round: SendRound) {
  for (const { entry, reply } of round.sent) showSentWrite(entry, reply);
  const [first] = round.sent;
  if (first)
    toast({
      title: 'Sent',
      description:
        round.sent.length > 1
          ? `${round.sent.length} waiting changes were sent.`
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
 * Sends the signed-in owner's kept writes (api/outbox.ts): when the page opens, when the connection
 * returns, and every RETRY_MS while one waits.
 */
export function useOutboxSender() {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const waiting = useOutboxEntries().some((e) => e.userId === userId && e.state === 'waiting');

  useEffect(() => {
    if (userId === null) return;
    const send = sender(userId);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId]);

  useEffect(() => {
    if (userId === null || !waiting) return;
    const timer = setInterval(sender(userId), RETRY_MS);
    return () => clearInterval(timer);
  }, [userId, waiting]);
}

const sender = (userId: number) => () => {
  if (navigator.onLine) void sendWaiting(userId).then(report, () => {});
};
