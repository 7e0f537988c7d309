import type { PublicUser } from '../../../domain/schemas/accounts';

/**
 * Where the sign-in page may send the visitor afterwards: same-site paths only ('/business' yes;
 * '//evil.example', '/\\evil.example', 'https://…', 'javascript:…' and control characters no).
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 1000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const u = new URL(value, 'http://same.site');
    if (u.host !== 'same.site') return fallback;
    const path = u.pathname + u.search + u.hash;
    // Never bounce back to the sign-in page itself.
    return u.pathname === '/signin' ? fallback : path;
  } catch {
    return fallback;
  }
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
  return path === '/' && role === 'admin' ? '/admin' : path;
}
