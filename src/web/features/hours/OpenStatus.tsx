import { Clock } from 'lucide-react';
import { openStatus } from '../../../domain/hours-format';
import { useRenderClock } from '../../lib/useHydrated';
import { useHoursText } from './hours-text';

const TONE = {
  open: 'text-emerald-800',
  closing: 'text-amber-800',
  closed: 'text-slate-700',
} as const;

/**
 * "Open now · closes 9 pm", "Open now · closes within the hour (9 pm)", "Closed · opens at 7 am" (in
 * Spanish "Abierto ahora · cierra a las 21:00"...) from a reply's openNow and nextChange (Belize time);
 * nothing when the hours are unknown. The server renders it with its own render time, so hydration matches.
 */
export function OpenStatus({
  hours,
  className = '',
}: {
  hours: { openNow: boolean | null; nextChange: string | null };
  className?: string;
}) {
  const { now } = useRenderClock();
  const text = useHoursText();
  const status = openStatus(hours, now);
  if (!status) return null;
  return (
    <span
      className={`inline-flex min-w-0 items-center gap-1 font-medium ${TONE[status.state]} ${className}`}
      data-testid="open-status"
    >
      <Clock className="h-4 w-4 shrink-0" aria-hidden />
      <span>{text.status(status)}</span>
    </span>
  );
}
