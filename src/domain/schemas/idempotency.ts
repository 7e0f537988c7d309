import { z } from 'zod';

/** The request header of the IETF httpapi draft "The Idempotency-Key HTTP Header Field". */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** 1-100 visible ASCII characters: a UUID is the usual choice. */
export const idempotencyKey = z
  .string()
  .regex(
    /^[\x21-\x7e]{1,100}$/,
    `must be 1-${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters, such as a UUID`,
  );

/**
 * The headers schema of a route that honours the key. Loose: a header schema replaces the request's
 * headers with what it parsed, and the other headers must stay.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': idempotencyKey.optional(),
});
