import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/fetcher';
import { useOwnedEstablishments } from '../../api/ownership';
import { FormError } from '../ui/FormError';
import { FormSelectField } from '../ui/form';
import { LiveUpdateForm } from './LiveUpdateForm';
import { useOutboxSender } from './useOutboxSender';
import { WaitingWrites } from './WaitingWrites';

type Form = Parameters<NonNullable<Parameters<typeof LiveUpdateForm>[0]['business']>>[0];

/** The portal's choice of place, bound to the Live Updates form: the owner's verified businesses. */
function BusinessField({ form }: { form: Form }) {
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
        label="Business"
        errorText={() => 'Choose one of your verified businesses.'}
        disabled={none}
      >
        {owned.isLoading && isAuthenticated ? (
          <option value="">Loading your businesses...</option>
        ) : none ? (
          <option value="">No verified businesses found</option>
        ) : (
          businesses.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
              {b.area ? ` · ${b.area.name}` : ''}
            </option>
          ))
        )}
      </FormSelectField>
      {owned.isError && <FormError message={errorMessage(owned.error)} />}
      {Number(selectedId) > 0 && <WaitingWrites establishmentId={Number(selectedId)} kind="status-update" />}
    </>
  );
}

/** Post Live Update (portal tab): the one Live Updates form, only for the owner's verified businesses. */
export function PostUpdateForm() {
  const { isAuthenticated } = useCurrentUser();
  const owned = useOwnedEstablishments();
  useOutboxSender();
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-lg border border-sand-200 bg-sand-100 px-3 py-2 text-sm text-slate-800">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-lagoon-700" aria-hidden />
        <span>
          Live updates can be posted only for a business that you have claimed or registered and that an admin
          has verified. {!isAuthenticated && 'Log in to see your verified businesses.'}
        </span>
      </p>
      <LiveUpdateForm
        posted={{
          title: 'Update posted successfully!',
          description: 'Your live update is now visible to all visitors.',
        }}
        failedTitle="Update failed"
        placeholder="e.g. Happy hour 2-for-1 rum punch until 6 pm!"
        submitLabel="Post Live Update"
        disabled={(owned.data ?? []).length === 0}
        business={(form) => <BusinessField form={form} />}
      />
    </div>
  );
}
