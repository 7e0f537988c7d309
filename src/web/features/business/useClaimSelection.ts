import { useEffect, useRef, useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useEstablishment } from '../../api/catalog';
import { claimDraft } from './ClaimForm';
import { useBusinessSearch } from './useBusinessSearch';

/** The business a saved claim draft is for, if any (read once, in the browser). */
function draftEstablishmentId(): number | null {
  const id = Number(claimDraft.load()?.values.establishmentId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The search and the business being claimed, shared by /claim and the portal's Claim tab. A saved claim
 * draft (e.g. left to sign in) brings its business back, fetched by id, unless another business was
 * picked first; picking another business drops the old draft. `onSelect` runs whenever a business
 * becomes selected. `browse` lists the catalogue before anything is typed (see useBusinessSearch).
 */
export function useClaimSelection({
  onSelect = () => {},
  browse = false,
}: {
  onSelect?: () => void;
  browse?: boolean;
} = {}) {
  const search = useBusinessSearch({ browse });
  const [picked, setPicked] = useState<Establishment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  // Read after mounting, not while rendering: storage is the browser's.
  const [draftId, setDraftId] = useState<number | null>(null);
  useEffect(() => setDraftId(draftEstablishmentId()), []);
  const draftPlace = useEstablishment(draftId ?? 0);
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || !draftPlace.data) return;
    settled.current = true;
    // Still the draft's business? (Picking another one meanwhile cleared the draft.)
    if (draftEstablishmentId() !== draftPlace.data.id) return;
    setPicked(draftPlace.data);
    onSelectRef.current();
  }, [draftPlace.data]);

  return {
    search,
    picked,
    heading,
    pick(est: Establishment) {
      settled.current = true;
      if (draftEstablishmentId() !== est.id) claimDraft.clear();
      setPicked(est);
      onSelectRef.current();
      requestAnimationFrame(() => heading.current?.focus());
    },
    /** Back to the search, forgetting the draft. */
    unpick() {
      settled.current = true;
      claimDraft.clear();
      setPicked(null);
    },
    /** After a successful claim: selection and search cleared (docs/product.md#claiming-a-business). */
    reset() {
      setPicked(null);
      search.setQuery('');
    },
  };
}
