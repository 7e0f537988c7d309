/**
 * /api/openapi.json passes Redocly's recommended rules (redocly.yaml) with no error and no warning: the
 * document a client generator or a fuzzer reads is a valid one (decision 59).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { createTestApp } from './test-app';

const root = fileURLToPath(new URL('..', import.meta.url));
const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('lints clean with the recommended rules', async () => {
  // A real-looking public origin: the lint warns of example.com and localhost servers.
  const ctx = await createTestApp({ publicOrigin: 'https://ambergriscaye.guide' });
  const file = path.join(dir, 'openapi.json');
  try {
    writeFileSync(file, (await ctx.app.inject({ url: '/api/openapi.json' })).body);
  } finally {
    await ctx.close();
  }
  const { stdout, stderr } = await promisify(execFile)(
    redocly,
    ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
    {
      cwd: root,
      // No network here or in CI: no telemetry, no update check.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((err: { stdout?: string; stderr?: string }) => ({
    stdout: err.stdout ?? '',
    stderr: err.stderr ?? '',
  }));
  const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
  };
  const problems = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
  expect(problems, stderr).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
});
