import type { ReactNode } from 'react';

/**
 * A photo that is only asked for once it is near the screen (useNearScreen): until then,
 * the box it sits in shows its background. Without a script it never becomes near, so it is
 * also in a `<noscript>`, where the browser's own lazy loading takes it.
 */
export function NearPhoto({ near, children }: { near: boolean; children: ReactNode }) {
  return near ? children : <noscript>{children}</noscript>;
}
