/**
 * The live bench's clients, in a process of their own (forked by scripts/bench-live.ts, so the server's
 * and the clients' file descriptors each fit the limit): holds many idle GET /api/live streams and
 * reports when an event reached each of them. Messages from the parent:
 *   { open: url, count }  opens streams until `count` are held      → { opened, failed, refused }
 *   { arm: true }         the next event on every stream is timed   → { armed: true }
 *   { collect: timeoutMs } waits for it on every stream (bounded)   → { arrivals: epoch ms[], missing }
 *   { close: true }       closes every stream and exits
 */
import http from 'node:http';

/** Epoch milliseconds with sub-millisecond precision, comparable across processes of one machine. */
const nowMs = () => performance.timeOrigin + performance.now();
/** Connections being opened at once: more overflow the server's accept queue. */
const OPENING_AT_ONCE = 64;
const HEARTBEAT = ':\n\n';

interface Held {
  req: http.ClientRequest;
  /** When the timed event arrived (0: not yet). */
  arrived: number;
}

const held: Held[] = [];
let armed = false;

function openOne(url: string): Promise<'ok' | 'refused' | 'failed'> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        req.destroy();
        return resolve(res.statusCode === 503 ? 'refused' : 'failed');
      }
      const stream: Held = { req, arrived: 0 };
      res.setEncoding('utf8');
      res.once('data', () => {
        held.push(stream);
        resolve('ok');
        res.on('data', (chunk: string) => {
          if (armed && !stream.arrived && chunk !== HEARTBEAT) stream.arrived = nowMs();
        });
      });
    });
    req.once('error', () => resolve('failed'));
  });
}

async function open(url: string, count: number) {
  let failed = 0;
  let refused = 0;
  let started = 0;
  const needed = count - held.length;
  const worker = async () => {
    while (started < needed) {
      started++;
      const outcome = await openOne(`${url}/api/live`);
      if (outcome === 'failed') failed++;
      if (outcome === 'refused') refused++;
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, worker));
  return { opened: held.length, failed, refused };
}

async function collect(timeoutMs: number) {
  const deadline = nowMs() + timeoutMs;
  while (held.some((s) => !s.arrived) && nowMs() < deadline) await new Promise((r) => setTimeout(r, 20));
  armed = false;
  const arrivals = held.filter((s) => s.arrived).map((s) => s.arrived);
  for (const s of held) s.arrived = 0;
  return { arrivals, missing: held.length - arrivals.length };
}

process.on('message', async (msg: any) => {
  if (msg.open) process.send!(await open(msg.open, msg.count));
  else if (msg.arm) {
    armed = true;
    process.send!({ armed: true });
  } else if (msg.collect) process.send!(await collect(msg.collect));
  else if (msg.close) {
    for (const s of held) s.req.destroy();
    process.exit(0);
  }
});
