import type { AccountTrips, TripList } from '../../../domain/schemas/trips';
import { isLaterCopy, joinLists, newestLists } from '../../../domain/trip-merge';
import { accountTrips, sendTrips } from '../../api/trips';
import { changeTrips, type DeviceTrips, readTrips } from './store';

/**
 * Keeps a signed-in visitor's lists on their account (decision 47). The device's copy is the one the
 * pages show; a change marks it unsent, and the outbox (api/outbox, one 'trip-lists' entry per
 * account) sends every list through `syncTrips` (the account keeps, per list, the later copy) and
 * takes back the account's, so another device's change arrives too. What the device held before its
 * first sign-in is joined into the account's lists, nothing lost. `pullTrips` only reads.
 */

/** Lists that changed here after the copy the account confirmed (or that it lacks): still to send. */
function unsentAfter(mine: readonly TripList[], confirmed: readonly TripList[]): boolean {
  const theirs = new Map(confirmed.map((l) => [l.id, l]));
  return mine.some((l) => {
    const kept = theirs.get(l.id);
    return kept === undefined || isLaterCopy(l, kept);
  });
}

/** The account's reply taken in: per list the later copy, so a change made during the request stays. */
const takeReply = (userId: number, reply: AccountTrips) =>
  changeTrips((current) => {
    const lists = newestLists(current.lists, reply.lists);
    return { lists, accountId: userId, unsent: unsentAfter(lists, reply.lists), syncedAt: reply.syncedAt };
  });

async function firstSync(userId: number, device: DeviceTrips): Promise<DeviceTrips> {
  const account = await accountTrips();
  // Lists kept for another account stay that account's: this one's replace them on this device.
  if (device.accountId !== null) {
    return changeTrips(() => ({
      lists: account.lists,
      accountId: userId,
      unsent: false,
      syncedAt: account.syncedAt,
    }));
  }
  const joined = joinLists(account.lists, device.lists, new Date());
  return takeReply(userId, await sendTrips(joined));
}

async function syncOnce(userId: number): Promise<DeviceTrips> {
  const device = await readTrips();
  if (device.accountId !== userId) return firstSync(userId, device);
  return takeReply(userId, device.unsent ? await sendTrips(device.lists) : await accountTrips());
}

let running: Promise<DeviceTrips> | null = null;

/**
 * One sync at a time in this tab, and across tabs where the browser has Web Locks. Rejects as the
 * request did (offline, signed out): the lists stay marked unsent and the next sync sends them.
 */
export function syncTrips(userId: number): Promise<DeviceTrips> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  running ??= (locks ? locks.request('ambergris-trips', () => syncOnce(userId)) : syncOnce(userId)).finally(
    () => {
      running = null;
    },
  );
  return running;
}

/**
 * Reads the account's lists (another device's changes), when this device has nothing to send: lists
 * behind the account's are the outbox's to send, and its sync reads them back too.
 */
export async function pullTrips(userId: number): Promise<void> {
  const device = await readTrips();
  if (device.accountId !== userId || device.unsent) return;
  await takeReply(userId, await accountTrips());
}
