/**
 * The request header of the IETF httpapi draft "The Idempotency-Key HTTP Header Field" (kept apart
 * from its zod schema so the web app's fetcher can name it without loading zod).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** A new key for one write the user asked for: a random UUID (36 visible ASCII characters). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a page served over plain http still has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
