import { describe, expect, it } from 'vitest';
import { clientAddressKey, clientNetworkKeys } from '../../lib/client-address';
import { admit, NETWORK_SHARES } from './admission';

/** Streams held per key, as the open streams count them, and the admission of one more from `ip`. */
function instance(max: number, perAddress: number) {
  const counts = new Map<string, number>();
  let open = 0;
  const keysOf = (ip: string) => [clientAddressKey(ip), ...clientNetworkKeys(ip)];
  return {
    /** Opens streams from `ip` while they are admitted, up to `n`; returns how many opened. */
    open(ip: string, n = 1) {
      let opened = 0;
      while (opened < n && this.admission(ip) === 'open') {
        for (const key of keysOf(ip)) counts.set(key, (counts.get(key) ?? 0) + 1);
        open++;
        opened++;
      }
      return opened;
    },
    admission: (ip: string) =>
      admit(
        { max, perAddress },
        open,
        (k) => counts.get(k) ?? 0,
        clientAddressKey(ip),
        clientNetworkKeys(ip),
      ),
    get open_() {
      return open;
    },
  };
}

describe('who may open a live stream', () => {
  it('one IPv6 /56 (256 /64s) or /48 holds its networks share, not the instance', () => {
    const live = instance(10_000, 100);
    let opened = 0;
    for (let i = 0; i < 256; i++) opened += live.open(`2001:db8:7:${(0x100 + i).toString(16)}::1`, 100);
    expect(opened).toBe(100 * NETWORK_SHARES);
    expect(live.admission('2001:db8:7:1ff::1')).toBe('network');
    // Another /56 of the same /48 is that /48's share: already spent.
    expect(live.admission('2001:db8:7:200::1')).toBe('network');
    expect(live.admission('2001:db8:8::1')).toBe('open');
  });

  it('a hundred IPv4 addresses of one /24 hold its share; the next /24 still gets in', () => {
    const live = instance(10_000, 100);
    let opened = 0;
    for (let i = 1; i <= 100; i++) opened += live.open(`198.51.100.${i}`, 100);
    expect(opened).toBe(100 * NETWORK_SHARES);
    expect(live.admission('198.51.100.200')).toBe('network');
    expect(live.admission('198.51.101.1')).toBe('open');
  });

  it('keeps the last fifth of the instance for networks that hold few streams', () => {
    const live = instance(1_000, 100);
    // Addresses of many /24s fill four fifths (each at its address share).
    for (let i = 1; live.open_ < 800; i++) live.open(`203.0.${i}.1`, 100);
    expect(live.open_).toBe(800);
    // A network already holding many is told to poll; one holding none still gets in, up to the end.
    expect(live.admission('203.0.1.2')).toBe('kept-for-others');
    expect(live.admission('192.0.2.1')).toBe('open');
    for (let i = 0; i < 200; i++) expect(live.open(`10.${i}.0.1`)).toBe(1);
    expect(live.admission('172.16.0.1')).toBe('full');
  });

  it("is an address's own share below that point", () => {
    const live = instance(10_000, 2);
    expect(live.open('2001:db8:5:1::1', 5)).toBe(2);
    expect(live.admission('2001:db8:5:1::ffff')).toBe('address');
    expect(live.admission('2001:db8:5:2::1')).toBe('open');
  });
});
