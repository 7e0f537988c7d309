import { Clock, ExternalLink, Globe, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPhone } from '../../../domain/contact';
import type { Establishment } from '../../../domain/schemas/catalog';
import { isUpdateLive } from '../../../domain/updates';
import { useAllStatusUpdates } from '../../api/dashboard';
import { updateTypeLabel } from '../../lib/format';
import { usePaths } from '../../paths';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { ClampedText } from '../../ui/ClampedText';
import { Skeleton } from '../../ui/Skeleton';
import { ListingCheckControls } from '../freshness';
import { belizeDateTime, untilPhrase } from '../updates';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="text-lagoon-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-slate-800">{children}</dd>
    </div>
  );
}

export function DashboardOverview({ est }: { est: Establishment }) {
  const paths = usePaths();
  const updates = useAllStatusUpdates(est.id);
  const latest = [...(updates.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 3);
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <div className="flex items-start gap-4">
          {est.logoUrl ? (
            <img
              src={est.logoUrl}
              alt={`${est.name} logo`}
              className="h-16 w-16 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
            />
          ) : null}
          <div className="min-w-0">
            <h2 className="text-xl font-semibold text-lagoon-900">{est.name}</h2>
            <p className="text-sm text-slate-600">
              {[est.category?.name, est.area?.name ?? 'Unknown Area'].filter(Boolean).join(' · ')}
            </p>
            <Link
              to={paths.establishment(est.id)}
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-lagoon-700 underline-offset-2 hover:underline"
            >
              View your public page <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            </Link>
          </div>
        </div>
        {est.description && <p className="mt-4 whitespace-pre-line text-slate-700">{est.description}</p>}
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          <Row icon={<MapPin className="h-4 w-4" aria-hidden />} label="Address">
            {est.address || <span className="text-slate-500">Not set</span>}
          </Row>
          <Row icon={<Clock className="h-4 w-4" aria-hidden />} label="Hours">
            <span className="whitespace-pre-line">
              {est.hours || <span className="text-slate-500">Not set</span>}
            </span>
          </Row>
          <Row icon={<Phone className="h-4 w-4" aria-hidden />} label="Phone">
            {est.phone ? formatPhone(est.phone) : <span className="text-slate-500">Not set</span>}
          </Row>
          <Row icon={<Globe className="h-4 w-4" aria-hidden />} label="Online">
            <span className="flex flex-wrap gap-2">
              {est.whatsapp && (
                <Badge tone="green">
                  <MessageCircle className="h-3 w-3" aria-hidden /> WhatsApp Available
                </Badge>
              )}
              {est.website && (
                <Badge tone="lagoon">
                  <Globe className="h-3 w-3" aria-hidden /> Website Active
                </Badge>
              )}
              {!est.whatsapp && !est.website && (
                <span className="text-slate-500">No WhatsApp or website yet</span>
              )}
            </span>
          </Row>
        </dl>
        <div className="mt-5 border-t border-slate-200 pt-4">
          <ListingCheckControls key={est.id} est={est} compact />
        </div>
      </Card>
      <Card>
        <h3 className="font-semibold text-lagoon-900">Recent Updates</h3>
        {updates.isLoading ? (
          <div className="mt-3 grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : latest.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No updates posted yet</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {latest.map((u) => (
              <li key={u.id} className="rounded-lg border border-slate-200 p-3">
                <ClampedText
                  text={u.message}
                  moreLabel="Show more"
                  lessLabel="Show less"
                  className="text-sm text-slate-800"
                />
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <span>{updateTypeLabel(u.type)}</span>·
                  <time dateTime={u.createdAt}>{belizeDateTime('en', u.createdAt)}</time>
                  {isUpdateLive(u) && u.expiresAt ? (
                    <span>· until {untilPhrase(u.expiresAt, new Date())} (Belize time)</span>
                  ) : (
                    !isUpdateLive(u) && <Badge>Expired</Badge>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
