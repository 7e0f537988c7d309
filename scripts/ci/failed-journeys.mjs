// Prints the browser-journey files (e2e/) with a failed test, or that failed to load, in a Vitest JSON
// report, one per line: CI runs them once more in a fresh Vitest (decision 39). A fresh run rather than
// Vitest's retry of the one test: that retry keeps the file's server, database and pages, so it often
// fails on what the first attempt left behind (its update still live, its message posted twice).
// Usage: node scripts/ci/failed-journeys.mjs <report.json>
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [file] = process.argv.slice(2);
if (file && existsSync(file)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const f of report.testResults) {
    const name = path.relative(process.cwd(), f.name);
    if (name.startsWith('e2e/') && f.status === 'failed') console.log(name);
  }
}
