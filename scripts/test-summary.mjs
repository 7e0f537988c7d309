// CI's closing lines from Vitest's JSON reports: one line per run, every test that failed and then passed
// when its file ran once more (a flake to fix, never hidden, quoted with where it first failed from
// e2e/failure-mark.ts), every failure, and last the plain "N passed, N failed" line over all runs. A run
// without a report (Vitest crashed) counts as a failure.
// Usage: node scripts/test-summary.mjs <report.json> <label> [--rerun <report.json>] [--log <output>...] [...]
// where --rerun names the report of the second run of that run's failed files, and each --log the output
// of that run or its second: an error Vitest caught outside any test is in no report, only there, and
// counts as a failure.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A message's first line without the terminal's colour codes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is removed
const firstLine = (text = '') => text.split('\n')[0].replace(/\x1b\[[0-9;]*m/g, '');

/** The runs named on the command line: a report, its label, and the report of its second run if any. */
function runsFrom(args) {
  const runs = [];
  for (let i = 0; i < args.length; ) {
    const run = { file: args[i], label: args[i + 1] ?? 'Tests', rerun: null, logs: [] };
    i += 2;
    while (args[i] === '--rerun' || args[i] === '--log') {
      if (args[i] === '--rerun') run.rerun = args[i + 1];
      else run.logs.push(args[i + 1]);
      i += 2;
    }
    runs.push(run);
  }
  return runs;
}

const readReport = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Each test of a report by file and full name, with a file that failed to load as one failed entry. */
function outcomes(report) {
  const tests = new Map();
  for (const f of report.testResults) {
    const name = path.relative(process.cwd(), f.name);
    if (f.assertionResults.length === 0) {
      if (f.status === 'failed')
        tests.set(name, { status: 'failed', file: true, error: firstLine(f.message) });
      continue;
    }
    for (const t of f.assertionResults) {
      if (t.status !== 'passed' && t.status !== 'failed') continue;
      tests.set(`${name} > ${t.fullName}`, {
        status: t.status,
        error: firstLine(t.meta?.failedAt ?? t.failureMessages?.[0]),
      });
    }
  }
  return tests;
}

/** A file's tests on its second run, as one outcome: passed when it ran some and all of them passed. */
function loadedAndPassed(tests) {
  const failedOne = tests.find(([, t]) => t.status !== 'passed');
  if (tests.length && !failedOne) return { status: 'passed' };
  return { status: 'failed', error: failedOne?.[1].error ?? '' };
}

let passed = 0;
let failed = 0;
const flaky = [];
const failures = [];

for (const { file, label, rerun, logs } of runsFrom(process.argv.slice(2))) {
  const report = readReport(file);
  if (!report) {
    console.log(`${label}: no report (the run stopped before it finished)`);
    failed += 1;
    continue;
  }
  const second = rerun ? readReport(rerun) : null;
  const again = second ? outcomes(second) : new Map();
  let runPassed = 0;
  let runFailed = 0;
  for (const [name, first] of outcomes(report)) {
    if (first.status === 'passed') {
      runPassed += 1;
      continue;
    }
    // A file that failed to load the first time counts the tests it ran the second time.
    const ranAgain = first.file ? [...again].filter(([n]) => n.startsWith(`${name} > `)) : [];
    const retried = first.file ? loadedAndPassed(ranAgain) : again.get(name);
    if (retried?.status === 'passed') {
      runPassed += first.file ? ranAgain.length : 1;
      flaky.push(`${label}: ${name} (first run: ${first.error || 'failed'})`);
    } else {
      runFailed += 1;
      failures.push(`${label}: ${name}: ${retried?.error || first.error}`);
    }
  }
  if (logs.some((log) => existsSync(log) && readFileSync(log, 'utf8').includes('Unhandled Error'))) {
    runFailed += 1;
    failures.push(`${label}: errors outside any test (Vitest's "Unhandled Errors" in its output)`);
  }
  const skipped = report.numPendingTests + report.numTodoTests;
  const secondRun = rerun ? `; failed files run again${second ? '' : ', with no report'}` : '';
  console.log(
    `${label}: ${runPassed} passed, ${runFailed} failed${skipped ? `, ${skipped} skipped` : ''}${secondRun}`,
  );
  passed += runPassed;
  failed += runFailed;
}

if (flaky.length) {
  console.log(`Passed only when their file ran again (${flaky.length}; flaky, to be fixed):`);
  for (const r of flaky) console.log(`  ${r}`);
}
if (failures.length) {
  console.log(`Failed (${failures.length}):`);
  for (const f of failures) console.log(`  ${f}`);
}
console.log(`${passed} passed, ${failed} failed`);
if (failed) process.exitCode = 1;
