import { errorKind, errorMessage } from '../../api/fetcher';

/**
 * What the dashboard's Live Updates form says when an update is not posted: the server's words for a
 * refusal (a place's limit of active updates, too many at once), which say what to do; the usual
 * message when the server failed or did not answer.
 */
export function updateFailure(err: unknown): string {
  const kind = errorKind(err);
  return kind === 'network' || kind === 'server' ? 'Failed to create status update' : errorMessage(err);
}
