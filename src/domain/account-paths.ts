/**
 * The pages that mails link to (and the account page), shared by the server (which writes the links) and the web app (which
 * routes them). The token rides in the fragment: browsers never send it to a server, so it stays out of
 * request logs and Referer headers.
 */
export const accountPaths = {
  verifyEmail: (token?: string) =>
    token ? `/verify-email#token=${encodeURIComponent(token)}` : '/verify-email',
  resetPassword: (token?: string) =>
    token ? `/reset-password#token=${encodeURIComponent(token)}` : '/reset-password',
  forgotPassword: () => '/forgot-password',
  /** The owner's dashboard (claim and registration decisions link to it). */
  dashboard: () => '/business/dashboard',
  /** The account page: password, export of one's data, deletion. */
  account: () => '/account',
} as const;

/** The token of a mail's link, read from a location's fragment ('#token=...'); '' when there is none. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
