import { useEffect, type ReactNode } from 'react';

/**
 * A part of a page a link can land on (`/cars/7#book`): once it is drawn — after the page's
 * data, and after the layout's scroll to the top of a new screen — it scrolls into view
 * when the address names it. `ready` holds it back until what is drawn above it is in (a
 * part below others that load on their own would be pushed away as they arrive).
 */
export function HashTarget({
  id,
  ready = true,
  children,
}: {
  id: string;
  ready?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!ready || decodeURIComponent(window.location.hash.slice(1)) !== id) return;
    const frame = window.requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ block: 'start' }),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [id, ready]);
  return (
    <div id={id} className="scroll-mt-20">
      {children}
    </div>
  );
}
