/**
 * The one "the catalogue changed" event. Every writer of data visitors can see calls `publish` after its
 * write has committed, naming the places it touched when it knows them (`null`: anything may have
 * changed, e.g. an import). The catalogue and the reply cache subscribe; writers never choose what to
 * drop. The implementation (createCatalogChanges, local listeners plus PostgreSQL NOTIFY to other
 * instances) lives beside this contract.
 */
export interface CatalogChange {
  /** The places whose rows or live updates changed; null when unknown (everything is re-read). */
  placeIds: readonly number[] | null;
}

export interface CatalogChanges {
  publish(placeIds?: readonly number[] | null): void;
  subscribe(listener: (change: CatalogChange) => void): () => void;
}
