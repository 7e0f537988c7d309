import * as RadioGroup from '@radix-ui/react-radio-group';
import {
  BadgeCheck,
  BarChart3,
  BedDouble,
  Building2,
  CalendarDays,
  Camera,
  Image,
  LayoutDashboard,
  Mail,
  Megaphone,
  MessageSquareWarning,
  PencilLine,
} from 'lucide-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { CATEGORY_IDS } from '../../domain/constants';
import type { Establishment } from '../../domain/schemas/catalog';
import { useCurrentUser } from '../api/auth';
import { errorMessage } from '../api/fetcher';
import { useOwnerReports } from '../api/owner-reports';
import { useOwnedEstablishments } from '../api/ownership';
import { DashboardBookings } from '../features/bookings';
import {
  DashboardAmenities,
  DashboardDetails,
  DashboardLogo,
  DashboardOverview,
  DashboardPhotos,
} from '../features/business';
import { DashboardEvents } from '../features/events';
import { DashboardVisitors, openReportCount } from '../features/freshness';
import { DashboardInsights } from '../features/insights';
import { useOutboxSender } from '../features/outbox';
import { DashboardUpdates } from '../features/updates';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePaths } from '../paths';
import { Badge } from '../ui/Badge';
import { buttonClass } from '../ui/Button';
import { Card } from '../ui/Card';
import { FormError } from '../ui/FormError';
import { Skeleton } from '../ui/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

const SUPPORT_EMAIL = 'support@ambergrisguide.com';
const TABS = [
  'overview',
  'details',
  'logo',
  'photos',
  'updates',
  'events',
  'visitors',
  'bookings',
  'insights',
] as const;
type Tab = (typeof TABS)[number];

function LoadingCards() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8" aria-busy="true" aria-label="Loading your dashboard">
      <Skeleton className="h-8 w-64" />
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-xl border border-slate-200 bg-white p-6">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-3/4" />
            <Skeleton className="mt-6 h-10 w-1/3" />
          </div>
        ))}
      </div>
    </section>
  );
}

/** An owner without a verified business: how to get one listed. */
function NoBusiness() {
  const paths = usePaths();
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <Building2 className="mx-auto h-12 w-12 text-lagoon-700" aria-hidden />
      <h1 className="mt-3 font-serif text-3xl font-semibold text-lagoon-900">No Business Found</h1>
      <p className="mt-2 text-slate-700">
        You don't have any registered businesses yet. Contact our team to get your establishment listed.
      </p>
      <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        <a
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Listing my business on Ambergris Guide')}`}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          <Mail className="h-5 w-5" aria-hidden /> Contact Support
        </a>
        <Link to={paths.claim()} className={buttonClass('outline', 'lg', 'w-full sm:w-auto')}>
          Claim your listing
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600">
        Already sent a claim or a registration? It appears here once an admin has approved it. You can follow
        it under{' '}
        <Link to={paths.ownerHome()} className="font-medium text-lagoon-700 underline underline-offset-2">
          My business
        </Link>
        .
      </p>
    </section>
  );
}

/** The owner's businesses, one chosen (a row of cards on a phone, a column beside the tabs on a desktop). */
function BusinessPicker({
  businesses,
  selected,
  onPick,
}: {
  businesses: Establishment[];
  selected: Establishment;
  onPick: (id: string) => void;
}) {
  const paths = usePaths();
  return (
    <Card className="h-fit p-3 sm:p-4">
      <h2 id="your-businesses" className="px-1 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Your Businesses
      </h2>
      <RadioGroup.Root
        aria-labelledby="your-businesses"
        value={String(selected.id)}
        onValueChange={onPick}
        className="mt-2 flex gap-2 overflow-x-auto pb-1 lg:grid lg:overflow-visible"
      >
        {businesses.map((b) => (
          <RadioGroup.Item
            key={b.id}
            value={String(b.id)}
            className="max-w-64 min-w-44 shrink-0 rounded-lg border border-slate-200 px-3 py-2 text-left hover:border-lagoon-500 data-[state=checked]:border-lagoon-700 data-[state=checked]:bg-lagoon-50 lg:max-w-none lg:min-w-0"
          >
            <span className="block font-medium text-slate-900 wrap-anywhere">{b.name}</span>
            <span className="block text-xs text-slate-600">{b.area?.name ?? 'Unknown Area'}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 px-1 text-sm">
        <Link
          to={paths.business('register')}
          className="font-medium text-lagoon-700 underline underline-offset-2"
        >
          Register another business
        </Link>
        <Link to={paths.claim()} className="font-medium text-lagoon-700 underline underline-offset-2">
          Claim another listing
        </Link>
      </p>
    </Card>
  );
}

/** The open reports' count beside the Visitors say tab's label (read out after it). */
function OpenReportsBadge({ establishmentId }: { establishmentId: number }) {
  const reports = useOwnerReports();
  const open = openReportCount(reports.data ?? [], establishmentId);
  if (open === 0) return null;
  return (
    <span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-300">
      <span className="sr-only">, open reports: </span>
      {open}
    </span>
  );
}

/**
 * The chosen business's tabs: overview, details, logo, photos, updates, events, what visitors say, bookings
 * (stays) and insights.
 */
function ManageTabs({
  est,
  tab,
  stay,
  onTab,
}: {
  est: Establishment;
  tab: Tab;
  stay: boolean;
  onTab: (tab: string) => void;
}) {
  return (
    <Tabs value={tab} onValueChange={onTab}>
      <TabsList fill="rows" aria-label={`Manage ${est.name}`}>
        <TabsTrigger value="overview">
          <LayoutDashboard className="h-4 w-4" aria-hidden /> Overview
        </TabsTrigger>
        <TabsTrigger value="details">
          <PencilLine className="h-4 w-4" aria-hidden /> Business Details
        </TabsTrigger>
        <TabsTrigger value="logo">
          <Image className="h-4 w-4" aria-hidden /> Logo &amp; Branding
        </TabsTrigger>
        <TabsTrigger value="photos">
          <Camera className="h-4 w-4" aria-hidden /> Photos
        </TabsTrigger>
        <TabsTrigger value="updates">
          <Megaphone className="h-4 w-4" aria-hidden /> Live Updates
        </TabsTrigger>
        <TabsTrigger value="events">
          <CalendarDays className="h-4 w-4" aria-hidden /> Events
        </TabsTrigger>
        <TabsTrigger value="visitors">
          <MessageSquareWarning className="h-4 w-4" aria-hidden />
          <span>
            Visitors say <OpenReportsBadge establishmentId={est.id} />
          </span>
        </TabsTrigger>
        {stay && (
          <TabsTrigger value="bookings">
            <BedDouble className="h-4 w-4" aria-hidden /> Booking Requests
          </TabsTrigger>
        )}
        <TabsTrigger value="insights">
          <BarChart3 className="h-4 w-4" aria-hidden /> Insights
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <DashboardOverview est={est} />
      </TabsContent>
      <TabsContent value="details">
        <div className="grid gap-6">
          <DashboardDetails key={est.id} est={est} />
          <DashboardAmenities key={est.id} est={est} />
        </div>
      </TabsContent>
      <TabsContent value="logo">
        <DashboardLogo key={est.id} est={est} />
      </TabsContent>
      <TabsContent value="photos">
        <DashboardPhotos key={est.id} establishmentId={est.id} name={est.name} />
      </TabsContent>
      <TabsContent value="updates">
        <DashboardUpdates key={est.id} est={est} />
      </TabsContent>
      <TabsContent value="events">
        <DashboardEvents key={est.id} est={est} />
      </TabsContent>
      <TabsContent value="visitors">
        <DashboardVisitors key={est.id} est={est} />
      </TabsContent>
      {stay && (
        <TabsContent value="bookings">
          <DashboardBookings est={est} />
        </TabsContent>
      )}
      <TabsContent value="insights">
        <DashboardInsights key={est.id} establishmentId={est.id} name={est.name} />
      </TabsContent>
    </Tabs>
  );
}

/** /business/dashboard (docs/product.md#owner-dashboard): the owner's verified businesses, eight tabs each (nine for a stay). */
export default function DashboardPage() {
  const paths = usePaths();
  useDocumentTitle('Business Dashboard');
  const { isAuthenticated, isLoading } = useCurrentUser();
  const location = useLocation();
  const owned = useOwnedEstablishments();
  const [params, setParams] = useSearchParams();
  useOutboxSender();

  if (isLoading) return <LoadingCards />;
  if (!isAuthenticated) return <Navigate to={paths.signIn(location.pathname + location.search)} replace />;
  if (owned.isLoading) return <LoadingCards />;
  if (owned.isError)
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="font-serif text-3xl font-semibold text-lagoon-900">Business Dashboard</h1>
        <div className="mt-4">
          <FormError message={`We could not load your businesses: ${errorMessage(owned.error)}`} />
        </div>
      </section>
    );

  const businesses = owned.data ?? [];
  if (businesses.length === 0) return <NoBusiness />;

  const selectedId = Number(params.get('business'));
  const est = businesses.find((b) => b.id === selectedId) ?? businesses[0]!;
  const tabParam = params.get('tab');
  const stay = est.categoryId === CATEGORY_IDS.accommodations;
  // Booking requests are for stays only: another place has no such tab.
  const tab: Tab =
    TABS.includes(tabParam as Tab) && (tabParam !== 'bookings' || stay) ? (tabParam as Tab) : 'overview';
  const update = (key: string, value: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set(key, value);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center gap-3">
        <LayoutDashboard className="h-7 w-7 text-lagoon-700" aria-hidden />
        <h1 className="font-serif text-3xl font-semibold text-lagoon-900">Business Dashboard</h1>
        {est.isActive ? (
          <Badge tone="green">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> Active Business
          </Badge>
        ) : (
          <Badge tone="amber">Not yet published</Badge>
        )}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <BusinessPicker businesses={businesses} selected={est} onPick={(id) => update('business', id)} />

        <div className="min-w-0">
          <ManageTabs est={est} tab={tab} stay={stay} onTab={(v) => update('tab', v)} />
        </div>
      </div>
    </section>
  );
}
