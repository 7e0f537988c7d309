import { type Actor, signInAdmin } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { establishmentIdByName } from '../../db/seed/seed';

/**
 * What the claim and registration test files share: an app whose claim limit a test can reach (6 a
 * minute) and whose registration limit no test reaches, its admin, and two seeded places.
 */
export async function createOwnershipApp(): Promise<{
  ctx: TestApp;
  admin: Actor;
  blueBayou: number;
  elvis: number;
}> {
  const ctx = await createTestApp({
    rateLimits: {
      claims: { max: 6, timeWindowMs: 60_000 },
      registrations: { max: 100, timeWindowMs: 60_000 },
    },
  });
  return {
    ctx,
    admin: await signInAdmin(ctx.app),
    blueBayou: await establishmentIdByName(ctx.database.db, 'Blue Bayou'),
    elvis: await establishmentIdByName(ctx.database.db, "Elvi's Kitchen"),
  };
}
