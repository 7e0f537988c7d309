import { memo, Suspense } from 'react';
import type { Amenities } from '../../domain/amenities';
import type { Establishment } from '../../domain/schemas/catalog';
import { loadPlaceAmenities } from '../features/amenities';
import { loadPlaceEvents } from '../features/events';
import { loadListingTrust } from '../features/freshness';
import { loadPlaceLocation } from '../features/places';
import { withSections } from '../i18n';
import { lazyWhenSeen } from '../lib/when-seen';

/*
 * The place page's parts below its first screen, each hydrated when seen with its code and texts
 * (lazyWhenSeen). Memoized: the page re-renders right after hydrating (its clock) and with every live
 * update, and a part still waiting to be seen would otherwise be told of an update and rendered anew in
 * the browser; each compares only what it shows.
 */

/** The place's next events (the page keeps their JSON-LD). */
const PLACE_EVENTS_ID = 'place-events';
const PlaceEvents = lazyWhenSeen(PLACE_EVENTS_ID, () => withSections(loadPlaceEvents, ['events']));
export const EventsPart = memo(function EventsPart({ establishmentId }: { establishmentId: number }) {
  return (
    <Suspense fallback={<div id={PLACE_EVENTS_ID} hidden />}>
      <PlaceEvents establishmentId={establishmentId} anchorId={PLACE_EVENTS_ID} />
    </Suspense>
  );
});

/** What the place offers, with its icons. */
const PLACE_AMENITIES_ID = 'place-amenities';
const PlaceAmenities = lazyWhenSeen(PLACE_AMENITIES_ID, loadPlaceAmenities);
export const AmenitiesPart = memo(
  function AmenitiesPart({ attributes }: { attributes: Amenities }) {
    return (
      <Suspense fallback={<div id={PLACE_AMENITIES_ID} />}>
        <PlaceAmenities attributes={attributes} anchorId={PLACE_AMENITIES_ID} />
      </Suspense>
    );
  },
  // A refetched place is a new object: only new answers are a change.
  (before, after) => JSON.stringify(before.attributes) === JSON.stringify(after.attributes),
);

/** When the listing was checked, and "Report a problem". */
const LISTING_TRUST_ID = 'listing-trust-part';
const ListingTrust = lazyWhenSeen(LISTING_TRUST_ID, loadListingTrust);
export const TrustPart = memo(
  function TrustPart({ e }: { e: Establishment }) {
    return (
      <Suspense fallback={<div id={LISTING_TRUST_ID} className="min-h-40" />}>
        <ListingTrust e={e} anchorId={LISTING_TRUST_ID} />
      </Suspense>
    );
  },
  (before, after) =>
    before.e.id === after.e.id &&
    before.e.categoryId === after.e.categoryId &&
    before.e.checkedAt === after.e.checkedAt &&
    before.e.checkedBy === after.e.checkedBy,
);

/** Where the place is, its map among it. */
const PLACE_LOCATION_ID = 'place-location';
const PlaceLocation = lazyWhenSeen(PLACE_LOCATION_ID, loadPlaceLocation);
export const LocationPart = memo(function LocationPart({ establishmentId }: { establishmentId: number }) {
  return (
    <Suspense fallback={<div id={PLACE_LOCATION_ID} className="min-h-[28rem]" />}>
      <PlaceLocation establishmentId={establishmentId} anchorId={PLACE_LOCATION_ID} />
    </Suspense>
  );
});
