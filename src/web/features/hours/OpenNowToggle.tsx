import { Clock } from 'lucide-react';
import { useT } from '../../i18n';
import { Chip } from '../../ui/Chip';

/**
 * The "Open now" filter: a toggle button (aria-pressed), so keyboards press it with Enter or Space and
 * screen readers hear whether it is on. Open means open at this moment, in Belize time.
 */
export function OpenNowToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const t = useT('hours');
  return (
    <Chip pressed={on} tone="emerald" onClick={() => onChange(!on)}>
      <Clock className="h-4 w-4" aria-hidden />
      {t('hours.openNow')}
    </Chip>
  );
}
