import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The walls docs/architecture.md describes are Biome rules; these probes are files written where a
 * newcomer would write them, linted with the project's own configuration, so a rule switched off or a
 * pattern that stops matching fails here rather than silently letting the layout rot.
 */
const root = path.resolve(import.meta.dirname, '..');
const probe = `lint-probe-${process.pid}`;
const featureDir = path.join(root, 'src/web/features', probe);
const serverDir = path.join(root, 'src/server/modules', probe);
const pagesFile = path.join(root, 'src/web/pages', `${probe}.tsx`);
const uiFile = path.join(root, 'src/web/ui', `${probe}.ts`);

const longBody = Array.from({ length: 160 }, (_, i) => `  total += ${i};`).join('\n');
const longFunction = `export function long(): number {\n  let total = 0;\n${longBody}\n  return total;\n}\n`;

beforeAll(() => {
  mkdirSync(featureDir, { recursive: true });
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(path.join(featureDir, 'deep.ts'), "export { LeafletMap } from '../map/LeafletMap';\n");
  writeFileSync(path.join(featureDir, 'face.ts'), "export { EstablishmentMap } from '../map';\n");
  writeFileSync(path.join(featureDir, 'page.ts'), "export { default } from '../../pages/MapPage';\n");
  writeFileSync(
    path.join(featureDir, 'cycle-a.ts'),
    "import { b } from './cycle-b';\nexport const a = () => b;\n",
  );
  writeFileSync(
    path.join(featureDir, 'cycle-b.ts'),
    "import { a } from './cycle-a';\nexport const b = () => a;\n",
  );
  writeFileSync(path.join(featureDir, 'long-web.ts'), longFunction);
  writeFileSync(path.join(serverDir, 'long-server.ts'), longFunction);
  writeFileSync(pagesFile, "export const lazyMap = () => import('../features/map/LeafletMap');\n");
  writeFileSync(uiFile, "export { EstablishmentMap } from '../features/map';\n");
});
afterAll(() => {
  for (const p of [featureDir, serverDir, pagesFile, uiFile]) rmSync(p, { recursive: true, force: true });
});

/** Biome's findings on `files`: each file (relative to the probe) with the rules it broke. */
async function findings(files: string[]): Promise<Record<string, string[]>> {
  const biome = path.join(root, 'node_modules/.bin/biome');
  const output = await promisify(execFile)(biome, ['lint', '--max-diagnostics=200', ...files], { cwd: root })
    .then((r) => r.stdout + r.stderr)
    .catch((e: { stdout: string; stderr: string }) => e.stdout + e.stderr);
  const found: Record<string, string[]> = {};
  for (const m of output.matchAll(/^(\S+?):\d+:\d+ (lint\/\S+)/gm)) {
    const file = path.basename(m[1]);
    found[file] = [...new Set([...(found[file] ?? []), m[2]])].sort();
  }
  return found;
}

describe('the lint walls', () => {
  it('refuse a deep import between web features, a feature importing a page, and below-feature code importing a feature', async () => {
    const found = await findings([featureDir, pagesFile, uiFile]);
    expect(found['deep.ts']).toContain('lint/style/noRestrictedImports');
    expect(found['page.ts']).toContain('lint/style/noRestrictedImports');
    expect(found[`${probe}.tsx`]).toContain('lint/style/noRestrictedImports');
    expect(found[`${probe}.ts`]).toContain('lint/style/noRestrictedImports');
    // Through its face, one feature may use another.
    expect(found['face.ts'] ?? []).not.toContain('lint/style/noRestrictedImports');
  });

  it('refuse an import cycle', async () => {
    const found = await findings([featureDir]);
    expect(found['cycle-a.ts']).toContain('lint/suspicious/noImportCycles');
  });

  it('refuse a function over 150 lines, on the server and in the web app', async () => {
    const found = await findings([
      path.join(featureDir, 'long-web.ts'),
      path.join(serverDir, 'long-server.ts'),
    ]);
    const flagged = Object.keys(found).filter((f) =>
      found[f].includes('lint/complexity/noExcessiveLinesPerFunction'),
    );
    expect(flagged.sort()).toEqual(['long-server.ts', 'long-web.ts']);
  });
});
