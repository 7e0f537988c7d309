import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountBody } from '../../../domain/schemas/account-data';
import { useDeleteAccount } from '../../api/account-data';
import { errorMessage } from '../../api/fetcher';
import { usePaths } from '../../paths';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { Form, FormPasswordField, SubmitButton, useZodForm } from '../ui/form';
import { Modal, ModalCloseButton } from '../ui/Modal';
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
  const paths = usePaths();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useZodForm(deleteAccountBody, { defaultValues: { password: '' } });
  const submit = (values: { password: string }) =>
    remove.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: 'Your account and its data are gone. Thank you.' });
        navigate(paths.home(), { replace: true });
      },
    });
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <FormPasswordField form={form} name="password" label="Your password" autoComplete="current-password" />
      <FormError message={remove.error ? errorMessage(remove.error) : null} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton size="md" variant="danger" pending={remove.isPending} pendingLabel="Deleting...">
          Delete my account
        </SubmitButton>
      </div>
    </Form>
  );
}
