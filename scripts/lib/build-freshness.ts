import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build` reads: a change to any of them makes the built app stale. */
export const BUILD_INPUTS = ['src/web', 'src/domain', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
/** What `npm run build` writes last in each of its two steps (browser bundle, server-rendering bundle). */
export const BUILD_OUTPUTS = [
  'dist/web/index.html',
  'dist/web/.vite/manifest.json',
  'dist/ssr/entry-server.js',
];

function newestMtime(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, name)));
  return newest;
}

/** True when every build output exists and is newer than every input, so a build would change nothing. */
export function buildIsCurrent(root: string): boolean {
  const outputs = BUILD_OUTPUTS.map((f) => path.join(root, f));
  if (!outputs.every((f) => existsSync(f))) return false;
  const oldestOutput = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const inputs = BUILD_INPUTS.map((f) => path.join(root, f)).filter((f) => existsSync(f));
  return inputs.every((f) => newestMtime(f) < oldestOutput);
}
