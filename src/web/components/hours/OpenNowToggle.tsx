import { Clock } from 'lucide-react';
import { useT } from '../../i18n';

/**
 * The "Open now" filter: a toggle button (aria-pressed), so keyboards press it with Enter or Space and
 * screen readers hear whether it is on. Open means open at this moment, in Belize time.
 */
export function OpenNowToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const t = useT('hours');
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-lagoon-500 focus-visible:outline-none aria-pressed:border-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white"
    >
      <Clock className="h-4 w-4" aria-hidden />
      {t('hours.openNow')}
    </button>
  );
}
