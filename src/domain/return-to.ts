/** Longer than any path of the guide with its query; anything longer is not one of ours. */
const MAX_RETURN_TO = 1000;

/**
 * Where signing in may send the visitor afterwards (`returnTo` of `GET /api/login` and of the sign-in
 * page): a path of this site, or null. The value is normalised before it is checked, as a browser would
 * resolve it against `origin` (the site's own), so `/.//evil.example`, which a check of the raw text
 * passes, is seen as the `//evil.example` it becomes. Kept: what starts with one `/`, has no backslash or
 * control character, resolves to `origin` and to a path without `//`. Refused: `//evil.example`,
 * `/\evil.example`, `https://evil.example`, `javascript:…`, `business`. Returns the normalised path,
 * query and fragment.
 */
export function sameSiteReturnPath(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > MAX_RETURN_TO || !value.startsWith('/')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(value, base.origin);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin) return null;
  if (!resolved.pathname.startsWith('/') || resolved.pathname.includes('//')) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}
