import { useSyncExternalStore } from 'react';

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
