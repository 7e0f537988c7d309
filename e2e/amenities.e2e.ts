import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { claimableRestaurants, signInThroughUi, toast } from './owner-support';
import { type E2E, expectAccessible, keepScreenshot, phone, startE2E } from './support';

let e2e: E2E;
let owner: Actor;
let place: Establishment;

beforeAll(async () => {
  e2e = await startE2E();
  const admin = await signInAdmin(e2e.server.app);
  [place] = (await claimableRestaurants(e2e)) as [Establishment];
  owner = await signUpVerifiedOwner(e2e.server.app, admin, place.id);
});
afterAll(() => e2e?.close());

const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The restaurants' list as a visitor filters it: the places' names shown. */
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

describe('amenities, from an owner to a visitor (Chromium, 375 px)', () => {
  it('an owner answers wheelchair entrance and cards; a visitor filters restaurants by both and finds the place, in English and Spanish', async () => {
    const { page, errors } = await e2e.newPage(phone(375));
    const dashboard = `/business/dashboard?business=${place.id}&tab=details`;
    await page.goto(`/signin?returnTo=${encodeURIComponent(dashboard)}`);
    await signInThroughUi(page, owner.email, owner.password);
    const editor = page.getByTestId('amenities-editor');
    await editor
      .getByRole('group', { name: 'Wheelchair-accessible entrance' })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    await editor
      .getByRole('group', { name: 'Credit cards accepted' })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    await editor
      .getByRole('group', { name: 'Dogs allowed' })
      .getByRole('radio', { name: 'No', exact: true })
      .check();
    await expect.poll(() => editor.getByText('3 changes not saved yet').count()).toBe(1);
    await editor.getByRole('button', { name: 'Save amenities' }).click();
    await expect.poll(() => toast(page, 'Amenities saved').count()).toBeGreaterThan(0);
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the dashboard with its amenities');
    await keepScreenshot(page, 'amenities-dashboard-375', { fullPage: true });

    // A visitor: the filter, server-rendered from its URL, finds the place and only places with both.
    const visitor = await e2e.newPage(phone(375));
    await visitor.page.goto('/restaurants-bars');
    await visitor.page.getByRole('button', { name: 'Amenities' }).click();
    const choices = visitor.page.getByRole('group', { name: 'Only places that have all of these' });
    await choices.getByRole('button', { name: 'Wheelchair-accessible entrance' }).click();
    await choices.getByRole('button', { name: 'Credit cards accepted' }).click();
    await expect.poll(() => visitor.page.url()).toContain('amenities=wheelchairEntrance%2CcreditCards');
    await expect.poll(() => cardNames(visitor.page)).toEqual([place.name]);
    const card = visitor.page.getByRole('article').filter({ hasText: place.name });
    expect(await card.getByTestId('card-amenities').textContent()).toContain(
      'Wheelchair-accessible entrance',
    );
    expect(await sideScroll(visitor.page)).toBeLessThanOrEqual(0);
    await expectAccessible(visitor.page, 'restaurants filtered by amenities');
    await keepScreenshot(visitor.page, 'amenities-category-375', { fullPage: true });

    // The place's page says what it offers and what it does not; an unanswered one is not a no.
    await card.getByRole('link', { name: place.name }).click();
    const offers = visitor.page.getByRole('list', { name: 'Offers', exact: true });
    await expect
      .poll(() => offers.getByRole('listitem').allTextContents())
      .toEqual(['Wheelchair-accessible entrance', 'Credit cards accepted']);
    const notOffered = visitor.page.getByRole('list', { name: 'Does not offer' });
    expect(await notOffered.getByRole('listitem').allTextContents()).toEqual(['Dogs allowed']);
    expect(await visitor.page.getByText('Vegetarian options').count()).toBe(0);
    await expectAccessible(visitor.page, 'the place with its amenities');

    // The Spanish twin, opened from its URL: rendered by the server, filtered alike, in Spanish words.
    const spanish = await e2e.newPage({ ...phone(375), locale: 'es-BZ' });
    await spanish.page.goto('/es/restaurants-bars?amenities=creditCards,wheelchairEntrance');
    await expect.poll(() => cardNames(spanish.page)).toEqual([place.name]);
    const tarjeta = spanish.page.getByRole('button', {
      name: 'Quitar el filtro: Acepta tarjetas de crédito',
    });
    expect(await tarjeta.count()).toBe(1);
    await tarjeta.click();
    await expect.poll(() => spanish.page.url()).toMatch(/amenities=wheelchairEntrance$/);
    await spanish.page.goto(`/es/establishment/${place.id}`);
    await expect
      .poll(() => spanish.page.getByRole('list', { name: 'Ofrece', exact: true }).textContent())
      .toContain('Entrada accesible en silla de ruedas');
    await expectAccessible(spanish.page, 'the Spanish place with its amenities');
    expect([...errors, ...visitor.errors, ...spanish.errors]).toEqual([]);
  });
});
