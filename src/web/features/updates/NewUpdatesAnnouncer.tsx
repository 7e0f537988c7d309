import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';

export interface AnnouncedUpdate {
  id: number;
  placeName: string;
  message: string;
}

/**
 * Tells screen readers, politely, of the live updates that appear while the page is open: not those the
 * page opened with, nor again on a re-render. The region is always in the page (empty at first), since a
 * live region added together with its text is not read.
 */
export function NewUpdatesAnnouncer({ updates }: { updates: readonly AnnouncedUpdate[] | undefined }) {
  const t = useT();
  const seen = useRef<Set<number> | null>(null);
  const [said, setSaid] = useState<{ ids: number[]; text: string }>({ ids: [], text: '' });
  const ids = updates?.map((u) => u.id).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` is what changes; `updates` is a new array each render.
  useEffect(() => {
    if (!updates) return;
    if (seen.current === null) {
      seen.current = new Set(updates.map((u) => u.id));
      return;
    }
    const known = seen.current;
    const fresh = updates.filter((u) => !known.has(u.id));
    for (const u of fresh) known.add(u.id);
    if (fresh.length > 0)
      setSaid({
        ids: fresh.map((u) => u.id),
        text: fresh.map((u) => t('common.newUpdate', { place: u.placeName, message: u.message })).join(' '),
      });
    // Once what it said is gone from the page, the region does not keep saying it.
    else setSaid((s) => (s.ids.some((id) => updates.some((u) => u.id === id)) ? s : { ids: [], text: '' }));
  }, [ids]);

  return (
    <p className="sr-only" role="status" aria-atomic="true" data-testid="new-updates-announcer">
      {said.text}
    </p>
  );
}
