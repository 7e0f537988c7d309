import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 10;

/**
 * A booking reference: 10 characters from a CSPRNG, 50 bits, so nobody guesses another guest's
 * reference (the mails quote it; no endpoint looks a request up by it alone).
 */
export function newBookingReference(): string {
  const bytes = randomBytes(REFERENCE_LENGTH);
  // 256 is a multiple of 32: taking each byte modulo 32 keeps every character equally likely.
  return Array.from(bytes, (b) => ALPHABET[b % 32]).join('');
}
