// The npm registry reachable here does not serve some packages built for other platforms
// (e.g. @biomejs/cli-darwin-arm64), so npm writes a lock file without them and then `npm ci`
// refuses it. This adds the missing optional platform entries (with os/cpu, so npm never
// tries to install them on Linux x64) to keep `npm ci` working. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'sunos', 'win32', 'wasm32', 'netbsd', 'aix'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64'];
let added = 0;

for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const parts = name.split(/[-/]/);
    const os = OS.find((o) => parts.includes(o === 'wasm32' ? 'wasm32' : o));
    const cpu = CPU.find((c) => parts.includes(c) || (c === 'arm' && parts.includes('gnueabihf')));
    const entry = { version: version.replace(/^[\^~]/, ''), dev: meta.dev || undefined, optional: true };
    if (os && os !== 'wasm32') entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (parts.includes('musl')) entry.libc = ['musl'];
    packages[`node_modules/${name}`] = entry;
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock file: added ${added} foreign-platform optional entries`);
