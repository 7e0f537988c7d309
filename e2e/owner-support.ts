import type { Page } from 'playwright-core';
import type { Establishment } from '../src/domain/schemas/catalog';
import { PAGE_SIZE } from '../src/web/api/catalog';
import type { E2E } from './support';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-password-e2e';
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Restaurants with a map position and a name no other place shares, so a search finds exactly one. */
export async function claimableRestaurants(e2e: E2E) {
  const reply = await e2e.server.app.inject({ url: '/api/establishments?categoryId=1' });
  const list = reply.json() as Establishment[];
  return list.filter(
    (e) =>
      e.latitude !== null &&
      e.statusUpdates.length === 0 &&
      list.filter((o) => o.name.toLowerCase().includes(e.name.toLowerCase())).length === 1,
  );
}

export const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

/**
 * What the server answers the claim search: its first page (most relevant first, or by name when
 * blank) and the total (X-Total-Count).
 */
export async function serverSearch(e2e: E2E, q: string) {
  const params = new URLSearchParams(q ? { q } : { sort: 'name' });
  params.set('limit', String(PAGE_SIZE));
  const reply = await e2e.server.app.inject({ url: `/api/establishments?${params}` });
  return { first: reply.json() as Establishment[], total: Number(reply.headers['x-total-count']) };
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The pending claims, as the admin's API lists them. */
export async function pendingClaims(e2e: E2E) {
  const { sid } = await e2e.server.app.services.sessions.create(
    (await e2e.server.app.services.accounts.ensureAdmin(ADMIN_EMAIL, ADMIN_PASSWORD)).id,
  );
  const reply = await e2e.server.app.inject({
    url: '/api/admin/claims?status=pending',
    cookies: { sid: e2e.server.app.signCookie(sid) },
  });
  return {
    claims: reply.json() as {
      establishmentId: number;
      ownerName: string;
      email: string;
      specialties: string;
    }[],
  };
}
