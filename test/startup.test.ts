import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDotEnv } from '../src/server/config';
import {
  BUILD_INPUTS,
  BUILD_OUTPUTS,
  type BuildMode,
  buildStaleReason,
  inputsHash,
  writeBuildStamp,
} from '../src/server/lib/build-record';
import { exited, type ServerProcess, startScript, startServer } from './server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
const PRODUCTION_SECRET = 'a-production-session-secret-of-40-chars!';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'ambergris-start-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function start(env: Record<string, string>): ServerProcess {
  // Run outside the project folder, so a developer's .env there does not change what is tested.
  return startServer(ROOT, tempDir(), { LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env });
}

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
    [
      { NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, PUBLIC_URL: '' },
      /^Invalid environment variable PUBLIC_URL: required in production/,
    ],
    [
      { PUBLIC_URL: 'https://guide.example.bz/app' },
      /^Invalid environment variable PUBLIC_URL: must be an origin/,
    ],
    [{ TRUST_PROXY: 'everyone' }, /^Invalid environment variable TRUST_PROXY: /],
    [{ DATA_DIR: '/etc/hostname/data' }, /^DATA_DIR \/etc\/hostname\/data is not writable/],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }, /^Could not connect to DATABASE_URL/],
  ])('stops with one clear line for %o', async (env, line) => {
    const child = start({ DATA_DIR: tempDir(), ...env });
    expect(await exited(child)).toBe(1);
    const lines = child.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it('stops within two seconds in production without PUBLIC_URL, before loading the server', async () => {
    // Measured against a start that only loads the configuration, in the same moment: on a busy
    // machine both are slower, while loading the server's modules first would add seconds to one.
    const configOnly = performance.now();
    await exited(startScript(`import('${pathToFileURL(path.join(ROOT, 'src/server/config.ts')).href}')`));
    const baseline = performance.now() - configOnly;
    const startedAt = performance.now();
    const child = start({
      DATA_DIR: tempDir(),
      NODE_ENV: 'production',
      SESSION_SECRET: PRODUCTION_SECRET,
      PUBLIC_URL: '',
    });
    expect(await exited(child)).toBe(1);
    expect(performance.now() - startedAt).toBeLessThan(baseline + 2_000);
    expect(child.output().trim()).toBe('Invalid environment variable PUBLIC_URL: required in production');
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

  it('starts empty with SEED=false, listening on this machine only without NODE_ENV=production and HOST, and says mail goes to the log', async () => {
    const child = start({ DATA_DIR: tempDir(), SEED: 'false', HOST: '', SMTP_URL: '' });
    const port = await listening(child);
    // Both are logged once listen() is done, after every address it listens on.
    await expect.poll(() => child.output()).toMatch(/Mail goes to this log: SMTP_URL is not set/);
    await expect.poll(() => child.output()).toMatch(/Ambergris guide ready/);
    expect(child.output().match(/Mail goes to this log/g)).toHaveLength(1);
    // On 0.0.0.0 Fastify names every interface's address: the loopback's and this machine's others.
    expect(child.output().match(/Server listening at [^"]*/g)).toEqual([
      `Server listening at http://127.0.0.1:${port}`,
    ]);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/establishments`)).json()).toEqual([]);
    child.kill('SIGTERM');
    await exited(child);
  });
});

/** `npm start` as an operator runs it, in its own process group so the whole tree can be stopped. */
function npmStart(env: Record<string, string>) {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (b) => {
    out.stdout += b;
  });
  child.stderr.on('data', (b) => {
    out.stderr += b;
  });
  return { child, out };
}

describe('npm start', { timeout: 240_000 }, () => {
  it('stops on a missing production secret with its one line, before building anything', async () => {
    const { child, out } = npmStart({ NODE_ENV: 'production', SESSION_SECRET: '', DATA_DIR: tempDir() });
    expect(await exited(child)).toBe(1);
    expect(out.stderr.trim()).toBe('Invalid environment variable SESSION_SECRET: required in production');
    expect(out.stdout).not.toMatch(/vite v\d|built in/i);
  });

  it('does not rebuild a current build and serves it', async () => {
    // npm test builds first, for production. Rebuilding here would empty dist/ under the browser tests
    // running alongside.
    expect(buildStaleReason(ROOT, 'production'), 'run npm run build first').toBeNull();
    const builtAt = statSync(path.join(ROOT, 'dist/web/index.html')).mtimeMs;
    const { child, out } = npmStart({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-secret-production-secret-0123',
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: tempDir(),
      SEED: 'false',
    });
    try {
      await expect
        .poll(() => out.stdout.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1], {
          timeout: 120_000,
        })
        .toBeDefined();
      expect(out.stdout).toContain('The web app is built and current: not rebuilding');
      expect(out.stdout).not.toMatch(/vite v\d|built in/i);
      expect(statSync(path.join(ROOT, 'dist/web/index.html')).mtimeMs).toBe(builtAt);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await exited(child);
    }
  });
});

describe('build freshness', () => {
  /** A project folder with every build input and output, and the record of a build made for `mode`. */
  function project(mode: BuildMode | null, skip: string[] = []) {
    const root = tempDir();
    const write = (rel: string, content = 'x') => {
      const file = path.join(root, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    };
    for (const input of BUILD_INPUTS) write(input.startsWith('src/') ? `${input}/pages/Page.tsx` : input);
    for (const output of BUILD_OUTPUTS) if (!skip.includes(output)) write(output);
    if (mode)
      for (const part of ['web', 'ssr'] as const)
        writeBuildStamp(root, part, { mode, inputs: inputsHash(root) });
    return { root, write };
  }

  it('is current when both builds were made for this mode from these sources', () => {
    expect(buildStaleReason(project('production').root, 'production')).toBeNull();
    expect(buildStaleReason(project('development').root, 'development')).toBeNull();
  });

  it('is stale for the other mode: a development build is rebuilt before a production start', () => {
    expect(buildStaleReason(project('development').root, 'production')).toMatch(
      /made for development, not production/,
    );
    expect(buildStaleReason(project('production').root, 'development')).toMatch(/made for production/);
  });

  it('is stale after a change deep in the web sources or to the lock file, also with an older time', () => {
    const web = project('production');
    web.write('src/web/ui/Card.tsx');
    expect(buildStaleReason(web.root, 'production')).toMatch(/sources changed/);
    const lock = project('production');
    lock.write('package-lock.json', 'y');
    utimesSync(path.join(lock.root, 'package-lock.json'), 1_000, 1_000);
    expect(buildStaleReason(lock.root, 'production')).toMatch(/sources changed/);
  });

  it('is stale when one of the two builds or its record is missing', () => {
    expect(buildStaleReason(project('production', ['dist/ssr/entry-server.js']).root, 'production')).toMatch(
      /incomplete/,
    );
    expect(buildStaleReason(project(null).root, 'production')).toMatch(/does not say what/);
  });
});

describe('.env', () => {
  it('is read into the environment, and a variable already set wins', () => {
    const file = path.join(tempDir(), '.env');
    writeFileSync(file, 'AMBERGRIS_TEST_FROM_FILE=file\nAMBERGRIS_TEST_SET=file\n');
    process.env.AMBERGRIS_TEST_SET = 'real';
    try {
      loadDotEnv(file);
      expect(process.env.AMBERGRIS_TEST_FROM_FILE).toBe('file');
      expect(process.env.AMBERGRIS_TEST_SET).toBe('real');
    } finally {
      delete process.env.AMBERGRIS_TEST_FROM_FILE;
      delete process.env.AMBERGRIS_TEST_SET;
    }
  });

  it('may be missing', () => {
    expect(() => loadDotEnv(path.join(tempDir(), '.env'))).not.toThrow();
  });
});
