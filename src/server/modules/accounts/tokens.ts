import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';
import { hashToken } from '../../lib/one-time-token';

/**
 * `sign_up_notice` is no link: a row per "someone tried to sign up with your address" mail, so they are
 * counted like the others (it expires at once and no route takes it).
 */
export type TokenPurpose = 'verify_email' | 'password_reset' | 'sign_up_notice';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 7 * 24 * 3_600_000,
  password_reset: 3_600_000,
  sign_up_notice: 0,
};

/**
 * Stores a token for the account with this (normalised) email; the id of the account, or undefined.
 * With `limit`, no token is stored once the account was given `limit.max` of this purpose within
 * `limit.windowMs` (the caller mails only a token that was stored).
 */
export async function storeTokenForEmail(
  tx: Executor,
  email: string,
  purpose: TokenPurpose,
  hash: string,
  now: Date,
  limit?: { max: number; windowMs: number },
): Promise<number | undefined> {
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS[purpose]);
  const since = new Date(now.getTime() - (limit?.windowMs ?? 0)).toISOString();
  const underLimit = limit
    ? sql`and (select count(*) from ${t.authTokens} where ${t.authTokens.userId} = ${t.users.id}
        and ${t.authTokens.purpose} = ${purpose} and ${t.authTokens.createdAt} > ${since}::timestamptz) < ${limit.max}`
    : sql``;
  // One statement whether or not the account exists: an unknown address costs the same work.
  const result = await tx.execute(sql`
    insert into ${t.authTokens} (user_id, purpose, token_hash, expires_at, created_at)
    select ${t.users.id}, ${purpose}, ${hash}, ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from ${t.users} where ${t.users.email} = ${email} ${underLimit}
    returning user_id as "userId"`);
  const rows = (result as unknown as { rows: { userId: number }[] }).rows;
  return rows[0]?.userId;
}

/** A token row that is this token, for this purpose, neither used nor expired. */
const usable = (token: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(t.authTokens.tokenHash, hashToken(token)),
    eq(t.authTokens.purpose, purpose),
    isNull(t.authTokens.usedAt),
    gt(t.authTokens.expiresAt, now),
  );

/**
 * Uses a token up, in one statement (two requests with one token cannot both win); the account's id,
 * or null when the token is unknown, used, expired or for another purpose.
 */
export async function consumeToken(
  tx: Executor,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .update(t.authTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: t.authTokens.userId });
  return row?.userId ?? null;
}

/** The account a usable token is for, without using it up (a refused new password leaves it working). */
export async function ownerOfToken(
  exec: Executor,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await exec
    .select({ userId: t.authTokens.userId })
    .from(t.authTokens)
    .where(usable(token, purpose, now));
  return row?.userId ?? null;
}

/** Uses up every open token of the account for the purpose (older reset links die with a reset). */
export async function revokeTokens(tx: Executor, userId: number, purpose: TokenPurpose, now: Date) {
  await tx
    .update(t.authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(t.authTokens.userId, userId), eq(t.authTokens.purpose, purpose), isNull(t.authTokens.usedAt)),
    );
}

/** Deletes every token of the account (its deletion). */
export async function deleteTokensOf(tx: Executor, userId: number) {
  await tx.delete(t.authTokens).where(eq(t.authTokens.userId, userId));
}
