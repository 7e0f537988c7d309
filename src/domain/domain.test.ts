import { describe, expect, it } from 'vitest';
import { CATEGORIES, priceRangeMeaning } from './constants';
import { formatPhone, telHref, whatsappDigits, whatsappLink } from './contact';
import { distanceKm, formatDistance, formatWalkingTime, isOnIsland } from './geo';
import { categorySlug } from './slug';
import { durationLabel, expiryFromHours, isUpdateLive } from './updates';

describe('categorySlug (docs/product.md#pages)', () => {
  it('turns names into the fixed slugs', () => {
    expect(categorySlug('Restaurants & Bars')).toBe('restaurants-bars');
    expect(categorySlug('Attractions & Activities')).toBe('attractions-activities');
    expect(categorySlug('  Gas   Station! ')).toBe('gas-station');
    for (const c of CATEGORIES) expect(categorySlug(c.name)).toBe(c.slug);
  });
});

describe('distance and walking time (docs/product.md#numbers)', () => {
  const town = { latitude: 17.9214, longitude: -87.9611 };
  it('measures great-circle distance', () => {
    expect(distanceKm(town, town)).toBe(0);
    const oneDegreeNorth = distanceKm({ latitude: 17, longitude: -88 }, { latitude: 18, longitude: -88 });
    expect(oneDegreeNorth).toBeGreaterThan(110.5);
    expect(oneDegreeNorth).toBeLessThan(111.5);
  });
  it('formats metres under 1 km and km above', () => {
    expect(formatDistance(0.4567)).toBe('457 m away');
    expect(formatDistance(1)).toBe('1.0 km away');
    expect(formatDistance(12.34)).toBe('12.3 km away');
  });
  it('walks at 5 km/h', () => {
    expect(formatWalkingTime(1)).toBe('12 min walk');
    expect(formatWalkingTime(0.01)).toBe('1 min walk');
    expect(formatWalkingTime(7.5)).toBe('1 h 30 min walk');
  });
  it('knows the island', () => {
    expect(isOnIsland(town)).toBe(true);
    expect(isOnIsland({ latitude: 17.25, longitude: -88.77 })).toBe(false);
  });
});

describe('phone and WhatsApp (docs/product.md#forms-and-their-rules)', () => {
  it('formats phone numbers', () => {
    expect(formatPhone('2262222333')).toBe('(226) 222-2333');
    expect(formatPhone('1-226-222-2333')).toBe('+1 (226) 222-2333');
    expect(formatPhone('+501 226 2222')).toBe('(501) 226-2222');
    expect(formatPhone('+44 20 7946 0958')).toBe('+442 079-460958');
    expect(formatPhone('226-2222')).toBe('226-2222');
    expect(telHref('+501 226-2222')).toBe('tel:+5012262222');
  });
  it('keeps digits and plus for WhatsApp and links to wa.me with the greeting', () => {
    expect(whatsappDigits('+501 (610) 555-0100 ext')).toBe('+5016105550100');
    const link = whatsappLink('+501-610-5550');
    expect(link.startsWith('https://wa.me/5016105550?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1])).toBe(
      'Hi! I found you on Ambergris Guide and would like to know more about your establishment.',
    );
  });
});

describe('price ranges and update expiry', () => {
  it('explains price ranges', () => {
    expect(priceRangeMeaning('$')).toBe('Budget (under US$20 / BZ$40)');
    expect(priceRangeMeaning('$$')).toBe('Moderate (US$20–50 / BZ$40–100)');
    expect(priceRangeMeaning('$$$$')).toBe('Luxury (US$100+ / BZ$200+)');
    expect(priceRangeMeaning('cheap')).toBeNull();
  });
  it('computes expiry and labels durations', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(expiryFromHours(6, now).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(expiryFromHours(undefined, now).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(durationLabel(48)).toBe('2 days');
    expect(durationLabel(2)).toBe('2 hours');
  });
  it('treats inactive or expired updates as not live', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isUpdateLive({ isActive: true, expiresAt: null }, now)).toBe(true);
    expect(isUpdateLive({ isActive: true, expiresAt: '2026-11-22T09:59:59Z' }, now)).toBe(false);
    expect(isUpdateLive({ isActive: false, expiresAt: '2026-11-23T00:00:00Z' }, now)).toBe(false);
  });
});
