/**
 * The one "the catalogue changed" event. Every writer of data visitors can see calls `publish` after its
 * write has committed, naming the places it touched when it knows them (`null`: anything may have
 * changed, e.g. an import). The catalogue and the reply cache subscribe; writers never choose what to
 * drop. The implementation (createCatalogChanges, local listeners plus PostgreSQL NOTIFY to other
 * instances) lives beside this contract.
 */
export interface CatalogChange {
  /**
   * The places whose rows or live updates changed; null when unknown (everything is re-read); empty
   * when no place did but what visitors see did (an island-wide alert): cached replies and pages drop.
   */
  placeIds: readonly number[] | null;
}

export interface CatalogChanges {
  publish(placeIds?: readonly number[] | null): void;
  /**
   * Tells this instance's subscribers only, of a change another instance made that this one learnt of
   * another way (the live event log, modules/live): its caches must not wait for that writer's NOTIFY.
   */
  heard(placeIds: readonly number[]): void;
  subscribe(listener: (change: CatalogChange) => void): () => void;
}

/** What createCatalogChanges needs of the database (db/client.ts's Database). */
interface Notifier {
  listen(channel: string, fn: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
}

const CHANNEL = 'catalog_changed';
/** A NOTIFY payload must stay under 8000 bytes; a longer list of ids is sent as "anything". */
const NOTIFY_IDS_MAX = 7000;

/** The ids of a NOTIFY payload: "" is none, "*" or anything unreadable is null (anything may have changed). */
function placeIdsOf(ids: string): number[] | null {
  if (ids === '') return [];
  return /^\d+(,\d+)*$/.test(ids) ? ids.split(',').map(Number) : null;
}

/**
 * The change event of one app instance: `publish` tells this instance's subscribers at once (a writer's
 * next read sees its write) and other instances over NOTIFY. The payload is "<instance> <ids>"
 * ("<instance> *" when unknown, "<instance> " when none); an instance ignores its own echo, and an
 * unreadable payload means anything may have changed.
 */
export async function createCatalogChanges(
  database: Notifier,
  log: { warn(obj: object, msg: string): void },
): Promise<CatalogChanges> {
  const listeners = new Set<(change: CatalogChange) => void>();
  const instance = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const tell = (change: CatalogChange) => {
    for (const listener of listeners) listener(change);
  };
  await database.listen(CHANNEL, (payload) => {
    const space = payload.indexOf(' ');
    if (space < 0) return tell({ placeIds: null });
    if (payload.slice(0, space) !== instance) tell({ placeIds: placeIdsOf(payload.slice(space + 1)) });
  });
  return {
    publish(placeIds = null) {
      tell({ placeIds });
      const ids = placeIds ? placeIds.join(',') : '*';
      database
        .notify(CHANNEL, `${instance} ${ids.length <= NOTIFY_IDS_MAX ? ids : '*'}`)
        .catch((err) => log.warn({ err }, 'could not tell other instances of a catalogue change'));
    },
    heard(placeIds) {
      tell({ placeIds });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
