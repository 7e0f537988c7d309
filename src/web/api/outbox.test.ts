import { describe, expect, it } from 'vitest';
import { tooManyActiveUpdates } from '../../domain/schemas/updates';
import { ApiError } from './fetcher';
import { worthRetrying } from './outbox';

const reply = (status: number, message: string, retryAfter: string | null = null) =>
  new ApiError(status, JSON.stringify({ message }), `${status}`, retryAfter);

describe('a kept write the server answered', () => {
  it('is sent again after a key still in use (409 with Retry-After), too many (429) or a failure (5xx)', () => {
    expect(worthRetrying(reply(409, 'A request with this Idempotency-Key is still being handled', '1'))).toBe(
      true,
    );
    expect(worthRetrying(reply(429, 'Too many changes from this account'))).toBe(true);
    expect(worthRetrying(reply(503, 'Unavailable'))).toBe(true);
  });

  it("is refused, with the server's words, when the place is full (a 409 without Retry-After)", () => {
    const full = reply(409, tooManyActiveUpdates());
    expect(worthRetrying(full)).toBe(false);
    expect(full.serverMessage).toBe(tooManyActiveUpdates());
    expect(worthRetrying(reply(400, 'Write a message.'))).toBe(false);
  });
});
