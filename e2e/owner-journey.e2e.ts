import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { PAGE_SIZE } from '../src/web/api/catalog';
import { revealPin } from './map-support';
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

const OWNER_EMAIL = 'olga.owner@example.com';
const OWNER_PASSWORD = 'olga-password-1';

let e2e: E2E;
let target: Establishment;

beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.ensureAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
  [target] = (await claimableRestaurants(e2e)) as [Establishment];
  expect(target).toBeDefined();
});
afterAll(() => e2e?.close());

/** The claim searches made, as [text, sort, limit]. */
const searches = (requests: string[]) =>
  listRequestsAmong(requests)
    .map((u) => new URL(u, 'http://x').searchParams)
    .filter((p) => p.has('q'))
    .map((p) => [p.get('q'), p.get('sort'), p.get('limit')]);

describe('owner journey in Chromium', () => {
  it('claims, is approved, edits, uploads a logo, posts a live update that visitors see, and deletes it', async () => {
    const message = `Fresh lobster ceviche tonight ${Date.now()}`;

    // 1. A signed-out visitor on a phone finds the business and fills the claim form.
    const { page: owner, errors: ownerErrors } = await e2e.newPage(PHONE);
    const requests = apiRequests(owner);
    await owner.goto('/claim');
    await expect.poll(() => owner.getByRole('tab', { name: /Complete Claim/ }).isDisabled()).toBe(true);
    // Before anything is typed: the first page of the catalogue by name, with the server's total.
    const everything = await serverSearch(e2e, '');
    expect(everything.total).toBeGreaterThan(PAGE_SIZE);
    await expect
      .poll(() => owner.getByText(`${everything.total.toLocaleString('en-US')} businesses found`).isVisible())
      .toBe(true);
    expect(
      await owner
        .getByText(
          `Showing ${PAGE_SIZE} of ${everything.total.toLocaleString('en-US')} — type a name or address to narrow the search`,
        )
        .isVisible(),
    ).toBe(true);
    const search = owner.getByLabel('Search for your business');
    await search.fill('zzqx no such place');
    await expect
      .poll(() => owner.getByText('No businesses found matching your search').isVisible())
      .toBe(true);
    expect(await owner.getByText('0 businesses found').isVisible()).toBe(true);
    await search.fill(target.name.toUpperCase());
    await expect.poll(() => owner.getByText('1 business found').isVisible()).toBe(true);
    // The server was asked (by name, one page); the whole catalogue never was.
    expect(searches(requests)).toContainEqual([target.name.toUpperCase(), null, String(PAGE_SIZE)]);
    expect(unpagedLists(requests)).toEqual([]);
    const card = owner.getByRole('listitem').filter({
      has: owner.getByRole('heading', { name: target.name, exact: true }),
    });
    await card.getByRole('button', { name: 'Claim This Business' }).click();

    await expect.poll(() => owner.getByLabel('Business Name').inputValue()).toBe(target.name);
    expect(await owner.getByLabel('Owner Name').inputValue()).toBe('');
    expect(await owner.getByPlaceholder('226-XXXX').count()).toBe(1);
    expect(await owner.getByPlaceholder('+501-XXX-XXXX').count()).toBe(1);
    await expect
      .poll(() =>
        owner.getByText('By claiming this business, you confirm that you are the owner').isVisible(),
      )
      .toBe(true);
    const submit = owner.getByRole('button', { name: 'Submit Claim' });
    expect(await submit.isDisabled()).toBe(true);
    await owner.getByLabel('Owner Name').fill('Olga Owner');
    await owner.getByLabel('Email').fill(OWNER_EMAIL);
    await owner.getByLabel('Specialties').fill('Ceviche and grilled snapper');
    expect(await submit.isEnabled()).toBe(true);
    await expectAccessible(owner, 'claim form');

    // 2. Submitting while signed out opens the inline sign-in; the account is created there.
    await submit.click();
    const dialog = owner.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Email').inputValue()).toBe(OWNER_EMAIL);
    await expect
      .poll(() => dialog.getByText('At least 12 characters', { exact: false }).isVisible())
      .toBe(true);
    await dialog.getByLabel('First name').fill('Olga');
    await dialog.getByLabel('Last name').fill('Owner');
    await dialog.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
    await expectAccessible(owner, 'inline sign-in dialog');
    await dialog.getByRole('button', { name: 'Create account and send' }).click();
    await expect.poll(() => toast(owner, 'Business claim submitted!').isVisible()).toBe(true);
    // The selection and the form are cleared; the search tab is back.
    await expect.poll(() => owner.getByRole('tab', { name: /Complete Claim/ }).isDisabled()).toBe(true);
    expect(unpagedLists(requests)).toEqual([]);
    // Nothing typed was lost: the claim the server holds carries the specialties typed before signing in.
    const { claims } = await pendingClaims(e2e);
    expect(claims.find((c) => c.establishmentId === target.id)).toMatchObject({
      ownerName: 'Olga Owner',
      email: OWNER_EMAIL,
      specialties: 'Ceviche and grilled snapper',
    });

    // My business shows the pending request; the header shows the account.
    await owner.goto('/business/home');
    await expect.poll(() => owner.getByText('Pending review').isVisible()).toBe(true);
    // The account menu is its own chunk: it may show a moment after the page's content.
    await expect
      .poll(() => owner.getByRole('button', { name: 'Account: Olga Owner' }).isVisible())
      .toBe(true);
    await expectAccessible(owner, 'My business');

    // 3. The admin signs in through the UI and approves the claim with a note.
    const { page: admin, errors: adminErrors } = await e2e.newPage();
    await admin.goto('/admin');
    await admin.waitForURL(/\/signin\?returnTo=%2Fadmin/);
    await signInThroughUi(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect.poll(() => admin.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).toBe(true);
    const claimCard = admin.getByRole('listitem').filter({ hasText: OWNER_EMAIL });
    await expect.poll(() => claimCard.getByText('Ceviche and grilled snapper').isVisible()).toBe(true);
    await expectAccessible(admin, 'admin review queue');
    await claimCard.getByLabel('Note to the requester (optional)').fill('Checked with the owner by phone.');
    await claimCard.getByRole('button', { name: `Approve claim for ${target.name}` }).click();
    await expect.poll(() => toast(admin, 'Claim approved').isVisible()).toBe(true);
    await expect.poll(() => admin.getByText('No pending claims.').isVisible()).toBe(true);

    // The owner sees the outcome and the note on their home page.
    await owner.reload();
    await expect.poll(() => owner.getByText('Approved', { exact: true }).isVisible()).toBe(true);
    expect(await owner.getByText('Checked with the owner by phone.').isVisible()).toBe(true);

    // 4. Business Details: fields are read-only until Edit Details; labels follow the category.
    await owner.goto('/business/dashboard');
    await expect
      .poll(() => owner.getByRole('heading', { name: 'Business Dashboard' }).isVisible())
      .toBe(true);
    expect(await owner.getByText('Active Business').isVisible()).toBe(true);
    await expectAccessible(owner, 'dashboard overview');
    await owner.getByRole('tab', { name: 'Business Details' }).click();
    const hours = owner.getByLabel('Hours');
    await expect.poll(() => hours.isDisabled()).toBe(true);
    expect(await owner.getByLabel('Signature Dishes').count()).toBe(1);
    await owner.getByRole('button', { name: 'Edit Details' }).click();
    await expect.poll(() => hours.isEnabled()).toBe(true);
    await hours.fill('Daily 5pm-10pm');
    await owner.getByLabel('Signature Dishes').fill('Lobster ceviche');
    await owner.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toast(owner, 'Business information updated successfully').isVisible()).toBe(true);
    await expect.poll(() => owner.getByRole('button', { name: 'Edit Details' }).isVisible()).toBe(true);
    const saved = (await e2e.server.app.inject({ url: `/api/establishments/${target.id}` })).json();
    expect(saved).toMatchObject({ hours: 'Daily 5pm-10pm', specialties: 'Lobster ceviche' });

    // 5. Logo & Branding: a small PNG made here.
    await owner.getByRole('tab', { name: 'Logo & Branding' }).click();
    const upload = owner.getByRole('button', { name: 'Upload Logo' });
    await expect.poll(() => upload.isDisabled()).toBe(true);
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 15, g: 76, b: 92 } },
    })
      .png()
      .toBuffer();
    await owner
      .getByLabel('Choose a new logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => owner.getByAltText('Preview of the new logo').isVisible()).toBe(true);
    await upload.click();
    await expect.poll(() => toast(owner, 'Logo uploaded successfully').isVisible()).toBe(true);
    await expect
      .poll(() => owner.getByAltText(`Current logo of ${target.name}`).getAttribute('src'))
      .toMatch(/^\/.+/);

    // 6. Live Updates: post one.
    await owner.getByRole('tab', { name: 'Live Updates' }).click();
    await expect.poll(() => owner.getByText('No updates posted yet').isVisible()).toBe(true);
    const post = owner.getByRole('button', { name: 'Post Update' });
    expect(await post.isDisabled()).toBe(true);
    await owner.getByLabel('Message').fill('   ');
    expect(await post.isDisabled()).toBe(true);
    await owner.getByLabel('Message').fill(message);
    await owner.getByLabel('Update Type').selectOption({ label: 'Special Offer' });
    await post.click();
    await expect
      .poll(() => toast(owner, 'Your live update is now visible to all visitors.').isVisible())
      .toBe(true);
    const item = owner.getByRole('listitem').filter({ hasText: message });
    await expect.poll(() => item.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText('Special Offer').isVisible()).toBe(true);
    await expectAccessible(owner, 'dashboard live updates');

    // 7. A visitor sees it: landing page, card, detail page and map tooltip.
    const { page: visitor } = await e2e.newPage();
    await visitor.goto('/');
    const liveList = visitor.getByRole('list', { name: 'Live updates' });
    const liveCard = liveList.getByRole('listitem').filter({ hasText: target.name });
    await expect.poll(() => liveCard.getByText(message).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await liveCard.getByText('Live', { exact: true }).isVisible()).toBe(true);

    await visitor.goto('/category/1');
    const catCard = visitor.getByRole('article').filter({ hasText: target.name });
    await expect.poll(() => catCard.getByText(message).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await catCard.getByText('Live', { exact: true }).isVisible()).toBe(true);

    await visitor.goto(`/establishment/${target.id}`);
    await expect.poll(() => visitor.getByText(message).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await visitor.getByText('Live', { exact: true }).first().isVisible()).toBe(true);

    await visitor.goto('/map');
    // Its place's clusters open with Enter down to its pin, which is named with its live update.
    const pin = await revealPin(visitor, target.id);
    expect((await pin.getAttribute('aria-label')) ?? '').toContain(`${target.name} (live update`);
    // Keyboard focus opens the same delayed tooltip as hovering.
    await pin.focus();
    await expect
      .poll(() => visitor.locator('.leaflet-tooltip').first().textContent(), { timeout: 5000 })
      .toContain(`LIVE: ${message}`);

    // 8. Deleting asks first. Cancel (focused when the dialog opens) keeps the update, for visitors too.
    const deleteButton = item.getByRole('button', { name: /^Delete update/ });
    const confirm = owner.getByRole('alertdialog', { name: 'Delete this live update?' });
    const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement);
    await deleteButton.click();
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.textContent()).toContain(message);
    expect(await isFocused(confirm.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await expectAccessible(owner, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await isFocused(deleteButton)).toBe(true);
    // Esc is a cancel too.
    await deleteButton.click();
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await owner.keyboard.press('Escape');
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await item.getByText('Active', { exact: true }).isVisible()).toBe(true);
    await visitor.goto(`/establishment/${target.id}`);
    await expect.poll(() => visitor.getByText(message).isVisible()).toBe(true);

    // Confirmed, it shows as Expired and visitors no longer see it.
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete update' }).click();
    await expect.poll(() => toast(owner, 'Status update deleted successfully').isVisible()).toBe(true);
    await expect.poll(() => item.getByText('Expired', { exact: true }).isVisible()).toBe(true);
    expect(await item.getByRole('button', { name: /^Delete update/ }).count()).toBe(0);
    expect(await confirm.isVisible()).toBe(false);
    // Its button is gone, so focus moves to the list's heading.
    expect(await isFocused(owner.getByRole('heading', { name: 'Recent Updates' }))).toBe(true);

    await visitor.goto(`/establishment/${target.id}`);
    await expect
      .poll(() => visitor.getByRole('heading', { name: target.name }).first().isVisible())
      .toBe(true);
    expect(await visitor.getByText(message).count()).toBe(0);
    await visitor.goto('/');
    await expect
      .poll(() =>
        visitor
          .getByRole('list', { name: 'Live updates' })
          .or(visitor.getByText('No updates available'))
          .count(),
      )
      .toBeGreaterThan(0);
    await expect.poll(() => visitor.getByText(message).count()).toBe(0);

    expect(ownerErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
  }, 180_000);
});
