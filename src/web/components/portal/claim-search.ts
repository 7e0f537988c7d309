/** Texts of the claim search (docs/product.md#claiming-a-business: /claim and the portal's Claim Business tab). */

export const SEARCH_PROMPT = 'Enter your business name or address to find your listing';
export const NO_MATCHES = 'No businesses found matching your search';

const n = (count: number) => count.toLocaleString('en-US');

export interface SearchCounts {
  /** The typed text, trimmed. */
  text: string;
  /** Matches on the server (X-Total-Count). */
  total: number;
  /** Matches loaded and shown. */
  shown: number;
  /**
   * 'cards' (Claim page): with no text the catalogue is listed, and the count stays a count even at
   * zero (the empty result box says there is no match). 'list' (portal): nothing until something is typed.
   */
  variant: 'cards' | 'list';
}

/** The count line above the results (a polite live region) and, when not all are shown, the line under them. */
export function searchSummary({ text, total, shown, variant }: SearchCounts): {
  count: string;
  more: string | null;
} {
  if (variant === 'list' && !text) return { count: SEARCH_PROMPT, more: null };
  const count =
    total === 0 && variant === 'list'
      ? NO_MATCHES
      : total === 1
        ? '1 business found'
        : `${n(total)} businesses found`;
  const more =
    shown < total
      ? `Showing ${n(shown)} of ${n(total)} — ${text ? 'keep typing to narrow the search' : 'type a name or address to narrow the search'}`
      : null;
  return { count, more };
}
