import {
  ArrowRight,
  BadgeCheck,
  Compass,
  LayoutDashboard,
  Map as MapIcon,
  Shield,
  Store,
} from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { CATEGORIES } from '../../domain/constants';
import type { OwnerRequest } from '../../domain/schemas/ownership';
import { useCurrentUser } from '../api/auth';
import { useOwnedEstablishments, useOwnerRequests } from '../api/ownership';
import { formatDate } from '../lib/format';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePaths } from '../paths';
import { Badge } from '../ui/Badge';
import { buttonClass } from '../ui/Button';
import { Card } from '../ui/Card';
import { FormError } from '../ui/FormError';
import { PageSpinner } from '../ui/PageSpinner';
import { Skeleton } from '../ui/Skeleton';

function greeting(now = new Date()) {
  const h = now.getHours();
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening';
}

const STATUS: Record<OwnerRequest['status'], { label: string; tone: 'amber' | 'green' | 'red' }> = {
  pending: { label: 'Pending review', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Not approved', tone: 'red' },
};

function RequestItem({ r }: { r: OwnerRequest }) {
  const s = STATUS[r.status];
  return (
    <li className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{r.establishmentName}</p>
          <p className="text-xs text-slate-600">
            {r.kind === 'claim' ? 'Claim' : 'New business registration'} · sent {formatDate(r.createdAt)}
            {r.reviewedAt && ` · reviewed ${formatDate(r.reviewedAt)}`}
          </p>
        </div>
        <Badge tone={s.tone}>{s.label}</Badge>
      </div>
      {r.reviewerNotes && (
        <p className="mt-2 rounded-md bg-sand-100 px-3 py-2 text-sm text-slate-800">
          <span className="font-medium">Note from our team: </span>
          <span className="whitespace-pre-line">{r.reviewerNotes}</span>
        </p>
      )}
      {r.status === 'pending' && (
        <p className="mt-2 text-xs text-slate-600">
          {r.kind === 'claim'
            ? 'Claims are reviewed within 1-2 business days.'
            : 'New businesses go live within 24 hours of approval.'}
        </p>
      )}
    </li>
  );
}

/** The greeting and the ways onward: the dashboard, the admin's (for an admin) and the guide. */
function Welcome() {
  const paths = usePaths();
  const { user } = useCurrentUser();
  const name = user?.firstName?.trim() || user?.email.split('@')[0] || '';
  return (
    <section className="focus-on-dark bg-lagoon-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">
          {greeting()}, {name}
        </h1>
        <p className="mt-2 max-w-2xl text-lagoon-50">
          Here is everything about your businesses on Ambergris Guide in one place.
        </p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Link to={paths.dashboard()} className={buttonClass('secondary', 'lg')}>
            <LayoutDashboard className="h-5 w-5" aria-hidden /> Business Dashboard
          </Link>
          {user?.role === 'admin' && (
            <Link to={paths.admin()} className={buttonClass('secondary', 'lg')}>
              <Shield className="h-5 w-5" aria-hidden /> Admin Dashboard
            </Link>
          )}
          <Link to={paths.map()} className={buttonClass('onDark', 'lg')}>
            <MapIcon className="h-5 w-5" aria-hidden /> Explore the guide
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The owner's verified businesses, each a link to its dashboard; or how to get one. */
function BusinessesCard() {
  const paths = usePaths();
  const owned = useOwnedEstablishments();
  const businesses = owned.data ?? [];
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-semibold text-lagoon-900">
        <Store className="h-5 w-5" aria-hidden /> Your businesses
      </h2>
      {owned.isLoading ? (
        <div className="mt-4 grid gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : owned.isError ? (
        <div className="mt-4">
          <FormError message="We could not load your businesses. Please reload the page." />
        </div>
      ) : businesses.length === 0 ? (
        <div className="mt-4 text-slate-700">
          <p>No verified businesses yet.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to={paths.claim()} className={buttonClass('primary', 'md')}>
              <BadgeCheck className="h-4 w-4" aria-hidden /> Claim your listing
            </Link>
            <Link to={paths.business('register')} className={buttonClass('outline', 'md')}>
              Register a new business
            </Link>
          </div>
        </div>
      ) : (
        <ul className="mt-4 grid gap-3">
          {businesses.map((b) => (
            <li key={b.id}>
              <Link
                to={paths.dashboard({ business: b.id })}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 hover:border-lagoon-500 hover:bg-lagoon-50 sm:p-4"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{b.name}</span>
                  <span className="block text-sm text-slate-600">
                    {[b.category?.name, b.area?.name ?? 'Unknown Area'].filter(Boolean).join(' · ')}
                    {b.statusUpdates.length > 0 &&
                      ` · ${b.statusUpdates.length} live update${b.statusUpdates.length === 1 ? '' : 's'}`}
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  {!b.isActive && <Badge tone="amber">Draft</Badge>}
                  <ArrowRight className="h-4 w-4 text-lagoon-700" aria-hidden />
                  <span className="sr-only">Manage</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The owner's claims and registrations: pending first, then the reviewed ones. */
function RequestsCard() {
  const paths = usePaths();
  const requests = useOwnerRequests();
  const open = (requests.data ?? []).filter((r) => r.status === 'pending');
  const decided = (requests.data ?? []).filter((r) => r.status !== 'pending');
  return (
    <Card>
      <h2 className="text-xl font-semibold text-lagoon-900">Your requests</h2>
      {requests.isLoading ? (
        <div className="mt-4 grid gap-3">
          <Skeleton className="h-16" />
        </div>
      ) : requests.isError ? (
        <div className="mt-4">
          <FormError message="We could not load your requests. Please reload the page." />
        </div>
      ) : (requests.data ?? []).length === 0 ? (
        <p className="mt-4 text-slate-700">
          No claims or registrations yet.{' '}
          <Link to={paths.business()} className="font-medium text-lagoon-700 underline underline-offset-2">
            Visit the Partner Portal
          </Link>{' '}
          to send one.
        </p>
      ) : (
        <>
          {open.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">Pending</h3>
              <ul className="mt-2 grid gap-3">
                {open.map((r) => (
                  <RequestItem key={`${r.kind}-${r.id}`} r={r} />
                ))}
              </ul>
            </>
          )}
          {decided.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">Reviewed</h3>
              <ul className="mt-2 grid gap-3">
                {decided.map((r) => (
                  <RequestItem key={`${r.kind}-${r.id}`} r={r} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Card>
  );
}

/** The guide's categories and its map. */
function ExploreCard() {
  const paths = usePaths();
  return (
    <Card className="lg:col-span-2">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-lagoon-900">
        <Compass className="h-5 w-5" aria-hidden /> Explore the guide
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {CATEGORIES.map((c) => (
          <li key={c.id}>
            <Link
              to={paths.categorySlug(c.slug)}
              className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-lagoon-500 hover:text-lagoon-800"
            >
              {c.name}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={paths.map()}
            className="inline-flex min-h-10 items-center gap-1 rounded-full border border-lagoon-700 bg-lagoon-50 px-4 text-sm font-medium text-lagoon-800"
          >
            <MapIcon className="h-4 w-4" aria-hidden /> Map
          </Link>
        </li>
      </ul>
    </Card>
  );
}

/**
 * /business/home ("My business" in the account menu): greeting, the owner's businesses, their requests,
 * links onward. The guide's landing at / stays the same for everyone, signed in or not.
 */
export default function OwnerHomePage() {
  const paths = usePaths();
  useDocumentTitle('My business');
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.signIn(location.pathname)} replace />;
  return (
    <div>
      <Welcome />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-2">
        <BusinessesCard />
        <RequestsCard />
        <ExploreCard />
      </div>
    </div>
  );
}
