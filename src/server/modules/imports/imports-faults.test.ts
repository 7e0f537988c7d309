import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePlace, googleError } from '../../../../test/fake-places-server';
import * as t from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { island, KEY, Q, REQUESTS_PER_RUN, setUpImportApp } from './import-fixture';
import { createImportService } from './service';

const { app, history, startImport, runImport, byGooglePlaceId, countEstablishments, elvisRow } =
  setUpImportApp();

// Faults are met by an import that has run once: its places exist, so a good run updates them.
beforeAll(async () => {
  await runImport();
});

describe('one import at a time', () => {
  afterEach(() => app.places.setHandler(island(2)));

  it('answers 409 to a second start while one runs, in this instance and from another one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const normal = island(2);
    app.places.setHandler(async (req, i) => {
      await gate;
      return normal(req, i);
    });
    const first = await startImport();
    expect(first.statusCode).toBe(202);
    const second = await startImport();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already running/);
    // Another app instance on the same database sees the running import through the database.
    const other = createImportService(
      app.ctx.database.db,
      { GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: app.places.baseUrl },
      { record: async () => {}, caughtUp: async () => {} },
    );
    await expect(other.start()).rejects.toBeInstanceOf(ConflictError);
    expect((await history())[0]).toMatchObject({
      id: first.json().id,
      status: 'processing',
      completedAt: null,
      metadata: { queries: 24, queriesDone: 0 },
    });
    release();
    await app.ctx.app.services.imports.whenIdle();
    expect((await history())[0]).toMatchObject({ id: first.json().id, status: 'completed' });
    // Free again.
    const third = await startImport();
    expect(third.statusCode).toBe(202);
    await app.ctx.app.services.imports.whenIdle();
  });

  it('does not let a processing record of a dead process block forever', async () => {
    const db = app.ctx.database.db;
    const hourAgo = new Date(Date.now() - 3_600_000);
    const [stale] = await db
      .insert(t.dataImports)
      .values({ source: 'google_places', type: 'text_search', status: 'processing', createdAt: hourAgo })
      .returning();
    const res = await startImport();
    expect(res.statusCode).toBe(202);
    await app.ctx.app.services.imports.whenIdle();
    const [after] = await db.select().from(t.dataImports).where(eq(t.dataImports.id, stale.id));
    expect(after.status).toBe('failed');
    expect(after.errorLog).toMatch(/stopped without finishing/);
    expect(after.completedAt).toBeInstanceOf(Date);

    // A fresh processing record (another instance's live import) does block.
    const [live] = await db
      .insert(t.dataImports)
      .values({ source: 'google_places', type: 'text_search', status: 'processing' })
      .returning();
    const blocked = await startImport();
    expect(blocked.statusCode).toBe(409);
    await db.update(t.dataImports).set({ status: 'failed' }).where(eq(t.dataImports.id, live.id));
  });
});

describe('provider faults', () => {
  let before: { count: number; elvis: typeof t.establishments.$inferSelect };

  beforeEach(async () => {
    before = { count: await countEstablishments(), elvis: await elvisRow() };
  });
  afterEach(() => {
    app.places.setHandler(island(2));
    app.ctx.app.services.imports.configureClient({ retryDelaysMs: [1, 2, 4], timeoutMs: 2000 });
  });

  /** Nothing was written: same count, Elvi's untouched, no new place id. */
  async function expectNothingWritten() {
    expect(await countEstablishments()).toBe(before.count);
    const elvis = await elvisRow();
    expect(elvis.googleRating).toBe(before.elvis.googleRating);
    expect(elvis.lastRatingUpdate).toEqual(before.elvis.lastRatingUpdate);
    expect(await byGooglePlaceId('g-new')).toBeUndefined();
  }

  it('fails at once on 403 with the provider message', async () => {
    app.places.requests.length = 0;
    app.places.setHandler(() => ({
      status: 403,
      body: googleError(403, 'PERMISSION_DENIED', 'API key not valid. Please pass a valid API key.'),
    }));
    const { record } = await runImport();
    expect(record.status).toBe('failed');
    expect(record.errorLog).toContain('API key not valid. Please pass a valid API key.');
    expect(record.errorLog).toContain('403');
    expect(record.completedAt).not.toBeNull();
    expect(app.places.requests).toHaveLength(1);
    await expectNothingWritten();
  });

  it('fails at once on 400 with the provider message', async () => {
    app.places.requests.length = 0;
    app.places.setHandler(() => ({
      status: 400,
      body: googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'),
    }));
    const { record } = await runImport();
    expect(record).toMatchObject({ status: 'failed' });
    expect(record.errorLog).toContain('Invalid JSON payload received.');
    expect(app.places.requests).toHaveLength(1);
  });

  it('retries a 429 and then succeeds', async () => {
    app.places.requests.length = 0;
    const normal = island(2);
    app.places.setHandler((req, i) =>
      i === 0
        ? { status: 429, body: googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.') }
        : normal(req, i),
    );
    const { record } = await runImport();
    expect(record).toMatchObject({ status: 'completed', metadata: { updated: 5, created: 0 } });
    expect(app.places.requests).toHaveLength(REQUESTS_PER_RUN + 1);
    expect(app.places.requests[0].body).toEqual(app.places.requests[1].body);
  });

  it('retries 5xx with bounded backoff, then fails with the provider message', async () => {
    app.places.requests.length = 0;
    app.places.setHandler(() => ({
      status: 503,
      body: googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.'),
    }));
    const { record } = await runImport();
    expect(record.status).toBe('failed');
    expect(record.errorLog).toContain('The service is currently unavailable.');
    expect(record.errorLog).toMatch(/503/);
    expect(record.errorLog).toMatch(/gave up after 4 attempts/);
    expect(app.places.requests).toHaveLength(4);
    await expectNothingWritten();
  });

  it('fails on a malformed reply and leaves no half-written place', async () => {
    const normal = island(2);
    // Good pages first (a new place, new ratings), then a reply whose place has no usable id.
    app.places.setHandler((req, i) => {
      if (req.body.textQuery === Q('tourist attractions', 'San Pedro'))
        return { body: { places: [{ id: 42, displayName: { text: 'Broken' } }] } };
      if (req.body.textQuery === Q('pharmacies', 'San Pedro'))
        return {
          body: { places: [fakePlace('g-new', 'Brand New Pharmacy', 17.921, -87.962, { rating: 5 })] },
        };
      return normal(req, i);
    });
    const { record } = await runImport();
    expect(record.status).toBe('failed');
    expect(record.errorLog).toMatch(/unexpected reply/);
    expect(record.errorLog).toMatch(/places\.0\.id/);
    await expectNothingWritten();
  });

  it('fails on a reply that is not JSON', async () => {
    app.places.setHandler(() => ({ raw: '<html>oops</html>' }));
    const { record } = await runImport();
    expect(record).toMatchObject({ status: 'failed', errorLog: expect.stringMatching(/not JSON/) });
    await expectNothingWritten();
  });

  it('gives up on a provider that does not answer in time', async () => {
    app.places.requests.length = 0;
    app.ctx.app.services.imports.configureClient({ timeoutMs: 100, retryDelaysMs: [1] });
    app.places.setHandler(() => new Promise<never>(() => {}));
    const { record } = await runImport();
    expect(record.status).toBe('failed');
    expect(record.errorLog).toMatch(/did not answer within 100 ms/);
    expect(app.places.requests).toHaveLength(2);
    await expectNothingWritten();
  });
});

describe('shutdown', () => {
  it('records a running import as failed when the server stops it', async () => {
    app.places.setHandler(() => new Promise<never>(() => {}));
    const service = createImportService(
      app.ctx.database.db,
      { GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: app.places.baseUrl },
      { record: async () => {}, caughtUp: async () => {} },
    );
    const started = await service.start();
    expect(service.current()).not.toBeNull();
    await service.stop();
    expect(service.current()).toBeNull();
    const [row] = await app.ctx.database.db
      .select()
      .from(t.dataImports)
      .where(eq(t.dataImports.id, started.id));
    expect(row).toMatchObject({ status: 'failed', errorLog: expect.stringMatching(/server shut down/) });
    expect(row.completedAt).toBeInstanceOf(Date);
    app.places.setHandler(island(2));
  });
});
