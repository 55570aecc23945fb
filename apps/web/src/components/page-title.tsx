import { useEffect } from 'react';

/** Sets the browser tab's title for the screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — Kodesha`;
  }, [title]);
}
