import { useCallback, useSyncExternalStore } from 'react';

const matches = (query: string) =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false;

/** Whether a CSS media query matches now (false on the server and while hydrating). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

/** A screen used by touch, without hover (phones, tablets): say "tap", not "hover". */
export const useTouchScreen = () => useMediaQuery('(hover: none), (pointer: coarse)');
