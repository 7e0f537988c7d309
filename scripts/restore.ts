/**
 * npm run restore -- FILE [--force]
 * Restores a backup made by npm run backup into DATABASE_URL (pg_restore, one transaction) or into
 * DATA_DIR (default ./data) for the embedded database. A target that already holds data needs --force:
 * PostgreSQL objects are dropped and recreated; an embedded database is kept aside as
 * pglite.before-restore-<time>. Stop the server first for the embedded database.
 */
import { parseArgs } from 'node:util';
import { restore } from './ops/backup-lib';

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  const file = positionals[0];
  if (!file) throw new Error('Usage: npm run restore -- FILE [--force]');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const result = await restore({ databaseUrl, dataDir, file, force: values.force });
  console.log(
    `Restored ${file} into the ${result.kind === 'postgres' ? 'PostgreSQL database' : `embedded database in ${dataDir}`}` +
      (result.movedAside ? ` (the previous one is kept in ${result.movedAside})` : ''),
  );
}

main().catch((err) => {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
});
