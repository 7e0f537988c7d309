import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '../../../domain/locale';

/**
 * Remembers the reader's language in a cookie the server reads: `/` then brings a Spanish reader to
 * `/es` (server/lib/index-html.ts). Not a secret, so readable by scripts.
 */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party preference cookie; cookieStore is not in every browser yet
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The language the reader chose with the switch, if they did. */
export function rememberedLocale(): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  return pair ? pair.slice(LOCALE_COOKIE.length + 1) : null;
}
