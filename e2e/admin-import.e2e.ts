import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePlaces, fakePlace, startFakePlaces } from '../test/fake-places-server';
import { type E2E, expectAccessible, startE2E } from './support';

const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'admin-password-e2e';
const DRAFT_NAME = 'Lagoon Sunset Kayak Tours';

let e2e: E2E;
let places: FakePlaces;
/** Holds the provider's first answer until the test has seen the import running. */
let release: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  release = resolve;
});

beforeAll(async () => {
  // A local stand-in for Places API (New) Text Search: one new place (a tour operator on the lagoon
  // side of North Shore); every other query finds nothing.
  places = await startFakePlaces(async (req, index) => {
    if (index === 0) await gate;
    if (req.body.textQuery === 'tour operators and dive shops in North Shore, Ambergris Caye, Belize')
      return {
        body: {
          places: [
            fakePlace('g-lagoon-kayak', DRAFT_NAME, 17.99, -87.94, {
              rating: 4.8,
              userRatingCount: 57,
              internationalPhoneNumber: '+501 610-0000',
            }),
          ],
        },
      };
    return { body: {} };
  });
  e2e = await startE2E({ GOOGLE_PLACES_API_KEY: 'test', GOOGLE_PLACES_BASE_URL: places.baseUrl });
  e2e.server.app.services.imports.configureClient({ retryDelaysMs: [1, 2, 4], timeoutMs: 5000 });
  await e2e.server.app.services.accounts.ensureAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  release();
  await e2e?.close();
  await places?.close();
});

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

describe('admin import and publish in Chromium', () => {
  it('refuses non-admins, then imports from Google Places and publishes a draft', async () => {
    // An owner (not an admin) gets the 403 page.
    const { page: owner } = await e2e.newPage();
    await owner.goto('/signin?returnTo=/admin&mode=create');
    await owner.getByLabel('Email').fill('not.admin@example.com');
    await owner.getByLabel('Password', { exact: true }).fill('owner-password-1');
    await owner.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect.poll(() => owner.getByRole('heading', { name: 'Access denied' }).isVisible()).toBe(true);

    // The admin signs in through the UI.
    const { page: admin, errors } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await admin.goto('/admin');
    await admin.waitForURL(/\/signin/);
    await admin.getByLabel('Email').fill(ADMIN_EMAIL);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => admin.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).toBe(true);
    await expect.poll(() => visible(admin, 'Never')).toBe(true);
    expect(await visible(admin, 'Total Establishments')).toBe(true);

    await admin.getByRole('tab', { name: 'Import History' }).click();
    await expect.poll(() => visible(admin, 'No imports have been performed yet.')).toBe(true);

    await admin.getByRole('tab', { name: 'Data Import' }).click();
    await expect.poll(() => visible(admin, 'Configured')).toBe(true);
    await expectAccessible(admin, 'data import tab');

    // Start: the provider holds its first answer, so the running state can be seen.
    await admin.getByRole('button', { name: 'Start Google Places Import' }).click();
    const running = admin.getByRole('button', { name: 'Importing...' });
    await expect.poll(() => running.isVisible()).toBe(true);
    expect(await running.isDisabled()).toBe(true);
    await expect
      .poll(() =>
        visible(admin, 'Searching for businesses across San Pedro, North Shore, and Secret Beach...'),
      )
      .toBe(true);
    expect(await admin.getByText('Import in progress... This may take several minutes.').isVisible()).toBe(
      true,
    );
    expect(await admin.getByRole('progressbar').isVisible()).toBe(true);
    release();

    // The page polls the import record until it completes.
    await expect
      .poll(() => visible(admin, 'Import completed successfully! Data has been updated.'), {
        timeout: 20_000,
      })
      .toBe(true);
    const reset = admin.getByRole('button', { name: 'Reset Status' });
    expect(await reset.isVisible()).toBe(true);
    await expect.poll(() => visible(admin, 'Never')).toBe(false);
    await reset.click();
    await expect.poll(() => reset.count()).toBe(0);
    expect(await admin.getByRole('button', { name: 'Start Google Places Import' }).isEnabled()).toBe(true);

    await admin.getByRole('tab', { name: 'Import History' }).click();
    await expect.poll(() => visible(admin, 'Completed')).toBe(true);
    expect(await admin.getByText('1 new draft', { exact: false }).isVisible()).toBe(true);

    // The new place is a draft; visitors do not see it until it is published.
    const { page: visitor } = await e2e.newPage();
    await visitor.goto('/tour-operators');
    await expect
      .poll(() => visitor.getByText('establishments found', { exact: false }).isVisible())
      .toBe(true);
    expect(await visitor.getByText(DRAFT_NAME).count()).toBe(0);

    await admin.getByRole('tab', { name: 'Establishments' }).click();
    await admin.getByLabel('Show', { exact: true }).selectOption('drafts');
    const row = admin.getByRole('row').filter({ hasText: DRAFT_NAME });
    await expect.poll(() => row.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(admin, 'establishments table');
    await row.getByRole('button', { name: `Publish ${DRAFT_NAME}` }).click();
    await expect.poll(() => visible(admin, 'Published')).toBe(true);
    await admin.getByLabel('Show', { exact: true }).selectOption('all');
    await expect
      .poll(() =>
        admin
          .getByRole('row')
          .filter({ hasText: DRAFT_NAME })
          .getByText('Published', { exact: true })
          .isVisible(),
      )
      .toBe(true);

    await visitor.reload();
    await expect
      .poll(() => visitor.getByText(DRAFT_NAME).first().isVisible(), { timeout: 15_000 })
      .toBe(true);

    expect(errors).toEqual([]);
  }, 120_000);
});
