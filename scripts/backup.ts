/**
 * npm run backup [-- --out FILE]
 * Backs up the database the server uses: DATABASE_URL with pg_dump (custom format, online), or the
 * embedded database in DATA_DIR (default ./data) as a PGlite tarball (stop the server first).
 * Default file: backups/ambergris-<time>.dump (PostgreSQL) or .pglite.tar.gz (embedded).
 */
import { parseArgs } from 'node:util';
import { backup } from './ops/backup-lib';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = values.out ?? `backups/ambergris-${stamp}.${databaseUrl ? 'dump' : 'pglite.tar.gz'}`;
  const result = await backup({ databaseUrl, dataDir, file });
  console.log(
    `Backed up the ${result.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database to ${result.file} (${result.bytes} bytes)`,
  );
}

main().catch((err) => {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
});
