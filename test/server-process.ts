import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export type ServerProcess = ChildProcess & { output: () => string };

/**
 * `src/server/main.ts` of the project at `root`, started as `npm run serve` does, in `cwd` and with
 * `env` (over this process's environment); `output()` is what it has printed so far, both streams.
 */
export function startServer(root: string, cwd: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', TSX, path.join(root, 'src/server/main.ts')], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const collect = (b: Buffer) => {
    out += b;
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return Object.assign(child, { output: () => out });
}

/** Resolves with the exit code once the process ends. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** `code` run as an ES module through tsx, as the server is (a yardstick for start-up times). */
export const startScript = (code: string) =>
  spawn(process.execPath, ['--import', TSX, '--input-type=module', '-e', code], { stdio: 'ignore' });
