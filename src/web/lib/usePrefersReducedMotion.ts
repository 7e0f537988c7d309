import { useMediaQuery } from './useMediaQuery';

/** Whether the visitor asked the system for less motion. */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
