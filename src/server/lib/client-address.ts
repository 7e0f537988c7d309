import ipaddr from 'ipaddr.js';

/**
 * The key that every per-address count (rate limits, the live stream's share, the insights visitor cap,
 * booking floods) goes by. An IPv4 address is one household or one NAT, so it counts as itself (an
 * IPv4-mapped IPv6 address, `::ffff:1.2.3.4`, as the IPv4 it carries). An IPv6 subscriber is handed a
 * whole /64 (RFC 6177) and picks addresses from it at will, so its /64 is what counts as one address.
 * Anything that does not parse (a test's made-up address) counts as itself.
 */
export function clientAddressKey(address: string): string {
  // A zone index (fe80::1%eth0) names a local interface, not another client.
  const bare = address.split('%')[0];
  if (!ipaddr.isValid(bare)) return address;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = v6.parts.slice(0, 4).map((p) => p.toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The wider networks an address belongs to, each a key of its own, for the counts one subscriber
 * could otherwise spread over many addresses: an IPv6 site is handed a /56 or a /48 (RFC 6177), so
 * both count; an IPv4 address counts with its /24 (a hosting provider's block, a NAT pool). An address
 * that does not parse belongs to none.
 */
export function clientNetworkKeys(address: string): string[] {
  const bare = address.split('%')[0];
  if (!ipaddr.isValid(bare)) return [];
  const parsed = ipaddr.parse(bare);
  const v4 =
    parsed.kind() === 'ipv4'
      ? (parsed as ipaddr.IPv4)
      : (parsed as ipaddr.IPv6).isIPv4MappedAddress()
        ? (parsed as ipaddr.IPv6).toIPv4Address()
        : null;
  if (v4) return [`${v4.octets.slice(0, 3).join('.')}.0/24`];
  const parts = (parsed as ipaddr.IPv6).parts;
  const hex = (p: number) => p.toString(16);
  // The /56 keeps the high byte of the fourth group.
  return [
    `${parts.slice(0, 3).map(hex).join(':')}:${hex(parts[3] & 0xff00)}::/56`,
    `${parts.slice(0, 3).map(hex).join(':')}::/48`,
  ];
}
