import { useEffect, useState } from 'react';

/**
 * How far ahead of the screen a photo starts to load: one screen's height. A browser's own
 * lazy loading starts 1,250–3,000 px ahead, which on a phone is two or three screens of
 * photos the person may never scroll to, paid for on mobile data (rules §9.16).
 */
export const nearScreenMargin = '100% 0px';

/** What to do when each watched element comes near; one observer watches them all. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Calls `near` once `element` comes within a screen; returns how to stop watching. */
function watchNear(element: Element, near: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const comeNear = waiting.get(entry.target);
        unwatch(entry.target);
        comeNear?.();
      }
    },
    { rootMargin: nearScreenMargin },
  );
  waiting.set(element, near);
  observer.observe(element);
  return () => unwatch(element);
}

function unwatch(element: Element) {
  if (!waiting.delete(element)) return;
  observer?.unobserve(element);
  if (waiting.size > 0) return;
  observer?.disconnect();
  observer = undefined;
}

/**
 * Whether an element is on the screen or within a screen of it, for a photo to be asked
 * for only then. `atOnce` (the page's first photo) is near from the first render, on the
 * server too; any other becomes near once the browser says so after hydrating. A browser
 * that cannot tell (no IntersectionObserver) has every photo near.
 * Returns the ref for the element to watch, and whether it is near.
 */
export function useNearScreen(atOnce = false): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(atOnce);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    return watchNear(element, () => setNear(true));
  }, [element, near]);
  return [setElement, near];
}
