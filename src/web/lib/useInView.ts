import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come into the viewport (stays true); used to load maps only when seen. No
 * margin by default: a map just below a phone's first screen would otherwise load (and run Leaflet's
 * ~60 ms of start-up work) while the page is starting, for a visitor who may never scroll to it.
 */
export function useInView<T extends Element>(rootMargin = '0px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          io.disconnect();
        }
      },
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [seen, rootMargin]);
  return [ref, seen];
}
