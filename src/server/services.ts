import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import { resolveRateLimits } from './lib/rate-limits';
import { createAccommodationService } from './modules/accommodations';
import {
  createAccountDataService,
  createAccountRecoveryService,
  createAccountService,
  createSessionStore,
} from './modules/accounts';
import { createAdminService } from './modules/admin';
import { createAlertService } from './modules/alerts';
import { createBookingService } from './modules/bookings';
import { createCatalogService, createCatalogViews } from './modules/catalog';
import type { ChangeLog } from './modules/changes';
import { createEstablishmentService } from './modules/establishments';
import { createEventSearchTexts, createEventService } from './modules/events';
import { createCheckService, createReportService } from './modules/freshness';
import { createIdempotencyService } from './modules/idempotency';
import { createImportService } from './modules/imports';
import { createInsightsService } from './modules/insights';
import { createMailService } from './modules/mail';
import { createMediaService, createPhotoService } from './modules/media';
import { createOfflineService } from './modules/offline';
import { createOwnershipService } from './modules/ownership';
import { createSeoService } from './modules/seo';
import { createTripService } from './modules/trips';
import { createStatusUpdateService } from './modules/updates';

/**
 * Every service of the app, built once per app instance. Every writer of what visitors see records its
 * change in `changes` in its transaction; the catalogue, SEO's cards and the offline pack subscribe, as
 * the reply cache and the live stream do (app.ts).
 */
export function createServices(
  db: Db,
  config: AppConfig,
  changes: ChangeLog,
  database: { othersMayWrite: boolean },
  clock: Clock,
) {
  const accommodations = createAccommodationService(db);
  const catalog = createCatalogService(
    db,
    changes,
    { othersMayWrite: database.othersMayWrite, stays: accommodations, events: createEventSearchTexts(db) },
    clock,
  );
  const mail = createMailService(db, clock);
  const accounts = createAccountService(db, { mail, clock });
  const sessions = createSessionStore(db, clock);
  const imports = createImportService(db, config, changes, { clock });
  const ownership = createOwnershipService(db, { catalog, accounts, changes, mail, clock });
  const establishments = createEstablishmentService(db, { catalog, changes, clock });
  const catalogViews = createCatalogViews(catalog);
  const photos = createPhotoService(db, { establishments, changes });
  const alerts = createAlertService(db, { changes, clock });
  const media = createMediaService(db, { establishments, changes });
  const bookings = createBookingService(db, {
    accommodations,
    ownership,
    accounts,
    mail,
    clock,
    perEmail: resolveRateLimits(config.rateLimits).bookingRequestsPerEmail,
    perPlace: resolveRateLimits(config.rateLimits).bookingRequestsPerPlace,
  });
  const statusUpdates = createStatusUpdateService(db, { changes, clock });
  const trips = createTripService(db, { catalog, clock });
  const events = createEventService(db, { catalog, changes, clock });
  const freshnessDeps = { ownership, accounts, mail, changes, clock, origin: config.publicOrigin };
  const reports = createReportService(db, { ...freshnessDeps, secret: config.sessionSecret });
  const checks = createCheckService(db, freshnessDeps);
  return {
    catalog,
    catalogViews,
    bookings,
    accommodations,
    accounts,
    sessions,
    accountRecovery: createAccountRecoveryService(db, { mail, sessions, clock }),
    mail,
    imports,
    admin: createAdminService(db, { imports }),
    ownership,
    establishments,
    statusUpdates,
    accountData: createAccountDataService(db, {
      ownership,
      statusUpdates,
      events,
      trips,
      mail,
      sessions,
      clock,
    }),
    insights: createInsightsService(db, { catalog, statusUpdates, clock }),
    idempotency: createIdempotencyService(db, { clock }),
    media,
    seo: createSeoService({ catalog, media, changes }),
    photos,
    alerts,
    trips,
    reports,
    checks,
    events,
    offline: createOfflineService(
      { catalog, catalogViews, accommodations, photos, alerts, events, mapTileUrl: config.MAP_TILE_URL },
      changes,
      clock,
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
