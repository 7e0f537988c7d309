import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useT } from '../../i18n';
import { toast } from '../../ui/toast';
import { tripStore, useTripStore } from './useTripStore';

/**
 * Saves a place in the visitor's trip on this device, or takes it out: no account, and
 * offline too. A toggle button: its state is `aria-pressed`, its text says "Save" or "Saved". The
 * device's store loads once the page runs (trip/useTripStore.ts), so the page's first load is not heavier.
 */
export function SaveButton({
  establishmentId,
  describedBy,
  className = '',
}: {
  establishmentId: number;
  /** The id of the place's name, so a list of Save buttons says whose each one is. */
  describedBy?: string;
  className?: string;
}) {
  const t = useT();
  const saved = useTripStore((store) => store.isSaved(establishmentId), false);
  const Icon = saved ? BookmarkCheck : Bookmark;
  const onClick = async () => {
    const store = await tripStore();
    const done = await store.toggleSaved(establishmentId, t('common.trip.defaultName'));
    if (!done) toast({ title: t('common.trip.full'), variant: 'destructive' });
  };
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-describedby={describedBy}
      onClick={onClick}
      className={`relative z-10 inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium [overflow-wrap:normal] transition-colors ${
        saved
          ? 'border-lagoon-700 bg-lagoon-700 text-white hover:bg-lagoon-800'
          : 'border-lagoon-700 bg-white text-lagoon-700 hover:bg-lagoon-50'
      } ${className}`}
    >
      <Icon className="h-4 w-4" aria-hidden />
      {saved ? t('common.trip.saved') : t('common.trip.save')}
    </button>
  );
}
