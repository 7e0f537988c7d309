/** The scenarios on the embedded database: SIGKILL during writes, SIGTERM in flight, a second process. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { type Reply, request, signIn, storedMessages } from '../ops/http';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  check,
  delay,
  establishmentIds,
  isRunning,
  mixedLoad,
  start,
  tempDir,
} from './common';

/** B: SIGKILL during writes on the embedded database, three times. */
export async function scenarioSigkill() {
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
export async function scenarioSigterm(dataDir: string) {
  const S = 'C SIGTERM';
  // At debug the server logs each request as it begins (lib/access-log.ts): that is how this knows
  // the half-sent requests have reached it.
  const server = await start({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
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
  const stillRunning = isRunning(server);
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
export async function scenarioSecondProcess(dataDir: string) {
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
