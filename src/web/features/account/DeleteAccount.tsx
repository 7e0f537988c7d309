import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountBody } from '../../../domain/schemas/account-data';
import { useDeleteAccount } from '../../api/account-data';
import { errorMessage } from '../../api/fetcher';
import { useT } from '../../i18n';
import { usePaths } from '../../paths';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Form, FormPasswordField, SubmitButton, useZodForm } from '../../ui/form';
import { Modal, ModalCloseButton } from '../../ui/Modal';
import { toast } from '../../ui/toast';

/**
 * Delete the account: a button, then a modal that says what goes and what stays and asks for the
 * password again (a borrowed signed-in browser cannot do it). Esc or Cancel closes it and returns
 * focus to the button (native <dialog>, ui/Modal).
 */
export function DeleteAccount() {
  const t = useT('portal');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-account" className="grid gap-3">
      <h2 id="delete-account" className="text-xl font-semibold text-lagoon-900">
        {t('portal.account.delete')}
      </h2>
      <p className="text-sm text-slate-700">{t('portal.account.deleteText')}</p>
      <Button variant="danger" className="justify-self-start" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden /> {t('portal.account.deleteButton')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('portal.account.deleteTitle')}
        description={t('portal.account.deleteConfirm')}
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
  const t = useT('portal');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useZodForm(deleteAccountBody, { defaultValues: { password: '' } });
  const submit = (values: { password: string }) =>
    remove.mutate(values, {
      onSuccess: () => {
        toast({ title: t('portal.account.deleted'), description: t('portal.account.deletedText') });
        navigate(paths.home(), { replace: true });
      },
    });
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <FormPasswordField
        form={form}
        name="password"
        label={t('portal.account.yourPassword')}
        autoComplete="current-password"
      />
      <FormError message={remove.error ? errorMessage(remove.error) : null} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <SubmitButton
          size="md"
          variant="danger"
          pending={remove.isPending}
          pendingLabel={t('portal.account.deleting')}
        >
          {t('portal.account.deleteSubmit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
