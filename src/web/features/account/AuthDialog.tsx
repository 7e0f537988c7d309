import { LockKeyhole } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import type { PublicUser } from '../../../domain/schemas/accounts';
import { useCurrentUser } from '../../api/auth';
import { useT } from '../../i18n';
import { Modal, ModalCloseButton } from '../../ui/Modal';
import { AuthForm } from './AuthForm';

interface AuthDialogProps {
  open: boolean;
  onClose: () => void;
  onSuccess: (user: PublicUser) => void;
  title: string;
  description: ReactNode;
  defaultEmail?: string;
}

/** A modal to sign in without leaving the page. */
export function AuthDialog({ open, onClose, onSuccess, title, description, defaultEmail }: AuthDialogProps) {
  const t = useT('portal');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      icon={<LockKeyhole className="h-5 w-5" aria-hidden />}
      aside={<ModalCloseButton onClose={onClose} />}
    >
      <AuthForm
        onSuccess={onSuccess}
        defaultEmail={defaultEmail}
        defaultMode="create"
        submitLabel={{ signin: t('portal.gate.send'), create: t('portal.gate.createSend') }}
      />
    </Modal>
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
