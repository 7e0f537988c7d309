import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { InvalidationScope } from './lib/reply-cache';
import { createAccommodationService } from './modules/accommodations/service';
import { createAccountService } from './modules/accounts/service';
import { createSessionStore } from './modules/accounts/sessions';
import { createAdminService } from './modules/admin/service';
import { createCatalogService } from './modules/catalog/service';
import { createEstablishmentService } from './modules/establishments/service';
import { createHighlightsService } from './modules/highlights/service';
import { createImportService } from './modules/imports/service';
import { createMediaService } from './modules/media/service';
import { createOwnershipService } from './modules/ownership/service';
import { createStatusUpdateService } from './modules/updates/service';

/**
 * Every service of the app, built once per app instance. `invalidate` drops cached public replies
 * (here and on other instances); services call it after every write visitors can see, with the scope
 * 'updates' when only live updates changed and `places` when only some places' own rows did.
 * `version` counts those drops, `catalogVersion` those of scope 'catalog' (the in-memory catalogue is
 * rebuilt when it changes; when just `version` does, it re-reads the live updates and the places that
 * `placesChangedSince` names).
 */
export function createServices(
  db: Db,
  config: AppConfig,
  cache: {
    invalidate: (scope?: InvalidationScope) => void;
    version: () => number;
    catalogVersion: () => number;
    placesChangedSince: (version: number) => number[] | null;
  },
  database: { othersMayWrite: boolean },
) {
  const invalidate = () => cache.invalidate('catalog');
  const invalidatePlace = (id: number) => cache.invalidate({ places: [id] });
  const catalog = createCatalogService(db, {
    version: cache.version,
    catalogVersion: cache.catalogVersion,
    placesChangedSince: cache.placesChangedSince,
    othersMayWrite: database.othersMayWrite,
  });
  const accounts = createAccountService(db);
  const imports = createImportService(db, config, invalidate);
  const ownership = createOwnershipService(db, { catalog, accounts, invalidatePlace });
  const establishments = createEstablishmentService(db, { catalog, ownership, invalidatePlace });
  return {
    catalog,
    highlights: createHighlightsService(db, { catalog }),
    accommodations: createAccommodationService(db),
    accounts,
    sessions: createSessionStore(db),
    imports,
    admin: createAdminService(db, { imports }),
    ownership,
    establishments,
    statusUpdates: createStatusUpdateService(db, {
      ownership,
      invalidateUpdates: () => cache.invalidate('updates'),
    }),
    media: createMediaService(db, { ownership, establishments, invalidatePlace }),
  };
}

export type Services = ReturnType<typeof createServices>;
