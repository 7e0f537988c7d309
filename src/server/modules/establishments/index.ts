// The establishments module's face: the only file other modules, app.ts and services.ts import.
export {
  type CheckedBy,
  countEstablishments,
  establishmentExists,
  establishmentNames,
  fillEmptyFieldsAsOwner,
  type GooglePlaceFacts,
  insertGoogleDrafts,
  type ListingCheckRow,
  listingCheckOf,
  listMatchablePlaces,
  lockPlace,
  type MatchablePlace,
  markChecked,
  mergeGoogleFacts,
  publishedCategoryOf,
  publishedCheckedBefore,
  publishedNameOf,
  setReportedClosed,
} from './repository';
export { establishmentRoutes } from './routes';
export { createEstablishmentService, type EstablishmentService, insertEstablishment } from './service';
