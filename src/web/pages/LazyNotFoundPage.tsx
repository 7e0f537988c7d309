import { lazy } from 'react';

/**
 * The 404 page where a page learns only while rendering that there is nothing to show (an unknown
 * category slug or id): its code and texts load then, not with every category page.
 */
export const LazyNotFoundPage = lazy(() => import('./NotFoundPage'));
