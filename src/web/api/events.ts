/**
 * What's on: the occurrences of a window and of one place. As everywhere, the query key comes
 * from query-keys.ts and the URL from the builder (domain/api-urls.ts), from the same arguments.
 */
import { useQuery } from '@tanstack/react-query';
import { EVENTS_TONIGHT_URL, type EventsWindow, eventsUrl, placeEventsUrl } from '../../domain/api-urls';
import type { EventOccurrences } from '../../domain/schemas/events';
import { get } from './catalog';
import { eventKeys } from './query-keys';

/**
 * A window's occurrences. The what's-on page and the map ask for the server's default window
 * (`{}`: today and the days after, Belize time) under one URL, the very entry the offline pack keeps
 * (`eventsUrl()`), and filter it on the phone: a filter neither asks again nor misses offline.
 */
export const eventsWindowQuery = (window: EventsWindow = {}) =>
  get<EventOccurrences>(eventKeys.window(window), eventsUrl(window));

/**
 * Tonight on the island: a few of today's occurrences (the landing's section), a small reply of its
 * own, so the landing's HTML does not carry the whole window. The offline pack keeps it too.
 */
export const tonightEventsQuery = () => get<EventOccurrences>(eventKeys.tonight(), EVENTS_TONIGHT_URL);

/** A place's next occurrences (at most ten), as its page lists them. */
export const placeEventsQuery = (id: number) =>
  get<EventOccurrences>(eventKeys.place(id), placeEventsUrl(id));

export const useEventsWindow = (window: EventsWindow = {}, enabled = true) =>
  useQuery({ ...eventsWindowQuery(window), enabled });
export const useTonightEvents = () => useQuery(tonightEventsQuery());
export const usePlaceEvents = (id: number) => useQuery(placeEventsQuery(id));
