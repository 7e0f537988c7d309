import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = path.join(ROOT, 'src/server/main.ts');

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  proc: ChildProcess;
  pid: number;
  port: number;
  url: string;
  /** Every line the process printed (stdout and stderr). */
  output: string[];
  /** Resolves with the exit code (or signal name) once the process is gone. */
  exited: Promise<number | string>;
  /** Resolves when a printed line matches, rejects if the process exits first or after timeoutMs. */
  waitForLine(re: RegExp, timeoutMs?: number): Promise<string>;
  /** Polls GET /readyz until 200 (the database is reachable), or rejects after timeoutMs. */
  waitReady(timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * The real server (`node --import tsx src/server/main.ts`, as `npm run serve`) as a child process:
 * signals reach the server itself, not a wrapper.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  port?: number,
): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // These runs stand for many clients behind a proxy on this host: X-Forwarded-For tells them apart.
      TRUST_PROXY: 'loopback',
      ...env,
      PORT: String(p),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const waiters = new Set<() => void>();
  const onData = (buf: Buffer) => {
    for (const line of buf.toString('utf8').split('\n')) if (line.trim()) output.push(line);
    for (const w of waiters) w();
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  let exitedValue: number | string | undefined;
  const exited = new Promise<number | string>((resolve) => {
    proc.on('exit', (code, signal) => {
      exitedValue = code ?? signal ?? -1;
      for (const w of waiters) w();
      resolve(exitedValue);
    });
  });
  const url = `http://127.0.0.1:${p}`;
  const server: ServerProcess = {
    proc,
    pid: proc.pid!,
    port: p,
    url,
    output,
    exited,
    waitForLine(re, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < output.length; seen++)
            if (re.test(output[seen])) {
              done();
              return resolve(output[seen]);
            }
          if (exitedValue !== undefined) {
            done();
            reject(
              new Error(
                `server exited (${exitedValue}) before printing ${re}:\n${output.slice(-10).join('\n')}`,
              ),
            );
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(`no line matching ${re} within ${timeoutMs} ms:\n${output.slice(-10).join('\n')}`),
          );
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async waitReady(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (exitedValue !== undefined)
          throw new Error(`server exited (${exitedValue}):\n${output.slice(-10).join('\n')}`);
        try {
          const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) });
          if (res.status === 200) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server not ready within ${timeoutMs} ms:\n${output.slice(-10).join('\n')}`);
    },
    kill(signal) {
      if (exitedValue === undefined) proc.kill(signal);
    },
  };
  return server;
}
