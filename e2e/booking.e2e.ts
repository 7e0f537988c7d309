import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, belizeDay } from '../src/domain/dates';
import { establishmentIdByName } from '../src/server/db/seed/seed';
import { type Actor, signInAdmin, signUpVerifiedOwner } from '../test/auth-helpers';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { addSession, type E2E, expectAccessible, keepScreenshot, phone, startE2E } from './support';

let e2e: E2E;
let sink: SmtpSink;
let stay: number;
let owner: Actor;

beforeAll(async () => {
  sink = await startSmtpSink();
  e2e = await startE2E({ SMTP_URL: sink.url, MAIL_FROM: 'guide@example.bz' });
  const { app } = e2e.server;
  stay = await establishmentIdByName(e2e.server.database.db, "Ramon's Village Resort");
  owner = await signUpVerifiedOwner(app, await signInAdmin(app), stay);
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/establishments/${stay}`,
    headers: owner.headers,
    payload: { whatsappBooking: '+501 600 1234' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await e2e?.close();
  await sink?.close();
});

const checkIn = () => addDays(belizeDay(new Date()), 10);
const checkOut = () => addDays(belizeDay(new Date()), 13);

async function openForm(page: Page) {
  await page.goto(`/establishment/${stay}`);
  // A tap before the button is hydrated is held and pressed once it is (src/web/lib/early-taps.ts):
  // no waiting for the page's parts here, which under load lost the tap.
  await page.getByRole('button', { name: 'Request to book' }).click();
  const form = page.getByRole('form', { name: /Request to book/ });
  await form.waitFor();
  return form;
}

/** The rates reply for the test's dates and a party of `guests`: the room list the form ends with. */
const finalRates = (page: Page, guests: number) =>
  page.waitForResponse((r) =>
    r.url().includes(`/rates?checkIn=${checkIn()}&checkOut=${checkOut()}&adults=${guests}`),
  );

describe('booking requests in Chromium', () => {
  it('a guest requests a stay (nights and totals shown), the owner confirms it, the guest is mailed', async () => {
    const guestEmail = `guest-${process.pid}@example.com`;
    const { page, errors } = await e2e.newPage();
    const form = await openForm(page);
    await expect.poll(() => form.textContent()).toContain('This is a request, not a confirmed booking');
    // The room list follows the dates and the party: choose from the list for all three guests, not
    // from one still showing the rooms for two.
    const roomsForThree = finalRates(page, 3);
    await form.getByLabel('Check-in').fill(checkIn());
    await form.getByLabel('Check-out').fill(checkOut());
    await form.getByLabel('Adults').fill('2');
    await form.getByLabel('Children').fill('1');
    await roomsForThree;
    const room = form.getByLabel('Room');
    await expect.poll(() => room.locator('option').count()).toBeGreaterThan(1);
    await room.selectOption({ index: 1 });
    await expect.poll(() => form.getByTestId('booking-nights').textContent()).toBe('3');
    await expect
      .poll(() => form.getByTestId('booking-total').textContent())
      .toMatch(/^US\$[\d,.]+ \/ BZ\$[\d,.]+$/);
    const [usd, bzd] = ((await form.getByTestId('booking-total').textContent()) ?? '')
      .split('/')
      .map((part) => Number(part.replace(/[^\d.]/g, '')));
    expect(bzd).toBe(2 * usd);
    const whatsapp = await form.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/5016001234\?text=/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1])).toContain(
      `check-in ${checkIn()}, check-out ${checkOut()} (3 nights), 2 adults, 1 child`,
    );

    await form.getByLabel('Your name').fill('Gabriela Guest');
    await form.getByLabel('Email').fill(guestEmail);
    await form.getByLabel('Special requests').fill('Arriving on the last flight.');
    await expectAccessible(page, 'booking form');
    await form.getByRole('button', { name: 'Send request' }).click();
    const reference = page.getByTestId('booking-reference');
    await reference.waitFor();
    const ref = (await reference.textContent())!;
    expect(ref).toMatch(/^[0-9A-Z]{10}$/);
    const sent = await sink.waitFor((m) => m.to.includes(guestEmail));
    expect(sent.decoded).toContain(`Reference: ${ref}`);

    const { page: dash, context } = await e2e.newPage();
    await addSession(context, e2e.baseUrl, owner.headers.cookie);
    await dash.goto(`/business/dashboard?business=${stay}&tab=bookings`);
    const card = dash.getByRole('listitem', { name: `Booking request ${ref} from Gabriela Guest` });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('3 nights');
    await expectAccessible(dash, 'booking requests tab');
    await card.getByLabel('A note to the guest (optional)').fill('We meet you at the water taxi dock.');
    await card.getByRole('button', { name: 'Confirm booking' }).click();
    await expect.poll(() => card.textContent()).toContain('Confirmed');

    const outcome = await sink.waitFor(
      (m) => m.to.includes(guestEmail) && m.decoded.includes('is confirmed'),
    );
    expect(outcome.decoded).toContain(`Your stay at Ramon's Village Resort is confirmed (${ref})`);
    expect(outcome.decoded).toContain('adds: "We meet you at the water taxi dock."');
    expect(errors).toEqual([]);
  });

  for (const width of [320, 375])
    it(`the form fits a ${width} px phone without sideways scrolling`, async () => {
      const { page, errors } = await e2e.newPage(phone(width));
      const form = await openForm(page);
      const roomsForTwo = finalRates(page, 2);
      await form.getByLabel('Check-in').fill(checkIn());
      await form.getByLabel('Check-out').fill(checkOut());
      await roomsForTwo;
      await expect.poll(() => form.getByLabel('Room').locator('option').count()).toBeGreaterThan(1);
      await form.getByLabel('Room').selectOption({ index: 1 });
      await expect.poll(() => form.getByTestId('booking-total').textContent()).toMatch(/BZ\$/);
      await form.scrollIntoViewIfNeeded();
      await keepScreenshot(form, `booking-form-${width}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const box = await form.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
    });
});
