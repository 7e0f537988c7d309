import { CircleStop } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ALERT_SEVERITY_LABELS } from '../../../domain/alerts';
import type { AdminAlert } from '../../../domain/schemas/alerts';
import { useAdminAlerts, useEndAlert } from '../../api/admin-alerts';
import { errorMessage } from '../../api/fetcher';
import { formatDateTime } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';

const SEVERITY_TONE: Record<AdminAlert['severity'], BadgeTone> = {
  critical: 'red',
  warning: 'amber',
  info: 'lagoon',
};
const STATE: Record<AdminAlert['state'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  ended: { label: 'Ended', tone: 'slate' },
  expired: { label: 'Expired', tone: 'slate' },
};

function AlertRow({ alert, ending, onEnd }: { alert: AdminAlert; ending: boolean; onEnd: () => void }) {
  const active = alert.state === 'active';
  return (
    <li
      className={`rounded-lg border p-3 sm:p-4 ${active ? 'border-lagoon-200 bg-white' : 'border-slate-200 bg-slate-50'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={SEVERITY_TONE[alert.severity]}>{ALERT_SEVERITY_LABELS[alert.severity]}</Badge>
        <Badge tone={STATE[alert.state].tone}>{STATE[alert.state].label}</Badge>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-900 wrap-anywhere">{alert.message}</p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-2">
        <dl className="grid gap-0.5 text-xs text-slate-600">
          <div className="flex gap-1">
            <dt className="shrink-0 font-medium">Posted:</dt>
            <dd>
              <time dateTime={alert.createdAt}>{formatDateTime(alert.createdAt)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="shrink-0 font-medium">{alert.state === 'ended' ? 'Ended:' : 'Ends:'}</dt>
            <dd>
              <time dateTime={alert.endedAt ?? alert.expiresAt}>
                {formatDateTime(alert.state === 'ended' ? alert.endedAt : alert.expiresAt)}
              </time>
            </dd>
          </div>
        </dl>
        {active && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={ending}
            aria-label={`End alert: ${alert.message.slice(0, 60)}`}
            onClick={onEnd}
          >
            {ending ? <Spinner /> : <CircleStop className="h-4 w-4" aria-hidden />}
            {ending ? 'Ending...' : 'End now'}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The admin's alerts: the active ones (each can be ended, after a confirmation) and the last week's. */
export function AlertsList() {
  const alerts = useAdminAlerts();
  const end = useEndAlert();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<AdminAlert | null>(null);
  const [endings, setEndings] = useState(0);
  // The ended alert's button is gone, so focus goes to the list rather than to the page's top.
  useEffect(() => {
    if (endings > 0) heading.current?.focus();
  }, [endings]);

  const confirmEnd = (id: number) =>
    end.mutate(id, {
      onSuccess: () => {
        setConfirming(null);
        setEndings((n) => n + 1);
        toast({ title: 'Alert ended', description: 'Visitors no longer see it.' });
      },
      onError: (err) => {
        setConfirming(null);
        toast({ title: 'Could not end the alert', description: errorMessage(err), variant: 'destructive' });
      },
    });

  const list = alerts.data ?? [];
  return (
    <Card>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-lagoon-900">
        Alerts
      </h2>
      <p className="mt-1 text-sm text-slate-600">Active alerts first, then those of the last 7 days.</p>
      {alerts.isLoading ? (
        <div className="mt-4 grid gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : alerts.isError ? (
        <div className="mt-4">
          <FormError message={`Could not load the alerts: ${errorMessage(alerts.error)}`} />
        </div>
      ) : list.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No alerts in the last 7 days
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-4 grid gap-3">
          {list.map((a) => (
            <AlertRow
              key={a.id}
              alert={a}
              ending={end.isPending && end.variables === a.id}
              onEnd={() => setConfirming(a)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="End this alert now?"
        description={
          <>
            <span className="my-2 block rounded-md bg-slate-50 px-3 py-2 text-slate-800">
              <span className="line-clamp-3 wrap-anywhere">{confirming?.message}</span>
            </span>
            It disappears from every page of the guide. You cannot undo this.
          </>
        }
        confirmLabel="End alert"
        pendingLabel="Ending..."
        pending={end.isPending}
        onConfirm={() => confirming && confirmEnd(confirming.id)}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
