import { useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> shown as a modal while `open`: the browser traps focus inside it, Esc fires its
 * close event, and closing returns focus to the control that opened it.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
