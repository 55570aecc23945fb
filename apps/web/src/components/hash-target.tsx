import { useEffect, type ReactNode } from 'react';

/**
 * A part of a page a link can land on (`/cars/7#book`): once it is drawn — after the page's
 * data, and after the layout's scroll to the top of a new screen — it scrolls into view
 * when the address names it.
 */
export function HashTarget({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    if (decodeURIComponent(window.location.hash.slice(1)) !== id) return;
    const frame = window.requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ block: 'start' }),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [id]);
  return (
    <div id={id} className="scroll-mt-20">
      {children}
    </div>
  );
}
