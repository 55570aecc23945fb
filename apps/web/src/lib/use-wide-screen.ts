import { useSyncExternalStore } from 'react';

/** A laptop's width: enough for an admin table's columns; below it a list shows cards. */
export const laptopWidth = '(min-width: 64rem)';
/** A wide desktop: enough for the widest admin table (Driver Management's nine columns). */
export const desktopWidth = '(min-width: 80rem)';

const mediaOf = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;

/**
 * Whether the screen matches `query` (a min-width), followed as it turns or resizes. A phone
 * gets cards instead of a table it would have to scroll sideways; one layout is rendered,
 * not two hidden by CSS, so each action exists once. Without matchMedia (tests) it is wide.
 */
export function useWideScreen(query: string = laptopWidth): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = mediaOf(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => mediaOf(query)?.matches ?? true,
    () => true,
  );
}
