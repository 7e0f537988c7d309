import { cpSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

const dirs: string[] = [];
/** Removes every copy made by this file's tests (its afterAll). */
export function removeProjectCopies() {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/**
 * A copy of the server and of the build (index.html, Vite's manifest, the rendering bundle and its
 * record) in a temporary folder, so a test can break the build without touching dist/ under the
 * browser tests running beside it. node_modules is linked, not copied.
 */
export function projectCopy() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ambergris-build-'));
  dirs.push(root);
  for (const rel of [
    'src/server',
    'src/domain',
    'package.json',
    'dist/web/index.html',
    'dist/web/.vite',
    'dist/ssr',
  ])
    cpSync(path.join(ROOT, rel), path.join(root, rel), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const bundle = path.join(root, 'dist/ssr/entry-server.js');
  return {
    root,
    webRoot: path.join(root, 'dist/web'),
    stamp: (mode: string) =>
      writeFileSync(
        path.join(root, 'dist/build-info.json'),
        JSON.stringify({ web: { mode }, ssr: { mode } }),
      ),
    /** Replaces the rendering bundle (a new modification time, so a running server loads it again). */
    bundle(code: string, at = Date.now() / 1000) {
      writeFileSync(bundle, code);
      utimesSync(bundle, at, at);
    },
  };
}
