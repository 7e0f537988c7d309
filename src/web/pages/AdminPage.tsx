import {
  BarChart3,
  ClipboardCheck,
  DownloadCloud,
  Flag,
  History,
  ShieldAlert,
  Siren,
  Store,
} from 'lucide-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { usePendingReviews } from '../api/admin';
import { useAdminReports } from '../api/admin-reports';
import { useCurrentUser } from '../api/auth';
import {
  AdminInsights,
  AdminStats,
  AlertsList,
  EstablishmentsTable,
  ImportHistory,
  ImportPanel,
  PostAlertForm,
  ReportsPanel,
  ReviewQueue,
} from '../features/admin';
import { useOutboxSender } from '../features/outbox';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { paths } from '../paths';
import { Badge } from '../ui/Badge';
import { buttonClass } from '../ui/Button';
import { PageSpinner } from '../ui/PageSpinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

const TABS = ['review', 'reports', 'establishments', 'alerts', 'insights', 'import', 'history'] as const;
type Tab = (typeof TABS)[number];

/**
 * Seven tabs share a phone's width: each shows a short word there (a long one would break mid-word),
 * the full label from `sm` up; the accessible name is always the full label.
 */
function TabLabel({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span aria-hidden className="sm:hidden">
        {short}
      </span>
      <span className="sr-only sm:not-sr-only">{full}</span>
    </>
  );
}

function AccessDenied() {
  useDocumentTitle('Access denied');
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-700" aria-hidden />
      <p className="mt-3 text-sm font-semibold tracking-wide text-red-700 uppercase">Error 403</p>
      <h1 className="mt-1 font-serif text-3xl font-semibold text-lagoon-900">Access denied</h1>
      <p className="mt-2 text-slate-700">
        The admin dashboard is only for Ambergris Guide administrators. Your account does not have access.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to={paths.home()} className={buttonClass('primary', 'lg')}>
          Back to Home
        </Link>
        <Link to={paths.dashboard()} className={buttonClass('outline', 'lg')}>
          Business Dashboard
        </Link>
      </div>
    </section>
  );
}

function Admin() {
  useDocumentTitle('Admin Dashboard');
  // An hours edit made without a connection is kept on this device (as an owner's): sent from here.
  useOutboxSender();
  const [params, setParams] = useSearchParams();
  const claims = usePendingReviews('claims');
  const registrations = usePendingReviews('registrations');
  const pending = (claims.data?.length ?? 0) + (registrations.data?.length ?? 0);
  const openReports = useAdminReports('open').data?.length ?? 0;
  const tabParam = params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'review';
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="font-serif text-3xl font-semibold text-lagoon-900">Admin Dashboard</h1>
      <p className="mt-1 text-slate-700">
        Review owners' requests and visitors' reports, publish listings, post island alerts and import data
        from Google Places.
      </p>
      <div className="mt-6">
        <AdminStats />
      </div>
      <Tabs
        className="mt-8"
        value={tab}
        onValueChange={(v) =>
          setParams(
            (prev) => {
              const p = new URLSearchParams(prev);
              p.set('tab', v);
              return p;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      >
        <TabsList fill="rows" aria-label="Admin sections">
          <TabsTrigger value="review">
            <ClipboardCheck className="h-4 w-4" aria-hidden />{' '}
            <TabLabel short="Review" full="Review Requests" />
            {pending > 0 && <Badge tone="amber">{pending}</Badge>}
          </TabsTrigger>
          <TabsTrigger value="reports">
            <Flag className="h-4 w-4" aria-hidden /> Reports
            {openReports > 0 && <Badge tone="amber">{openReports}</Badge>}
          </TabsTrigger>
          <TabsTrigger value="establishments">
            <Store className="h-4 w-4" aria-hidden /> <TabLabel short="Places" full="Establishments" />
          </TabsTrigger>
          <TabsTrigger value="alerts">
            <Siren className="h-4 w-4" aria-hidden /> Alerts
          </TabsTrigger>
          <TabsTrigger value="insights">
            <BarChart3 className="h-4 w-4" aria-hidden /> <TabLabel short="Stats" full="Insights" />
          </TabsTrigger>
          <TabsTrigger value="import">
            <DownloadCloud className="h-4 w-4" aria-hidden /> <TabLabel short="Import" full="Data Import" />
          </TabsTrigger>
          <TabsTrigger value="history">
            <History className="h-4 w-4" aria-hidden /> <TabLabel short="History" full="Import History" />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="review">
          <ReviewQueue />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsPanel />
        </TabsContent>
        <TabsContent value="establishments">
          <EstablishmentsTable />
        </TabsContent>
        <TabsContent value="alerts">
          <div className="grid gap-5 lg:grid-cols-5">
            <div className="lg:col-span-2">
              <PostAlertForm />
            </div>
            <div className="lg:col-span-3">
              <AlertsList />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="insights">
          <AdminInsights />
        </TabsContent>
        <TabsContent value="import">
          <ImportPanel />
        </TabsContent>
        <TabsContent value="history">
          <ImportHistory />
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** /admin: admins only. Signed out: /signin; signed in without the admin role: a 403 page. */
export default function AdminPage() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.signIn(location.pathname + location.search)} replace />;
  if (user.role !== 'admin') return <AccessDenied />;
  return <Admin />;
}
