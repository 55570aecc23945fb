import { useEffect } from 'react';

/** A screen's full title, in the browser's tab and in a server-rendered page's head alike. */
export const documentTitle = (title: string) => `${title} — Kodesha`;

/** Sets the browser tab's title for the screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
