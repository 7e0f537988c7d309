/**
 * npm run faults: the guide under real faults, with real processes.
 *  A. PostgreSQL restarted during a mixed read/write load (a throwaway cluster, never the machine's own)
 *  B. the app killed with SIGKILL during writes on the embedded database, then restarted
 *  C. SIGTERM during requests: in-flight ones finish, new ones are refused, the database closes cleanly
 *  D. a second process on the same DATA_DIR refuses to start
 * Prints one table; exits 1 if any check failed. Run only one at a time with FAULTS=A,C etc.
 */

import { cleanup, rows, tempDir } from './faults/common';
import { scenarioSecondProcess, scenarioSigkill, scenarioSigterm } from './faults/embedded';
import { scenarioPostgresRestart } from './faults/postgres-restart';
import { formatTable } from './lib/text-table';

async function main() {
  const only = (process.env.FAULTS ?? 'A,B,C,D').toUpperCase().split(',');
  const started = performance.now();
  if (only.includes('A')) await scenarioPostgresRestart();
  let dataDir: string | undefined;
  if (only.includes('B')) {
    console.log('\nB: SIGKILL during writes on the embedded database');
    dataDir = await scenarioSigkill();
  }
  dataDir ??= tempDir('ambergris-faults-cd-');
  if (only.includes('C')) {
    console.log('\nC: SIGTERM with requests in flight');
    await scenarioSigterm(dataDir);
  }
  if (only.includes('D')) {
    console.log('\nD: a second process on the same DATA_DIR');
    await scenarioSecondProcess(dataDir);
  }
  console.log(`\nFault results (${Math.round((performance.now() - started) / 1000)} s)\n`);
  console.log(formatTable(rows as unknown as Record<string, string>[]));
  const failed = rows.filter((r) => r.result === 'FAIL').length;
  console.log(`\n${rows.length - failed} passed, ${failed} failed`);
  return failed;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`${signal}: stopping the servers and the cluster this script started`);
    void cleanup().then(() => process.exit(130));
  });

main()
  .then(async (failed) => {
    await cleanup();
    process.exit(failed ? 1 : 0);
  })
  .catch(async (err) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  });
