// Prints the plain closing line CI reads ("Tests: N passed, N failed") from Vitest's JSON report.
import { readFileSync } from 'node:fs';

const [file, label = 'Tests'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(
  `${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
