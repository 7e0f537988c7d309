// The establishments module's face: the only file other modules, app.ts and services.ts import.
export {
  countEstablishments,
  establishmentExists,
  establishmentNames,
  fillEmptyFieldsAsOwner,
  type GooglePlaceFacts,
  insertGoogleDrafts,
  listMatchablePlaces,
  type MatchablePlace,
  mergeGoogleFacts,
  publishedCategoryOf,
  publishedUpdateTimes,
} from './repository';
export { establishmentRoutes } from './routes';
export { createEstablishmentService, type EstablishmentService, insertEstablishment } from './service';
