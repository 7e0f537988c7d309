// The face of the business feature: what pages and other features may use of it.
export { AmenitiesEditor, DashboardAmenities } from './AmenitiesEditor';
export { BusinessSearch, BusinessSummary } from './BusinessSearch';
export { ClaimForm, claimDraft } from './ClaimForm';
export { DashboardDetails } from './DashboardDetails';
export { DashboardLogo } from './DashboardLogo';
export { DashboardOverview } from './DashboardOverview';
export { DashboardPhotos } from './DashboardPhotos';
export { PortalClaimTab } from './PortalClaimTab';
export { RegisteredNotice } from './RegisteredNotice';
export { RegisterForm, registrationDraft } from './RegisterForm';
export { searchEstablishments } from './search';
export { useClaimSelection } from './useClaimSelection';
