// Prints the test files (src/ and test/, not the browser journeys) that run on the test database of
// test/global-setup.ts: those that call createTestApp or openTestDatabase, themselves or through a
// local helper they import. CI runs these a second time with TEST_DATABASE_URL on PostgreSQL; the
// others (pure functions, child processes with their own embedded database, backup's own databases)
// would only repeat themselves (decision 39).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const USES_TEST_DATABASE = /\b(createTestApp|openTestDatabase)\(|inject\('dbTemplate'\)/;
/** Where the test database is opened; importing it for its config alone does not count. */
const OPENS = new Set(['test/test-app.ts', 'test/global-setup.ts']);

function files(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(rel);
    return [rel];
  });
}

function localImports(rel) {
  const text = readFileSync(path.join(root, rel), 'utf8');
  const out = [];
  for (const [, spec] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
    const found = ['', '.ts', '.tsx', '/index.ts']
      .map((x) => base + x)
      // A folder (`../i18n`) is its index.ts, not a file to read.
      .find((f) => existsSync(path.join(root, f)) && statSync(path.join(root, f)).isFile());
    if (found) out.push(found);
  }
  return out;
}

const memo = new Map();
function usesTestDatabase(rel, seen = new Set()) {
  if (memo.has(rel)) return memo.get(rel);
  if (seen.has(rel) || OPENS.has(rel)) return false;
  seen.add(rel);
  const text = readFileSync(path.join(root, rel), 'utf8');
  const result = USES_TEST_DATABASE.test(text) || localImports(rel).some((f) => usesTestDatabase(f, seen));
  memo.set(rel, result);
  return result;
}

const tests = [...files('src'), ...files('test')].filter((f) => /\.test\.tsx?$/.test(f)).sort();
console.log(tests.filter((f) => usesTestDatabase(f)).join('\n'));
