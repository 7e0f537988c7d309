import { Megaphone, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { Establishment, StatusUpdate } from '../../../domain/schemas/catalog';
import { STATUS_UPDATE_MAX_LENGTH, statusUpdateBody } from '../../../domain/schemas/updates';
import { expiryFromHours, isUpdateLive } from '../../../domain/updates';
import { useAllStatusUpdates, useCreateStatusUpdate, useDeleteStatusUpdate } from '../../api/dashboard';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormError } from '../ui/FormError';
import { Form, FormSelectField, FormTextareaField, SubmitButton, useZodForm } from '../ui/form';
import { Skeleton } from '../ui/Skeleton';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/toast';
import { DASHBOARD_TYPE_OPTIONS, formatDateTime, updateTypeLabel } from './format';
import { tellKept } from './kept-write';
import { updateFailure } from './update-failure';
import { useWaitingWrites, WaitingWrites } from './WaitingWrites';

const quickUpdate = statusUpdateBody.pick({ message: true, type: true });

/** The dashboard's quick post: a message shown for the usual 24 hours. */
function PostUpdateCard({ est }: { est: Establishment }) {
  const create = useCreateStatusUpdate();
  const form = useZodForm(quickUpdate, { defaultValues: { message: '', type: 'announcement' } });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const post = ({ message, type }: z.output<typeof quickUpdate>) =>
    create.mutate(
      { establishmentId: est.id, message, type, isActive: true, expiresAt: expiryFromHours().toISOString() },
      {
        onSuccess: (result) => {
          form.reset({ message: '', type });
          if ('kept' in result) tellKept(result.kept);
          else toast({ title: 'Success', description: 'Status update posted successfully' });
        },
        onError: (err) => toast({ title: 'Error', description: updateFailure(err), variant: 'destructive' }),
      },
    );
  return (
    <Card className="lg:col-span-2">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-lagoon-900">
        <Megaphone className="h-5 w-5" aria-hidden /> Post Live Update
      </h2>
      <p className="mt-1 text-sm text-slate-600">Shown to every visitor with a LIVE badge for 24 hours.</p>
      <Form form={form} onSubmit={post} className="mt-4 grid gap-4" aria-label="Post a live update">
        <FormTextareaField
          form={form}
          name="message"
          label="Message"
          hint={`${message.length}/${STATUS_UPDATE_MAX_LENGTH} characters`}
          rows={4}
          maxLength={STATUS_UPDATE_MAX_LENGTH}
          placeholder="e.g. Fresh lobster tonight! Happy hour 4-6 pm."
        />
        <FormSelectField form={form} name="type" label="Update Type" options={DASHBOARD_TYPE_OPTIONS} />
        {/* A blank message sends nothing. */}
        <SubmitButton pending={create.isPending} pendingLabel="Posting..." disabled={!message.trim()}>
          Post Update
        </SubmitButton>
      </Form>
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
  const live = isUpdateLive(u);
  return (
    <li
      className={`rounded-lg border p-3 sm:p-4 ${live ? 'border-lagoon-200 bg-white' : 'border-slate-200 bg-slate-50'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 whitespace-pre-line text-slate-900">{u.message}</p>
        {live ? <Badge tone="green">Active</Badge> : <Badge>Expired</Badge>}
      </div>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-2">
        <dl className="grid gap-0.5 text-xs text-slate-600">
          <div className="flex gap-1">
            <dt className="font-medium">Type:</dt>
            <dd>{updateTypeLabel(u.type)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-medium">Posted:</dt>
            <dd>
              <time dateTime={u.createdAt}>{formatDateTime(u.createdAt)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-medium">Expires:</dt>
            <dd>
              {u.expiresAt ? <time dateTime={u.expiresAt}>{formatDateTime(u.expiresAt)}</time> : 'No expiry'}
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

/** Live Updates: post (24 hours, docs/product.md#live-updates) and the list of every update with Active / Expired. */
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
