import { createStore, get, type UseStore, update } from 'idb-keyval';
import { useEffect, useSyncExternalStore } from 'react';
import { newIdempotencyKey } from '../../../domain/idempotency';
import type { TripList } from '../../../domain/schemas/trips';
import { addPlace, DEFAULT_LIST_ID, hasPlace, newList, removePlace } from '../../../domain/trip-lists';

/**
 * The visitor's lists as this device keeps them, with no account needed. IndexedDB, as the
 * owners' outbox (api/outbox-store.ts): it survives the tab and the browser closing and works offline.
 * Kept apart from the trip page's code: the Save control on every card loads only this.
 */
export interface DeviceTrips {
  lists: TripList[];
  /** The account these lists are the copy of (null: not signed in since they were made). */
  accountId: number | null;
  /** A change made on this device that the account has not been sent yet. */
  unsent: boolean;
  /** When the account last confirmed its lists (ISO), for "synced at". */
  syncedAt: string | null;
}

const EMPTY: DeviceTrips = { lists: [], accountId: null, unsent: false, syncedAt: null };
const KEY = 'trips';

let idb: UseStore | null = null;
const tripStore = () => {
  idb ??= createStore('ambergris-trips', 'state');
  return idb;
};

let snapshot: DeviceTrips = EMPTY;
/** Where IndexedDB is unavailable (some private windows), the lists live as long as the tab. */
let memoryOnly = false;
let loaded: Promise<void> | null = null;
/** The kept lists have been read (or found unreadable): until then "nothing saved" would be a guess. */
let ready = false;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('ambergris-trips');
channel?.addEventListener('message', () => void reload());

function publish(next: DeviceTrips) {
  snapshot = next;
  for (const l of listeners) l();
}

async function reload(): Promise<void> {
  if (memoryOnly) return;
  try {
    const kept = (await get<DeviceTrips>(KEY, tripStore())) ?? EMPTY;
    ready = true;
    publish(kept);
  } catch {
    memoryOnly = true;
    ready = true;
    publish(snapshot);
  }
}

/** The kept lists as stored now (read again: another tab may have changed them), without writing. */
export async function readTrips(): Promise<DeviceTrips> {
  await loadTrips();
  await reload();
  return snapshot;
}

/** Reads the kept lists once per page; every change after that comes through `changeTrips`. */
export const loadTrips = (): Promise<void> => {
  loaded ??= reload();
  return loaded;
};

/**
 * Changes the kept lists in one IndexedDB transaction applied to what is stored (another tab's change
 * in between is not lost), then shows the result and tells the other tabs. Resolves with the lists as
 * stored: what says "Saved" is on the device.
 */
export const changeTrips = (change: (current: DeviceTrips) => DeviceTrips): Promise<DeviceTrips> =>
  store(change, false);

/**
 * The same, shown on the page before it is stored: a field bound to the lists (a time, a day) keeps
 * what was chosen instead of snapping back while the write is under way.
 */
export function changeTripsAtOnce(change: (current: DeviceTrips) => DeviceTrips): Promise<DeviceTrips> {
  const shown = ready;
  if (shown) publish(change(snapshot));
  return store(change, shown);
}

async function store(change: (current: DeviceTrips) => DeviceTrips, shown: boolean): Promise<DeviceTrips> {
  await loadTrips();
  if (memoryOnly) {
    if (!shown) publish(change(snapshot));
    return snapshot;
  }
  let next = snapshot;
  try {
    await update<DeviceTrips>(
      KEY,
      (current) => {
        next = change(current ?? EMPTY);
        return next;
      },
      tripStore(),
    );
  } catch {
    memoryOnly = true;
    if (!shown) next = change(snapshot);
  }
  publish(next);
  channel?.postMessage('changed');
  return next;
}

/** A new list's id: random, so two devices never make the same one. */
export const newListId = () => `list-${newIdempotencyKey().replace(/-/g, '').slice(0, 24)}`;

/** The lists as a visitor sees them: those not deleted. */
export const savedLists = (trips: DeviceTrips) => trips.lists.filter((l) => !l.deleted);

/** Replaces one list (or adds it) and marks the lists as not yet sent to the account. */
export function withList(trips: DeviceTrips, list: TripList): DeviceTrips {
  const known = trips.lists.some((l) => l.id === list.id);
  const lists = known ? trips.lists.map((l) => (l.id === list.id ? list : l)) : [...trips.lists, list];
  return { ...trips, lists, unsent: true };
}

/** The default trip, made (named `name`) when the device has none. */
export function defaultList(trips: DeviceTrips, name: string, now: Date): TripList {
  const found = trips.lists.find((l) => l.id === DEFAULT_LIST_ID);
  return found && !found.deleted ? found : newList(DEFAULT_LIST_ID, name, now);
}

/** Saves a place in the default trip, or takes it out. Resolves false when the trip is full. */
export async function toggleSaved(id: number, defaultName: string): Promise<boolean> {
  let full = false;
  await changeTrips((trips) => {
    const now = new Date();
    const list = defaultList(trips, defaultName, now);
    if (hasPlace(list, id)) return withList(trips, removePlace(list, id, now));
    const added = addPlace(list, id, now);
    full = added.limit !== undefined;
    return full ? trips : withList(trips, added.list);
  });
  return !full;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The kept lists, current as they change in this tab or another; empty until read (and on the server). */
export function useDeviceTrips(): DeviceTrips {
  useEffect(() => {
    void loadTrips();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}

/** Whether the kept lists have been read yet. */
export function useTripsReady(): boolean {
  useEffect(() => {
    void loadTrips();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}

/** Tells `listener` of every change to the kept lists (in this tab or another); returns the unsubscribe. */
export const subscribeTrips = (listener: () => void) => subscribe(listener);

const defaultTrip = () => snapshot.lists.find((l) => l.id === DEFAULT_LIST_ID && !l.deleted);

/** Whether the place is in the default trip now. */
export const isSaved = (id: number) => {
  const list = defaultTrip();
  return !!list && hasPlace(list, id);
};

/** How many places the default trip holds now. */
export const savedCount = () => defaultTrip()?.stops.length ?? 0;
