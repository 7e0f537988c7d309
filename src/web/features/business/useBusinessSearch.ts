import { useMemo, useState } from 'react';
import type { Establishment } from '../../../domain/schemas/catalog';
import { useEstablishmentSearch } from '../../api/establishment-pages';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/** How long typing must pause before the text is searched. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface BusinessSearchState {
  query: string;
  setQuery: (q: string) => void;
  /** The typed text, trimmed. */
  text: string;
  /** Matches loaded so far (the first page, then each 'Show more'): most relevant first, or by name when blank. */
  establishments: Establishment[];
  /** Matches on the server (X-Total-Count). */
  total: number;
  /** Nothing to show yet: the first search is on its way. */
  isLoading: boolean;
  isError: boolean;
  /** A newer text is waiting out the debounce or being fetched; the results shown are the previous ones. */
  isSearching: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  showMore: () => void;
}

/**
 * The claim search, asked of the server: the typed text is searched once typing pauses, one page at a
 * time, and the previous results stay on screen meanwhile. With `browse`, a blank search lists the
 * catalogue by name (the Claim page); without, nothing is fetched until something is typed (the portal).
 */
export function useBusinessSearch({ browse }: { browse: boolean }): BusinessSearchState {
  const [query, setQuery] = useState('');
  const text = query.trim();
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const enabled = browse || settled !== '';
  const search = useEstablishmentSearch(settled, enabled);
  const pages = enabled ? search.data?.pages : undefined;
  const establishments = useMemo(() => pages?.flatMap((p) => p.establishments) ?? [], [pages]);
  const wanted = browse || text !== '';
  const isSearching = wanted && (text !== settled || (search.isFetching && !search.isFetchingNextPage));

  return {
    query,
    setQuery,
    text,
    establishments,
    total: pages?.[0]?.total ?? 0,
    isLoading: wanted && !pages && !search.isError,
    isError: wanted && search.isError,
    isSearching,
    hasMore: !!pages && search.hasNextPage,
    isLoadingMore: search.isFetchingNextPage,
    showMore: () => {
      if (!search.isFetching && !search.isPlaceholderData) search.fetchNextPage();
    },
  };
}
