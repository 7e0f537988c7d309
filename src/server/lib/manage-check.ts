import type { PublicUser } from '../../domain/schemas/accounts';

declare const checked: unique symbol;

/**
 * A place the caller was found to manage (the admin, or a verified owner of it), and who. Only the
 * ownership module makes one, and the route's permission step (accounts/guards.ts) asks for it once,
 * before the body is read; an owner's write takes it instead of a user and a place id, so its service
 * acts on a checked place without asking again.
 */
export interface ManagedPlace {
  readonly id: number;
  readonly by: PublicUser;
  readonly [checked]: true;
}

/**
 * Whether an account may manage an establishment: 404 for an unknown one, 403 unless the admin or a
 * verified owner. The ownership module answers it; `ownedIds`, the caller's verified places read
 * earlier in the same request, spare the question when the place is among them.
 */
export interface ManageCheck {
  assertCanManage(
    user: PublicUser,
    establishmentId: number,
    ownedIds?: readonly number[],
  ): Promise<ManagedPlace>;
}
