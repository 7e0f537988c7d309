import type { PublicUser } from '../../domain/schemas/accounts';

/**
 * Whether an account may manage an establishment: the admin, or a verified owner of it. The ownership
 * module answers it; the modules that guard an owner's write take it handed in (services.ts), some of
 * them (establishments) sitting below ownership, which builds on them.
 */
export interface ManageCheck {
  assertCanManage(user: PublicUser, establishmentId: number): Promise<void>;
}
