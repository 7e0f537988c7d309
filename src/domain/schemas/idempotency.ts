import { z } from 'zod';

import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../idempotency';

export { IDEMPOTENCY_KEY_HEADER } from '../idempotency';

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
