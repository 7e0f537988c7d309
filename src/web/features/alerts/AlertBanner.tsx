import { Info, OctagonAlert, TriangleAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isAlertShowing } from '../../../domain/alerts';
import type { Alert, AlertSeverity } from '../../../domain/schemas/alerts';
import { useAlerts } from '../../api/alerts';
import { type MessageKey, useLocale, useT } from '../../i18n';
import { useHydrated } from '../../lib/useHydrated';
import { dismissAlert, useDismissedAlerts } from './dismissed-alerts';

const LOOK: Record<AlertSeverity, { label: MessageKey; className: string; icon: typeof Info }> = {
  critical: {
    label: 'common.alerts.critical',
    className: 'bg-red-700 text-white border-red-900',
    icon: OctagonAlert,
  },
  warning: {
    label: 'common.alerts.warning',
    className: 'bg-amber-50 text-amber-950 border-amber-200',
    icon: TriangleAlert,
  },
  info: {
    label: 'common.alerts.info',
    className: 'bg-lagoon-50 text-lagoon-900 border-lagoon-200',
    icon: Info,
  },
};

/** setTimeout takes at most this delay (about 24.8 days); alerts last at most 14. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The alerts still showing, re-checked at the earliest expiry (an open page drops an alert on time).
 * Until hydrated, the list as the server rendered it, so the markup matches.
 */
function useShowingAlerts(alerts: readonly Alert[]): readonly Alert[] {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  const showing = hydrated ? alerts.filter((a) => isAlertShowing(a, new Date(now))) : alerts;
  const nextExpiry = Math.min(...showing.map((a) => Date.parse(a.expiresAt)));
  useEffect(() => {
    if (!hydrated || !Number.isFinite(nextExpiry)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(nextExpiry - Date.now(), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [hydrated, nextExpiry]);
  return showing;
}

function AlertItem({ alert }: { alert: Alert }) {
  const t = useT();
  const locale = useLocale();
  const look = LOOK[alert.severity];
  const label = t(look.label);
  const Icon = look.icon;
  const critical = alert.severity === 'critical';
  return (
    <div role={critical ? 'alert' : 'status'} className={`border-b ${look.className}`}>
      <div className="mx-auto flex max-w-7xl items-start gap-2 pr-1 pl-4 sm:gap-3 sm:pr-2">
        <Icon className="mt-3 h-5 w-5 shrink-0" aria-hidden />
        <p
          className={`min-w-0 flex-1 py-3 text-sm leading-5 [overflow-wrap:anywhere] ${critical ? 'font-medium' : ''}`}
        >
          <span className="font-semibold">{label}: </span>
          {alert.message}
        </p>
        <button
          type="button"
          onClick={() => dismissAlert(alert.id)}
          aria-label={t('common.alerts.dismiss', {
            label: label.toLocaleLowerCase(locale),
            message: alert.message.slice(0, 60),
          })}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-black/10 focus-visible:outline-current"
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}

/**
 * Island-wide alerts on every page (Layout), in the server-rendered markup too: critical ones as a red
 * alert, the others as a calmer status line; each dismissible for the rest of the tab's session.
 */
export function AlertBanner() {
  const { data } = useAlerts();
  const t = useT();
  const dismissed = useDismissedAlerts();
  const showing = useShowingAlerts(data ?? []).filter((a) => !dismissed.has(a.id));
  if (showing.length === 0) return null;
  return (
    <section aria-label={t('common.alerts.label')}>
      {showing.map((a) => (
        <AlertItem key={a.id} alert={a} />
      ))}
    </section>
  );
}
