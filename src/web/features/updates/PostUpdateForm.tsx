import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useCurrentUser } from '../../api/auth';
import { useOwnedEstablishments } from '../../api/ownership';
import { useT } from '../../i18n';
import { useAreaName } from '../../i18n/names';
import { FormError } from '../../ui/FormError';
import { FormSelectField } from '../../ui/form';
import { useOutboxSender, WaitingWrites } from '../outbox';
import { LiveUpdateForm } from './LiveUpdateForm';

type Form = Parameters<NonNullable<Parameters<typeof LiveUpdateForm>[0]['business']>>[0];

/** The portal's choice of place, bound to the Live Updates form: the owner's verified businesses. */
function BusinessField({ form }: { form: Form }) {
  const t = useT('portal');
  const area = useAreaName();
  const { isAuthenticated } = useCurrentUser();
  const owned = useOwnedEstablishments();
  const businesses = owned.data ?? [];
  // Pick the first verified business once the list arrives.
  useEffect(() => {
    const first = owned.data?.[0];
    if (first && !form.getValues('establishmentId')) form.setValue('establishmentId', first.id);
  }, [owned.data, form]);
  const selectedId = useWatch({ control: form.control, name: 'establishmentId' });
  const none = businesses.length === 0;
  return (
    <>
      <FormSelectField
        form={form}
        name="establishmentId"
        rules={{ valueAsNumber: true }}
        label={t('portal.post.business')}
        errorText={() => t('portal.error.business')}
        disabled={none}
      >
        {owned.isLoading && isAuthenticated ? (
          <option value="">{t('portal.post.loading')}</option>
        ) : none ? (
          <option value="">{t('portal.post.none')}</option>
        ) : (
          businesses.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
              {b.area ? ` · ${area(b.area.id, b.area.name)}` : ''}
            </option>
          ))
        )}
      </FormSelectField>
      {owned.isError && <FormError error={owned.error} />}
      {Number(selectedId) > 0 && <WaitingWrites establishmentId={Number(selectedId)} kind="status-update" />}
    </>
  );
}

/** Post Live Update (portal tab): the one Live Updates form, only for the owner's verified businesses. */
export function PostUpdateForm() {
  const t = useT('portal');
  const { isAuthenticated } = useCurrentUser();
  const owned = useOwnedEstablishments();
  useOutboxSender();
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-lg border border-sand-200 bg-sand-100 px-3 py-2 text-sm text-slate-800">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-lagoon-700" aria-hidden />
        <span>
          {t('portal.post.rule')} {!isAuthenticated && t('portal.post.logIn')}
        </span>
      </p>
      <LiveUpdateForm
        translated
        disabled={(owned.data ?? []).length === 0}
        business={(form) => <BusinessField form={form} />}
      />
    </div>
  );
}
