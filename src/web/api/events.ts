/**
 * What's on (issue 36): the occurrences of a window and of one place. As everywhere, the query key comes
 * from query-keys.ts and the URL from the builder (domain/api-urls.ts), from the same arguments.
 */
import { useQuery } from '@tanstack/react-query';
import { type EventsWindow, eventsUrl, placeEventsUrl } from '../../domain/api-urls';
import type { EventOccurrences } from '../../domain/schemas/events';
import { get } from './catalog';
import { eventKeys } from './query-keys';

/**
 * A window's occurrences. The what's-on page and the landing ask for the server's default window
 * (`{}`: today and the days after, Belize time) under one URL, the very entry the offline pack keeps
 * (`eventsUrl()`), and filter it on the phone: a filter neither asks again nor misses offline.
 */
export const eventsWindowQuery = (window: EventsWindow = {}) =>
  get<EventOccurrences>(eventKeys.window(window), eventsUrl(window));

/** A place's next occurrences (at most ten), as its page lists them. */
export const placeEventsQuery = (id: number) =>
  get<EventOccurrences>(eventKeys.place(id), placeEventsUrl(id));

export const useEventsWindow = (window: EventsWindow = {}, enabled = true) =>
  useQuery({ ...eventsWindowQuery(window), enabled });
export const usePlaceEvents = (id: number) => useQuery(placeEventsQuery(id));
