import { CloudOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type AmenityKey, amenityWords, isAmenityKey } from '../../../domain/amenities';
import { useCurrentUser } from '../../api/auth';
import { discard, type OutboxEntry, useOutboxEntries } from '../../api/outbox';
import { type DetailSet, detailLabel } from '../../lib/detail-labels';
import { formatDateTime, updateTypeLabel } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';

/** The owner's kinds of write (a visitor's report and lists are the public pages' own). */
type Kind = Exclude<OutboxEntry['kind'], 'report' | 'trip-lists'>;
type OwnerEntry = Extract<OutboxEntry, { kind: Kind }>;
const NOUN: Record<Kind, [string, string]> = {
  'status-update': ['update', 'updates'],
  details: ['change to your details', 'changes to your details'],
};

/** The signed-in owner's writes of one kind for one place that are kept on this device. */
export function useWaitingWrites(establishmentId: number, kind: Kind): OwnerEntry[] {
  const { user } = useCurrentUser();
  return useOutboxEntries().filter(
    (e): e is OwnerEntry => e.kind === kind && e.userId === user?.id && e.establishmentId === establishmentId,
  );
}

function summary(entries: OutboxEntry[], kind: Kind): string {
  const waiting = entries.filter((e) => e.state !== 'refused').length;
  if (waiting === 0) return '';
  const noun = NOUN[kind][waiting === 1 ? 0 : 1];
  const count = waiting === 1 ? `1 ${noun}` : `${waiting} ${noun}`;
  return entries.some((e) => e.state === 'sign-in')
    ? `Your session has ended: ${count} waiting to send, kept on this phone until you sign in again.`
    : `${count} waiting to send, kept on this phone: sent as soon as the connection returns.`;
}

const STATE_BADGE = {
  waiting: <Badge tone="amber">Waiting to send</Badge>,
  'sign-in': <Badge tone="amber">Waiting to send: sign in</Badge>,
  refused: <Badge tone="red">Not sent</Badge>,
} as const;

const AMENITY_ANSWER_WORDS = { true: 'Yes', false: 'No', null: 'Not sure' } as const;

/** A kept edit's fields as label and value: each amenity answer on a line of its own, in words. */
function writtenFields(body: Record<string, unknown>, set?: DetailSet): [string, string][] {
  return Object.entries(body).flatMap(([field, value]): [string, string][] => {
    if (field === 'attributes' && value && typeof value === 'object')
      return Object.entries(value as Record<string, boolean | null>)
        .filter(([key, answer]) => isAmenityKey(key) && answer !== undefined)
        .map(([key, answer]) => [amenityWords(key as AmenityKey, 'en'), AMENITY_ANSWER_WORDS[`${answer}`]]);
    const label = set ? detailLabel(field, set) : field;
    return [[label, value === null || value === '' ? '(cleared)' : String(value)]];
  });
}

function WrittenText({ entry, set }: { entry: OwnerEntry; set?: DetailSet }) {
  if (entry.kind === 'status-update')
    return (
      <>
        <p className="min-w-0 whitespace-pre-line text-slate-900">{entry.body.message}</p>
        <p className="mt-1 text-xs text-slate-600">Type: {updateTypeLabel(entry.body.type)}</p>
      </>
    );
  return (
    <dl className="grid gap-1 text-sm">
      {writtenFields(entry.body, set).map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="inline font-medium text-slate-700">{label}: </dt>
          <dd className="inline whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What an owner submitted without a connection (or a session) for this place: "Waiting to send" with
 * its text, sent by useOutboxSender; the owner may discard each. The status line is always in the
 * page, so a screen reader hears it change.
 */
export function WaitingWrites({
  establishmentId,
  kind,
  set,
  className,
}: {
  establishmentId: number;
  kind: Kind;
  set?: DetailSet;
  /** Layout of the whole, while anything waits. */
  className?: string;
}) {
  const entries = useWaitingWrites(establishmentId, kind);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<OutboxEntry | null>(null);
  const [discarded, setDiscarded] = useState(0);
  // The discarded entry's button is gone: focus goes to the heading, or the status line if none is left.
  useEffect(() => {
    if (discarded > 0) heading.current?.focus();
  }, [discarded]);

  const confirmDiscard = async (entry: OutboxEntry) => {
    await discard(entry.id);
    setConfirming(null);
    setDiscarded((n) => n + 1);
    toast({ title: 'Discarded', description: 'It will not be sent.' });
  };

  return (
    <div className={entries.length > 0 ? className : undefined}>
      <p role="status" className={entries.length > 0 ? 'text-sm text-slate-700' : 'sr-only'}>
        {summary(entries, kind)}
      </p>
      {entries.length > 0 && (
        <section
          aria-labelledby={headingId}
          className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 sm:p-4"
        >
          <h3
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="flex items-center gap-2 font-semibold text-amber-950"
          >
            <CloudOff className="h-4 w-4 shrink-0" aria-hidden /> Not sent yet
          </h3>
          <ul aria-labelledby={headingId} className="mt-3 grid gap-3">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-md border border-amber-200 bg-white p-3">
                <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                  {STATE_BADGE[entry.state]}
                  <span className="text-xs text-slate-600">
                    Saved{' '}
                    <time dateTime={new Date(entry.createdAt).toISOString()}>
                      {formatDateTime(new Date(entry.createdAt).toISOString())}
                    </time>
                  </span>
                </div>
                <WrittenText entry={entry} set={set} />
                {entry.state === 'refused' && (
                  <p className="mt-2 text-sm text-red-800">The guide refused it: {entry.error}</p>
                )}
                <div className="mt-2 flex justify-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Discard: ${describe(entry).slice(0, 60)}`}
                    onClick={() => setConfirming(entry)}
                  >
                    Discard
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={kind === 'status-update' ? 'Discard this update?' : 'Discard these changes?'}
        description="It is kept only on this phone and will never be sent. You cannot undo this."
        confirmLabel="Discard"
        pendingLabel="Discarding..."
        onConfirm={() => confirming && void confirmDiscard(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

function describe(entry: OwnerEntry): string {
  return entry.kind === 'status-update' ? entry.body.message : Object.keys(entry.body).join(', ');
}
