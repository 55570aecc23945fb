import { registerSW } from 'virtual:pwa-register';
import { pwaState } from './pwa-state';

/**
 * Registers the service worker once the page has loaded (rules §9.21): this module is
 * loaded lazily, never part of the first load. A new version is only offered; the
 * person reloads when they choose (never in the middle of a form).
 */
export function startPwa(): void {
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => pwaState.set({ reload: () => void updateSW(true) }),
  });
}
