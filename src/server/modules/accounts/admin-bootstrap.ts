import type { PublicUser } from '../../../domain/schemas/accounts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createAccountService } from './service';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: creates that admin account, or makes the existing account an admin
 * with that password. Returns null when the variables are not set. (config.ts already checked them.)
 */
export async function ensureAdminFromEnv(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<PublicUser | null> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return null;
  return createAccountService(db).ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
}
