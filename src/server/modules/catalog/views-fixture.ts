// The catalogue's read tests share these: requests through the app, and updates written as fixtures.
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import { ISLAND_BOUNDS } from '../../../domain/constants';
import type { Establishment } from '../../../domain/schemas/catalog';
import * as t from '../../db/schema';

/** The whole island as a map box, `west,south,east,north`. */
export const ISLAND = `${ISLAND_BOUNDS.west},${ISLAND_BOUNDS.south},${ISLAND_BOUNDS.east},${ISLAND_BOUNDS.north}`;

export function catalogReads(app: () => TestApp) {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app().app.inject({ method: 'GET', url, headers });
  async function json<T>(url: string): Promise<T> {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  }
  const catalogue = () => json<Establishment[]>('/api/establishments');
  /** Writes a live update straight into the database (as a test fixture), then drops cached replies. */
  async function insertUpdate(id: number, message: string, createdAt: Date, expiresAt: Date | null) {
    await app()
      .database.db.insert(t.statusUpdates)
      .values({ establishmentId: id, message, type: 'special', createdAt, expiresAt });
    await app().app.changes.recordOutsideWrite(null);
  }
  return { get, json, catalogue, insertUpdate };
}
