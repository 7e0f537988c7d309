import { createHash, randomBytes } from 'node:crypto';
import { belizeDay, belizeDayStart } from '../../../domain/schemas/insights';
import { clientAddressKey } from '../../lib/client-address';
import type { Clock } from '../../lib/clock';

/**
 * Crawlers and link-preview fetchers (a link pasted into WhatsApp, Facebook, Slack, ... is fetched by
 * the app's previewer), and scripted clients: none of them is a visitor. A browser sends a user agent
 * that names none of these words.
 */
const NOT_A_VISITOR =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|facebot|whatsapp|slack|skypeuripreview|embedly|preview|bingpreview|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python|go-http-client|node-fetch|undici|axios|okhttp|java\/|libwww|httpclient/i;

export const isCrawler = (userAgent: string | undefined): boolean =>
  !userAgent || userAgent.length < 8 || NOT_A_VISITOR.test(userAgent);

/**
 * One address can hold a household or a hotel's guests behind one router, so several visitors may share
 * it; more than this many distinct browsers from one address for one place and kind in a day is someone
 * rotating user agents to inflate the numbers.
 */
export const MAX_VISITORS_PER_ADDRESS = 20;
/** Memory bound of a day's sightings (about 100 bytes each): past it, nothing new is counted that day. */
export const MAX_SIGHTINGS_PER_DAY = 500_000;

/**
 * A visitor's hash for today (of the exact address), and the address group its cap counts in (an IPv6
 * client's /64, client-address.ts), in memory for this request only.
 */
interface Sighter {
  visitor: string;
  addressGroup: string;
}

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Who has been seen today, without knowing who anyone is (the approach of Plausible and GoatCounter):
 * a visitor is a hash of a secret salt, the client address and the user agent. The salt is random,
 * held only in this process's memory and replaced at each Belize midnight, with every sighting: the
 * hashes of two days cannot be linked, and nothing of them is ever stored or logged.
 */
export function createVisitors(clock: Clock, opts: { onFull?: () => void } = {}) {
  let day = '';
  /** When the day began and the next begins (ms): the day string is only worked out at a change. */
  let dayStartAt = 0;
  let nextDayAt = 0;
  let salt = Buffer.alloc(0);
  /** "visitor hash|what was seen": the first sighting of each counts. */
  let seen = new Set<string>();
  /** "address hash|what was seen" -> distinct visitors from that address. */
  let perAddress = new Map<string, number>();
  let warnedFull = false;

  const hash = (...parts: string[]) => {
    const h = createHash('sha256').update(salt);
    for (const p of parts) h.update('\0').update(p);
    // 96 bits: collisions among a day's visitors are out of reach, and keys stay short.
    return h.digest('base64url').slice(0, 16);
  };

  function rotate() {
    const now = clock.now();
    if (now.getTime() < nextDayAt && now.getTime() >= dayStartAt) return;
    day = belizeDay(now);
    dayStartAt = belizeDayStart(day).getTime();
    nextDayAt = dayStartAt + 86_400_000;
    salt = randomBytes(32);
    seen = new Set();
    perAddress = new Map();
    warnedFull = false;
  }

  return {
    /** The Belize day the sightings are of (rotated first). */
    today(): string {
      rotate();
      return day;
    },

    /** The client's anonymous id for today; null for a crawler. */
    identify(client: Client): Sighter | null {
      if (isCrawler(client.userAgent)) return null;
      rotate();
      return { visitor: hash(client.ip, client.userAgent ?? ''), addressGroup: clientAddressKey(client.ip) };
    },

    /**
     * Whether this is the visitor's first sighting of `what` today (then it is remembered). Refused past
     * the address's share or the day's memory bound, so no flood can inflate a count or grow memory.
     */
    firstSighting(id: Sighter, what: string): boolean {
      const key = `${id.visitor}|${what}`;
      if (seen.has(key)) return false;
      if (seen.size >= MAX_SIGHTINGS_PER_DAY) {
        if (!warnedFull) opts.onFull?.();
        warnedFull = true;
        return false;
      }
      // The address's own hash only for a first sighting: a repeat costs one hash, not two.
      const addressKey = `${hash(id.addressGroup)}|${what}`;
      const fromAddress = perAddress.get(addressKey) ?? 0;
      if (fromAddress >= MAX_VISITORS_PER_ADDRESS) return false;
      perAddress.set(addressKey, fromAddress + 1);
      seen.add(key);
      return true;
    },
  };
}

export type Visitors = ReturnType<typeof createVisitors>;
