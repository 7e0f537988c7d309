import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'ambergris-start-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function start(env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b) => {
    out += b;
  });
  child.stderr!.on('data', (b) => {
    out += b;
  });
  return Object.assign(child, { output: () => out });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** Resolves with the port once the server logs that it listens. */
function listening(child: ReturnType<typeof start>): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const m = child.output().match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (m) {
        child.stdout!.off('data', check);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${child.output()}`)));
  });
}

describe('start-up', { timeout: 120_000 }, () => {
  it.each([
    [{ PORT: 'abc' }, /^Invalid environment variable PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid environment variable DATABASE_URL: /],
    [{ SEED: 'maybe' }, /^Invalid environment variable SEED: must be true or false/],
    [
      { NODE_ENV: 'production', SESSION_SECRET: '' },
      /^Invalid environment variable SESSION_SECRET: required in production/,
    ],
    [{ DATA_DIR: '/etc/hostname/data' }, /^DATA_DIR \/etc\/hostname\/data is not writable/],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }, /^Could not connect to DATABASE_URL/],
  ])('stops with one clear line for %o', async (env, line) => {
    const child = start({ DATA_DIR: tempDir(), ...env });
    expect(await exited(child)).toBe(1);
    const lines = child.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it('creates, migrates and seeds the embedded database once; a second start changes nothing', async () => {
    const dataDir = tempDir();
    const count = async (port: number) =>
      ((await (await fetch(`http://127.0.0.1:${port}/api/establishments`)).json()) as unknown[]).length;

    const first = start({ DATA_DIR: dataDir });
    expect(await count(await listening(first))).toBe(41);
    expect(first.output()).toContain('Seeded the default catalogue');
    first.kill('SIGTERM');
    expect(await exited(first)).toBe(0);

    const second = start({ DATA_DIR: dataDir });
    expect(await count(await listening(second))).toBe(41);
    expect(second.output()).not.toContain('Seeded');
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);
  });

  it('starts empty with SEED=false', async () => {
    const child = start({ DATA_DIR: tempDir(), SEED: 'false' });
    const port = await listening(child);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/establishments`)).json()).toEqual([]);
    child.kill('SIGTERM');
    await exited(child);
  });
});
