/** Longer than any path of the guide with its query; anything longer is not one of ours. */
const MAX_RETURN_TO = 1000;

/**
 * Whether a link written as `path` stays on this site: it starts with one `/` that is not followed by
 * another `/` or `\` (a browser reads `//evil.example` and `/\evil.example` as another host), nor by
 * their encoded forms (`/%2F`, `/%5C`, which a decoding step turns into them), and it holds no control
 * character (a browser drops tabs and newlines inside a URL, so `/\t/evil.example` is `//evil.example`)
 * nor any backslash. The one rule every path the guide writes into a link from a request goes by: the
 * language switch's twin (locale.ts) and signing in's return path (sameSiteReturnPath).
 */
export function staysOnSite(path: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  return /^\/(?!\/|%2f|%5c)/i.test(path);
}

/**
 * Where signing in may send the visitor afterwards (`returnTo` of `GET /api/login` and of the sign-in
 * page): a path of this site, or null. The value is normalised before it is checked, as a browser would
 * resolve it against `origin` (the site's own), so `/.//evil.example`, which a check of the raw text
 * passes, is seen as the `//evil.example` it becomes. Kept: what stays on the site (staysOnSite),
 * resolves to `origin` and to a path without `//`. Refused: `//evil.example`, `/\evil.example`,
 * `https://evil.example`, `javascript:…`, `business`. Returns the normalised path, query and fragment.
 */
export function sameSiteReturnPath(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > MAX_RETURN_TO || !staysOnSite(value)) return null;
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
