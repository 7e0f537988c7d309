import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, root } from './bench-server';

/** The yardstick of `npm run bench`: a bare node:http server replying the list's exact bytes and headers. */

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One GET with node:http, so the body keeps its content-encoding (fetch would decode it). */
export async function fetchRaw(url: string, headers: Record<string, string>): Promise<RawReply> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
            ),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const { headers, body } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = http.createServer((req, res) => { res.writeHead(200, headers); res.end(bytes); });
server.keepAliveTimeout = 72000;
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.send && process.send('ready'));
`;

/** A bare node:http server in its own process replying the list's bytes and headers. */
export async function startBareServer(reply: RawReply) {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const headers = Object.fromEntries(Object.entries(reply.headers).filter(([k]) => !skip.has(k)));
  const file = path.join(root, 'node_modules/.cache', `bench-bare-${process.pid}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ headers, body: reply.body.toString('base64') }));
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER, file, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      rmSync(file, { force: true });
    },
  };
}
