import { useOffline } from './useConnection';

/**
 * Under a form whose action needs the server (sign-in, an account, a claim, a registration): offline,
 * it says so plainly, and `offline` lets the form disable its button instead of failing obscurely.
 */
export function NeedsConnection({ action }: { action: string }) {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      You are offline. {action} needs a connection: try again once you have a signal.
    </p>
  );
}
