import { sessionEnded } from '../../api/accounts';
import type { OutboxEntry } from '../../api/outbox';
import { toast } from '../../ui/toast';

/**
 * Tells the owner that a write was kept on the phone instead of sent (or refused after earlier ones
 * that waited). When the session had ended, the
 * app then forgets the account, so the dashboard asks them to sign in; the write is sent after that.
 */
export function tellWaiting(entry: OutboxEntry) {
  if (entry.state === 'refused') {
    toast({ title: 'Not sent', description: entry.error ?? 'The guide refused it.', variant: 'destructive' });
    return;
  }
  if (entry.state === 'sign-in') {
    toast({
      title: 'Saved on this phone: sign in to send it',
      description: 'Your session has ended. What you wrote is sent once you sign in again.',
    });
    sessionEnded();
    return;
  }
  toast({
    title: 'Saved on this phone',
    description: 'No connection: it will be sent as soon as you are back online.',
  });
}
