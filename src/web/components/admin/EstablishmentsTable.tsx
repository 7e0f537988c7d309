import { Camera, Clock, Eye, EyeOff, Search } from 'lucide-react';
import { Fragment, useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useAdminEstablishments, useSetPublished } from '../../api/admin';
import { errorMessage } from '../../api/fetcher';
import { paths } from '../../paths';
import { DashboardPhotos } from '../portal/DashboardPhotos';
import { searchEstablishments } from '../portal/search';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { inputClass, SelectField } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { Skeleton } from '../ui/Skeleton';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/toast';
import { HoursDialog } from './HoursDialog';

type Filter = 'all' | 'drafts' | 'published';
const PAGE = 50;

function PublishButton({ est }: { est: Establishment }) {
  const set = useSetPublished();
  const publish = !est.isActive;
  return (
    <Button
      size="sm"
      variant={publish ? 'primary' : 'outline'}
      disabled={set.isPending}
      aria-label={`${publish ? 'Publish' : 'Unpublish'} ${est.name}`}
      onClick={() =>
        set.mutate(
          { id: est.id, isActive: publish },
          {
            onSuccess: () =>
              toast({
                title: publish ? 'Published' : 'Unpublished',
                description: publish
                  ? `${est.name} is now visible to visitors.`
                  : `${est.name} is hidden from visitors.`,
              }),
            onError: (err) =>
              toast({ title: 'Update failed', description: errorMessage(err), variant: 'destructive' }),
          },
        )
      }
    >
      {set.isPending ? (
        <Spinner />
      ) : publish ? (
        <Eye className="h-4 w-4" aria-hidden />
      ) : (
        <EyeOff className="h-4 w-4" aria-hidden />
      )}
      {publish ? 'Publish' : 'Unpublish'}
    </Button>
  );
}

/** Every establishment, drafts included (imports arrive as drafts), with Publish / Unpublish and its hours. */
export function EstablishmentsTable() {
  const list = useAdminEstablishments();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [limit, setLimit] = useState(PAGE);
  /** The row whose photos are open (the admin may remove any photo). */
  const [photosOf, setPhotosOf] = useState<number | null>(null);
  /** The place whose hours are being edited (by id: the list may be refetched meanwhile). */
  const [hoursOf, setHoursOf] = useState<number | null>(null);
  const searchId = useId();
  const deferred = useDeferredValue(query);

  const rows = useMemo(() => {
    const all = list.data ?? [];
    const byFilter = all.filter((e) =>
      filter === 'drafts' ? !e.isActive : filter === 'published' ? e.isActive : true,
    );
    // Drafts first: they are what needs the admin's attention.
    return searchEstablishments(byFilter, deferred).sort(
      (a, b) => Number(a.isActive) - Number(b.isActive) || a.name.localeCompare(b.name),
    );
  }, [list.data, filter, deferred]);
  const drafts = (list.data ?? []).filter((e) => !e.isActive).length;

  if (list.isError)
    return <FormError message={`Failed to fetch establishments: ${errorMessage(list.error)}`} />;
  if (list.isLoading) return <Skeleton className="h-64" />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
            Search establishments
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setLimit(PAGE);
              }}
              placeholder="Name, description or address"
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
        <SelectField
          label="Show"
          className="sm:w-48"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as Filter);
            setLimit(PAGE);
          }}
        >
          <option value="all">All ({list.data?.length ?? 0})</option>
          <option value="drafts">Drafts ({drafts})</option>
          <option value="published">Published ({(list.data?.length ?? 0) - drafts})</option>
        </SelectField>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {rows.length === 1 ? '1 establishment' : `${rows.length} establishments`}
      </p>
      {/* relative: its screen-reader-only labels are positioned, and must scroll (and clip) with it. */}
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">All establishments, drafts first</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Name
              </th>
              <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">
                Category
              </th>
              <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">
                Area
              </th>
              <th scope="col" className="hidden px-3 py-2 font-semibold lg:table-cell">
                Google
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Status
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.slice(0, limit).map((e) => (
              <Fragment key={e.id}>
                <tr className={e.isActive ? '' : 'bg-amber-50/50'}>
                  <td className="px-3 py-2">
                    {e.isActive ? (
                      <Link
                        to={paths.establishment(e.id)}
                        className="font-medium text-lagoon-800 underline-offset-2 hover:underline"
                      >
                        {e.name}
                      </Link>
                    ) : (
                      <span className="font-medium text-slate-900">{e.name}</span>
                    )}
                    <span className="block text-xs text-slate-600 md:hidden">
                      {[e.category?.name, e.area?.name ?? 'Unknown Area'].filter(Boolean).join(' · ')}
                    </span>
                    {e.address && <span className="hidden text-xs text-slate-600 md:block">{e.address}</span>}
                  </td>
                  <td className="hidden px-3 py-2 md:table-cell">{e.category?.name}</td>
                  <td className="hidden px-3 py-2 md:table-cell">{e.area?.name ?? 'Unknown Area'}</td>
                  <td className="hidden px-3 py-2 whitespace-nowrap lg:table-cell">
                    {e.googleRating != null
                      ? `${e.googleRating.toFixed(1)} ★ (${e.googleReviewCount ?? 0})`
                      : '—'}
                  </td>
                  <td className="px-3 py-2">
                    {e.isActive ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-haspopup="dialog"
                        aria-label={`Opening hours of ${e.name}`}
                        onClick={() => setHoursOf(e.id)}
                      >
                        <Clock className="h-4 w-4" aria-hidden />
                        <span className="hidden sm:inline">Hours</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-expanded={photosOf === e.id}
                        aria-label={`Photos of ${e.name}`}
                        onClick={() => setPhotosOf(photosOf === e.id ? null : e.id)}
                      >
                        <Camera className="h-4 w-4" aria-hidden />
                        <span className="hidden sm:inline">Photos</span>
                      </Button>
                      <PublishButton est={e} />
                    </div>
                  </td>
                </tr>
                {photosOf === e.id && (
                  <tr>
                    <td colSpan={6} className="bg-slate-50 p-3">
                      <DashboardPhotos establishmentId={e.id} name={e.name} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > limit && (
        <Button
          variant="outline"
          onClick={() => setLimit((l) => l + PAGE * 4)}
          className="justify-self-center"
        >
          Show more ({rows.length - limit} more)
        </Button>
      )}
      <HoursDialog est={list.data?.find((e) => e.id === hoursOf) ?? null} onClose={() => setHoursOf(null)} />
    </div>
  );
}
