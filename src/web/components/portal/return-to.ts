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
