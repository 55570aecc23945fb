import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import './i18n';
import './index.css';
import { i18n } from '@/lib/i18n';
import { pageLanguage } from '@/lib/language';
import { pageHydration, sessionStore } from '@/lib/session';
import { clearSavedPages } from '@/pwa/cache-names';
import { captureInstallPrompt, offlineMarkerOf } from '@/pwa/pwa-state';
import { Providers } from './providers';
import { withLoadedRoutes } from './loaded-routes';
import { routes } from './router';
import { hydratePage, readPageState } from './ssr/page-state';

/**
 * Ends the hydration pass once the page the server drew is the browser's. What fills in
 * then (the signed-in header, forms' controls) re-renders at once (a store change is
 * never a transition): in a task of its own, not in the one that committed hydration.
 */
function HydrationDone() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      pageHydration.finish();
      document.documentElement.dataset.hydrated = 'true'; // for the journeys to wait on
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}

/** The service worker's code comes after the page has loaded, never in its first load (rules §9.21). */
function startServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => void import('@/pwa/register').then((module) => module.startPwa());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** offline.html, answered by the worker for a page never seen: the offline screen alone. */
async function startOfflinePage(container: HTMLElement) {
  const { OfflinePage, offlineLanguage } = await import('@/pwa/offline-page');
  const language = offlineLanguage();
  document.documentElement.lang = language;
  if (language !== 'en') await i18n.changeLanguage(language).catch(() => undefined);
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <OfflinePage />
    </StrictMode>,
  );
}

/**
 * Ends the task: what comes after runs in a task of its own, the browser free in between.
 * On a slow phone each step of starting (this module, reading the page's data, finding
 * its screen, making the router, hydrating) is tens of milliseconds; run as one, they
 * were one long task during which a tap waited (record 26).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  const container = document.getElementById('root')!;
  captureInstallPrompt();
  startServiceWorker();
  if (offlineMarkerOf(document) === 'fallback') return startOfflinePage(container);
  const state = readPageState(document);
  const queryClient = hydratePage(state);

  // Another language's shell words set off at once, beside the screen's code.
  const language = pageLanguage();
  const shellWords =
    language === 'en' ? undefined : i18n.changeLanguage(language).catch(() => undefined);

  // The first screen's code, before the router starts: a server-rendered page hydrates with
  // its own screen, never with the loading fallback.
  await nextTask();
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await nextTask();
  const loaded = new Map<RouteObject, object>();
  const screenArrived = await Promise.all(
    lazyMatches.map(async ({ route }) => {
      // Every route here loads as one module (router.tsx): the function form of `lazy`.
      loaded.set(route, await (route.lazy as () => Promise<object>)());
    }),
  ).then(
    () => true,
    // On a weak connection the screen's code may not come: the router then draws its own
    // error screen with Try Again, in place of the page the server drew.
    () => false,
  );
  // The page's language (rules §9.15): its words for the shell and this screen arrive
  // before hydrating, so the browser draws the same words the server did. Words that
  // could not come show in English; the page still starts.
  if (language !== 'en') {
    await shellWords;
    await i18n.changeLanguage(language).catch(() => i18n.setLanguage(language));
  }
  await nextTask();
  // New route objects with the screen in place: the shared ones stay as router.tsx wrote them.
  const router = createBrowserRouter(withLoadedRoutes(routes, loaded));
  await nextTask();

  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
        <HydrationDone />
      </Providers>
    </StrictMode>
  );
  if (state && screenArrived && container.hasChildNodes()) {
    pageHydration.start();
    // As a transition, hydration is cut into slices of a few milliseconds with the browser
    // free in between (no long task on a slow phone); a tap meanwhile hydrates what it
    // touched first (record 20).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

// rules §9.21: a session that ends, however it ends, takes what this browser kept of the
// pages, answers and photos seen with it.
sessionStore.onEnd(() => void clearSavedPages());

void start();
