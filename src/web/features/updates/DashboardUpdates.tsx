import { Megaphone, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Establishment, StatusUpdate } from '../../../domain/schemas/catalog';
import { isUpdateLive } from '../../../domain/updates';
import { useAllStatusUpdates, useDeleteStatusUpdate } from '../../api/dashboard';
import { updateTypeLabel } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ClampedText } from '../../ui/ClampedText';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { useWaitingWrites, WaitingWrites } from '../outbox';
import { LiveUpdateForm } from './LiveUpdateForm';
import { untilPhrase } from './update-form';
import { belizeDateTime } from './update-times';

/** The dashboard's post: the one Live Updates form, for this place. */
function PostUpdateCard({ est }: { est: Establishment }) {
  return (
    <Card className="lg:col-span-2">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-lagoon-900">
        <Megaphone className="h-5 w-5" aria-hidden /> Post Live Update
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Shown to every visitor with a LIVE badge until the time you choose.
      </p>
      <LiveUpdateForm establishmentId={est.id} />
    </Card>
  );
}

/** One posted update: its text, whether visitors still see it, when it was posted and ends. */
function UpdateItem({
  update: u,
  deleting,
  onDelete,
}: {
  update: StatusUpdate;
  deleting: boolean;
  onDelete: () => void;
}) {
  const now = new Date();
  const live = isUpdateLive(u, now);
  return (
    <li
      className={`rounded-lg border p-3 sm:p-4 ${live ? 'border-lagoon-200 bg-white' : 'border-slate-200 bg-slate-50'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <ClampedText
          text={u.message}
          moreLabel="Show more"
          lessLabel="Show less"
          className="text-slate-900"
        />
        {live ? <Badge tone="green">Active</Badge> : <Badge>Expired</Badge>}
      </div>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-2">
        <dl className="grid gap-0.5 text-xs text-slate-600">
          <div className="flex gap-1">
            <dt className="shrink-0 font-medium">Type:</dt>
            <dd>{updateTypeLabel(u.type)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="shrink-0 font-medium">Posted:</dt>
            <dd>
              <time dateTime={u.createdAt}>{belizeDateTime('en', u.createdAt)} (Belize time)</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="shrink-0 font-medium">{live ? 'Shown:' : 'Ended:'}</dt>
            <dd>
              {u.expiresAt ? (
                <time dateTime={u.expiresAt}>
                  {live ? 'until ' : ''}
                  {untilPhrase(u.expiresAt, now)} (Belize time)
                </time>
              ) : (
                'No expiry'
              )}
            </dd>
          </div>
        </dl>
        {live && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={deleting}
            aria-label={`Delete update: ${u.message.slice(0, 60)}`}
            onClick={onDelete}
          >
            {deleting ? <Spinner /> : <Trash2 className="h-4 w-4" aria-hidden />}
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Live Updates: post (until when the owner says, docs/product.md#live-updates) and the list of every update with Active / Expired. */
export function DashboardUpdates({ est }: { est: Establishment }) {
  const updates = useAllStatusUpdates(est.id);
  const waiting = useWaitingWrites(est.id, 'status-update');
  const remove = useDeleteStatusUpdate();
  const listId = useId();
  const [confirming, setConfirming] = useState<{ id: number; message: string } | null>(null);
  const [deletions, setDeletions] = useState(0);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // The deleted update's button is gone, so focus goes to the list rather than to the page's top.
  useEffect(() => {
    if (deletions > 0) listHeading.current?.focus();
  }, [deletions]);

  const confirmDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(null);
        setDeletions((n) => n + 1);
        toast({ title: 'Success', description: 'Status update deleted successfully' });
      },
      onError: () => {
        setConfirming(null);
        toast({ title: 'Error', description: 'Failed to delete status update', variant: 'destructive' });
      },
    });

  const sorted = [...(updates.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="grid gap-5 lg:grid-cols-5">
      <PostUpdateCard est={est} />
      <Card className="lg:col-span-3">
        <h2 id={listId} ref={listHeading} tabIndex={-1} className="text-xl font-semibold text-lagoon-900">
          Recent Updates
        </h2>
        <WaitingWrites establishmentId={est.id} kind="status-update" className="mt-2" />
        {updates.isLoading ? (
          <div className="mt-4 grid gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : updates.isError ? (
          <div className="mt-4">
            <FormError message="Could not load your updates. Please reload the page." />
          </div>
        ) : sorted.length === 0 && waiting.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
            No updates posted yet
          </p>
        ) : sorted.length === 0 ? null : (
          <ul aria-labelledby={listId} className="mt-4 grid gap-3">
            {sorted.map((u) => (
              <UpdateItem
                key={u.id}
                update={u}
                deleting={remove.isPending && remove.variables === u.id}
                onDelete={() => setConfirming({ id: u.id, message: u.message })}
              />
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this live update?"
        description={
          <>
            <span className="my-2 block rounded-md bg-slate-50 px-3 py-2 text-slate-800">
              <span className="line-clamp-3 wrap-anywhere">{confirming?.message}</span>
            </span>
            Visitors will no longer see it. You cannot undo this.
          </>
        }
        confirmLabel="Delete update"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => confirming && confirmDelete(confirming.id)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
