import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hasTwin, localizedPath } from '../domain/locale';
import { PAGE_ROUTES, type PageRouteName, tokenFromHash } from '../domain/page-routes';
import { canonicalPaths } from '../domain/structured-data';
import { paths, pathsOf } from './paths';

/** Each named link, with the URL it must keep: bookmarks, mails already sent and the sitemap use them. */
const LINKS: [PageRouteName, string, string][] = [
  ['home', paths.home(), '/'],
  ['map', paths.map(), '/map'],
  ['mapClean', paths.mapClean(), '/map-clean'],
  ['category', paths.category(3), '/category/3'],
  ['establishment', paths.establishment(17), '/establishment/17'],
  ['search', paths.search('fry jacks & coffee'), '/search?q=fry%20jacks%20%26%20coffee'],
  ['categorySlug', paths.categorySlug('restaurants-bars'), '/restaurants-bars'],
  ['claim', paths.claim(), '/claim'],
  ['business', paths.business(), '/business'],
  ['business', paths.business('register'), '/business?tab=register'],
  ['dashboard', paths.dashboard(), '/business/dashboard'],
  [
    'dashboard',
    paths.dashboard({ business: 4, tab: 'bookings' }),
    '/business/dashboard?business=4&tab=bookings',
  ],
  ['admin', paths.admin(), '/admin'],
  ['signIn', paths.signIn(), '/signin'],
  ['signIn', paths.signIn('/business/dashboard?tab=2'), '/signin?returnTo=%2Fbusiness%2Fdashboard%3Ftab%3D2'],
  ['forgotPassword', paths.forgotPassword(), '/forgot-password'],
  ['resetPassword', paths.resetPassword('a b'), '/reset-password#token=a%20b'],
  ['account', paths.account(), '/account'],
  ['verifyEmail', paths.verifyEmail(), '/verify-email'],
  ['verifyEmail', paths.verifyEmail('t0k'), '/verify-email#token=t0k'],
];

/** The table's routes in both languages, as the router ranks them (most specific pattern first). */
const tableRoutes = Object.entries(PAGE_ROUTES).flatMap(([name, route]) =>
  (route.twin ? (['en', 'es'] as const) : (['en'] as const)).map((locale) => ({
    id: `${locale} ${name}`,
    path: localizedPath(route.pattern, locale),
  })),
);

const pageAt = (url: string) => matchRoutes(tableRoutes, url.split(/[?#]/)[0])?.at(-1)?.route.id;

describe('the table of pages', () => {
  it('keeps every link at the URL it always had', () => {
    expect(LINKS.map(([, link]) => link)).toEqual(LINKS.map(([, , url]) => url));
  });

  it('opens the page each link names, in English and in its Spanish twin', () => {
    for (const [name, link] of LINKS) {
      expect(pageAt(link), link).toBe(`en ${name}`);
      if (PAGE_ROUTES[name].twin) expect(pageAt(localizedPath(link, 'es')), link).toBe(`es ${name}`);
    }
    expect(pageAt('/es/nothing/here')).toBe('es notFound');
    expect(pageAt('/nothing/here')).toBe('en notFound');
  });

  it('gives every page but the admin its Spanish twin, and leaves the admin as it is', () => {
    const es = pathsOf('es');
    expect([es.home(), es.map(), es.establishment(17), es.search('x'), es.categorySlug('tours')]).toEqual([
      '/es',
      '/es/map',
      '/es/establishment/17',
      '/es/search?q=x',
      '/es/tours',
    ]);
    expect([es.business(), es.dashboard(), es.signIn(), es.account(), es.verifyEmail()]).toEqual([
      '/es/business',
      '/es/business/dashboard',
      '/es/signin',
      '/es/account',
      '/es/verify-email',
    ]);
    expect(es.admin()).toBe('/admin');
    expect(hasTwin('/business/dashboard')).toBe(true);
    expect(hasTwin('/admin')).toBe(false);
    expect(hasTwin('/es/map')).toBe(true);
    expect(hasTwin('/anything-unknown')).toBe(true);
  });

  it('makes a category canonical at its slug page, and reads a mail link token back', () => {
    expect(canonicalPaths.category(1)).toBe(paths.categorySlug('restaurants-bars'));
    expect(canonicalPaths.establishment(17)).toBe(paths.establishment(17));
    expect(tokenFromHash(new URL(paths.resetPassword('a b&c'), 'http://x').hash)).toBe('a b&c');
  });
});
