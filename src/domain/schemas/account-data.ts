import { z } from 'zod';
import { placeEvent } from './events';
import { tooLong } from './messages';
import { businessClaim, businessRegistration } from './ownership';
import { accountTripList } from './trips';

/**
 * An account's own data (GET /api/auth/account/export): what it told us and what it did, each part read
 * from the module that keeps it. Never a password hash, a session or a token: those are not data about
 * the person, and a copy of them would be a key to the account.
 */
export const accountExport = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    role: z.enum(['owner', 'admin']),
    emailVerifiedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  claims: z.array(businessClaim),
  registrations: z.array(businessRegistration),
  ownerships: z.array(
    z.object({
      establishmentId: z.number().int(),
      establishmentName: z.string(),
      isVerified: z.boolean(),
      verifiedAt: z.string().nullable(),
      claimedAt: z.string(),
    }),
  ),
  /** The trip lists kept on the account, deleted ones marked. */
  trips: z.array(accountTripList),
  statusUpdates: z.array(
    z.object({
      id: z.number().int(),
      establishmentId: z.number().int(),
      establishmentName: z.string(),
      message: z.string(),
      type: z.string(),
      isActive: z.boolean(),
      createdAt: z.string(),
      expiresAt: z.string().nullable(),
    }),
  ),
  /** The events the account posted; they stay with their places if the account goes. */
  events: z.array(placeEvent.omit({ next: true }).extend({ establishmentName: z.string() })),
});
export type AccountExport = z.infer<typeof accountExport>;

/** DELETE /api/auth/account: the password again, so a borrowed signed-in browser cannot do it. */
export const deleteAccountBody = z.object({
  password: z.string('Enter your password.').min(1, 'Enter your password.').max(200, tooLong(200)),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
