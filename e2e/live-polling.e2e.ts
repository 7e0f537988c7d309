import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { type Actor, signInAdmin } from '../test/auth-helpers';
import { type E2E, phone, pollOnPageClock, startE2E } from './support';

let e2e: E2E;
let admin: Actor;

// No stream for any address: every page reads the live events by polling (GET /api/live/events).
beforeAll(async () => {
  e2e = await startE2E({ LIVE_MAX_STREAMS_PER_ADDRESS: 0 });
  admin = await signInAdmin(e2e.server.app);
});
afterAll(() => e2e?.close());

describe('a page refused a live stream', () => {
  it('still shows a new live update, by polling, and says nothing alarming', async () => {
    const all: Establishment[] = await (await fetch(`${e2e.baseUrl}/api/establishments`)).json();
    const place = all.find((e) => e.statusUpdates.length === 0)!;
    const { page, errors } = await e2e.newPage({ ...phone(375), live: true });
    // The page's own clock, flowing as usual until the test moves it on to the next poll.
    await page.clock.install();
    await page.goto(`/establishment/${place.id}`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.live), { timeout: 10_000 })
      .toBe('polling');

    const message = `Fresh ceviche until sold out (${Date.now()})`;
    const res = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/status-updates',
      headers: admin.headers,
      payload: { establishmentId: place.id, message, type: 'announcement' },
    });
    expect(res.statusCode).toBe(201);
    // A poll comes every 7.5 to 15 s, the refetch after an event up to 10 s later: each try moves the
    // page's clock two seconds on instead of waiting for them.
    await pollOnPageClock(page, () => page.getByText(message).first().isVisible(), { stepMs: 2000 }).toBe(
      true,
    );
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(errors.filter((e) => !/\b429\b/.test(e))).toEqual([]);
  });
});
