import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { Button } from './Button';
import { Modal } from './Modal';
import { Spinner } from './Spinner';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The destructive action's label, e.g. "Delete update". */
  confirmLabel: string;
  pendingLabel: string;
  /** While the action runs the dialog stays open and its buttons wait. */
  pending?: boolean;
  onConfirm: () => void;
  /** Cancel and Esc both mean "keep it". */
  onCancel: () => void;
}

/**
 * Asks before a destructive action (an alertdialog). Cancel has the focus when it opens, so a stray
 * Enter keeps things as they are.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Runs after the Modal has shown the dialog (a child's effects run first).
  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={title}
      description={description}
      icon={<TriangleAlert className="h-5 w-5" aria-hidden />}
      tone="red"
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="outline" size="lg" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" size="lg" onClick={onConfirm} disabled={pending}>
          {pending && <Spinner />}
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
