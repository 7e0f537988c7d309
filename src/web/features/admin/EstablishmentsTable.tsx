import { Accessibility, Camera, Clock, Eye, EyeOff, Languages } from 'lucide-react';
import { Fragment, useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useAdminEstablishments, useSetPublished } from '../../api/admin';
import { errorMessage } from '../../api/fetcher';
import { paths } from '../../paths';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { FormError } from '../../ui/FormError';
import { searchFieldClass } from '../../ui/field-classes';
import { SearchInput } from '../../ui/SearchInput';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { Cell, ColumnHeader, Table, TableHead } from '../../ui/Table';
import { toast } from '../../ui/toast';
import { DashboardPhotos, searchEstablishments } from '../business';
import { AmenitiesDialog, preloadAmenityWords } from './AmenitiesDialog';
import { HoursDialog } from './HoursDialog';
import { SpanishTextsDialog } from './SpanishTextsDialog';

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

/**
 * What the admin can do with a place: its hours, its Spanish texts, its amenities, its photos, publish or
 * unpublish.
 */
function RowActions({
  est: e,
  photosOpen,
  onTogglePhotos,
  onEditHours,
  onEditSpanish,
  onEditAmenities,
}: RowProps) {
  return (
    <div className="flex flex-wrap gap-2 sm:justify-end">
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="dialog"
        aria-label={`Opening hours of ${e.name}`}
        onClick={onEditHours}
      >
        <Clock className="h-4 w-4" aria-hidden />
        Hours
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="dialog"
        aria-label={`Spanish texts of ${e.name}`}
        onClick={onEditSpanish}
      >
        <Languages className="h-4 w-4" aria-hidden />
        <span lang="es">Español</span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="dialog"
        aria-label={`Amenities of ${e.name}`}
        onPointerEnter={preloadAmenityWords}
        onFocus={preloadAmenityWords}
        onClick={onEditAmenities}
      >
        <Accessibility className="h-4 w-4" aria-hidden />
        Amenities
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={photosOpen}
        aria-label={`Photos of ${e.name}`}
        onClick={onTogglePhotos}
      >
        <Camera className="h-4 w-4" aria-hidden />
        Photos
      </Button>
      <PublishButton est={e} />
    </div>
  );
}

interface RowProps {
  est: Establishment;
  photosOpen: boolean;
  onTogglePhotos: () => void;
  onEditHours: () => void;
  onEditSpanish: () => void;
  onEditAmenities: () => void;
}

const statusBadge = (e: Establishment) =>
  e.isActive ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>;

/**
 * One place's row: where it is, its status (under the name) and what the admin can do with it. On a
 * phone the actions go under the name too (a column of their own would leave the name a letter wide).
 */
function EstablishmentRow(props: RowProps) {
  const { est: e, photosOpen } = props;
  return (
    <Fragment>
      <tr className={e.isActive ? '' : 'bg-amber-50/50'}>
        {/* A name or address longer than the row is wide wraps, anywhere, rather than push the actions off. */}
        <Cell className="wrap-anywhere">
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
          <div className="mt-1.5">{statusBadge(e)}</div>
          <div className="mt-2 sm:hidden">
            <RowActions {...props} />
          </div>
        </Cell>
        <Cell className="hidden md:table-cell">{e.category?.name}</Cell>
        <Cell className="hidden md:table-cell">{e.area?.name ?? 'Unknown Area'}</Cell>
        <Cell className="hidden whitespace-nowrap lg:table-cell">
          {e.googleRating != null ? `${e.googleRating.toFixed(1)} ★ (${e.googleReviewCount ?? 0})` : '—'}
        </Cell>
        <Cell className="hidden text-right sm:table-cell">
          <RowActions {...props} />
        </Cell>
      </tr>
      {photosOpen && (
        <tr>
          <td colSpan={5} className="bg-slate-50 p-3">
            <DashboardPhotos establishmentId={e.id} name={e.name} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** The list as the admin narrowed it: by status and typed words, drafts first. */
function useShownEstablishments(all: Establishment[], filter: Filter, query: string) {
  const deferred = useDeferredValue(query);
  return useMemo(() => {
    const byFilter = all.filter((e) =>
      filter === 'drafts' ? !e.isActive : filter === 'published' ? e.isActive : true,
    );
    // Drafts first: they are what needs the admin's attention.
    return searchEstablishments(byFilter, deferred).sort(
      (a, b) => Number(a.isActive) - Number(b.isActive) || a.name.localeCompare(b.name),
    );
  }, [all, filter, deferred]);
}

/** Every establishment, drafts included (imports arrive as drafts), with Publish / Unpublish and its hours. */
export function EstablishmentsTable() {
  const list = useAdminEstablishments();
  const [params, setParams] = useSearchParams();
  // A report's "Edit this place" opens the tab at that one place (?place=ID).
  const only = Number(params.get('place')) || null;
  const showAll = () =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.delete('place');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [limit, setLimit] = useState(PAGE);
  /** The row whose photos are open (the admin may remove any photo). */
  const [photosOf, setPhotosOf] = useState<number | null>(null);
  /** The place whose hours are being edited (by id: the list may be refetched meanwhile). */
  const [hoursOf, setHoursOf] = useState<number | null>(null);
  /** The place whose Spanish description and hours are being edited. */
  const [spanishOf, setSpanishOf] = useState<number | null>(null);
  /** The place whose amenities are being answered. */
  const [amenitiesOf, setAmenitiesOf] = useState<number | null>(null);
  const searchId = useId();
  const all = useMemo(() => list.data ?? [], [list.data]);
  const shown = useShownEstablishments(all, filter, query);
  const rows = only === null ? shown : all.filter((e) => e.id === only);
  const drafts = all.filter((e) => !e.isActive).length;

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
          <SearchInput
            inputClassName={searchFieldClass}
            id={searchId}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setLimit(PAGE);
              // Searching means looking beyond the report's place.
              if (only !== null) showAll();
            }}
            placeholder="Name, description or address"
          />
        </div>
        <SelectField
          label="Show"
          className="sm:w-48"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as Filter);
            if (only !== null) showAll();
            setLimit(PAGE);
          }}
        >
          <option value="all">All ({all.length})</option>
          <option value="drafts">Drafts ({drafts})</option>
          <option value="published">Published ({all.length - drafts})</option>
        </SelectField>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-sm text-slate-700" aria-live="polite">
          {only !== null
            ? 'The place of the report only.'
            : rows.length === 1
              ? '1 establishment'
              : `${rows.length} establishments`}
        </p>
        {only !== null && (
          <Button size="sm" variant="outline" onClick={showAll}>
            Show all establishments
          </Button>
        )}
      </div>
      <Table caption="All establishments, drafts first" framed>
        <TableHead shaded>
          <ColumnHeader>Name and status</ColumnHeader>
          <ColumnHeader className="hidden md:table-cell">Category</ColumnHeader>
          <ColumnHeader className="hidden md:table-cell">Area</ColumnHeader>
          <ColumnHeader className="hidden lg:table-cell">Google</ColumnHeader>
          <ColumnHeader className="hidden text-right sm:table-cell">
            <span className="sr-only">Action</span>
          </ColumnHeader>
        </TableHead>
        <tbody className="divide-y divide-slate-100">
          {rows.slice(0, limit).map((e) => (
            <EstablishmentRow
              key={e.id}
              est={e}
              photosOpen={photosOf === e.id}
              onTogglePhotos={() => setPhotosOf(photosOf === e.id ? null : e.id)}
              onEditHours={() => setHoursOf(e.id)}
              onEditSpanish={() => setSpanishOf(e.id)}
              onEditAmenities={() => setAmenitiesOf(e.id)}
            />
          ))}
        </tbody>
      </Table>
      {rows.length > limit && (
        <Button
          variant="outline"
          onClick={() => setLimit((l) => l + PAGE * 4)}
          className="justify-self-center"
        >
          Show more ({rows.length - limit} more)
        </Button>
      )}
      <HoursDialog est={all.find((e) => e.id === hoursOf) ?? null} onClose={() => setHoursOf(null)} />
      <SpanishTextsDialog
        est={all.find((e) => e.id === spanishOf) ?? null}
        onClose={() => setSpanishOf(null)}
      />
      <AmenitiesDialog
        est={all.find((e) => e.id === amenitiesOf) ?? null}
        onClose={() => setAmenitiesOf(null)}
      />
    </div>
  );
}
