import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { type E2E, expectAccessible, keepScreenshot, startE2E } from './support';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const DESCRIPTION = 'Tables on the sand under palm trees';

let e2e: E2E;
let place: Establishment;
let owner: Actor;
let admin: Actor;

/** A phone-like photo: a sunset of stripes, with camera and GPS EXIF that must not survive. */
const photo = (top: string, bottom: string) =>
  sharp({
    create: { width: 1600, height: 1200, channels: 3, background: bottom },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1600" height="1200"><rect width="1600" height="700" fill="${top}"/><circle cx="800" cy="700" r="180" fill="#ffd166"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '17/1 55/1 0/1' } })
    .toBuffer();

/** The page is no wider than the window (nothing sticks out sideways). */
const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

beforeAll(async () => {
  e2e = await startE2E();
  const list = (
    await e2e.server.app.inject({ url: '/api/establishments?categoryId=1' })
  ).json() as Establishment[];
  place = list.find((e) => e.statusUpdates.length === 0) as Establishment;
  admin = await signInAdmin(e2e.server.app);
  owner = await signUpVerifiedOwner(e2e.server.app, admin, place.id);
});
afterAll(() => e2e?.close());

describe("owners' photos", () => {
  it('an owner adds two photos and describes the first in the dashboard on a phone', async () => {
    const { page, context, errors } = await e2e.newPage(PHONE);
    const sid = owner.headers.cookie.replace(/^sid=/, '');
    await context.addCookies([{ name: 'sid', value: sid, url: e2e.baseUrl }]);
    await page.goto(`/business/dashboard?business=${place.id}&tab=photos`);
    await page.getByRole('heading', { name: 'Photos', exact: true }).waitFor();
    expect(await page.getByText('0 of 12 photos').count()).toBe(1);

    const input = page.getByLabel('Add a photo');
    await input.setInputFiles({
      name: 'beach.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#e76f51', '#2a9d8f'),
    });
    await page
      .getByLabel('Description of photo 1 (for people who cannot see it)')
      .waitFor({ timeout: 30_000 });
    await input.setInputFiles({
      name: 'reef.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#264653', '#e9c46a'),
    });
    await page
      .getByLabel('Description of photo 2 (for people who cannot see it)')
      .waitFor({ timeout: 30_000 });
    expect(await page.getByText('2 of 12 photos').count()).toBe(1);

    await page.getByLabel('Description of photo 1 (for people who cannot see it)').fill(DESCRIPTION);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Photo description saved').first().waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: /Photos of/ })
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await noSidewaysScroll(page, 375);
    await keepScreenshot(page, 'photos-dashboard-375', { fullPage: true });
    await expectAccessible(page, 'dashboard photos tab');
    expect(errors).toEqual([]);
  }, 120_000);

  for (const [label, options, width] of [
    ['a phone', PHONE, 375],
    ['a desktop', DESKTOP, 1280],
  ] as const) {
    it(`a visitor sees the photo on the card and in the detail gallery on ${label}`, async () => {
      const { page, errors } = await e2e.newPage(options);
      const photoTypes = new Set<string>();
      page.on('response', (r) => {
        if (r.url().includes('/images/photos/')) photoTypes.add(r.headers()['content-type'] ?? '');
      });
      await page.goto(`/category/${place.categoryId}`);
      const card = page.locator('article', {
        has: page.getByRole('link', { name: place.name, exact: true }),
      });
      const cardImage = card.locator('img').first();
      await cardImage.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/\/images\/photos\/\d+\/(card|detail)$/);
      await expect
        .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // The photo stays clipped to its card, and the page to the window.
      const [imageBox, cardBox] = [await cardImage.boundingBox(), await card.boundingBox()];
      expect(imageBox && cardBox && imageBox.width <= cardBox.width + 1).toBe(true);
      await noSidewaysScroll(page, width);
      await keepScreenshot(card, `photos-card-${width}`);

      await page.goto(`/establishment/${place.id}`);
      const gallery = page.getByRole('region', { name: `Photos of ${place.name}` });
      const slides = gallery.getByRole('img');
      expect(await slides.count()).toBe(2);
      await expect.poll(() => slides.first().getAttribute('alt')).toBe(DESCRIPTION);
      expect(await slides.nth(1).getAttribute('alt')).toBe(place.name);
      await expect
        .poll(() => slides.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await noSidewaysScroll(page, width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, `photos-detail-${width}`);

      // Keyboard: the strip takes focus and the arrow key scrolls to the next photo; so does the button.
      const strip = page.getByTestId('gallery');
      await strip.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => gallery.getByText('2 / 2').count()).toBe(1);
      await page.getByRole('button', { name: 'Previous photo' }).click();
      await expect.poll(() => gallery.getByText('1 / 2').count()).toBe(1);
      // Chromium takes AVIF, so that is what the server sent it.
      expect([...photoTypes]).toEqual(['image/avif']);
      await expectAccessible(page, `detail page with photos on ${label}`);
      expect(errors).toEqual([]);
    }, 60_000);
  }

  it("the admin removes a place's photo from the Establishments table on a phone", async () => {
    const { page, context, errors } = await e2e.newPage(PHONE);
    await context.addCookies([
      { name: 'sid', value: admin.headers.cookie.replace(/^sid=/, ''), url: e2e.baseUrl },
    ]);
    await page.goto('/admin?tab=establishments');
    await page.getByRole('button', { name: `Photos of ${place.name}` }).click();
    await page.getByText('2 of 12 photos').waitFor();
    await page.getByRole('button', { name: 'Delete photo 2' }).click();
    await page.getByRole('button', { name: 'Yes, delete photo 2' }).click();
    await page.getByText('1 of 12 photos').waitFor();
    await noSidewaysScroll(page, 375);
    const after = (await e2e.server.app.inject({ url: `/api/establishments/${place.id}` })).json();
    expect(after.imageGallery).toHaveLength(1);
    expect(errors).toEqual([]);
  }, 60_000);
});
