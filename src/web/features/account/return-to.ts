import { localeOfPath, pathWithoutLocale } from '../../../domain/locale';
import { sameSiteReturnPath } from '../../../domain/return-to';
import type { PublicUser } from '../../../domain/schemas/accounts';
import { paths, pathsOf } from '../../paths';

/** The language of the page being shown (English on the server, which renders no sign-in). */
const pageLocale = () => (typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname));

/**
 * Where the sign-in page may send the visitor afterwards: a path of this site, by the server's rule
 * (domain/return-to.ts: normalised against the page's origin, then checked), never the sign-in page.
 */
export function safeReturnTo(
  value: string | null | undefined,
  fallback = pathsOf(pageLocale()).home(),
): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const path = sameSiteReturnPath(value, origin);
  // Never bounce back to the sign-in page itself (in either language).
  return path === null || pathWithoutLocale(new URL(path, origin).pathname) === paths.signIn()
    ? fallback
    : path;
}

/**
 * Where a visitor goes once signed in: where they came from, except that the home page (or no page
 * at all) sends an admin to the admin dashboard, which is what an admin signs in for.
 */
export function afterSignIn(
  role: PublicUser['role'] | undefined,
  returnTo: string | null | undefined,
): string {
  const path = safeReturnTo(returnTo);
  return pathWithoutLocale(path) === paths.home() && role === 'admin' ? paths.admin() : path;
}
