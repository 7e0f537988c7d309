/**
 * npm run admin:create -- --email admin@example.com --password 'a long password'
 * (or ADMIN_EMAIL / ADMIN_PASSWORD). Opens the same database as the server (DATABASE_URL or
 * DATA_DIR), migrates it, creates the admin or promotes the account and sets its password.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../src/domain/schemas/accounts';
import { ConfigError, loadConfig, loadDotEnv } from '../src/server/config';
import { DatabaseError, openDatabase } from '../src/server/db/client';
import { ensureAdminFromEnv, newPasswordProblem } from '../src/server/modules/accounts';

class UsageError extends Error {}

function readArguments(): { email: string; password: string } {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(
      `${(err as Error).message}. Usage: npm run admin:create -- --email EMAIL --password PASSWORD`,
    );
  }
  const email = (values.email ?? process.env.ADMIN_EMAIL ?? '').trim();
  const password = values.password ?? process.env.ADMIN_PASSWORD ?? '';
  if (!email) throw new UsageError('Missing --email (or ADMIN_EMAIL)');
  if (!z.string().email().safeParse(email).success) throw new UsageError(`Not an email address: ${email}`);
  if (!password) throw new UsageError('Missing --password (or ADMIN_PASSWORD)');
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new UsageError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  return { email, password };
}

async function main() {
  loadDotEnv();
  const { email, password } = readArguments();
  // The operator's password meets the sign-up rules too (as ADMIN_PASSWORD does at start).
  const problem = await newPasswordProblem(password, [email]);
  if (problem) throw new UsageError(problem);
  // The admin comes from the arguments, so the environment's ADMIN_* must not be checked twice.
  const { ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...env } = process.env;
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const admin = await ensureAdminFromEnv(database.db, { ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
    console.log(`Admin account ready: ${admin?.email} (${database.kind})`);
  } finally {
    await database.close().catch(() => {});
  }
}

main().catch((err) => {
  const known = err instanceof UsageError || err instanceof ConfigError || err instanceof DatabaseError;
  console.error(known ? err.message : `Could not create the admin: ${err?.message ?? err}`);
  process.exit(1);
});
