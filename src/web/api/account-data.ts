import { useMutation } from '@tanstack/react-query';
import { authUrls } from '../../domain/api-urls';
import type { DeleteAccountBody } from '../../domain/schemas/account-data';
import { sessionEnded } from './accounts';
import { apiFetch } from './fetcher';

/**
 * GET /api/auth/account/export: the account's data as a JSON file. A plain link downloads it (the
 * server names the file and the browser sends the session cookie), so it needs no hook.
 */
export const ACCOUNT_EXPORT_URL = authUrls.accountExport;

/** DELETE /api/auth/account: 204, signed out everywhere; a wrong password 400 and nothing changes. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiFetch<void>(authUrls.account, { method: 'DELETE', body }),
    onSuccess: sessionEnded,
  });
}
