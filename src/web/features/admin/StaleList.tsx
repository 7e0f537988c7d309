import { useId } from 'react';
import { Link } from 'react-router';
import type { StaleListing } from '../../../domain/schemas/freshness';
import { useStaleListings } from '../../api/admin-reports';
import { formatDate } from '../../lib/format';
import { paths } from '../../paths';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { CHECKED_BY_WORDS, NEVER_REMINDED, ownersText } from './report-labels';

/** One stale listing: when it was last checked and by whom, its owners, its last reminder. */
export function StaleItem({ listing }: { listing: StaleListing }) {
  const unowned = listing.verifiedOwners <= 0;
  return (
    <li className="grid gap-1 py-3">
      <Link
        to={paths.establishment(listing.establishmentId)}
        className="font-medium text-lagoon-800 underline-offset-2 wrap-anywhere hover:underline"
      >
        {listing.name}
      </Link>
      <p className="text-sm text-slate-700">
        Last checked <time dateTime={listing.checkedAt}>{formatDate(listing.checkedAt)}</time>{' '}
        {CHECKED_BY_WORDS[listing.checkedBy]}
      </p>
      <p className={`text-sm ${unowned ? 'text-amber-800' : 'text-slate-700'}`}>
        {ownersText(listing.verifiedOwners)} ·{' '}
        {listing.lastRemindedAt ? (
          <>
            Reminded <time dateTime={listing.lastRemindedAt}>{formatDate(listing.lastRemindedAt)}</time>
          </>
        ) : (
          NEVER_REMINDED
        )}
      </p>
    </li>
  );
}

/** Published places nobody has said are right for six months, longest unchecked first. */
export function StaleList() {
  const stale = useStaleListings();
  const headingId = useId();
  const list = stale.data ?? [];
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-lagoon-900">
        Not checked for six months
      </h2>
      <p className="text-sm text-slate-600">
        Longest unchecked first. Their verified owners are mailed a one-tap link to confirm, at most once a
        month; a place with no owner yet cannot be reminded.
      </p>
      {stale.isLoading ? (
        <ListLoading label="Loading listings not checked for six months" count={3} className="h-14" />
      ) : stale.isError ? (
        <ListError what="the listings not checked" error={stale.error} />
      ) : list.length === 0 ? (
        <ListEmpty>Every listing was checked in the last six months.</ListEmpty>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 shadow-sm"
        >
          {list.map((l) => (
            <StaleItem key={l.establishmentId} listing={l} />
          ))}
        </ul>
      )}
    </section>
  );
}
