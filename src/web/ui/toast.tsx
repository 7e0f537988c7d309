import { useEffect, useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// docs/product.md#numbers: one toast at a time, 5000 ms, swipe right past 50 px, F8 focuses the viewport.
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(input: ToastInput) {
  toasts = [{ ...input, id: nextId++, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
}

export function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The current toasts (the viewport in ./toaster.tsx renders them; it loads after the first paint). */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/**
 * The toasts without the viewport's code (app.tsx, when it cannot be downloaded): announced as a
 * status, shown at the foot of the screen for as long as a toast lasts.
 */
export function PlainToasts() {
  const items = useToasts();
  const shown = items[0];
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => dismiss(shown.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-[2000] p-4 sm:left-auto sm:max-w-[420px]">
      {shown && (
        <div
          className={`grid gap-1 rounded-lg border p-4 text-sm shadow-lg [overflow-wrap:anywhere] ${
            shown.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <p className="font-semibold">{shown.title}</p>
          {shown.description && <p>{shown.description}</p>}
        </div>
      )}
    </div>
  );
}
