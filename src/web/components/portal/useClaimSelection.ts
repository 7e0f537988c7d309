import { useEffect, useRef, useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useEstablishments } from '../../api/catalog';
import { claimDraft } from './ClaimForm';

/**
 * The business being claimed, shared by /claim and the portal's Claim tab: a saved claim draft
 * (e.g. left to sign in) brings it back once the list has loaded, and picking another business
 * drops the old draft. `onSelect` runs whenever a business becomes selected.
 */
export function useClaimSelection(onSelect: () => void = () => {}) {
  const establishments = useEstablishments();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Establishment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !establishments.data) return;
    restored.current = true;
    const draft = claimDraft.load();
    const est = draft && establishments.data.find((e) => e.id === draft.values.establishmentId);
    if (est) {
      setPicked(est);
      onSelectRef.current();
    }
  }, [establishments.data]);

  return {
    establishments,
    query,
    setQuery,
    picked,
    heading,
    pick(est: Establishment) {
      if (picked?.id !== est.id) claimDraft.clear();
      setPicked(est);
      onSelectRef.current();
      requestAnimationFrame(() => heading.current?.focus());
    },
    /** Back to the search, forgetting the draft. */
    unpick() {
      claimDraft.clear();
      setPicked(null);
    },
    /** After a successful claim: selection and search cleared (SPEC section 4). */
    reset() {
      setPicked(null);
      setQuery('');
    },
  };
}
