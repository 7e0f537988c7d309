import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config';

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-session-secret-of-40-chars!' };

describe('PUBLIC_URL: the one origin of every absolute URL', () => {
  it('is required in production, named in the one line start-up prints', () => {
    expect(() => parseEnv(PRODUCTION)).toThrow(ConfigError);
    expect(() => parseEnv(PRODUCTION)).toThrow(
      'Invalid environment variable PUBLIC_URL: required in production',
    );
    expect(() => parseEnv({ ...PRODUCTION, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: required in production/);
  });

  it('is the origin it names, with or without a trailing slash', () => {
    expect(parseEnv({ ...PRODUCTION, PUBLIC_URL: 'https://guide.example.bz/' }).publicOrigin).toBe(
      'https://guide.example.bz',
    );
    expect(parseEnv({ PUBLIC_URL: 'http://Guide.Example.bz:8080' }).publicOrigin).toBe(
      'http://guide.example.bz:8080',
    );
  });

  it('defaults to http://localhost:<PORT> in development and tests', () => {
    expect(parseEnv({}).publicOrigin).toBe('http://localhost:5000');
    expect(parseEnv({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    expect(parseEnv({ NODE_ENV: 'test', PORT: '3000' }).publicOrigin).toBe('http://localhost:3000');
  });

  it('refuses anything but an http(s) origin', () => {
    for (const bad of [
      'guide.example.bz',
      'ftp://guide.example.bz',
      'https://guide.example.bz/guide',
      'https://guide.example.bz/?x=1',
      'https://guide.example.bz/#top',
      'https://user:pass@guide.example.bz',
    ])
      expect(() => parseEnv({ PUBLIC_URL: bad }), bad).toThrow(/^Invalid environment variable PUBLIC_URL: /);
  });
});

describe('HOST: the interface the server listens on', () => {
  it('is this machine only without NODE_ENV=production, every interface in production, or as set', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(parseEnv({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(parseEnv({ ...PRODUCTION, PUBLIC_URL: 'https://guide.example.bz' }).HOST).toBe('0.0.0.0');
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(parseEnv({ ...PRODUCTION, PUBLIC_URL: 'https://guide.example.bz', HOST: '10.0.0.2' }).HOST).toBe(
      '10.0.0.2',
    );
  });
});

describe('TRUST_PROXY: whose X-Forwarded-For is believed', () => {
  it('is off by default', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes true, a number of hops, or addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,192.168.0.0/255.255.0.0,loopback' })
        .TRUST_PROXY,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '192.168.0.0/255.255.0.0', 'loopback']);
  });

  it('refuses what is not an address or a range', () => {
    for (const bad of [
      'everyone',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1,',
      'example.com',
      '10.0.0.0/8/8',
      '-1',
    ])
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(
        /^Invalid environment variable TRUST_PROXY: /,
      );
  });
});
