import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { PAGE_SIZE } from '../src/web/api/catalog';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  claimableRestaurants,
  PHONE,
  pendingClaims,
  serverSearch,
  signInThroughUi,
  toast,
} from './owner-support';
import {
  apiRequests,
  type E2E,
  expectAccessible,
  listRequestsAmong,
  startE2E,
  unpagedLists,
} from './support';

let e2e: E2E;
/** Claimed in the portal test: the second claimable restaurant, the same one it claimed before the owner files were split. */
let portalTarget: Establishment;

beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.ensureAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
  [, portalTarget] = (await claimableRestaurants(e2e)) as [Establishment, Establishment];
  expect(portalTarget).toBeDefined();
});
afterAll(() => e2e?.close());

/**
 * A signed-out visitor submits a form (`submit` names its button): the sign-in dialog opens, they
 * close it, follow 'Log In to Your Dashboard' and create an account on the full sign-in page.
 */
async function submitThenSignUpOnTheFullPage(page: Page, submit: string, email: string, password: string) {
  await page.getByRole('button', { name: submit }).click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);
  await page.getByRole('link', { name: 'Log In to Your Dashboard' }).click();
  await page.waitForURL(/\/signin/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
}

describe('owner portal journeys in Chromium', () => {
  it('portal Claim tab: searches the server as the owner types, and a full sign-in brings the claim back', async () => {
    const { page, errors } = await e2e.newPage(PHONE);
    const requests = apiRequests(page);
    await page.goto('/business?tab=claim');
    const search = page.getByLabel('Search for your business');
    await expect
      .poll(() => page.getByText('Enter your business name or address to find your listing').isVisible())
      .toBe(true);
    // Nothing typed, nothing asked.
    expect(listRequestsAmong(requests)).toEqual([]);

    // A broad text: the server's total, its most relevant first page, and more on request.
    const broad = await serverSearch(e2e, 'a');
    expect(broad.total).toBeGreaterThan(PAGE_SIZE);
    const total = broad.total.toLocaleString('en-US');
    await search.fill('a');
    await expect.poll(() => page.getByText(`${total} businesses found`).isVisible()).toBe(true);
    expect(
      await page.getByText(`Showing ${PAGE_SIZE} of ${total} — keep typing to narrow the search`).isVisible(),
    ).toBe(true);
    const rows = page.getByRole('list', { name: 'Matching businesses' }).getByRole('listitem');
    expect(await rows.count()).toBe(PAGE_SIZE);
    expect(await rows.first().textContent()).toContain(broad.first[0]!.name);
    await page.getByRole('button', { name: 'Show more' }).click();
    const next = Math.min(2 * PAGE_SIZE, broad.total);
    await expect.poll(() => rows.count()).toBe(next);
    // Focus moves to the first new result.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('li') !== null)).toBe(true);
    await expectAccessible(page, 'portal claim search');

    await search.fill('zzqx no such place');
    await expect
      .poll(() => page.getByText('No businesses found matching your search').isVisible())
      .toBe(true);
    expect(await rows.count()).toBe(0);

    await search.fill(portalTarget.name.toLowerCase());
    await expect.poll(() => page.getByText('1 business found').isVisible()).toBe(true);
    await page.getByRole('button', { name: portalTarget.name }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Claim this business' }).isVisible())
      .toBe(true);
    expect(await page.getByLabel('Business Name').inputValue()).toBe(portalTarget.name);
    await page.getByLabel('Owner Name').fill('Pat Portal');
    await page.getByLabel('Email').fill('pat.portal@example.com');
    await page.getByLabel('Specialties').fill('Fry jacks all day');
    expect(unpagedLists(requests)).toEqual([]);

    // Submitting asks them to sign in; they close the dialog and use the full sign-in page instead...
    await submitThenSignUpOnTheFullPage(page, 'Submit Claim', 'pat.portal@example.com', 'pat-password-1');
    // ...and come back to their claim, the business fetched by its id (not found in a whole list).
    await page.waitForURL(/\/business\?tab=claim/);
    await expect
      .poll(() => page.getByText('your claim is as you left it', { exact: false }).isVisible())
      .toBe(true);
    expect(await page.getByLabel('Business Name').inputValue()).toBe(portalTarget.name);
    expect(await page.getByLabel('Specialties').inputValue()).toBe('Fry jacks all day');
    expect(requests).toContain(`/api/establishments/${portalTarget.id}`);
    expect(unpagedLists(requests)).toEqual([]);
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await expect.poll(() => toast(page, 'Business claim submitted!').isVisible()).toBe(true);
    const { claims } = await pendingClaims(e2e);
    expect(claims.find((c) => c.establishmentId === portalTarget.id)).toMatchObject({
      ownerName: 'Pat Portal',
      email: 'pat.portal@example.com',
      specialties: 'Fry jacks all day',
    });
    expect(errors).toEqual([]);
  });

  it('keeps a signed-out registration draft across a full sign-in and sends it after', async () => {
    const { page } = await e2e.newPage(PHONE);
    await page.goto('/business');
    await expect
      .poll(() => page.getByRole('link', { name: 'Log In to Your Dashboard' }).isVisible())
      .toBe(true);
    // The form's defaults (docs/product.md#business-portal).
    expect(await page.getByLabel('Price Range').inputValue()).toBe('$$');
    expect(await page.getByLabel('Latitude').inputValue()).toBe('17.9159');
    expect(await page.getByLabel('Longitude').inputValue()).toBe('-87.9661');
    expect(await page.getByLabel('Area').inputValue()).toBe('4');
    expect(await page.getByLabel('Category').inputValue()).toBe('1');
    // Field errors say what to do, in sentence case, tied to their field (aria-invalid, aria-describedby);
    // the first field in error takes the focus.
    await page.getByRole('button', { name: 'Register Business' }).click();
    const nameField = page.getByLabel('Business Name');
    await expect.poll(() => nameField.getAttribute('aria-invalid')).toBe('true');
    const nameError = page.getByText('Enter the business name.', { exact: true });
    expect(await nameError.isVisible()).toBe(true);
    expect((await nameField.getAttribute('aria-describedby'))?.split(' ')).toContain(
      await nameError.getAttribute('id'),
    );
    await expect.poll(() => nameField.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByText('Describe your business in at least 10 characters.').isVisible()).toBe(true);
    expect(await page.getByLabel('Owner Email').getAttribute('aria-invalid')).toBe('true');
    await nameField.fill('x'.repeat(201));
    await expect
      .poll(() => page.getByText('Use at most 200 characters.', { exact: true }).isVisible())
      .toBe(true);

    await page.getByLabel('Business Name').fill('Reef Breeze Smoothies');
    await expect.poll(() => nameField.getAttribute('aria-invalid')).toBe('false');
    await page.getByLabel('Description').fill('Fresh fruit smoothies by the beach.');
    await page.getByLabel('Address').fill('Front Street, San Pedro');
    await page.getByLabel('Operating Hours').fill('Daily 7am-5pm');
    await page.getByLabel('Owner Name').fill('Rita Reef');
    await page.getByLabel('Owner Email').fill('rita@example.com');
    await page.getByLabel('Verification Code').fill('BTB-12345');

    // Submitting asks them to sign in; they close the dialog and use the full sign-in page instead...
    await submitThenSignUpOnTheFullPage(page, 'Register Business', 'rita@example.com', 'rita-password-1');
    // ...and come back to their registration, as they left it, ready to send.
    await page.waitForURL(/\/business\?tab=register/);
    await expect
      .poll(() => page.getByText('your registration is as you left it', { exact: false }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByLabel('Business Name').inputValue()).toBe('Reef Breeze Smoothies');
    expect(await page.getByLabel('Verification Code').inputValue()).toBe('BTB-12345');
    await page.getByRole('button', { name: 'Register Business' }).click();
    await expect.poll(() => toast(page, 'Business registered successfully!').isVisible()).toBe(true);
    // Told where the registration goes next, not left on a form they cannot use yet.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Registration sent for review' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Go to your dashboard', exact: true }).isVisible()).toBe(
      true,
    );

    // The admin finds it in the registration queue with what was sent, and rejects it.
    const { page: admin } = await e2e.newPage();
    await admin.goto('/admin');
    await admin.waitForURL(/\/signin\?returnTo=%2Fadmin/);
    await signInThroughUi(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    const card = admin.getByRole('listitem').filter({ hasText: 'Reef Breeze Smoothies' });
    await expect.poll(() => card.getByText('BTB-12345').isVisible()).toBe(true);
    expect(await card.getByText('Registration', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Daily 7am-5pm').isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Reject registration of Reef Breeze Smoothies' }).click();
    await expect.poll(() => toast(admin, 'Registration rejected').isVisible()).toBe(true);
    expect(
      await toast(admin, 'rita@example.com will see your decision on their home page.').isVisible(),
    ).toBe(true);
    await expect.poll(() => admin.getByText('No pending registrations.').isVisible()).toBe(true);
  });
});
