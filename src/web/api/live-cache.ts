/**
 * The live stream's events applied to the query cache: one function per event kind. Each patches every
 * cached reply the event changes (found by their typed keys, query-keys.ts) and answers the keys of the replies it
 * could not make right from what is cached; the stream (live.ts) refetches those, each after its own
 * random delay, so a thousand phones receiving one event do not all ask the server at once.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { alertOrder, isAlertShowing } from '../../domain/alerts';
import { LIVE_FEED_DEFAULT } from '../../domain/live-feed';
import type { Alert } from '../../domain/schemas/alerts';
import type { Establishment, StatusUpdate } from '../../domain/schemas/catalog';
import type { LiveFeed, MapPinsReply } from '../../domain/schemas/highlights';
import type { LiveEventDataOf, LiveEventKind } from '../../domain/schemas/live';
import { isUpdateLive } from '../../domain/updates';
import type { EstablishmentPage } from './establishment-pages';
import {
  feedWithoutUpdate,
  feedWithUpdate,
  knowledgeOfPin,
  type Patched,
  type PlaceKnowledge,
  patchPlace,
  pinsWithoutUpdate,
  pinsWithUpdate,
  STALE,
  summaryOf,
  withoutUpdate,
  withUpdate,
} from './live-places';
import { businessKeys, eventKeys, type LiveReplyKey, siteKeys } from './query-keys';

/** The cached replies that show live updates, by what their key names. */
type ReplyKind = 'feed' | 'pins' | 'place' | 'places' | 'managed';

/** What each kind of key's reply is, by the key's scope and kind (query-keys.ts). */
const KIND_OF: Record<string, Record<string, ReplyKind>> = {
  establishments: {
    feed: 'feed',
    pins: 'pins',
    detail: 'place',
    list: 'places',
    pages: 'places',
    'status-updates': 'managed',
  },
  admin: { establishments: 'places' },
  business: { establishments: 'places' },
};

function replyKind(key: QueryKey): ReplyKind | null {
  const [scope, kind] = key;
  if (typeof scope !== 'string' || typeof kind !== 'string') return null;
  return Object.hasOwn(KIND_OF, scope) && Object.hasOwn(KIND_OF[scope], kind) ? KIND_OF[scope][kind] : null;
}

interface Reply {
  key: LiveReplyKey;
  kind: ReplyKind;
  data: unknown;
}

/** Every cached reply with data that shows live updates. */
function liveReplies(client: QueryClient): Reply[] {
  return client
    .getQueryCache()
    .findAll()
    .flatMap((q) => {
      const kind = replyKind(q.queryKey);
      return kind && q.state.data !== undefined
        ? [{ key: q.queryKey as LiveReplyKey, kind, data: q.state.data }]
        : [];
    });
}

/** The places of a list reply: a plain list, or the pages of a list read page by page. */
function placesOf(reply: Reply): Establishment[] {
  if (reply.kind === 'place') return [reply.data as Establishment];
  if (reply.kind !== 'places') return [];
  const data = reply.data as Establishment[] | { pages: EstablishmentPage[] };
  return Array.isArray(data) ? data : data.pages.flatMap((p) => p.establishments);
}

/** A list reply with `change` applied to each of its places. */
function mapPlaces(reply: Reply, change: (e: Establishment) => Establishment): unknown {
  if (reply.kind === 'place') return change(reply.data as Establishment);
  const data = reply.data as Establishment[] | { pages: EstablishmentPage[]; pageParams: unknown[] };
  if (Array.isArray(data)) return data.map(change);
  return { ...data, pages: data.pages.map((p) => ({ ...p, establishments: p.establishments.map(change) })) };
}

/** What the cache knows of a place before the event: from a published place's reply, else from a pin. */
function knowledgeOf(replies: Reply[], establishmentId: number): PlaceKnowledge {
  for (const reply of replies)
    for (const e of placesOf(reply))
      if (e.id === establishmentId && e.isActive) return { updates: e.statusUpdates, summary: summaryOf(e) };
  for (const reply of replies) {
    const pin =
      reply.kind === 'pins' && (reply.data as MapPinsReply).pins.find((p) => p.id === establishmentId);
    if (pin) return knowledgeOfPin(pin);
  }
  return { updates: null, summary: null };
}

const feedLimit = (key: LiveReplyKey) => {
  const params = key[1] === 'feed' ? key[2] : {};
  return 'limit' in params && params.limit ? params.limit : LIVE_FEED_DEFAULT;
};

/** Sets each reply's new data (unchanged ones are left alone); answers the keys of the stale ones. */
function patchEach(client: QueryClient, replies: Reply[], patch: (r: Reply) => Patched<unknown>): QueryKey[] {
  const stale: QueryKey[] = [];
  for (const reply of replies) {
    const next = patch(reply);
    if (next === STALE) stale.push(reply.key);
    else if (next !== reply.data) client.setQueryData(reply.key, next);
  }
  return stale;
}

type Apply<K extends LiveEventKind> = (
  client: QueryClient,
  data: LiveEventDataOf<K>,
  now: number,
) => QueryKey[];

/** A place posted a live update: it shows in the place's replies, the feed and the pins, LIVE. */
const statusUpdate: Apply<'status-update'> = (client, { establishmentId, update }, now) => {
  const added: StatusUpdate = { ...update, establishmentId, isActive: true };
  if (!isUpdateLive(added, new Date(now))) return [];
  const replies = liveReplies(client);
  const known = knowledgeOf(replies, establishmentId);
  const change = (updates: StatusUpdate[]) => withUpdate(updates, added, now);
  return patchEach(client, replies, (r) => {
    switch (r.kind) {
      case 'feed':
        return feedWithUpdate(r.data as LiveFeed, feedLimit(r.key), added, known, now);
      case 'pins':
        return pinsWithUpdate(r.data as MapPinsReply, added, known, now);
      case 'managed': {
        if (r.key[2] !== establishmentId) return r.data;
        // One the list holds (a replayed event) keeps its place: the list is newest first.
        const list = r.data as StatusUpdate[];
        return list.some((u) => u.id === added.id)
          ? list.map((u) => (u.id === added.id ? { ...u, ...added } : u))
          : [added, ...list];
      }
      default:
        return mapPlaces(r, (e) => patchPlace(e, establishmentId, change));
    }
  });
};

/** A place's update was deleted or expired: it goes, and with the last one the place's LIVE state. */
const statusUpdateRemoved: Apply<'status-update-removed'> = (client, { establishmentId, id }) => {
  const replies = liveReplies(client);
  const known = knowledgeOf(replies, establishmentId);
  return patchEach(client, replies, (r) => {
    switch (r.kind) {
      case 'feed':
        return feedWithoutUpdate(r.data as LiveFeed, establishmentId, id, known);
      case 'pins':
        return pinsWithoutUpdate(r.data as MapPinsReply, establishmentId, id, known);
      case 'managed': {
        // The owner's list keeps ended updates, shown as ended.
        const list = r.data as StatusUpdate[];
        return list.some((u) => u.id === id && u.isActive)
          ? list.map((u) => (u.id === id ? { ...u, isActive: false } : u))
          : list;
      }
      default:
        return mapPlaces(r, (e) => patchPlace(e, establishmentId, (u) => withoutUpdate(u, id)));
    }
  });
};

/** An island-wide alert was posted or changed: added to the active alerts in their order, or replacing its old self. */
const alert: Apply<'alert'> = (client, data, now) => {
  const showing = isAlertShowing(data, new Date(now)) ? [data] : [];
  client.setQueryData<Alert[]>(siteKeys.alerts(), (alerts) =>
    alerts ? [...showing, ...alerts.filter((a) => a.id !== data.id)].sort(alertOrder) : alerts,
  );
  return [];
};

const alertRemoved: Apply<'alert-removed'> = (client, { id }) => {
  client.setQueryData<Alert[]>(siteKeys.alerts(), (alerts) =>
    alerts?.some((a) => a.id === id) ? alerts.filter((a) => a.id !== id) : alerts,
  );
  return [];
};

const isAlertsKey = (key: QueryKey) => key.length === 1 && key[0] === siteKeys.alerts()[0];

/**
 * The live replies still on their way: their request was answered before this event, so each would
 * land over the event's patch and hide it. They are fetched again (after the stream's random delay).
 */
export function repliesInFlight(client: QueryClient): QueryKey[] {
  return client
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching' })
    .filter((q) => replyKind(q.queryKey) !== null || isAlertsKey(q.queryKey))
    .map((q) => q.queryKey);
}

/** The page missed too much to patch: every live-related reply is refetched. */
const reset: Apply<'reset'> = (client) => [
  ...liveReplies(client).map((r) => r.key),
  ...(client.getQueryData(siteKeys.alerts()) === undefined ? [] : [siteKeys.alerts()]),
];

/** A place's events changed: every what's-on reply on the page is read again, and its owners' list. */
const eventsChanged: Apply<'events'> = (client, { establishmentId }) =>
  [eventKeys.all, businessKeys.events(establishmentId)].flatMap((queryKey) =>
    client
      .getQueryCache()
      .findAll({ queryKey })
      .map((q) => q.queryKey),
  );

export const applyLiveEvent: { [K in LiveEventKind]: Apply<K> } = {
  'status-update': statusUpdate,
  'status-update-removed': statusUpdateRemoved,
  alert,
  'alert-removed': alertRemoved,
  events: eventsChanged,
  reset,
};
