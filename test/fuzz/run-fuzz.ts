import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatTable } from '../../scripts/lib/text-table';
import { createTestApp, type TestApp, testConfig } from '../test-app';
import { requestArb } from './requests';
import { type Identity, routesFromOpenApi } from './routes';
import {
  checkRequest,
  describeRequest,
  type Failure,
  type FuzzSession,
  startFuzzSession,
  type Tally,
} from './session';

/** Total cases over the three identities: a few hundred in `npm test`, FUZZ_RUNS=10000 in `npm run fuzz`. */
export const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const generous = { max: 100_000, timeWindowMs: 60_000 };
const FUZZ_RATE_LIMITS = {
  login: generous,
  register: generous,
  claims: generous,
  registrations: generous,
  ownerWrites: generous,
};

/** Registers the fuzz test of one identity in the calling test file. */
export function fuzzEveryRoute(identity: Identity) {
  let t: TestApp;
  let session: FuzzSession;
  beforeAll(async () => {
    // Limits high enough that sign-ups, sign-ins and claims reach the services, not only the 429.
    // Insights counts are written by a timer (decision 35) and the outbox by the mail worker after an
    // earlier request's commit (decision 32), whenever they run: both off here, so a table that changed
    // under a rejected request was changed by that request.
    t = await createTestApp({ rateLimits: FUZZ_RATE_LIMITS }, { insightsFlushMs: 0 });
    await t.app.mailWorker.stop();
    session = await startFuzzSession(t.app, t.database, testConfig.sessionSecret);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    `every documented route, as ${identity}: no 5xx, a message on every 4xx, no change when rejected, no leaks`,
    async () => {
      const routes = routesFromOpenApi(t.app.swagger());
      expect(routes.length).toBeGreaterThan(5);
      const perRoute = Math.max(2, Math.ceil(TOTAL_RUNS / 3 / routes.length));
      const failures: Failure[] = [];
      const rows: Record<string, string | number>[] = [];
      for (const route of routes) {
        const tally: Tally = { runs: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0 };
        let failure: Failure | undefined;
        const result = await fc.check(
          fc.asyncProperty(requestArb(route, session.ctx), async (req) => {
            const problem = await checkRequest(session, route, identity, req, tally);
            if (problem) {
              failure ??= { route: route.key, identity, request: req, ...problem };
              return false;
            }
            return true;
          }),
          { numRuns: perRoute, seed: SEED, endOnFailure: true },
        );
        if (result.failed && failure) failures.push(failure);
        else if (result.failed) throw result.errorInstance ?? new Error(`fuzzing ${route.key} failed`);
        rows.push({
          route: route.key,
          runs: tally.runs,
          '2xx': tally.s2xx,
          '3xx': tally.s3xx,
          '4xx': tally.s4xx,
          '5xx': tally.s5xx,
        });
      }
      const total = rows.reduce((n, r) => n + Number(r.runs), 0);
      rows.push({
        route: 'TOTAL',
        runs: total,
        '2xx': rows.reduce((n, r) => n + Number(r['2xx']), 0),
        '3xx': rows.reduce((n, r) => n + Number(r['3xx']), 0),
        '4xx': rows.reduce((n, r) => n + Number(r['4xx']), 0),
        '5xx': rows.reduce((n, r) => n + Number(r['5xx']), 0),
      });
      console.log(
        `\nFuzz as ${identity}: ${routes.length} routes, ${total} requests\n${formatTable(rows)}\n`,
      );
      expect(
        failures.map(
          (f) =>
            `${f.route} as ${f.identity}: ${f.problem} (status ${f.status})\n  request: ${describeRequest(f.request)}\n  reply: ${f.body}`,
        ),
      ).toEqual([]);
    },
    120_000 + (TOTAL_RUNS / 3) * 250,
  );
}
