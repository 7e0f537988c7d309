import { Languages, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { optionalText } from '../../../domain/schemas/common';
import { useUpdateEstablishment } from '../../api/dashboard';
import { errorMessage } from '../../api/fetcher';
import { BASE_DETAIL_LABELS } from '../../lib/detail-labels';
import { Button } from '../../ui/Button';
import { TextareaField } from '../../ui/Field';
import { FormError } from '../../ui/FormError';
import { Modal, ModalCloseButton } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { tellWaiting } from '../outbox';

/**
 * The admin writes any place's description and free-text hours in Spanish (shown on its `/es` page; empty:
 * the English ones show there), in a modal like the hours' (HoursDialog.tsx). `est` null: closed.
 */
export function SpanishTextsDialog({ est, onClose }: { est: Establishment | null; onClose: () => void }) {
  return (
    <Modal
      open={est !== null}
      onClose={onClose}
      title={est ? `Spanish texts of ${est.name}` : 'Spanish texts'}
      description="Shown on the place's Spanish page; left empty, that page shows the English ones."
      icon={<Languages className="h-5 w-5" aria-hidden />}
      aside={<ModalCloseButton onClose={onClose} />}
    >
      {est && <SpanishTextsForm key={est.id} est={est} onDone={onClose} />}
    </Modal>
  );
}

/** The English text beside its Spanish field, to translate from. */
const EnglishText = ({ text }: { text: string }) => (
  <>
    English:{' '}
    <span lang="en" className="wrap-anywhere">
      {text}
    </span>
  </>
);

/**
 * The owner-editable fields' rules (domain/schemas/establishments.ts: descriptionEs, hoursEs), written
 * again here: importing that file would put its opening-hours parser in a chunk every visitor's worker
 * precaches (test/precache.test.ts). The server checks the same limits.
 */
const descriptionEs = optionalText(5000);
const hoursEs = optionalText(1000);

/** Saves both texts with the owner's mutation (PATCH /api/establishments/:id with these two fields only). */
function SpanishTextsForm({ est, onDone }: { est: Establishment; onDone: () => void }) {
  const update = useUpdateEstablishment();
  const [description, setDescription] = useState(est.descriptionEs ?? '');
  const [hours, setHours] = useState(est.hoursEs ?? '');
  const [invalid, setInvalid] = useState<string>();

  const save = (e: FormEvent) => {
    e.preventDefault();
    const d = descriptionEs.safeParse(description);
    const h = hoursEs.safeParse(hours);
    if (!d.success || !h.success) return setInvalid((d.error ?? h.error)?.issues[0]?.message);
    setInvalid(undefined);
    update.mutate(
      { id: est.id, patch: { descriptionEs: d.data, hoursEs: h.data } },
      {
        onSuccess: (result) => {
          if ('waiting' in result) tellWaiting(result.waiting);
          else
            toast({
              title: 'Spanish texts saved',
              description: `The Spanish page of ${est.name} shows them now.`,
            });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={save} noValidate aria-label={`Spanish texts of ${est.name}`} className="grid gap-4">
      <TextareaField
        label={BASE_DETAIL_LABELS.descriptionEs}
        lang="es"
        rows={5}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        hint={est.description ? <EnglishText text={est.description} /> : undefined}
      />
      <TextareaField
        label={BASE_DETAIL_LABELS.hoursEs}
        lang="es"
        rows={2}
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        hint={est.hours ? <EnglishText text={est.hours} /> : undefined}
      />
      <FormError message={invalid ?? (update.isError ? `Not saved: ${errorMessage(update.error)}` : null)} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <Save className="h-4 w-4" aria-hidden />}
          {update.isPending ? 'Saving...' : 'Save Spanish texts'}
        </Button>
      </div>
    </form>
  );
}
