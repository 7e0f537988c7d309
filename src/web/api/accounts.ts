import { useMutation } from '@tanstack/react-query';
import { authUrls } from '../../domain/api-urls';
import type {
  ChangePasswordBody,
  LoginBody,
  MessageReply,
  PasswordResetBody,
  PasswordResetConfirmBody,
  PublicUser,
  RegisterBody,
  VerifyEmailBody,
} from '../../domain/schemas/accounts';
import { currentUserQuery } from './auth';
import { apiFetch } from './fetcher';
import { queryClient } from './query-client';
import { adminKeys, businessKeys } from './query-keys';

/** The queries that belong to one account (an owner's, the admin's) are dropped whenever it changes. */
function accountChanged(user: PublicUser | null) {
  queryClient.removeQueries({ queryKey: businessKeys.all });
  queryClient.removeQueries({ queryKey: adminKeys.all });
  queryClient.setQueryData(currentUserQuery().queryKey, user);
}

/**
 * The server answered 401 to a signed-in page: the session ended (expired, or signed out elsewhere).
 * The app forgets the account, so pages that need one ask to sign in again.
 */
export const sessionEnded = () => accountChanged(null);

/** POST /api/auth/login: 200 user (signed in) or 401. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: LoginBody) => apiFetch<PublicUser>(authUrls.login, { method: 'POST', body }),
    onSuccess: accountChanged,
  });
}

/**
 * POST /api/auth/register: 202 with the same message whether or not the address had an account (decision
 * 51). A new account is signed in by the reply's cookie, so the user is read afterwards: the account, or
 * null when the address had one already (its owner is mailed; the page says to check the mail).
 */
export function useCreateAccount() {
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const { message } = await apiFetch<MessageReply>(authUrls.register, { method: 'POST', body });
      const user = await apiFetch<PublicUser | null>(authUrls.user, { on401: 'returnNull' });
      return { message, user };
    },
    onSuccess: ({ user }) => {
      if (user) accountChanged(user);
    },
  });
}

/** POST /api/auth/logout: 204. The local state is cleared even if the call fails. */
export function useSignOut() {
  return useMutation({
    mutationFn: () => apiFetch<void>(authUrls.logout, { method: 'POST' }),
    onSettled: () => accountChanged(null),
  });
}

/** POST /api/auth/verify-email: 200 user (verified); a used or wrong token 400. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (body: VerifyEmailBody) =>
      apiFetch<PublicUser>(authUrls.verifyEmail, { method: 'POST', body }),
    // The link may be opened signed out, or by another account: only the signed-in one's own record changes.
    onSuccess: (verified) => {
      const key = currentUserQuery().queryKey;
      const current = queryClient.getQueryData<PublicUser | null>(key);
      if (current?.id === verified.id) queryClient.setQueryData(key, verified);
    },
  });
}

/** POST /api/auth/verify-email/resend: 202 (another mail on its way). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiFetch<MessageReply>(authUrls.resendVerification, { method: 'POST' }),
  });
}

/** POST /api/auth/password-reset: 202 with the same message for every address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetBody) =>
      apiFetch<MessageReply>(authUrls.passwordReset, { method: 'POST', body }),
  });
}

/** POST /api/auth/password-reset/confirm: 200 user, signed in with the new password. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      apiFetch<PublicUser>(authUrls.passwordResetConfirm, { method: 'POST', body }),
    onSuccess: accountChanged,
  });
}

/** POST /api/auth/change-password: 200; other devices are signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiFetch<MessageReply>(authUrls.changePassword, { method: 'POST', body }),
  });
}
