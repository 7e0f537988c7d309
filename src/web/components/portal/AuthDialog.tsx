import { LockKeyhole, X } from 'lucide-react';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import type { PublicUser } from '../../../domain/schemas/accounts';
import { useCurrentUser } from '../../api/auth';
import { useModal } from '../ui/useModal';
import { AuthForm } from './AuthForm';

interface AuthDialogProps {
  open: boolean;
  onClose: () => void;
  onSuccess: (user: PublicUser) => void;
  title: string;
  description: ReactNode;
  defaultEmail?: string;
}

/** A modal (native <dialog>: focus is trapped, Esc closes) to sign in without leaving the page. */
export function AuthDialog({ open, onClose, onSuccess, title, description, defaultEmail }: AuthDialogProps) {
  const ref = useModal(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-xl border border-slate-200 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-5 sm:p-6">
          <div className="mb-4 flex items-start gap-3">
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-lagoon-50 text-lagoon-700">
              <LockKeyhole className="h-5 w-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-semibold text-lagoon-900">
                {title}
              </h2>
              <div className="mt-1 text-sm text-slate-600">{description}</div>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-mt-1 -mr-1 flex h-10 w-10 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="h-5 w-5" aria-hidden />
            </button>
          </div>
          <AuthForm
            onSuccess={onSuccess}
            defaultEmail={defaultEmail}
            defaultMode="create"
            submitLabel={{ signin: 'Sign in and send', create: 'Create account and send' }}
          />
        </div>
      )}
    </dialog>
  );
}

/**
 * Runs an action that needs an account. Signed in: right away. Signed out: opens the inline sign-in
 * dialog and runs the action once the visitor has signed in or created an account; the form that
 * called it stays mounted, so nothing typed is lost.
 */
export function useAuthGate(copy: { title: string; description: ReactNode }) {
  const { isAuthenticated } = useCurrentUser();
  const pending = useRef<(() => void) | null>(null);
  const [state, setState] = useState<{ open: boolean; email?: string }>({ open: false });

  const run = useCallback(
    (action: () => void, options: { email?: string; onNeedsSignIn?: () => void } = {}) => {
      if (isAuthenticated) return action();
      pending.current = action;
      options.onNeedsSignIn?.();
      setState({ open: true, email: options.email });
    },
    [isAuthenticated],
  );

  const close = useCallback(() => {
    pending.current = null;
    setState({ open: false });
  }, []);

  const dialog = (
    <AuthDialog
      open={state.open}
      defaultEmail={state.email}
      title={copy.title}
      description={copy.description}
      onClose={close}
      onSuccess={() => {
        const action = pending.current;
        pending.current = null;
        setState({ open: false });
        action?.();
      }}
    />
  );
  return { run, dialog };
}
