import { useSyncExternalStore } from 'react';

// Five columns and a row of actions need a laptop's width; below it each user is a card.
const wide = '(min-width: 1024px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(wide) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the users table (true where it cannot be told). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
}
