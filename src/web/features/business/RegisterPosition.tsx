import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { GEOLOCATION_OPTIONS } from '../../../domain/constants';
import type { registrationBody } from '../../../domain/schemas/ownership';
import { useT } from '../../i18n';
import { geolocationErrorText } from '../../lib/useUserLocation';
import { Button } from '../../ui/Button';
import { FormTextField, type ZodForm } from '../../ui/form';
import { usePortalField } from '../../ui/form-messages';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';

type RegistrationForm = ZodForm<typeof registrationBody>;
const asNumber = { valueAsNumber: true } as const;

/** "Use my current location": fills the map position from the phone's location. */
function useLocateMe(form: RegistrationForm) {
  const [locating, setLocating] = useState(false);
  // The location errors' words are the geo section's.
  const t = useT('portal', 'geo');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast({
        title: t('portal.locate.unavailable'),
        description: t('portal.locate.unsupported'),
        variant: 'destructive',
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const opts = { shouldDirty: true, shouldValidate: true };
        form.setValue('submittedData.latitude', Number(pos.coords.latitude.toFixed(6)), opts);
        form.setValue('submittedData.longitude', Number(pos.coords.longitude.toFixed(6)), opts);
      },
      (err) => {
        setLocating(false);
        toast({
          title: t('portal.locate.unavailable'),
          description: geolocationErrorText(t, err?.code ?? null),
          variant: 'destructive',
        });
      },
      GEOLOCATION_OPTIONS,
    );
  };
  return { locating, locate };
}

/** The pin's position: typed, or the phone's location. */
export function MapPositionFields({ form }: { form: RegistrationForm }) {
  const { locating, locate } = useLocateMe(form);
  const t = useT('portal');
  const field = usePortalField(form);
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-800">{t('portal.register.mapPosition')}</p>
        <Button variant="outline" size="sm" onClick={locate} disabled={locating}>
          {locating ? <Spinner /> : <LocateFixed className="h-4 w-4" aria-hidden />}
          {locating ? t('portal.register.locating') : t('portal.register.useLocation')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FormTextField
          {...field('submittedData.latitude')}
          rules={asNumber}
          label={t('portal.register.latitude')}
          type="number"
          step="any"
          inputMode="decimal"
        />
        <FormTextField
          {...field('submittedData.longitude')}
          rules={asNumber}
          label={t('portal.register.longitude')}
          type="number"
          step="any"
          inputMode="decimal"
        />
      </div>
      <p className="text-xs text-slate-600">{t('portal.register.positionHint')}</p>
    </div>
  );
}
