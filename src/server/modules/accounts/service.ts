import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '../../../domain/locale';
import type { PublicUser } from '../../../domain/schemas/accounts';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { type Clock, systemClock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import type { MailService } from '../mail';
import { assertNewPasswordAllowed, personalWords } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { enqueueVerification, noticeSignUpAttempt } from './verification';

type UserRow = typeof t.users.$inferSelect;

/** The only shape of a user that ever leaves the server: never the hash. */
export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    role: u.role === 'admin' ? 'admin' : 'owner',
    emailVerified: u.emailVerifiedAt !== null,
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// A fixed hash so that an unknown email costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** `mail`: sign-up sends the verification mail (the admin bootstrap at start-up needs none). */
export function createAccountService(db: Db, deps: { mail?: MailService; clock?: Clock } = {}) {
  const clock = deps.clock ?? systemClock;
  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(t.users)
      .where(eq(t.users.email, normaliseEmail(email)));
    return row;
  }

  return {
    /**
     * A new account, or null when the address has one already: then nothing is created, and (with
     * `links`) the address's owner is mailed that someone tried. The caller answers both alike.
     */
    async register(
      input: {
        email: string;
        password: string;
        firstName?: string | null;
        lastName?: string | null;
        role?: 'owner' | 'admin';
        /** The language of the page it was made on: its mails speak it. */
        locale?: 'en' | 'es';
      },
      links?: { origin: string },
    ): Promise<PublicUser | null> {
      await assertNewPasswordAllowed(input.password, personalWords(input));
      const passwordHash = await hashPassword(input.password);
      const { mail } = deps;
      // The account and its verification mail commit together: no account without its mail.
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(t.users)
          .values({
            email: normaliseEmail(input.email),
            passwordHash,
            firstName: input.firstName ?? null,
            lastName: input.lastName ?? null,
            role: input.role ?? 'owner',
            locale: input.locale ?? 'en',
          })
          .onConflictDoNothing({ target: t.users.email })
          .returning();
        if (mail && links)
          if (created) await enqueueVerification(tx, mail, created, links.origin, clock.now());
          else
            await noticeSignUpAttempt(
              tx,
              mail,
              normaliseEmail(input.email),
              links.origin,
              clock.now(),
              input.locale,
            );
        return created;
      });
      deps.mail?.notifyQueued();
      return row ? toPublicUser(row) : null;
    },

    async authenticate(email: string, password: string): Promise<PublicUser> {
      const user = await findByEmail(email);
      if (!user) {
        dummyHash ??= hashPassword('not-a-real-password');
        await verifyPassword(await dummyHash, password);
        throw unauthorized('Incorrect email or password');
      }
      if (!(await verifyPassword(user.passwordHash, password)))
        throw unauthorized('Incorrect email or password');
      return toPublicUser(user);
    },

    /** The user of an unexpired session, in one round trip (runs on every request with a cookie). */
    async getBySession(sid: string, now = clock.now()): Promise<PublicUser | null> {
      const [row] = await db
        .select({ user: t.users })
        .from(t.sessions)
        .innerJoin(t.users, sql`${t.users.id} = (${t.sessions.sess}->>'userId')::int`)
        .where(and(eq(t.sessions.sid, sid), gt(t.sessions.expire, now)));
      return row ? toPublicUser(row.user) : null;
    },

    async getById(id: number): Promise<PublicUser | null> {
      const [row] = await db.select().from(t.users).where(eq(t.users.id, id));
      return row ? toPublicUser(row) : null;
    },

    /**
     * The accounts' addresses, first names and whether each address is verified: the admin's review
     * queue shows the address and its state, the decision mail goes to it.
     */
    async emailsOf(
      ids: readonly number[],
    ): Promise<Map<number, { email: string; firstName: string | null; verified: boolean; locale: Locale }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: t.users.id,
          email: t.users.email,
          firstName: t.users.firstName,
          verifiedAt: t.users.emailVerifiedAt,
          locale: t.users.locale,
        })
        .from(t.users)
        .where(inArray(t.users.id, [...new Set(ids)]));
      return new Map(
        rows.map((r) => [
          r.id,
          {
            email: r.email,
            firstName: r.firstName,
            verified: r.verifiedAt !== null,
            // The language of the page the account was made on: its mails speak it.
            locale: isLocale(r.locale) ? r.locale : 'en',
          },
        ]),
      );
    },

    /** Creates the admin, or makes an existing account admin with the given password. */
    async ensureAdmin(email: string, password: string): Promise<PublicUser> {
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const [row] = await db
        .insert(t.users)
        // The operator chose this address: it needs no verification mail.
        .values({
          email: normaliseEmail(email),
          passwordHash,
          role: 'admin',
          firstName: 'Admin',
          emailVerifiedAt: now,
        })
        .onConflictDoUpdate({
          target: t.users.email,
          set: { role: 'admin', passwordHash, updatedAt: now },
        })
        .returning();
      return toPublicUser(row);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
