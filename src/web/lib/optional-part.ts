import type { ComponentType } from 'react';

/**
 * For `lazy(() => import(...).then(pick, noPart))` of a part of a page that may be missing (a banner,
 * a menu): a chunk that fails to download (weak signal, a new build) shows nothing instead of taking
 * the page down with it; the next page load tries again.
 */
export const noPart = (): { default: ComponentType<any> } => ({ default: () => null });
