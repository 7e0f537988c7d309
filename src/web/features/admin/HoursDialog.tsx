import { Clock, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { openingHoursField } from '../../../domain/schemas/opening-hours';
import { useUpdateEstablishment } from '../../api/dashboard';
import { errorMessage } from '../../api/fetcher';
import { detailSetFor } from '../../lib/detail-labels';
import { Button } from '../../ui/Button';
import { Modal, ModalCloseButton } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { HoursEditor } from '../hours';
import { tellWaiting, WaitingWrites } from '../outbox';

/**
 * The admin sets any place's opening hours in the owner's per-day editor (features/hours), in a
 * modal: a long form fits a phone there, focus stays inside it, and Esc or Cancel returns focus to the
 * row's Hours button. `est` null: closed.
 */
export function HoursDialog({ est, onClose }: { est: Establishment | null; onClose: () => void }) {
  return (
    <Modal
      open={est !== null}
      onClose={onClose}
      title={est ? `Opening hours of ${est.name}` : 'Opening hours'}
      // Which place, as the table's row says it (two places may share a name).
      description={
        est ? [est.category?.name, est.area?.name ?? 'Unknown Area'].filter(Boolean).join(' · ') : ''
      }
      icon={<Clock className="h-5 w-5" aria-hidden />}
      aside={<ModalCloseButton onClose={onClose} />}
    >
      {/* Keyed by place: another place's editor starts from that place's week. */}
      {est && <HoursForm key={est.id} est={est} onDone={onClose} />}
    </Modal>
  );
}

/**
 * Saves with the owner's mutation (PATCH /api/establishments/:id with `openingHours` only, so nothing
 * else an owner or an import wrote is touched; offline it is kept on this device like an owner's edit).
 */
function HoursForm({ est, onDone }: { est: Establishment; onDone: () => void }) {
  const update = useUpdateEstablishment();
  /** The editor's text once the admin changed something ('' cleared); undefined while unchanged. */
  const [text, setText] = useState<string>();
  const [invalid, setInvalid] = useState<string>();

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (text === undefined) return onDone();
    // The owner's form's and the server's check (a cleared time field): its message, not a refused request.
    const parsed = openingHoursField.safeParse(text);
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message);
    setInvalid(undefined);
    update.mutate(
      { id: est.id, patch: { openingHours: parsed.data } },
      {
        onSuccess: (result) => {
          if ('waiting' in result) tellWaiting(result.waiting);
          else toast({ title: 'Hours saved', description: `Visitors now see the new hours of ${est.name}.` });
          onDone();
        },
      },
    );
  };

  const failed = update.isError ? `Not saved: ${errorMessage(update.error)}` : undefined;
  return (
    <form onSubmit={save} noValidate aria-label={`Opening hours of ${est.name}`} className="grid gap-4">
      <WaitingWrites establishmentId={est.id} kind="details" set={detailSetFor(est.category?.name)} />
      <HoursEditor
        week={est.openingHoursWeek}
        disabled={update.isPending}
        error={invalid ?? failed}
        onChange={(v) => {
          setText(v);
          setInvalid(undefined);
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <Save className="h-4 w-4" aria-hidden />}
          {update.isPending ? 'Saving...' : 'Save hours'}
        </Button>
      </div>
    </form>
  );
}
