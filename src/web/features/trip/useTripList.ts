import { useCallback } from 'react';
import type { TripList } from '../../../domain/schemas/trips';
import { DEFAULT_LIST_ID, newList } from '../../../domain/trip-lists';
import { useT } from '../../i18n';
import { changeTripsAtOnce, type DeviceTrips, savedLists, useDeviceTrips, withList } from './store';

/** A change to one list, made at `now` (the functions of domain/trip-lists.ts fit). */
export type ListChange = (list: TripList, now: Date) => TripList;

export interface TripListView {
  trips: DeviceTrips;
  /** The lists shown: the default trip first (made empty when there is none yet), then the named ones. */
  lists: TripList[];
  list: TripList;
  edit: (change: ListChange) => void;
  /** Applies a change to another list (a place saved in it too). */
  editOther: (listId: string, change: ListChange) => void;
}

/** The list the trip page shows (`listId`, else the default trip) and how to change it on this device. */
export function useTripList(listId: string | null): TripListView {
  const t = useT('trip');
  const trips = useDeviceTrips();
  const defaultName = t('common.trip.defaultName');
  const kept = savedLists(trips);
  const fallback =
    kept.find((l) => l.id === DEFAULT_LIST_ID) ?? newList(DEFAULT_LIST_ID, defaultName, new Date());
  const lists = [fallback, ...kept.filter((l) => l.id !== DEFAULT_LIST_ID)];
  const list = lists.find((l) => l.id === listId) ?? fallback;

  const editOther = useCallback(
    (id: string, change: ListChange) =>
      void changeTripsAtOnce((current) => {
        const now = new Date();
        const found = current.lists.find((l) => l.id === id && !l.deleted);
        const base = found ?? (id === DEFAULT_LIST_ID ? newList(id, defaultName, now) : null);
        return base ? withList(current, change(base, now)) : current;
      }),
    [defaultName],
  );
  const edit = useCallback((change: ListChange) => editOther(list.id, change), [editOther, list.id]);
  return { trips, lists, list, edit, editOther };
}
