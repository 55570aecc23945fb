import { useEffect, useState } from 'react';

/**
 * How far ahead of the screen a photo starts to load: one screen's height. A browser's own
 * lazy loading starts 1,250–3,000 px ahead, which on a phone is two or three screens of
 * photos the person may never scroll to, paid for on mobile data (rules §9.16).
 */
export const nearScreenMargin = '100% 0px';

/**
 * Whether an element is on the screen or within a screen of it, for a photo to be asked
 * for only then. `at once` (the page's first photo) is near from the first render, on the
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: nearScreenMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}
