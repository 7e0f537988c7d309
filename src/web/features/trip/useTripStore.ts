import { useEffect, useRef, useState } from 'react';

type TripStore = typeof import('./store');

/** The device's store, imported when first needed: no page's first load carries it. */
export const tripStore = (): Promise<TripStore> => import('./store');

/**
 * A value read from the device's lists (`read`), `initial` until the store has loaded them, then kept
 * current as they change. The store comes in its own chunk once the page runs, and without Suspense: a
 * part of the page suspending while the page hydrates would hold the hydration up.
 */
export function useTripStore<T>(read: (store: TripStore) => T, initial: T): T {
  const [value, setValue] = useState(initial);
  const reader = useRef(read);
  reader.current = read;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    tripStore()
      .then((store) => {
        if (gone) return;
        const tell = () => setValue(reader.current(store));
        stop = store.subscribeTrips(tell);
        void store.loadTrips().then(tell);
      })
      .catch(() => {});
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return value;
}
