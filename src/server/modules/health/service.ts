import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Whether the database answers a trivial query within `timeoutMs`: null when it did, else a short reason. */
export function databaseProblem(db: Db, timeoutMs: number): Promise<string | null> {
  return pingDatabase(() => db.execute(sql`select 1`), timeoutMs);
}

/** Runs the query with a deadline; null when it answered, otherwise a short reason. */
export async function pingDatabase(query: () => Promise<unknown>, timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      query().then(
        () => null,
        (err: Error) => err?.message ?? 'failed',
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
