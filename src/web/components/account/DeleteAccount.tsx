import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { deleteAccountBody } from '../../../domain/schemas/account-data';
import { useDeleteAccount } from '../../api/account-data';
import { errorMessage } from '../../api/fetcher';
import { paths } from '../../paths';
import { PasswordInput } from '../portal/PasswordInput';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { Modal, ModalCloseButton } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/toast';

/**
 * Delete the account: a button, then a modal that says what goes and what stays and asks for the
 * password again (a borrowed signed-in browser cannot do it). Esc or Cancel closes it and returns
 * focus to the button (native <dialog>, ui/Modal).
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-account" className="grid gap-3">
      <h2 id="delete-account" className="text-xl font-semibold text-lagoon-900">
        Delete account
      </h2>
      <p className="text-sm text-slate-700">
        Deleting your account signs you out everywhere and removes your claims and registrations. The
        businesses you manage stay in the guide without an owner; your live updates stay without your name.
      </p>
      <Button variant="danger" className="justify-self-start" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden /> Delete my account…
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Delete your account?"
        description="This cannot be undone. Enter your password to confirm."
        icon={<Trash2 className="h-5 w-5" aria-hidden />}
        aside={<ModalCloseButton onClose={() => setOpen(false)} />}
      >
        {open && <ConfirmForm onCancel={() => setOpen(false)} />}
      </Modal>
    </section>
  );
}

function ConfirmForm({ onCancel }: { onCancel: () => void }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof deleteAccountBody>, unknown, z.output<typeof deleteAccountBody>>({
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: 'Your account and its data are gone. Thank you.' });
        navigate(paths.home(), { replace: true });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Your password" error={form.formState.errors.password?.message} required>
        {(c) => (
          <PasswordInput
            control={c}
            required
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </Field>
      <FormError message={remove.error ? errorMessage(remove.error) : null} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {remove.isPending && <Spinner />}
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </div>
    </form>
  );
}
