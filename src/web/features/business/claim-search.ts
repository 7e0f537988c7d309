/** Texts of the claim search (docs/product.md#claiming-a-business: /claim and the portal's Claim Business tab). */
import type { Translate } from '../../i18n';

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

/**
 * The count line above the results (a polite live region) and, when not all are shown, the line under
 * them, in the page's language (`t` names the portal section).
 */
export function searchSummary({ text, total, shown, variant }: SearchCounts, t: Translate) {
  if (variant === 'list' && !text) return { count: t('portal.search.prompt'), more: null };
  const count =
    total === 0 && variant === 'list'
      ? t('portal.search.noMatches')
      : t('portal.search.count', { count: total });
  const more =
    shown < total
      ? t(text ? 'portal.search.moreTyping' : 'portal.search.moreBrowsing', { shown, total })
      : null;
  return { count, more };
}
