import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { type CatalogChange, createCatalogChanges } from './changes';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const quiet = { warn: () => {} };

/** Resolves with the next change the listener hears (bounded), instead of sleeping. */
function nextChange(changes: Awaited<ReturnType<typeof createCatalogChanges>>, timeoutMs = 5000) {
  return new Promise<CatalogChange>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no change arrived')), timeoutMs);
    const stop = changes.subscribe((change) => {
      clearTimeout(timer);
      stop();
      resolve(change);
    });
  });
}

describe('the catalogue change event', () => {
  it('tells local subscribers at once, and other instances over NOTIFY with the place ids', async () => {
    const here = await createCatalogChanges(ctx.database, quiet);
    const there = await createCatalogChanges(ctx.database, quiet);
    const heardHere: CatalogChange[] = [];
    here.subscribe((c) => heardHere.push(c));

    const arriving = nextChange(there);
    here.publish([3, 17]);
    expect(heardHere).toEqual([{ placeIds: [3, 17] }]);
    expect(await arriving).toEqual({ placeIds: [3, 17] });

    const unknown = nextChange(there);
    here.publish();
    expect(await unknown).toEqual({ placeIds: null });

    // No place changed, but what visitors see did (an alert): the other instance re-reads no place.
    const none = nextChange(there);
    here.publish([]);
    expect(await none).toEqual({ placeIds: [] });

    // Its own echo is not heard again: one publish, one change.
    const fromThere = nextChange(here);
    there.publish([5]);
    expect(await fromThere).toEqual({ placeIds: [5] });
    expect(heardHere).toEqual([
      { placeIds: [3, 17] },
      { placeIds: null },
      { placeIds: [] },
      { placeIds: [5] },
    ]);
  });
});
