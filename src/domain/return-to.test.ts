import { describe, expect, it } from 'vitest';
import { localizedPath, twinPath } from './locale';
import { sameSiteReturnPath, staysOnSite } from './return-to';

/** Paths a request can carry that a browser, written into a link, reads as another host. */
const OFF_SITE = [
  '//evil.example/x',
  '/\\evil.example/x',
  '/%2Fevil.example/x',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\\\\evil.example',
  'https://evil.example/x',
  'evil.example',
  '',
];

describe('staysOnSite', () => {
  it.each(OFF_SITE)('refuses %j', (path) => expect(staysOnSite(path)).toBe(false));
  it.each(['/', '/es', '/establishment/7', '/search?q=%2F%2Fx', '/a/%2F', '/es/map?area=4#top'])(
    'keeps %j',
    (path) => expect(staysOnSite(path)).toBe(true),
  );
});

describe('the language switch never links off the site', () => {
  it('gives the twin of an ordinary page, query kept', () => {
    expect(twinPath('/es/establishment/7?x=1', 'en')).toBe('/establishment/7?x=1');
    expect(twinPath('/restaurants-bars?area=4', 'es')).toBe('/es/restaurants-bars?area=4');
    expect(twinPath('/es', 'en')).toBe('/');
  });

  it.each([
    ['/es//evil.example/x', 'en', '/'],
    ['/es/\\evil.example/x', 'en', '/'],
    ['/es/%2F/evil.example', 'en', '/'],
    ['/es/%5cevil.example', 'en', '/'],
    ['//evil.example/x', 'es', '/es'],
    ['/\\evil.example', 'es', '/es'],
  ] as const)('sends %j to the home page of %s', (path, locale, home) => {
    expect(twinPath(path, locale)).toBe(home);
    expect(localizedPath(path.replace(/^\/es/, ''), locale)).toBe(home);
  });
});

describe('sameSiteReturnPath', () => {
  const origin = 'https://guide.example';
  it('refuses what the one rule refuses', () => {
    for (const path of OFF_SITE) expect(sameSiteReturnPath(path, origin), path).toBeNull();
    expect(sameSiteReturnPath('/.//evil.example', origin)).toBeNull();
  });
  it('keeps a path of the site, normalised', () => {
    expect(sameSiteReturnPath('/a/./b/../c?x=1#y', origin)).toBe('/a/c?x=1#y');
  });
});
