/**
 * What the access log writes of a request's URL: never a secret a link carries. A mailed link's token
 * (lib/one-time-token.ts) is 43 base64url characters; a path segment or query value that long from
 * that alphabet is taken for a token wherever it appears, so a route added later that carries one in
 * its path is covered without being listed. The segment after a known token-bearing path, and the
 * value of a query parameter named for a secret, are redacted whatever their length.
 */
const REDACTED = '[redacted]';

/** Path segments whose next segment is a token (the one-tap listing confirmation, any `/confirm/`). */
const TOKEN_BEFORE = new Set(['listing-confirmations', 'confirm', 'verify', 'reset', 'reset-password']);

/** Query parameters whose value is a secret, by name. */
const SECRET_PARAMETER = /token|secret|password|passwd|signature|^sig$|^key$|api[-_]?key|session|^code$/i;

/**
 * Long enough and of the alphabet of a random token (base64url or hex): a hashed asset's name is far
 * shorter. A long slug is words of lower case joined by hyphens; a token has capitals or no hyphen.
 */
const looksLikeToken = (text: string) =>
  /^[A-Za-z0-9_-]{32,}$/.test(text) && (/[A-Z]/.test(text) || !text.includes('-'));

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) =>
      (i > 0 && TOKEN_BEFORE.has(segments[i - 1].toLowerCase()) && segment !== '') || looksLikeToken(segment)
        ? REDACTED
        : segment,
    )
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return SECRET_PARAMETER.test(safeDecode(name)) || looksLikeToken(value) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `url` (a request's path and query, as received) with every token-bearing part replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactPath(url);
  return `${redactPath(url.slice(0, q))}?${redactQuery(url.slice(q + 1))}`;
}
