import { Check, Inbox, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { AREAS, CATEGORIES } from '../../../domain/constants';
import {
  type Decision,
  type ReviewKind,
  type ReviewRecords,
  usePendingReviews,
  useReview,
} from '../../api/admin';
import { errorMessage } from '../../api/fetcher';
import { formatDateTime } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextareaField } from '../../ui/Field';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';

function Details({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {shown.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="whitespace-pre-line text-slate-900 wrap-anywhere">{value}</dd>
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
  return (
    <div className="mt-4 grid gap-3 border-t border-slate-100 pt-4">
      <TextareaField
        label="Note to the requester (optional)"
        rows={2}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        placeholder="e.g. Verified by phone with the owner, or what is missing"
      />
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

/** What differs between the claim queue and the registration queue: titles, wording and the details shown. */
interface QueueCopy<K extends ReviewKind> {
  title: string;
  /** Plural, for "No pending ..." and "Failed to fetch ...". */
  plural: string;
  badge: { label: string; tone: BadgeTone };
  byline: (r: ReviewRecords[K]) => string;
  /** For the buttons' accessible names: "Approve claim for X". */
  what: (r: ReviewRecords[K]) => string;
  /** Who hears of the decision, and what approving did. */
  requester: (r: ReviewRecords[K]) => string;
  approved: (r: ReviewRecords[K]) => string;
  rows: (r: ReviewRecords[K]) => [string, ReactNode][];
}

/** Whether the account behind a request has confirmed its address: an unverified one may not be theirs. */
const addressState = (verified: boolean) => (verified ? 'email verified' : 'email not verified');

const QUEUES: { [K in ReviewKind]: QueueCopy<K> } = {
  claims: {
    title: 'Pending claims',
    plural: 'claims',
    badge: { label: 'Claim', tone: 'amber' },
    byline: (c) =>
      `Claim by ${c.requesterEmail} (${addressState(c.requesterEmailVerified)}) · ${formatDateTime(c.createdAt)}`,
    what: (c) => `claim for ${c.establishmentName}`,
    requester: (c) => c.requesterEmail,
    approved: (c) => `${c.requesterEmail} now manages ${c.establishmentName}.`,
    rows: (c) => [
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
    ],
  },
  registrations: {
    title: 'Pending registrations',
    plural: 'registrations',
    badge: { label: 'Registration', tone: 'lagoon' },
    byline: (r) =>
      `New business by ${r.requesterEmail ?? r.ownerEmail} (${addressState(r.requesterEmailVerified)}) · ${formatDateTime(r.createdAt)}`,
    what: (r) => `registration of ${r.establishmentName}`,
    requester: (r) => r.ownerEmail,
    approved: (r) => `${r.establishmentName} is now listed and managed by ${r.ownerEmail}.`,
    rows: ({ submittedData: d, ...r }) => [
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
    ],
  },
};

function RequestItem<K extends ReviewKind>({ kind, request }: { kind: K; request: ReviewRecords[K] }) {
  const copy = QUEUES[kind] as QueueCopy<K>;
  const review = useReview(kind);
  const decide = (decision: Decision, notes: string) =>
    review.mutate(
      { id: request.id, decision, notes },
      {
        onSuccess: () =>
          toast({
            title: `${copy.badge.label} ${decision === 'approve' ? 'approved' : 'rejected'}`,
            description:
              decision === 'approve'
                ? copy.approved(request)
                : `${copy.requester(request)} will see your decision on their home page.`,
          }),
        onError: (err) =>
          toast({ title: 'Review failed', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  return (
    <li>
      <Card>
        <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 wrap-anywhere">
            <h4 className="font-semibold text-lagoon-900">{request.establishmentName}</h4>
            <p className="text-xs text-slate-600">{copy.byline(request)}</p>
          </div>
          <Badge tone={copy.badge.tone}>{copy.badge.label}</Badge>
        </div>
        <Details rows={copy.rows(request)} />
        <Decide
          what={copy.what(request)}
          pending={review.isPending ? (review.variables?.decision ?? null) : null}
          onDecide={decide}
        />
      </Card>
    </li>
  );
}

/** One pending queue with what each request submitted. */
function Queue<K extends ReviewKind>({ kind }: { kind: K }) {
  const copy = QUEUES[kind];
  const pending = usePendingReviews(kind);
  const count = pending.data?.length;
  return (
    <section className="grid gap-3">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-lagoon-900">
        {copy.title} {count !== undefined && <Badge tone={count > 0 ? 'amber' : 'slate'}>{count}</Badge>}
      </h3>
      {pending.isLoading ? (
        <Skeleton className="h-40" />
      ) : pending.isError ? (
        <FormError message={`Failed to fetch ${copy.plural}: ${errorMessage(pending.error)}`} />
      ) : pending.data?.length ? (
        <ul className="grid gap-4">
          {pending.data.map((r) => (
            <RequestItem key={r.id} kind={kind} request={r} />
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-600">
          <Inbox className="h-5 w-5" aria-hidden /> No pending {copy.plural}.
        </p>
      )}
    </section>
  );
}

/** The admin's review queues: pending claims and pending registrations. */
export function ReviewQueue() {
  return (
    <div className="grid gap-8">
      <Queue kind="claims" />
      <Queue kind="registrations" />
    </div>
  );
}
