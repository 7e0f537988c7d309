import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n';

const ICON_TONES = {
  lagoon: 'bg-lagoon-50 text-lagoon-700',
  red: 'bg-red-50 text-red-700',
};

interface ModalProps {
  open: boolean;
  /** Esc, a close button or the owner closing it. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** A lucide icon (aria-hidden) shown in a circle before the title. */
  icon: ReactNode;
  tone?: keyof typeof ICON_TONES;
  /** `alertdialog` for a question that needs an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
  /** Beside the title, e.g. a close button. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>, shown with showModal() while `open`: the browser traps focus inside it,
 * Esc fires its cancel and close events, and closing returns focus to the control that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  icon,
  tone = 'lagoon',
  role,
  aside,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Esc is told at once (cancel comes before the dialog closes); the close event itself is queued
      // behind input, so a tap that reopened the dialog meanwhile must not be undone by it.
      onCancel={onClose}
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-xl border border-slate-200 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-5 sm:p-6">
          <div className="mb-4 flex items-start gap-3">
            <span
              className={`mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${ICON_TONES[tone]}`}
            >
              {icon}
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-semibold text-lagoon-900">
                {title}
              </h2>
              <div id={descriptionId} className="mt-1 text-sm break-words text-slate-600">
                {description}
              </div>
            </div>
            {aside}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** The modal's close button, for its `aside`. */
export function ModalCloseButton({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={t('common.close')}
      className="-mt-1 -mr-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
    >
      <X className="h-5 w-5" aria-hidden />
    </button>
  );
}
