import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './page-url';

const redirect = (location: string) => ({ kind: 'redirect', location });
const NOT_FOUND = { kind: 'notFound' };

describe('canonicalPageUrl', () => {
  it('knows a page by its own URL, rendered under its path and the query it reads', () => {
    expect(canonicalPageUrl('/establishment/17')).toEqual({
      kind: 'page',
      route: 'establishment',
      params: { id: '17' },
      url: '/establishment/17',
    });
    expect(canonicalPageUrl('/es')).toMatchObject({ kind: 'page', route: 'home', url: '/es' });
    expect(canonicalPageUrl('/restaurants-bars?utm_source=x&area=4')).toMatchObject({
      kind: 'page',
      route: 'categorySlug',
      url: '/restaurants-bars?area=4',
    });
    expect(canonicalPageUrl('/search?q=lobster')).toMatchObject({ kind: 'page', url: '/search?q=lobster' });
    expect(canonicalPageUrl('/restaurants-bars?amenities=wheelchairEntrance%2CcreditCards')).toMatchObject({
      kind: 'page',
      url: '/restaurants-bars?amenities=wheelchairEntrance%2CcreditCards',
    });
    expect(canonicalPageUrl('/accommodations?band=budget&location=town')).toMatchObject({ kind: 'page' });
    expect(canonicalPageUrl('/map?area=whatever')).toMatchObject({ kind: 'page', route: 'map' });
    // An empty value is read as none: the same page, rendered under the same URL.
    expect(canonicalPageUrl('/?q=&area=')).toMatchObject({ kind: 'page', url: '/' });
    expect(canonicalPageUrl('/trip/s/Ab3dEf')).toMatchObject({ kind: 'page', params: { code: 'Ab3dEf' } });
  });

  it.each([
    ['/establishment/01', '/establishment/1'],
    ['/Establishment/1', '/establishment/1'],
    ['/establishment/%31', '/establishment/1'],
    ['/es/establishment/01', '/es/establishment/1'],
    ['/ES/Establishment/0017?x=1', '/es/establishment/17?x=1'],
    ['/restaurants-bars/', '/restaurants-bars'],
    ['/Restaurants-Bars?area=4', '/restaurants-bars?area=4'],
    ['/es/', '/es'],
    ['/%65vents', '/events'],
    ['/category/09', '/category/9'],
    ['/MAP/', '/map'],
    ['/signin/?returnTo=%2Fmap', '/signin?returnTo=%2Fmap'],
  ])('sends %s to %s', (from, to) => expect(canonicalPageUrl(from)).toEqual(redirect(to)));

  it.each([
    ['/restaurants-bars?area=random', '/restaurants-bars'],
    ['/restaurants-bars?area=04', '/restaurants-bars'],
    ['/restaurants-bars?area=4&area=5', '/restaurants-bars?area=4'],
    ['/restaurants-bars?sort=garbage&utm_source=x', '/restaurants-bars?utm_source=x'],
    ['/restaurants-bars?band=budget', '/restaurants-bars'],
    ['/events?category=999&area=4', '/events?area=4'],
    ['/?q=anything', '/'],
    ['/establishment/1?area=4', '/establishment/1'],
    ['/search?q=%20lobster%20', '/search?q=lobster'],
    [`/search?q=${'x'.repeat(201)}`, '/search'],
    ['/restaurants-bars?amenities=helipad', '/restaurants-bars'],
    [
      '/restaurants-bars?amenities=creditCards,wheelchairEntrance',
      '/restaurants-bars?amenities=wheelchairEntrance%2CcreditCards',
    ],
    ['/es/restaurants-bars?amenities=pool,helipad,pool', '/es/restaurants-bars?amenities=pool'],
    ['/search?q=wifi&amenities=freeWifi', '/search?q=wifi'],
  ])('drops or respells what the page does not read: %s to %s', (from, to) =>
    expect(canonicalPageUrl(from)).toEqual(redirect(to)),
  );

  it.each([
    '//evil.example',
    '//evil.example/x',
    '/es//evil.example/x',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/a//b',
    '/some/where/else',
    '/no-such-slug',
    '/establishment/abc',
    '/establishment/0',
    '/establishment/1e3',
    '/es/admin',
    '/es/es/map',
    '/%E0%A4%A',
  ])('finds no page at %s', (url) => expect(canonicalPageUrl(url)).toEqual(NOT_FOUND));
});
