import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of the links the guide mails (email verification, password reset, a stale listing's
 * one tap): 32 random bytes for the link, and only their sha256 in the database, so a leaked table
 * gives no usable link.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
