import type { PublicUser } from '../../../domain/schemas/accounts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { newPasswordProblem } from './password-policy';
import { createAccountService } from './service';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: creates that admin account, or makes the existing account an admin
 * with that password. Returns null when the variables are not set. (config.ts checked their form; the
 * password's strength needs the dictionaries, so it is checked here, and a weak one stops start-up.)
 */
export async function ensureAdminFromEnv(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<PublicUser | null> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return null;
  const problem = await newPasswordProblem(config.ADMIN_PASSWORD, [config.ADMIN_EMAIL]);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  return createAccountService(db).ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
}
