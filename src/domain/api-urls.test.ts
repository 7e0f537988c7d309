import { describe, expect, it } from 'vitest';
import {
  cardImageUrls,
  cardRatesUrl,
  categoryPageUrl,
  establishmentsUrl,
  islandPinsUrl,
  mapExtentUrl,
  pageUrl,
} from './api-urls';

describe('public API URLs (the web query keys and the offline pack share them)', () => {
  it('puts the list parameters in one order, whatever order the filters come in', () => {
    expect(establishmentsUrl({ limit: 24, sort: 'name', areaId: 2, categoryId: 1 })).toBe(
      '/api/establishments?categoryId=1&areaId=2&sort=name&limit=24',
    );
    expect(categoryPageUrl(3)).toBe('/api/establishments?categoryId=3&sort=name&limit=24');
    expect(pageUrl(categoryPageUrl(3), 24)).toBe(
      '/api/establishments?categoryId=3&sort=name&limit=24&offset=24',
    );
    expect(pageUrl(categoryPageUrl(3), 0)).toBe(categoryPageUrl(3));
  });

  it('builds the map, rates and image addresses the pages ask for', () => {
    expect(islandPinsUrl()).toBe('/api/establishments/pins?bbox=-88.1%2C17.82%2C-87.85%2C18.18');
    expect(mapExtentUrl()).toBe('/api/establishments/extent');
    expect(cardRatesUrl(7, { checkIn: '2026-01-02', checkOut: '2026-01-09', adults: 2 })).toBe(
      '/api/accommodations/7/rates?checkIn=2026-01-02&checkOut=2026-01-09&adults=2',
    );
    const place = {
      logoUrl: '/images/media/1',
      featuredImageUrl: null,
      heroImageUrl: '/images/photos/5/detail',
      imageGallery: [],
    };
    expect(cardImageUrls(place)).toEqual(['/images/media/1', '/images/photos/5/card']);
    expect(cardImageUrls({ ...place, logoUrl: null, heroImageUrl: null })).toEqual([]);
  });
});
