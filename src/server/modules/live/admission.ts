/**
 * Who may open one more live stream. A subscriber holds one IPv4 address or an IPv6 /64 (its
 * "address"), but one IPv6 site has a /56 or a /48 and one provider or NAT pool an IPv4 /24 (its
 * "networks", client-address.ts): each is counted, so neither many /64s of one site nor many addresses
 * of one block hold the whole instance. Once the instance is nearly full, what is left is kept for
 * networks that hold few streams: a network that already holds many is told to poll, while a visitor
 * from a network with none still gets a stream until the instance is full.
 */
export interface StreamShares {
  /** The instance's streams (LIVE_MAX_STREAMS). */
  max: number;
  /** One address's (LIVE_MAX_STREAMS_PER_ADDRESS). */
  perAddress: number;
}

/** A network holds this many addresses' shares at most (a /56, a /48 or an IPv4 /24 alike). */
export const NETWORK_SHARES = 8;
/** From this part of the instance on, the rest is kept for networks that hold few streams. */
export const KEPT_FOR_NEW_NETWORKS_FROM = 0.8;
/** Past that point, a network holding a tenth of an address's share already (at least 1) "holds many". */
const MANY_IN_ONE_NETWORK = 0.1;

export type Admission = 'open' | 'full' | 'address' | 'network' | 'kept-for-others';

/**
 * Whether a stream from `address` (its key) in `networks` (their keys) may open, given `open` streams
 * in all and `count`, the streams each key holds now.
 */
export function admit(
  shares: StreamShares,
  open: number,
  count: (key: string) => number,
  address: string,
  networks: readonly string[],
): Admission {
  if (open >= shares.max) return 'full';
  if (count(address) >= shares.perAddress) return 'address';
  const inNetworks = networks.map(count);
  if (inNetworks.some((n) => n >= shares.perAddress * NETWORK_SHARES)) return 'network';
  const many = Math.max(1, Math.ceil(shares.perAddress * MANY_IN_ONE_NETWORK));
  const held = Math.max(count(address), ...inNetworks);
  if (open >= shares.max * KEPT_FOR_NEW_NETWORKS_FROM && held >= many) return 'kept-for-others';
  return 'open';
}
