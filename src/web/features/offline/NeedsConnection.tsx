import { useT } from '../../i18n';
import { useOffline } from '../../lib/useConnection';

/**
 * Under a form whose action needs the server (sign-in, an account, a claim, a registration): offline,
 * it says so plainly, and `offline` lets the form disable its button instead of failing obscurely.
 * `action` is in the page's language ("Sending a booking request"), as the sentence's subject.
 */
export function NeedsConnection({ action }: { action: string }) {
  const t = useT();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      {t('common.offline.needsConnection', { action })}
    </p>
  );
}
