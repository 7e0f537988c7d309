import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { belizeDay, belizeDayStart } from '../../../domain/dates';
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
 * What one address (an IPv6 client's /64, client-address.ts) may add to the counts in a Belize day,
 * over all places: this many first sightings of a place and kind (a view, a tap). A household or a
 * hotel behind one router counts as one visitor per place and kind, whatever browsers it uses, and no
 * one address can add more than this to the island's figures, however many places it opens.
 */
export const MAX_COUNTS_PER_ADDRESS = 50;
/** The live updates one address may be counted as reaching in a day (a view reaches each one shown). */
export const MAX_REACHES_PER_ADDRESS = 100;
/**
 * Memory bound of a day's sightings (about 100 bytes each). Past it, the addresses seen least recently
 * are forgotten first (an address forgotten and seen again may count again, within its own bounds):
 * counting goes on for everyone, however many addresses a flood brings.
 */
export const MAX_SIGHTINGS_IN_MEMORY = 500_000;

/** A visitor's anonymous id for today: the hash of its address group (never the address itself). */
interface Sighter {
  visitor: string;
}

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

/** What one address has been counted for today. */
interface AddressDay {
  /** "place|kind" first sightings, at most MAX_COUNTS_PER_ADDRESS. */
  counted: Set<string>;
  /** Live update ids reached, at most MAX_REACHES_PER_ADDRESS. */
  reached: Set<number>;
}

/**
 * Who has been seen today, without knowing who anyone is (the approach of Plausible and GoatCounter):
 * a visitor is a hash of a secret salt and the client's address group; the user agent only tells a
 * crawler apart, so a new browser name is not a new visitor. The salt is random, held only in this
 * process's memory and replaced at each Belize midnight, with every sighting: the hashes of two days
 * cannot be linked, and nothing of them is ever stored or logged.
 */
export function createVisitors(clock: Clock, opts: { maxSightings?: number } = {}) {
  let day = '';
  /** When the day began and the next begins (ms): the day string is only worked out at a change. */
  let dayStartAt = 0;
  let nextDayAt = 0;
  let salt = Buffer.alloc(0);
  const newDay = () =>
    new LRUCache<string, AddressDay>({
      maxSize: opts.maxSightings ?? MAX_SIGHTINGS_IN_MEMORY,
      sizeCalculation: (d) => 1 + d.counted.size + d.reached.size,
    });
  /** Visitor hash -> what that address has been counted for today, the least recently seen dropped first. */
  let addresses = newDay();

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
    addresses = newDay();
  }

  /** Adds `add` to the address's day if it is new and within `max`; the entry is set again to count its size. */
  function remember<T>(id: Sighter, pick: (d: AddressDay) => Set<T>, add: T, max: number): boolean {
    const today = addresses.get(id.visitor) ?? { counted: new Set(), reached: new Set() };
    const set = pick(today);
    if (set.has(add) || set.size >= max) return false;
    set.add(add);
    addresses.set(id.visitor, today);
    return true;
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
      return { visitor: hash(clientAddressKey(client.ip)) };
    },

    /**
     * Whether this is the address's first sighting of `what` ("place|kind") today, within its daily
     * share (then it is remembered); so no flood, nor a rotation of browser names, inflates a count.
     */
    firstSighting: (id: Sighter, what: string): boolean =>
      remember(id, (d) => d.counted, what, MAX_COUNTS_PER_ADDRESS),

    /** Whether `what` was counted for the address today. */
    counted: (id: Sighter, what: string): boolean => addresses.get(id.visitor)?.counted.has(what) ?? false,

    /** Whether this is the address's first reach of the live update today, within its daily share. */
    firstReach: (id: Sighter, updateId: number): boolean =>
      remember(id, (d) => d.reached, updateId, MAX_REACHES_PER_ADDRESS),
  };
}

export type Visitors = ReturnType<typeof createVisitors>;
