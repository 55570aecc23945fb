import { useSyncExternalStore } from 'react';

/** The install prompt Chromium offers a page (not in TypeScript's DOM types yet). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type State = {
  /** A new version waits; calling it reloads the page into it. */
  reload: (() => void) | null;
  /** The browser's install prompt, kept for when it fits to offer it. */
  install: InstallPromptEvent | null;
};

let state: State = { reload: null, install: null };
const listeners = new Set<() => void>();

/** What the service worker and the browser have to offer: a new version, installing. */
export const pwaState = {
  get: () => state,
  set(change: Partial<State>) {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const serverState: State = { reload: null, install: null };
export const usePwaState = () =>
  useSyncExternalStore(pwaState.subscribe, pwaState.get, () => serverState);

/** Keys in localStorage: visits counted once a browsing session, the install prompt's answer. */
export const visitsKey = 'kodesha.visits';
export const installDismissedKey = 'kodesha.install-dismissed';

/** Counts this visit (once per tab's session) and says how many there have been. */
export function countVisit(): number {
  try {
    const counted = sessionStorage.getItem(visitsKey) !== null;
    const visits = Number(localStorage.getItem(visitsKey) ?? '0') + (counted ? 0 : 1);
    localStorage.setItem(visitsKey, String(visits));
    sessionStorage.setItem(visitsKey, '1');
    return visits;
  } catch {
    return 1; // storage refused (a private window): treated as a first visit
  }
}

/** The page's offline marker: when the page shown was saved (ms), `fallback`, or null. */
export function offlineMarkerOf(doc: Document): string | null {
  return doc.querySelector('meta[name="kodesha-offline"]')?.getAttribute('content') ?? null;
}

/**
 * Keeps the browser's install prompt for when it fits (pwa-prompts.tsx): offered to a
 * person who came back, never on a first visit (rules §9.21).
 */
export function captureInstallPrompt(): void {
  const visits = countVisit();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no browser bar of its own: ours, at the right moment
    if (visits >= 2) pwaState.set({ install: event as InstallPromptEvent });
  });
}
