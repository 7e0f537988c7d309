import { type ChildProcess, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

/**
 * Where a benchmarked server's stdout goes: a pipe read by a process of its own, as a container
 * runtime or systemd gives a production server (the server pays for one write to a pipe per line;
 * the reader's work is not the load generator's). The reader counts the lines and throws the
 * access log away (written to a file it would fill the disk on a long run and measure the disk);
 * any line not at info or below (warnings, errors, console output) goes on to the bench's stderr.
 */
const DRAIN = `
let lines = 0;
let tail = null;
// pino starts every line with its level: 10 trace, 20 debug, 30 info.
const quiet = /^\\{"level":[123]0,/;
const pass = (data, start, end) => {
  if (!quiet.test(data.toString('latin1', start, start + 12)))
    process.stderr.write(data.toString('utf8', start, end) + '\\n');
};
process.stdin.on('data', (chunk) => {
  const data = tail ? Buffer.concat([tail, chunk]) : chunk;
  let start = 0;
  for (let nl = data.indexOf(10); nl !== -1; nl = data.indexOf(10, start)) {
    lines++;
    pass(data, start, nl);
    start = nl + 1;
  }
  tail = start < data.length ? data.subarray(start) : null;
});
process.stdin.on('end', () => {
  if (tail) { lines++; pass(tail, 0, tail.length); }
  process.send({ lines }, () => process.exit(0));
});
`;

export interface LogDrain {
  /** The pipe's writing end, to hand to the server as its stdout. */
  input: Writable;
  /** The lines the server wrote, once its stdout is closed (the server has exited). */
  lines: Promise<number>;
}

export function startLogDrain(): LogDrain {
  const child: ChildProcess = spawn(process.execPath, ['-e', DRAIN], {
    stdio: ['pipe', 'ignore', 'inherit', 'ipc'],
  });
  const lines = new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { lines: number }).lines));
    child.once('exit', (code) => reject(new Error(`log drain exited (${code})`)));
  });
  lines.catch(() => {});
  return { input: child.stdin!, lines };
}
