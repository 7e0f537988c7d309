import { CATEGORY_IDS } from '../../src/domain/constants';

/** The account the bench server ensures at start (ADMIN_EMAIL), to write as an owner would. */
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const WRITES = 10;

/**
 * How long the first category page takes right after a write, the in-memory catalogue re-reading
 * the written place for it: after a live update (what owners post most) and after an edit of a place. One request at a
 * time, WRITES of each, median and slowest.
 */
export async function readsAfterWrites(base: string, establishmentId: number): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`bench admin sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const send = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : ((await res.json()) as { id: number });
  };
  const page = `/api/establishments?categoryId=${CATEGORY_IDS.restaurants}&sort=name&limit=24`;
  const timeRead = async () => {
    const started = performance.now();
    const res = await fetch(`${base}${page}`, { headers: { 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    return performance.now() - started;
  };
  const measure = async (write: (i: number) => Promise<void>) => {
    const ms: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      await timeRead(); // cached
      await write(i);
      ms.push(await timeRead());
    }
    ms.sort((a, b) => a - b);
    return `median ${ms[Math.floor(ms.length / 2)].toFixed(1)} ms, slowest ${ms[ms.length - 1].toFixed(1)} ms`;
  };
  let lastUpdate: number | null = null;
  const afterUpdate = await measure(async (i) => {
    // A place holds at most five active updates (decision 50): the one before goes first, unmeasured.
    if (lastUpdate !== null) await send('DELETE', `/api/status-updates/${lastUpdate}`, undefined);
    const posted = await send('POST', '/api/status-updates', {
      establishmentId,
      message: `Bench special ${i}`,
      type: 'special',
    });
    lastUpdate = posted?.id ?? null;
  });
  const afterEdit = await measure(async (i) => {
    await send('PATCH', `/api/establishments/${establishmentId}`, {
      description: `Edited by the bench, ${i}`,
    });
  });
  return [
    `First category page after a write (${WRITES} each, one at a time):`,
    `- after a live update is posted: ${afterUpdate}`,
    `- after a place is edited: ${afterEdit}`,
  ].join('\n');
}
