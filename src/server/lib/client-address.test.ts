import { describe, expect, it } from 'vitest';
import { clientAddressKey, clientNetworkKeys, isTrustedPeer } from './client-address';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups an IPv6 address by its /64, however it is written', () => {
    const a = clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002::1')).toBe(a);
    expect(clientAddressKey('2001:db8:1:2::1%eth0')).toBe(a);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(a);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(clientAddressKey('not-an-address')).toBe('not-an-address');
    expect(clientAddressKey('')).toBe('');
  });
});

describe('clientNetworkKeys', () => {
  it("names an IPv6 address's /56 and /48, and an IPv4 address's /24", () => {
    expect(clientNetworkKeys('2001:db8:1:2ab:aaaa::1')).toEqual(['2001:db8:1:200::/56', '2001:db8:1::/48']);
    expect(clientNetworkKeys('2001:db8:1:2ff::1')).toEqual(clientNetworkKeys('2001:db8:1:200::9'));
    expect(clientNetworkKeys('2001:db8:1:300::1')[0]).not.toBe('2001:db8:1:200::/56');
    expect(clientNetworkKeys('2001:db8:1:300::1')[1]).toBe('2001:db8:1::/48');
    expect(clientNetworkKeys('203.0.113.7')).toEqual(['203.0.113.0/24']);
    expect(clientNetworkKeys('::ffff:203.0.113.200')).toEqual(['203.0.113.0/24']);
  });

  it('names none for what is not an address', () => {
    expect(clientNetworkKeys('not-an-address')).toEqual([]);
  });
});

describe('isTrustedPeer: a connection from a proxy TRUST_PROXY believes', () => {
  it('follows TRUST_PROXY: nobody, everybody, hops, or addresses, ranges and named ranges', () => {
    expect(isTrustedPeer(false)('127.0.0.1')).toBe(false);
    expect(isTrustedPeer(true)('203.0.113.7')).toBe(true);
    expect(isTrustedPeer(1)('203.0.113.7')).toBe(true);
    const trusted = isTrustedPeer(['loopback', '10.1.0.0/16', '192.0.2.9', '198.51.100.0/255.255.255.0']);
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.200.3', '192.0.2.9', '198.51.100.77'])
      expect(trusted(peer), peer).toBe(true);
    for (const peer of ['10.2.0.1', '192.0.2.10', '203.0.113.7', '2001:db8::1', 'nonsense'])
      expect(trusted(peer), peer).toBe(false);
  });
});
