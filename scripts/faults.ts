/**
 * npm run faults: the guide under real faults, with real processes.
 *  A. PostgreSQL restarted during a mixed read/write load (a throwaway cluster, never the machine's own)
 *  B. the app killed with SIGKILL during writes on the embedded database, then restarted
 *  C. SIGTERM during requests: in-flight ones finish, new ones are refused, the database closes cleanly
 *  D. a second process on the same DATA_DIR refuses to start
 * Prints one table; exits 1 if any check failed. Run only one at a time with FAULTS=A,C etc.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { formatTable } from './lib/text-table';
import { type Reply, request, signIn, storedMessages } from './ops/http';
import { type Cluster, startThrowawayCluster } from './ops/pg-cluster';
import { type ServerProcess, startServer } from './ops/server-process';

const ADMIN_EMAIL = 'faults-admin@example.com';
const ADMIN_PASSWORD = 'faults-admin-password';
const baseEnv = {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SESSION_SECRET: 'faults-session-secret-faults-session-secret',
  SEED: 'true',
};

interface Row {
  scenario: string;
  check: string;
  result: 'PASS' | 'FAIL';
  detail: string;
}
const rows: Row[] = [];
const check = (scenario: string, name: string, ok: boolean, detail: string) => {
  rows.push({ scenario, check: name, result: ok ? 'PASS' : 'FAIL', detail });
  console.log(`  ${ok ? 'PASS' : 'FAIL'} ${scenario}: ${name} (${detail})`);
};

const servers = new Set<ServerProcess>();
const tempDirs: string[] = [];
let cluster: Cluster | undefined;
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(d);
  return d;
};

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const s = await startServer({ ...baseEnv, ...env });
  servers.add(s);
  s.exited.then(() => servers.delete(s));
  return s;
}

async function establishmentIds(url: string, n = 6): Promise<number[]> {
  const res = await request(`${url}/api/establishments`);
  if (res.status !== 200) throw new Error(`listing establishments failed: ${res.status}`);
  return (res.body as { id: number }[]).slice(0, n).map((e) => e.id);
}

/** A writer/reader loop: writes are live updates with unique messages; acknowledged ones are kept. */
function mixedLoad(opts: {
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

/** A: PostgreSQL restarted under load. */
async function scenarioPostgresRestart() {
  const S = 'A pg restart';
  console.log(`\n${S}: starting a throwaway PostgreSQL cluster`);
  cluster = await startThrowawayCluster();
  await cluster.createDatabase('ambergris');
  const server = await start({
    DATABASE_URL: cluster.url('ambergris'),
    DATA_DIR: tempDir('ambergris-faults-a-'),
  });
  await server.waitReady();
  const cookie = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const ids = await establishmentIds(server.url);

  let firstOkAfterReturn: number | undefined;
  let back: number | undefined;
  const load = mixedLoad({
    url: server.url,
    cookie,
    ids,
    tag: 'fault-a',
    workers: 20,
    writeShare: 0.4,
    onReply: (kind, r) => {
      if (back !== undefined && firstOkAfterReturn === undefined && kind === 'write' && r.status === 201)
        firstOkAfterReturn = performance.now();
    },
  });
  await delay(3000);
  const down = performance.now();
  await cluster.stop();
  const stopped = performance.now();
  console.log(`${S}: PostgreSQL stopped; holding it down for 4 s`);
  const readyWhileDown = await request(`${server.url}/readyz`);
  await delay(4000);
  await cluster.start();
  back = performance.now();
  console.log(`${S}: PostgreSQL is back`);
  for (let i = 0; i < 150 && firstOkAfterReturn === undefined; i++) await delay(100);
  await delay(3000);
  await load.stop();

  const during = load.replies.filter((x) => x.at > stopped && x.at < back!).map((x) => x.r);
  const all = load.replies.map((x) => x.r);
  const s503 = during.filter((r) => r.status === 503);
  const bad = all.filter((r) => r.status >= 500 && r.status !== 503);
  const noReply = all.filter((r) => r.status === 0);
  const maxDuring = Math.max(0, ...during.map((r) => r.ms));
  const stored = await storedMessages(server.url, cookie, ids);
  const missing = [...load.acked].filter((m) => !stored.has(m));

  check(S, 'requests sent / writes acknowledged', true, `${all.length} / ${load.acked.size}`);
  check(
    S,
    'while down: 503 with a message (or a cached 200)',
    s503.length > 0 &&
      s503.every((r) => typeof r.body?.message === 'string') &&
      during.every((r) => r.status === 503 || (r.status >= 200 && r.status < 300)),
    `${during.length} replies while down: ${s503.length} x 503, ${during.length - s503.length} cached 2xx`,
  );
  check(
    S,
    '/readyz while down',
    readyWhileDown.status === 503,
    `${readyWhileDown.status} ${JSON.stringify(readyWhileDown.body)}`,
  );
  check(
    S,
    'no 500, no hang, no dropped connection',
    bad.length === 0 && noReply.length === 0,
    `${bad.length} 5xx other than 503, ${noReply.length} without reply; slowest while down ${Math.round(maxDuring)} ms`,
  );
  check(S, 'process survived', servers.has(server), `pid ${server.pid} still running`);
  const recovery = firstOkAfterReturn === undefined ? Number.POSITIVE_INFINITY : firstOkAfterReturn - back;
  check(
    S,
    'recovers within 5 s of PostgreSQL returning',
    recovery <= 5000,
    `first acknowledged write ${Math.round(recovery)} ms after (down for ${Math.round(back - down)} ms)`,
  );
  check(
    S,
    'every acknowledged write is stored',
    missing.length === 0,
    `${missing.length} of ${load.acked.size} missing`,
  );
  server.kill('SIGTERM');
  await server.exited;
  await cluster.destroy();
  cluster = undefined;
}

/** B: SIGKILL during writes on the embedded database, three times. */
async function scenarioSigkill() {
  const S = 'B SIGKILL pglite';
  const dataDir = tempDir('ambergris-faults-b-');
  const acked = new Set<string>();
  let restartMs: number[] = [];
  let staleLocks = 0;
  let ids: number[] = [];
  let firstStart = 0;
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    const server = await start({ DATA_DIR: dataDir });
    await server.waitReady();
    if (round === 0) firstStart = performance.now() - t0;
    else restartMs.push(performance.now() - t0);
    const cookie = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    if (round === 0) ids = await establishmentIds(server.url);
    else {
      const stored = await storedMessages(server.url, cookie, ids);
      const missing = [...acked].filter((m) => !stored.has(m));
      check(
        S,
        `after kill ${round}: every acknowledged write is there`,
        missing.length === 0,
        `${acked.size - missing.length}/${acked.size} present`,
      );
    }
    const load = mixedLoad({
      url: server.url,
      cookie,
      ids,
      tag: `fault-b${round}`,
      workers: 8,
      writeShare: 0.8,
    });
    while (load.acked.size < 40) await delay(20);
    server.kill('SIGKILL');
    await server.exited;
    await load.stop();
    for (const m of load.acked) acked.add(m);
    if (existsSync(path.join(dataDir, 'app.lock'))) staleLocks++;
  }
  const t0 = performance.now();
  const server = await start({ DATA_DIR: dataDir });
  await server.waitReady();
  restartMs.push(performance.now() - t0);
  const cookie = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const stored = await storedMessages(server.url, cookie, ids);
  const missing = [...acked].filter((m) => !stored.has(m));
  check(
    S,
    'stale lock of a dead pid does not block a restart',
    staleLocks === 3,
    `${staleLocks} stale locks left by SIGKILL, 3 restarts succeeded`,
  );
  check(
    S,
    'database opens after every kill',
    restartMs.length === 3,
    `first start ${Math.round(firstStart)} ms, restarts ${restartMs.map(Math.round).join(', ')} ms`,
  );
  check(
    S,
    'every acknowledged write survives 3 kills',
    missing.length === 0,
    `${acked.size - missing.length}/${acked.size} acknowledged writes present`,
  );
  restartMs = [];
  server.kill('SIGTERM');
  await server.exited;
  return dataDir;
}

/**
 * A POST whose body is sent in two halves: between them the server has begun the request (it logged
 * it) but cannot finish it, so it is in flight for as long as we like, without any timing guesswork.
 */
function halfSentPost(baseUrl: string, path: string, json: unknown, headers: Record<string, string> = {}) {
  const body = JSON.stringify(json);
  const { hostname, port } = new URL(baseUrl);
  const req = httpRequest({
    hostname,
    port,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
  });
  const reply = new Promise<Reply>((resolve) => {
    const started = performance.now();
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {}
        resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: null, ms: performance.now() - started, error: err.code ?? err.message }),
    );
  });
  req.flushHeaders();
  req.write(body.slice(0, 12));
  return { reply, finish: () => req.end(body.slice(12)) };
}

/** C: SIGTERM while requests are in flight. */
async function scenarioSigterm(dataDir: string) {
  const S = 'C SIGTERM';
  const server = await start({ DATA_DIR: dataDir });
  await server.waitReady();
  const cookie = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const ids = await establishmentIds(server.url);
  const begun = (path: string) =>
    server.output.filter((l) => l.includes('"msg":"incoming request"') && l.includes(`"url":"${path}"`))
      .length;
  const writesBefore = begun('/api/status-updates');
  const loginsBefore = begun('/api/auth/login');

  // Six live updates and two sign-ins, each begun by the server but not yet fully received.
  const tag = Date.now().toString(36);
  const writes = Array.from({ length: 6 }, (_, i) =>
    halfSentPost(
      server.url,
      '/api/status-updates',
      { establishmentId: ids[i % ids.length], type: 'special', message: `fault-c-${tag}-${i}` },
      { cookie },
    ),
  );
  const logins = Array.from({ length: 2 }, (_, i) =>
    halfSentPost(
      server.url,
      '/api/auth/login',
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { 'x-forwarded-for': `198.18.7.${i}` },
    ),
  );
  for (
    let i = 0;
    i < 5000 &&
    (begun('/api/status-updates') < writesBefore + 6 || begun('/api/auth/login') < loginsBefore + 2);
    i++
  )
    await delay(5);
  const inFlight = begun('/api/status-updates') - writesBefore + begun('/api/auth/login') - loginsBefore;

  server.kill('SIGTERM');
  await server.waitForLine(/SIGTERM: finishing in-flight requests/);
  const fresh: Reply[] = [];
  for (let i = 0; i < 5; i++) fresh.push(await request(`${server.url}/api/categories`, { timeoutMs: 5000 }));
  const stillRunning = servers.has(server);
  for (const r of [...writes, ...logins]) r.finish();
  const writeReplies = await Promise.all(writes.map((w) => w.reply));
  const loginReplies = await Promise.all(logins.map((l) => l.reply));
  const code = await server.exited;
  if (process.env.FAULTS_DEBUG) writeFileSync(process.env.FAULTS_DEBUG, server.output.join('\n'));

  check(
    S,
    'in-flight requests finish',
    inFlight === 8 &&
      writeReplies.every((r) => r.status === 201) &&
      loginReplies.every((r) => r.status === 200),
    `${inFlight} begun before the signal; after it: writes ${writeReplies.map((r) => r.error ?? r.status).join(',')}, sign-ins ${loginReplies.map((r) => r.error ?? r.status).join(',')}`,
  );
  check(
    S,
    'new requests after the signal are refused',
    stillRunning && fresh.every((r) => r.status === 0 || r.status === 503),
    fresh.map((r) => r.error ?? r.status).join(', '),
  );
  check(
    S,
    'exit code 0 and the database closed cleanly',
    code === 0 && server.output.some((l) => /database closed cleanly/.test(l)),
    `exit ${code}; "${server.output.find((l) => /database closed/.test(l)) ?? 'no close line'}"`,
  );
  check(S, 'lock released', !existsSync(path.join(dataDir, 'app.lock')), 'DATA_DIR/app.lock removed');
  const again = await start({ DATA_DIR: dataDir });
  await again.waitReady();
  const cookie2 = await signIn(again.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const stored = await storedMessages(again.url, cookie2, ids);
  const acked = writeReplies
    .filter((r) => r.status === 201)
    .map((r) => (r.body as { message: string }).message);
  const missing = acked.filter((m) => !stored.has(m));
  check(
    S,
    'acknowledged writes present after restart',
    acked.length > 0 && missing.length === 0,
    `${acked.length - missing.length}/${acked.length}`,
  );
  again.kill('SIGTERM');
  await again.exited;
}

/** D: a second process on the same DATA_DIR. */
async function scenarioSecondProcess(dataDir: string) {
  const S = 'D second process';
  const first = await start({ DATA_DIR: dataDir });
  await first.waitReady();
  const lockPid = Number(readFileSync(path.join(dataDir, 'app.lock'), 'utf8'));
  const second = await start({ DATA_DIR: dataDir });
  const code = await second.exited;
  const line = second.output.find((l) => /DATA_DIR/.test(l)) ?? second.output.at(-1) ?? '';
  check(
    S,
    'refuses to start with a clear message',
    code === 1 && /in use by another process/.test(line),
    `exit ${code}: "${line}"`,
  );
  check(
    S,
    'lock names the running process',
    lockPid === first.pid,
    `app.lock pid ${lockPid}, first server pid ${first.pid}`,
  );
  const ready = await request(`${first.url}/readyz`);
  check(S, 'the first process keeps serving', ready.status === 200, `/readyz ${ready.status}`);
  first.kill('SIGTERM');
  await first.exited;
}

async function main() {
  const only = (process.env.FAULTS ?? 'A,B,C,D').toUpperCase().split(',');
  const started = performance.now();
  if (only.includes('A')) await scenarioPostgresRestart();
  let dataDir: string | undefined;
  if (only.includes('B')) {
    console.log('\nB: SIGKILL during writes on the embedded database');
    dataDir = await scenarioSigkill();
  }
  dataDir ??= tempDir('ambergris-faults-cd-');
  if (only.includes('C')) {
    console.log('\nC: SIGTERM with requests in flight');
    await scenarioSigterm(dataDir);
  }
  if (only.includes('D')) {
    console.log('\nD: a second process on the same DATA_DIR');
    await scenarioSecondProcess(dataDir);
  }
  console.log(`\nFault results (${Math.round((performance.now() - started) / 1000)} s)\n`);
  console.log(formatTable(rows as unknown as Record<string, string>[]));
  const failed = rows.filter((r) => r.result === 'FAIL').length;
  console.log(`\n${rows.length - failed} passed, ${failed} failed`);
  return failed;
}

async function cleanup() {
  for (const s of servers) s.kill('SIGKILL');
  await Promise.all([...servers].map((s) => s.exited));
  await cluster?.destroy().catch(() => {});
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`${signal}: stopping the servers and the cluster this script started`);
    void cleanup().then(() => process.exit(130));
  });

main()
  .then(async (failed) => {
    await cleanup();
    process.exit(failed ? 1 : 0);
  })
  .catch(async (err) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  });
