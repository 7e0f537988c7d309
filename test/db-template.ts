import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Names and admin connection for the per-run PostgreSQL databases of the test suite. */
export function adminUrl(testDatabaseUrl: string): string {
  const u = new URL(testDatabaseUrl);
  u.pathname = '/postgres';
  return u.toString();
}

export function databaseUrl(testDatabaseUrl: string, name: string): string {
  const u = new URL(testDatabaseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

export async function withAdmin<T>(testDatabaseUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(testDatabaseUrl) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
