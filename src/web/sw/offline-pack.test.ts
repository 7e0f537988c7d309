import { describe, expect, it } from 'vitest';
import { droppedUrls, type OfflinePack, type PackIndex, parseOfflinePack } from './offline-pack';

const index = (hashes: string[], images: string[]): PackIndex => ({
  version: hashes.join('.'),
  builtAt: '2025-01-01T12:00:00.000Z',
  parts: hashes.map((hash, n) => ({ url: `/api/offline-pack/parts/${n}?v=${hash}`, hash, places: 2 })),
  images,
});

const before: OfflinePack = {
  index: index(
    ['common-1', 'town-1', 'north-1'],
    ['/images/media/7', '/images/photos/7/card', '/images/media/8'],
  ),
  urls: {
    'common-1': ['/api/categories', '/api/establishments?categoryId=1&sort=name&limit=24'],
    'town-1': [
      '/api/establishments/7',
      '/api/accommodations/7/rates?checkIn=2025-01-02&checkOut=2025-01-09&adults=2',
      '/api/establishments/7/photos',
      '/api/establishments/8',
    ],
    'north-1': ['/api/establishments/9'],
  },
};

describe('pruning what a refreshed offline pack no longer holds', () => {
  it('drops a removed place’s detail, rates, photos and images, and nothing still listed', () => {
    // Place 7 was unpublished: the town's part and the common part changed; the north's did not.
    const after: OfflinePack = {
      index: index(['common-2', 'town-2', 'north-1'], ['/images/media/8']),
      urls: {
        'common-2': ['/api/categories', '/api/establishments?categoryId=1&sort=name&limit=24'],
        'town-2': ['/api/establishments/8'],
        'north-1': ['/api/establishments/9'],
      },
    };
    expect(droppedUrls(before, after)).toEqual({
      api: [
        '/api/establishments/7',
        '/api/accommodations/7/rates?checkIn=2025-01-02&checkOut=2025-01-09&adults=2',
        '/api/establishments/7/photos',
      ],
      images: ['/images/media/7', '/images/photos/7/card'],
    });
  });

  it('keeps a place that moved to another area’s part, and drops a past day’s rates', () => {
    const after: OfflinePack = {
      index: index(['common-1', 'town-2', 'north-2'], before.index.images),
      urls: {
        'common-1': before.urls['common-1'],
        'town-2': [
          '/api/establishments/7',
          '/api/accommodations/7/rates?checkIn=2025-01-03&checkOut=2025-01-10&adults=2',
          '/api/establishments/7/photos',
        ],
        'north-2': ['/api/establishments/8', '/api/establishments/9'],
      },
    };
    expect(droppedUrls(before, after)).toEqual({
      api: ['/api/accommodations/7/rates?checkIn=2025-01-02&checkOut=2025-01-09&adults=2'],
      images: [],
    });
  });

  it('drops nothing the first time, or after a worker that kept no URLs (that sync stores every part)', () => {
    expect(droppedUrls(null, before)).toEqual({ api: [], images: [] });
    expect(parseOfflinePack(before.index)).toBeNull();
    expect(parseOfflinePack(null)).toBeNull();
    expect(parseOfflinePack(JSON.parse(JSON.stringify(before)))).toEqual(before);
  });
});
