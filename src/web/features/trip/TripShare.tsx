import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { localizedPath } from '../../../domain/locale';
import type { TripList } from '../../../domain/schemas/trips';
import { toSharedTrip } from '../../../domain/trip-days';
import { errorKind } from '../../api/fetcher';
import { useShareTrip } from '../../api/trips';
import { useLocale, useT } from '../../i18n';
import { useOffline } from '../../lib/useConnection';
import { Button, buttonClass } from '../../ui/Button';
import { PartBoundary } from '../../ui/LoadFailed';
import { toast } from '../../ui/toast';
import { NeedsConnection } from '../offline';

// The QR code's encoder loads with the first link shared (asked for with the tap), not with the page.
const loadQrCode = () => import('./QrCode');
const QrCode = lazy(() => loadQrCode().then((m) => ({ default: m.QrCode })));

/** The shared link in the page's language (the server names the English page). */
function linkIn(url: string, locale: ReturnType<typeof useLocale>): string {
  const link = new URL(url);
  link.pathname = localizedPath(link.pathname, locale);
  return link.toString();
}

/**
 * "Share trip": a read-only snapshot on the server (no notes), its link to copy or send on WhatsApp,
 * and its QR code to show on the phone. A change to the trip after sharing needs a new link.
 */
export function TripShare({ list }: { list: TripList }) {
  const t = useT('trip');
  const locale = useLocale();
  const offline = useOffline();
  const share = useShareTrip();
  const [sharedAt, setSharedAt] = useState<string | null>(null);
  const url = share.data && sharedAt === list.updatedAt ? linkIn(share.data.url, locale) : null;
  const failure = share.error ? errorKind(share.error) : null;
  const onShare = () => {
    void loadQrCode().catch(() => {});
    share.mutate(toSharedTrip(list), { onSuccess: () => setSharedAt(list.updatedAt) });
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('trip.share.copied') });
    } catch {
      toast({ title: t('trip.share.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="trip-share" className="grid gap-3">
      <h2 id="trip-share" className="font-serif text-lg font-semibold text-slate-900">
        {t('trip.share.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('trip.share.intro')}</p>
      <Button
        onClick={onShare}
        disabled={share.isPending || offline || list.stops.length === 0}
        className="justify-self-start"
      >
        <Share2 className="h-4 w-4" aria-hidden />
        {share.isPending ? t('trip.share.sharing') : t('trip.share.button')}
      </Button>
      <NeedsConnection action={t('trip.share.action')} />
      {failure && !share.isPending && (
        <p role="alert" className="text-sm text-red-700">
          {t(
            failure === 'tooMany'
              ? 'trip.share.tooMany'
              : failure === 'network'
                ? 'trip.share.network'
                : 'trip.share.failed',
          )}
        </p>
      )}
      {url && (
        <div className="grid gap-3 rounded-lg border border-lagoon-200 bg-lagoon-50 p-3" role="status">
          <p className="text-sm font-medium text-slate-900">{t('trip.share.ready')}</p>
          <a href={url} className="text-sm break-all text-lagoon-800 underline" data-testid="shared-link">
            {url}
          </a>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={copy}>
              <Copy className="h-4 w-4" aria-hidden />
              {t('trip.share.copy')}
            </Button>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(`${list.name} ${url}`)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('whatsapp', 'sm')}
            >
              <MessageCircle className="h-4 w-4" aria-hidden />
              {t('trip.share.whatsapp')}
            </a>
          </div>
          <PartBoundary>
            <Suspense fallback={<div className="h-48 w-48 rounded bg-white" />}>
              <QrCode text={url} label={t('trip.share.qr')} />
            </Suspense>
          </PartBoundary>
        </div>
      )}
    </section>
  );
}
