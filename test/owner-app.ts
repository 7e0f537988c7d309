import type { AppDeps } from '../src/server/app';
import type { AppConfig } from '../src/server/config';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUpVerifiedOwner } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

export interface AdminApp {
  ctx: TestApp;
  admin: Actor;
}

export interface OwnerApp extends AdminApp {
  owner: Actor;
  establishmentId: number;
}

/** What a test may give the app besides its configuration: the clock its rules go by. */
export type AppDepsOfTest = Pick<AppDeps, 'clock'>;

/** A fresh test app with its admin signed in. */
export async function createAdminApp(
  overrides: Partial<AppConfig> = {},
  deps: AppDepsOfTest = {},
): Promise<AdminApp> {
  const ctx = await createTestApp(overrides, deps);
  return { ctx, admin: await signInAdmin(ctx.app) };
}

/** A fresh test app with its admin signed in and a verified owner of the seeded place `placeName`. */
export async function createOwnerApp(
  placeName: string,
  overrides: Partial<AppConfig> = {},
  deps: AppDepsOfTest = {},
): Promise<OwnerApp> {
  const { ctx, admin } = await createAdminApp(overrides, deps);
  const establishmentId = await establishmentIdByName(ctx.database.db, placeName);
  const owner = await signUpVerifiedOwner(ctx.app, admin, establishmentId);
  return { ctx, admin, owner, establishmentId };
}
