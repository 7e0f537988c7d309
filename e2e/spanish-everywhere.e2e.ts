import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Establishment } from '../src/domain/schemas/catalog';
import * as t from '../src/server/db/schema';
import { signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { addSession, type E2E, keepScreenshot, phone } from './support';
import { findByName, startVisitorE2E, visible } from './visitor-support';

let e2e: E2E;
let all: Establishment[];

beforeAll(async () => {
  ({ e2e, all } = await startVisitorE2E());
});
afterAll(() => e2e?.close());

describe('a Spanish reader on a phone (375 px)', () => {
  it("reads a seeded place's description and hours in Spanish, and an owner's English text marked English", async () => {
    const hotel = findByName(all, 'SunBreeze Hotel');
    const { page, errors } = await e2e.newPage(phone(375));
    await page.goto(`/es/establishment/${hotel.id}`);
    await page.waitForSelector('html[data-interactive]');
    await visible(page, /Hotel de suites frente a la playa/);
    await visible(page, /Entrada a las 2:00 PM, salida a las 11:00 AM/);
    expect(await page.getByText(/Beachfront suites hotel/).count()).toBe(0);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^Hotel de suites frente a la playa/,
    );

    // An owner who wrote only English: the Spanish page shows it, marked as English for screen readers.
    const longWord = 'a'.repeat(300);
    const english = `Only English here ${longWord} https://example.com/${'very-long-link/'.repeat(12)}`;
    const place = findByName(all, "Elvi's Kitchen");
    await e2e.server.database.db
      .update(t.establishments)
      .set({ description: english, descriptionEs: null, hoursEs: null, hours: 'x'.repeat(500) })
      .where(eq(t.establishments.id, place.id));
    await e2e.server.app.changes.recordOutsideWrite(null);
    await page.goto(`/es/establishment/${place.id}`);
    await page.waitForSelector('html[data-interactive]');
    await visible(page, /Only English here/);
    expect(
      await page
        .getByText(/Only English here/)
        .first()
        .getAttribute('lang'),
    ).toBe('en');
    await keepScreenshot(page, 'es-place-english-only-375', { fullPage: true });
    await page.setViewportSize({ width: 320, height: 740 });
    await keepScreenshot(page, 'es-place-english-only-320', { fullPage: true });
    expect(errors).toEqual([]);
  });

  it('from /es, the sign-in link and the business portal open Spanish pages with the language switch', async () => {
    const { page, errors } = await e2e.newPage(phone(375));
    await page.goto('/es');
    await page.waitForSelector('html[data-interactive]');
    await page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/signin');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
    await visible(page, 'Te damos la bienvenida');
    await expect.poll(() => page.locator('[data-language-switch]').getAttribute('href')).toMatch(/^\/signin/);
    await keepScreenshot(page, 'es-signin-375', { fullPage: true });

    await page.getByRole('banner').getByRole('link', { name: 'Portal de negocios' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/business');
    await visible(page, 'Registrar un negocio nuevo');
    // The register form and the claim tab's search speak Spanish too, no longer marked English.
    const name = page.getByLabel('Nombre del negocio');
    await expect.poll(() => name.isVisible()).toBe(true);
    expect(await name.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('es');
    await visible(page, 'Verificación del propietario');
    // Hostile text, then a send: the field errors are Spanish too.
    await name.fill('a'.repeat(300));
    await page
      .getByLabel('Descripción', { exact: true })
      .fill(`https://example.com/${'ruta-larga/'.repeat(30)}`);
    await page.getByRole('button', { name: 'Registrar negocio' }).click();
    await visible(page, 'Usa como máximo 200 caracteres.');
    await visible(page, 'Escribe el nombre del propietario.');
    await expect
      .poll(() => page.locator('[data-language-switch]').getAttribute('href'))
      .toMatch(/^\/business/);
    await keepScreenshot(page, 'es-business-375', { fullPage: true });
    await page.setViewportSize({ width: 320, height: 740 });
    await keepScreenshot(page, 'es-business-320', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('tab', { name: 'Reclamar negocio' }).click();
    await page.getByLabel('Busca tu negocio').fill('Elvi');
    await page.getByRole('button', { name: /Elvi's Kitchen/ }).click();
    await expect.poll(() => page.getByLabel('Nombre del propietario').isVisible()).toBe(true);
    await keepScreenshot(page, 'es-business-claim-375', { fullPage: true });
    await page.getByRole('tab', { name: 'Publicar actualización' }).click();
    await visible(page, /Los visitantes lo verán hasta mañana a las? \d\d:\d\d \(hora de Belice\)/);
    await keepScreenshot(page, 'es-business-update-375', { fullPage: true });
    expect(errors).toEqual([]);
  });

  it('an owner writes the Spanish description and hours in the dashboard, and the Spanish page shows them', async () => {
    const place = findByName(all, 'Super Buy');
    const owner = await signUpVerifiedOwner(e2e.server.app, await signInAdmin(e2e.server.app), place.id);
    const { page, context, errors } = await e2e.newPage(phone(375));
    await addSession(context, e2e.baseUrl, owner.headers.cookie);
    await page.goto(`/es/business/dashboard?business=${place.id}&tab=details`);
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const description = page.getByLabel('Descripción en español');
    await expect.poll(() => description.isEnabled()).toBe(true);
    const spanish = `Gran supermercado en Back Street. ${'a'.repeat(300)} https://example.com/${'ruta-larga/'.repeat(12)}`;
    await description.fill(spanish);
    await page.getByLabel('Horario en español').fill(`Todos los días ${'x'.repeat(480)}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Edit Details' }).isVisible()).toBe(true);
    await keepScreenshot(page, 'es-dashboard-details-375', { fullPage: true });

    await page.goto(`/es/establishment/${place.id}`);
    await visible(page, /Gran supermercado en Back Street/);
    expect(
      await page
        .getByText(/Gran supermercado en Back Street/)
        .first()
        .getAttribute('lang'),
    ).toBeNull();
    await keepScreenshot(page, 'es-place-owner-spanish-375', { fullPage: true });
    expect(errors).toEqual([]);
  });
});
