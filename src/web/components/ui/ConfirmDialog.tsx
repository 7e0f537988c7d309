import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { useModal } from './useModal';

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
  /** Cancel, Esc and the backdrop's close all mean "keep it". */
  onCancel: () => void;
}

/**
 * Asks before a destructive action (an alertdialog on a native modal <dialog>). Cancel has the focus
 * when it opens, so a stray Enter keeps things as they are.
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
  const ref = useModal(open);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // After useModal has shown the dialog (effects run in order).
  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onCancel}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-xl border border-slate-200 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="grid gap-4 p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700">
              <TriangleAlert className="h-5 w-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-semibold text-lagoon-900">
                {title}
              </h2>
              <div id={descriptionId} className="mt-1 text-sm break-words text-slate-700">
                {description}
              </div>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={cancelRef} variant="outline" size="lg" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button variant="danger" size="lg" onClick={onConfirm} disabled={pending}>
              {pending && <Spinner />}
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
