import { Check, Inbox, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { AREAS, CATEGORIES } from '../../../domain/constants';
import type { BusinessClaim, BusinessRegistration } from '../../../domain/schemas/ownership';
import {
  type Decision,
  usePendingClaims,
  usePendingRegistrations,
  useReviewClaim,
  useReviewRegistration,
} from '../../api/admin';
import { errorMessage } from '../../api/fetcher';
import { formatDateTime } from '../portal/format';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { textareaClass } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { Skeleton } from '../ui/Skeleton';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/toast';

function Details({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {shown.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Decide({
  what,
  pending,
  onDecide,
}: {
  what: string;
  pending: Decision | null;
  onDecide: (decision: Decision, notes: string) => void;
}) {
  const [notes, setNotes] = useState('');
  const id = useId();
  return (
    <div className="mt-4 grid gap-3 border-t border-slate-100 pt-4">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Note to the requester (optional)
        </label>
        <textarea
          id={id}
          rows={2}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="e.g. Verified by phone with the owner, or what is missing"
          className={textareaClass}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => onDecide('approve', notes)}
          disabled={pending !== null}
          aria-label={`Approve ${what}`}
        >
          {pending === 'approve' ? <Spinner /> : <Check className="h-4 w-4" aria-hidden />} Approve
        </Button>
        <Button
          variant="outline"
          onClick={() => onDecide('reject', notes)}
          disabled={pending !== null}
          aria-label={`Reject ${what}`}
        >
          {pending === 'reject' ? <Spinner /> : <X className="h-4 w-4" aria-hidden />} Reject
        </Button>
      </div>
    </div>
  );
}

const categoryName = (id: unknown) =>
  CATEGORIES.find((c) => c.id === id)?.name ?? (id == null ? null : `#${id}`);
const areaName = (id: unknown) => AREAS.find((a) => a.id === id)?.name ?? (id == null ? 'No area' : `#${id}`);
const text = (v: unknown) => (v == null || v === '' ? null : String(v));

function ClaimItem({ c }: { c: BusinessClaim }) {
  const review = useReviewClaim();
  const decide = (decision: Decision, notes: string) =>
    review.mutate(
      { id: c.id, decision, notes },
      {
        onSuccess: () =>
          toast({
            title: decision === 'approve' ? 'Claim approved' : 'Claim rejected',
            description:
              decision === 'approve'
                ? `${c.requesterEmail} now manages ${c.establishmentName}.`
                : `${c.requesterEmail} will see your decision on their home page.`,
          }),
        onError: (err) =>
          toast({ title: 'Review failed', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  return (
    <li>
      <Card>
        <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
          <div>
            <h4 className="font-semibold text-lagoon-900">{c.establishmentName}</h4>
            <p className="text-xs text-slate-600">
              Claim by {c.requesterEmail} · {formatDateTime(c.createdAt)}
            </p>
          </div>
          <Badge tone="amber">Claim</Badge>
        </div>
        <Details
          rows={[
            ['Business name', c.businessName],
            ['Owner name', c.ownerName],
            ['Email', c.email],
            ['Phone', c.phone],
            ['WhatsApp', c.whatsapp],
            ['Website', c.website],
            ['Hours', c.hours],
            ['Description', c.description],
            ['Specialties', c.specialties],
            ['Amenities', c.amenities],
          ]}
        />
        <Decide
          what={`claim for ${c.establishmentName}`}
          pending={review.isPending ? (review.variables?.decision ?? null) : null}
          onDecide={decide}
        />
      </Card>
    </li>
  );
}

function RegistrationItem({ r }: { r: BusinessRegistration }) {
  const review = useReviewRegistration();
  const d = r.submittedData;
  const decide = (decision: Decision, notes: string) =>
    review.mutate(
      { id: r.id, decision, notes },
      {
        onSuccess: () =>
          toast({
            title: decision === 'approve' ? 'Registration approved' : 'Registration rejected',
            description:
              decision === 'approve'
                ? `${r.establishmentName} is now listed and managed by ${r.ownerEmail}.`
                : `${r.ownerEmail} will see your decision on their home page.`,
          }),
        onError: (err) =>
          toast({ title: 'Review failed', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  return (
    <li>
      <Card>
        <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
          <div>
            <h4 className="font-semibold text-lagoon-900">{r.establishmentName}</h4>
            <p className="text-xs text-slate-600">
              New business by {r.requesterEmail ?? r.ownerEmail} · {formatDateTime(r.createdAt)}
            </p>
          </div>
          <Badge tone="lagoon">Registration</Badge>
        </div>
        <Details
          rows={[
            ['Owner name', r.ownerName],
            ['Owner email', r.ownerEmail],
            ['Verification code', r.verificationCode],
            ['Business license', r.businessLicense],
            ['Category', categoryName(d.categoryId)],
            ['Area', areaName(d.areaId)],
            ['Address', text(d.address)],
            ['Hours', text(d.hours)],
            ['Phone', text(d.phone)],
            ['WhatsApp', text(d.whatsapp)],
            ['Website', text(d.website)],
            ['Price range', text(d.priceRange)],
            ['Position', d.latitude != null && d.longitude != null ? `${d.latitude}, ${d.longitude}` : null],
            ['Description', text(d.description)],
          ]}
        />
        <Decide
          what={`registration of ${r.establishmentName}`}
          pending={review.isPending ? (review.variables?.decision ?? null) : null}
          onDecide={decide}
        />
      </Card>
    </li>
  );
}

/** The admin's review queues: pending claims and pending registrations with what was submitted. */
export function ReviewQueue() {
  const claims = usePendingClaims();
  const registrations = usePendingRegistrations();
  const section = (title: string, count: number | undefined, body: ReactNode) => (
    <section className="grid gap-3">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-lagoon-900">
        {title} {count !== undefined && <Badge tone={count > 0 ? 'amber' : 'slate'}>{count}</Badge>}
      </h3>
      {body}
    </section>
  );
  const empty = (what: string) => (
    <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-600">
      <Inbox className="h-5 w-5" aria-hidden /> No pending {what}.
    </p>
  );
  const loading = <Skeleton className="h-40" />;
  return (
    <div className="grid gap-8">
      {section(
        'Pending claims',
        claims.data?.length,
        claims.isLoading ? (
          loading
        ) : claims.isError ? (
          <FormError message={`Failed to fetch claims: ${errorMessage(claims.error)}`} />
        ) : claims.data?.length ? (
          <ul className="grid gap-4">
            {claims.data.map((c) => (
              <ClaimItem key={c.id} c={c} />
            ))}
          </ul>
        ) : (
          empty('claims')
        ),
      )}
      {section(
        'Pending registrations',
        registrations.data?.length,
        registrations.isLoading ? (
          loading
        ) : registrations.isError ? (
          <FormError message={`Failed to fetch registrations: ${errorMessage(registrations.error)}`} />
        ) : registrations.data?.length ? (
          <ul className="grid gap-4">
            {registrations.data.map((r) => (
              <RegistrationItem key={r.id} r={r} />
            ))}
          </ul>
        ) : (
          empty('registrations')
        ),
      )}
    </div>
  );
}
