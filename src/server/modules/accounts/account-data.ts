import { count, eq } from 'drizzle-orm';
import type { AccountExport } from '../../../domain/schemas/account-data';
import type { Db, Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MailService } from '../mail';
import { verifyPassword } from './passwords';
import type { SessionStore } from './sessions';
import { deleteTokensOf } from './tokens';

/*
 * The modules that keep the other parts of an account's data sit above accounts (their routes are
 * guarded by it), so they are handed in by services.ts as these, not imported.
 */

/** Ownership: the account's claims, registrations and ownerships. */
export interface OwnershipData {
  dataOf(userId: number): Promise<Pick<AccountExport, 'claims' | 'registrations' | 'ownerships'>>;
  forgetAccount(tx: Executor, userId: number): Promise<void>;
}

/** Updates: the live updates the account posted. */
export interface PostedUpdates {
  postedBy(userId: number): Promise<AccountExport['statusUpdates']>;
  forgetAuthor(tx: Executor, userId: number): Promise<void>;
}

/** Events: those the account posted (their author is set null with the account, by the schema). */
export interface PostedEvents {
  postedBy(userId: number): Promise<AccountExport['events']>;
}

/** Trips: the lists the account keeps (deleted with it by the schema's cascade). */
export interface AccountTripsExport {
  listsOf(userId: number): Promise<AccountExport['trips']>;
}

/**
 * The account holder's rights over their data: a copy of it, and deleting the account. Each part is
 * read or forgotten by the module that owns its table (decision 33); deletion is one transaction, so
 * an account is either whole or gone.
 */
export function createAccountDataService(
  db: Db,
  deps: {
    ownership: OwnershipData;
    statusUpdates: PostedUpdates;
    events: PostedEvents;
    trips: AccountTripsExport;
    mail: Pick<MailService, 'forgetAddress'>;
    sessions: Pick<SessionStore, 'destroyAllOf'>;
    clock: Clock;
  },
) {
  async function userById(id: number) {
    const [row] = await db.select().from(t.users).where(eq(t.users.id, id));
    if (!row) throw notFound('Account');
    return row;
  }

  return {
    async export(userId: number): Promise<AccountExport> {
      const user = await userById(userId);
      const [requests, statusUpdates, events, trips] = await Promise.all([
        deps.ownership.dataOf(userId),
        deps.statusUpdates.postedBy(userId),
        deps.events.postedBy(userId),
        deps.trips.listsOf(userId),
      ]);
      return {
        exportedAt: deps.clock.now().toISOString(),
        // Field by field: the row also holds the password hash, which never leaves the server.
        profile: {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          profileImageUrl: user.profileImageUrl,
          role: user.role === 'admin' ? 'admin' : 'owner',
          emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
          createdAt: user.createdAt.toISOString(),
          updatedAt: user.updatedAt.toISOString(),
        },
        ...requests,
        trips,
        statusUpdates,
        events,
      };
    },

    /**
     * Deletes the account after checking its password: its sessions, tokens, claims, registrations,
     * ownerships and mails go; its status updates stay with their places, without the author. The
     * guide's last administrator cannot go (nobody could review requests any more).
     */
    async deleteAccount(userId: number, password: string): Promise<void> {
      const user = await userById(userId);
      if (!(await verifyPassword(user.passwordHash, password)))
        throw badRequest('That is not your password. Your account is unchanged.');
      await db.transaction(async (tx) => {
        if (user.role === 'admin') {
          const [admins] = await tx.select({ n: count() }).from(t.users).where(eq(t.users.role, 'admin'));
          if (admins.n <= 1)
            throw conflict(
              'You are the only administrator of the guide. Make another account an administrator first.',
            );
        }
        await deps.ownership.forgetAccount(tx, userId);
        await deps.statusUpdates.forgetAuthor(tx, userId);
        await deps.mail.forgetAddress(tx, user.email);
        await deps.sessions.destroyAllOf(tx, userId);
        await deleteTokensOf(tx, userId);
        // What is left pointing at the account goes by the schema's own rules: photos, media and alerts
        // keep their rows without the uploader or author (set null), events too; idempotency keys and trip lists go
        // (cascade).
        await tx.delete(t.users).where(eq(t.users.id, userId));
      });
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
