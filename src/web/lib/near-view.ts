import { type ComponentType, lazy } from 'react';

/**
 * A part counts as seen once more than its first lines show: a sliver at the foot of the first screen
 * does not load it with the page (a tap or focus in it does).
 */
const SEEN = '0px 0px -80px 0px';

/**
 * Resolves once the element `id` is seen, touched or focused. During hydration it is the server's
 * markup of a part below the first screen; with no such element (a page rendered in the browser, a
 * browser without IntersectionObserver, the server) it resolves at once. Should React replace that
 * markup with the part's fallback (an update reached the part before it was hydrated), it resolves
 * then too: the fallback must not wait for an element that is gone.
 */
function seen(id: string): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver !== 'function') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      removal.disconnect();
      for (const type of EVENTS) element.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: SEEN,
    });
    observer.observe(element);
    const removal = new MutationObserver(() => !element.isConnected && done());
    if (element.parentNode) removal.observe(element.parentNode, { childList: true });
    for (const type of EVENTS) element.addEventListener(type, done, true);
  });
}
const EVENTS = ['pointerdown', 'focusin'] as const;

/**
 * A lazily loaded part below the first screen whose server-rendered markup stays as it is, readable and
 * with working links, until it is seen (or touched, or focused): only then do its code and texts
 * download and React hydrate it (its Suspense boundary waits meanwhile). The page's load and its main thread carry
 * only the first screen. Its markup carries `id` (and so does its Suspense fallback).
 */
export function lazyNearView<T extends ComponentType<any>>(
  id: string,
  load: () => Promise<{ default: T }>,
): ReturnType<typeof lazy<T>> {
  return lazy(() => seen(id).then(load));
}
