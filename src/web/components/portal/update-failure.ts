import { ApiError } from '../../api/fetcher';

/**
 * What the dashboard's Live Updates form says when an update is not posted: a place's limit of active
 * updates (a 409) in the server's words, which say what to do; anything else the usual message.
 */
export const updateFailure = (err: unknown): string =>
  err instanceof ApiError && err.status === 409 ? err.serverMessage : 'Failed to create status update';
