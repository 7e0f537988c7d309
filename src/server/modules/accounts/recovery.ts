import { eq, sql } from 'drizzle-orm';
import { type Locale, localizedPath } from '../../../domain/locale';
import { pageLinks } from '../../../domain/page-routes';
import type { PublicUser } from '../../../domain/schemas/accounts';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { newToken } from '../../lib/one-time-token';
import type { MailService } from '../mail';
import { passwordResetMail } from '../mail';
import { assertNewPasswordAllowed, personalWords } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { normaliseEmail, toPublicUser } from './service';
import type { SessionStore } from './sessions';
import { consumeToken, ownerOfToken, revokeTokens, storeTokenForEmail } from './tokens';
import { enqueueVerification } from './verification';

type UserRow = typeof t.users.$inferSelect;

export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password. It works for one hour.';
/**
 * The most reset mails one account gets in an hour, whoever asks from wherever: beyond it the request
 * answers the same and nothing is mailed (the per-address limit is the routes' own).
 */
export const RESET_MAILS_PER_HOUR = { max: 3, windowMs: 3_600_000 };
const BAD_LINK = 'This link is not valid any more: it was already used, or it expired. Ask for a new one.';

/** Email verification, password reset and change: the account rules that mail tokens or end sessions. */
export function createAccountRecoveryService(
  db: Db,
  deps: { mail: MailService; sessions: SessionStore; clock: Clock },
) {
  const { mail, sessions, clock } = deps;

  async function userById(id: number): Promise<UserRow> {
    const [row] = await db.select().from(t.users).where(eq(t.users.id, id));
    if (!row) throw notFound('Account');
    return row;
  }

  return {
    async verifyEmail(token: string): Promise<PublicUser> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const userId = await consumeToken(tx, token, 'verify_email', now);
        if (userId === null) return null;
        const [updated] = await tx
          .update(t.users)
          .set({
            emailVerifiedAt: sql`coalesce(${t.users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(t.users.id, userId))
          .returning();
        return updated;
      });
      if (!row) throw badRequest(BAD_LINK);
      return toPublicUser(row);
    },

    async resendVerification(userId: number, origin: string): Promise<void> {
      const user = await userById(userId);
      if (user.emailVerifiedAt) throw badRequest('Your email address is already verified.');
      await db.transaction((tx) => enqueueVerification(tx, mail, user, origin, clock.now()));
      mail.notifyQueued();
    },

    /**
     * Mails a reset link when an account uses the address. The caller learns nothing: the same
     * statements run for an unknown address (each finds no account), and the reply is the same.
     */
    async requestPasswordReset(email: string, origin: string, locale: Locale = 'en'): Promise<string> {
      const address = normaliseEmail(email);
      const { token, hash } = newToken();
      // In the language of the page the request came from, linking to that language's page.
      const link = origin + localizedPath(pageLinks.resetPassword(token), locale);
      await db.transaction(async (tx) => {
        // Two requests for one address at once count one after the other.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${address}`}))`);
        await storeTokenForEmail(tx, address, 'password_reset', hash, clock.now(), RESET_MAILS_PER_HOUR);
        // Mailed only when a token was stored: an account under its limit.
        await mail.enqueue(tx, passwordResetMail(address, null, link, locale), {
          onlyIf: sql`exists (select 1 from ${t.authTokens} where ${t.authTokens.tokenHash} = ${hash})`,
        });
      });
      mail.notifyQueued();
      return RESET_REQUESTED;
    },

    /** Sets the new password and ends every session of the account; the caller then starts a new one. */
    async confirmPasswordReset(token: string, password: string): Promise<PublicUser> {
      // Before the token is used up: a refused password leaves the link working for another try.
      const owner = await ownerOfToken(db, token, 'password_reset', clock.now());
      if (owner === null) throw badRequest(BAD_LINK);
      await assertNewPasswordAllowed(password, personalWords(await userById(owner)));
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const userId = await consumeToken(tx, token, 'password_reset', now);
        if (userId === null) return null;
        await revokeTokens(tx, userId, 'password_reset', now);
        await sessions.destroyAllOf(tx, userId);
        // The link came to the address, which proves it as the verification mail would.
        const [updated] = await tx
          .update(t.users)
          .set({
            passwordHash,
            updatedAt: now,
            emailVerifiedAt: sql`coalesce(${t.users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(t.users.id, userId))
          .returning();
        return updated;
      });
      if (!row) throw badRequest(BAD_LINK);
      return toPublicUser(row);
    },

    /** Keeps the session `keepSid` (the browser that changed it) and ends the others. */
    async changePassword(userId: number, keepSid: string, current: string, next: string): Promise<void> {
      const user = await userById(userId);
      if (!(await verifyPassword(user.passwordHash, current)))
        throw badRequest('Your current password is not correct.');
      await assertNewPasswordAllowed(next, personalWords(user));
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(t.users).set({ passwordHash, updatedAt: clock.now() }).where(eq(t.users.id, userId));
        await sessions.destroyAllOf(tx, userId, keepSid);
        await revokeTokens(tx, userId, 'password_reset', clock.now());
      });
    },
  };
}

export type AccountRecoveryService = ReturnType<typeof createAccountRecoveryService>;
