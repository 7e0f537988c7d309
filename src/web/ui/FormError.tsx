import { type ErrorKind, errorKind, errorMessage } from '../api/fetcher';
import { type MessageKey, useLocale, useT } from '../i18n';

const ERROR_KEYS: Record<ErrorKind, MessageKey> = {
  network: 'common.error.network',
  tooMany: 'common.error.tooMany',
  notFound: 'common.error.notFound',
  refused: 'common.error.refused',
  server: 'common.error.server',
};

/**
 * A failed request's message in the page's language: on an English page the server's own words
 * (errorMessage), on another a message for its kind, since the server writes English only.
 */
export function useErrorText(): (error: unknown) => string {
  const t = useT();
  const locale = useLocale();
  return (error) => (locale === 'en' ? errorMessage(error) : t(ERROR_KEYS[errorKind(error)]));
}

/**
 * A message about the whole form or a failed request (field errors sit under their field): `message`
 * as it is written, or a failed request's `error` in the page's language (useErrorText).
 */
export function FormError({ message, error }: { message?: string | null; error?: unknown }) {
  const errorText = useErrorText();
  const text = error ? errorText(error) : message;
  if (!text) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </p>
  );
}
