// CI's closing lines from Vitest's JSON reports: one line per run, every test that passed only on
// retry (a flake to fix, never hidden: e2e/retry-mark.ts marks them), every failure, and last the
// plain "N passed, N failed" line over all runs. A run without a report (Vitest crashed) counts as a
// failure.
// Usage: node scripts/test-summary.mjs <report.json> <label> [<report.json> <label> ...]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
/** A message's first line without the terminal's colour codes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is removed
const firstLine = (text = '') => text.split('\n')[0].replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
const retried = [];
const failures = [];

for (let i = 0; i < args.length; i += 2) {
  const [file, label = 'Tests'] = [args[i], args[i + 1]];
  if (!existsSync(file)) {
    console.log(`${label}: no report (the run stopped before it finished)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  // A file that failed to load has no test results but counts as failed.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  );
  console.log(
    `${label}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles.length} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests + brokenFiles.length;
  for (const f of report.testResults) {
    const name = path.relative(process.cwd(), f.name);
    if (f.assertionResults.length === 0 && f.status === 'failed')
      failures.push(`${label}: ${name}: ${firstLine(f.message)}`);
    for (const t of f.assertionResults) {
      if (t.status === 'passed' && t.meta?.retryCount > 0)
        retried.push(
          `${label}: ${name} > ${t.fullName} (first attempt: ${firstLine(t.meta.firstError ?? 'failed')})`,
        );
      if (t.status === 'failed')
        failures.push(`${label}: ${name} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
  }
}

if (retried.length) {
  console.log(`Passed only on retry (${retried.length}; flaky, to be fixed):`);
  for (const r of retried) console.log(`  ${r}`);
}
if (failures.length) {
  console.log(`Failed (${failures.length}):`);
  for (const f of failures) console.log(`  ${f}`);
}
console.log(`${passed} passed, ${failed} failed`);
if (failed) process.exitCode = 1;
