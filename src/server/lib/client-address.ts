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

/** The ranges proxy-addr (Fastify's trustProxy) names. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An address as one kind: an IPv4-mapped IPv6 address as its IPv4 address. */
function parseBare(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.split('%')[0];
  if (!ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/** One TRUST_PROXY entry (an address, address/prefix or address/netmask) as a range. */
function rangeOf(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  const [address, mask] = entry.split('/');
  const parsed = parseBare(address);
  if (!parsed) return null;
  const full = parsed.kind() === 'ipv4' ? 32 : 128;
  if (mask === undefined) return [parsed, full];
  if (/^\d+$/.test(mask)) return [parsed, Number(mask)];
  const netmask = parseBare(mask);
  return netmask?.kind() === 'ipv4' ? [parsed, netmask.prefixLengthFromSubnetMask() ?? full] : null;
}

/**
 * Whether a connection's peer is a proxy TRUST_PROXY believes (config.ts), as Fastify decides it for
 * a request's first hop: then the client is the one it forwards for, not the peer.
 */
export function isTrustedPeer(trustProxy: boolean | number | string[]): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const ranges = trustProxy
    .flatMap((entry) => NAMED_RANGES[entry] ?? [entry])
    .map(rangeOf)
    .filter((r) => r !== null);
  return (address) => {
    const parsed = parseBare(address);
    return (
      parsed !== null && ranges.some(([net, bits]) => net.kind() === parsed.kind() && parsed.match(net, bits))
    );
  };
}
