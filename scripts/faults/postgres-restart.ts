import { request, signIn, storedMessages } from '../ops/http';
import { startThrowawayCluster } from '../ops/pg-cluster';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  check,
  delay,
  establishmentIds,
  isRunning,
  mixedLoad,
  owned,
  start,
  tempDir,
} from './common';

/** A: PostgreSQL restarted under load. */
export async function scenarioPostgresRestart() {
  const S = 'A pg restart';
  console.log(`\n${S}: starting a throwaway PostgreSQL cluster`);
  const cluster = await startThrowawayCluster();
  owned.cluster = cluster;
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
  check(S, 'process survived', isRunning(server), `pid ${server.pid} still running`);
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
  owned.cluster = undefined;
}
