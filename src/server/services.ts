import type { AppConfig } from './app';
import type { Db } from './db/client';
import { createAccommodationService } from './modules/accommodations/service';
import { createAccountService } from './modules/accounts/service';
import { createSessionStore } from './modules/accounts/sessions';
import { createCatalogService } from './modules/catalog/service';
import { createImportService } from './modules/imports/service';

/**
 * Every service of the app, built once per app instance. `invalidate` drops cached public replies
 * (here and on other instances); services call it after every write visitors can see.
 */
export function createServices(db: Db, config: AppConfig, invalidate: () => void) {
  return {
    catalog: createCatalogService(db),
    accommodations: createAccommodationService(db),
    accounts: createAccountService(db),
    sessions: createSessionStore(db),
    imports: createImportService(db, config, invalidate),
  };
}

export type Services = ReturnType<typeof createServices>;
