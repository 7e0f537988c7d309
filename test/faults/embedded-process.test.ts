import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../scripts/ops/server-process';

/**
 * The real server process on the embedded database: a second process on the same DATA_DIR is
 * refused, and after a SIGKILL the server restarts past the dead process's lock with every
 * acknowledged write. (npm run faults does the same under load.)
 */
describe('the server process on an embedded database', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ambergris-fault-test-'));
  const env = { DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'warn' };
  const started: ServerProcess[] = [];
  const start = async () => {
    const s = await startServer(env);
    started.push(s);
    return s;
  };
  let first: ServerProcess;

  beforeAll(async () => {
    first = await start();
    await first.waitReady();
  }, 120_000);

  afterAll(async () => {
    for (const s of started) s.kill('SIGKILL');
    await Promise.all(started.map((s) => s.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second process on the same DATA_DIR refuses to start with a clear message', async () => {
    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output.join('\n')).toMatch(
      new RegExp(`DATA_DIR .* is in use by another process \\(pid ${first.pid}\\); stop it first`),
    );
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  }, 120_000);

  it('after SIGKILL the server restarts past the stale lock and keeps every acknowledged write', async () => {
    const emails = Array.from({ length: 3 }, (_, i) => `survivor-${i}-${process.pid}@example.com`);
    for (const [i, email] of emails.entries()) {
      const res = await fetch(`${first.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.9.${i}` },
        body: JSON.stringify({ email, password: 'survives a kill -9' }),
      });
      expect(res.status).toBe(202);
    }
    first.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(Number(readFileSync(path.join(dataDir, 'app.lock'), 'utf8'))).toBe(first.pid);

    const again = await start();
    await again.waitReady();
    for (const [i, email] of emails.entries()) {
      const res = await fetch(`${again.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.10.${i}` },
        body: JSON.stringify({ email, password: 'survives a kill -9' }),
      });
      expect(res.status).toBe(200);
    }

    again.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(again.output.join('\n')).toContain('database closed cleanly');
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  }, 180_000);
});
