/** What the fault scenarios share: the servers they start, their checks and a mixed load. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Reply, request } from '../ops/http';
import type { Cluster } from '../ops/pg-cluster';
import { type ServerProcess, startServer } from '../ops/server-process';

export const ADMIN_EMAIL = 'faults-admin@example.com';
export const ADMIN_PASSWORD = 'faults-admin-password';
const baseEnv = {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SESSION_SECRET: 'faults-session-secret-faults-session-secret',
  SEED: 'true',
};

export interface Row {
  scenario: string;
  check: string;
  result: 'PASS' | 'FAIL';
  detail: string;
}
export const rows: Row[] = [];
export const check = (scenario: string, name: string, ok: boolean, detail: string) => {
  rows.push({ scenario, check: name, result: ok ? 'PASS' : 'FAIL', detail });
  console.log(`  ${ok ? 'PASS' : 'FAIL'} ${scenario}: ${name} (${detail})`);
};

/** What this run started, so cleanup() can stop and remove it whatever happened. */
const servers = new Set<ServerProcess>();
const tempDirs: string[] = [];
export const owned: { cluster?: Cluster } = {};
export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(d);
  return d;
};

export async function start(env: Record<string, string>): Promise<ServerProcess> {
  const s = await startServer({ ...baseEnv, ...env });
  servers.add(s);
  s.exited.then(() => servers.delete(s));
  return s;
}

export async function establishmentIds(url: string, n = 6): Promise<number[]> {
  const res = await request(`${url}/api/establishments`);
  if (res.status !== 200) throw new Error(`listing establishments failed: ${res.status}`);
  return (res.body as { id: number }[]).slice(0, n).map((e) => e.id);
}

/** A writer/reader loop: writes are live updates with unique messages; acknowledged ones are kept. */
export function mixedLoad(opts: {
  url: string;
  cookie: string;
  ids: number[];
  tag: string;
  workers: number;
  writeShare: number;
  onReply?: (kind: 'read' | 'write', r: Reply) => void;
}) {
  let stopped = false;
  let n = 0;
  const acked = new Set<string>();
  const replies: { at: number; kind: 'read' | 'write'; r: Reply }[] = [];
  const worker = async () => {
    while (!stopped) {
      const i = n++;
      let r: Reply;
      let kind: 'read' | 'write';
      if (Math.random() < opts.writeShare) {
        kind = 'write';
        const message = `${opts.tag}-${i}`;
        r = await request(`${opts.url}/api/status-updates`, {
          method: 'POST',
          cookie: opts.cookie,
          json: { establishmentId: opts.ids[i % opts.ids.length], type: 'announcement', message },
        });
        if (r.status >= 200 && r.status < 300) acked.add(message);
      } else {
        kind = 'read';
        const which = i % 3;
        r =
          which === 0
            ? await request(`${opts.url}/api/establishments?areaId=${4 + (i % 3)}`)
            : which === 1
              ? await request(`${opts.url}/api/auth/user`, { cookie: opts.cookie })
              : await request(`${opts.url}/api/establishments/${opts.ids[i % opts.ids.length]}`);
      }
      replies.push({ at: performance.now(), kind, r });
      opts.onReply?.(kind, r);
      // Refused connections come back at once; don't spin.
      if (r.status === 0) await delay(20);
    }
  };
  const running = Array.from({ length: opts.workers }, worker);
  return {
    acked,
    replies,
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

/** Whether the server is still running (it leaves the set when it exits). */
export const isRunning = (s: ServerProcess) => servers.has(s);

export async function cleanup() {
  for (const s of servers) s.kill('SIGKILL');
  await Promise.all([...servers].map((s) => s.exited));
  await owned.cluster?.destroy().catch(() => {});
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
}
