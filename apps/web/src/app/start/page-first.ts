import { firstPhotoSelector } from '@/components/ui/first-photo';

/**
 * The page first, its behaviour after (rules §9.16, record 26). A public page arrives drawn
 * by the server; its script (React and the app, about 160 KB) would otherwise be fetched
 * beside the page's stylesheet and main photo and run before the first paint. Here it is
 * asked for once the page has painted and its main photo has come, or at once when the
 * person taps or types, whichever is first.
 */

/** What the page's own data block (`#start-scripts`) names: the entry and what it imports at once. */
export type StartScripts = { entry: string; preload: string[] };

/** Inputs that start the app at once: a person wants to use the page. */
const earlyInputs = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** The longest the app waits for the page's main photo before it starts anyway. */
export const photoWaitMs = 2500;

/** The window, with what this file reads of it that older browsers may lack. */
export type StartWindow = Window & { PerformanceObserver?: typeof PerformanceObserver };

/** Does this browser report `type` performance entries (paint, largest-contentful-paint)? */
const reports = (win: StartWindow, type: string) =>
  win.PerformanceObserver?.supportedEntryTypes?.includes(type) ?? false;

/** After the next frame has been painted: its callback runs just before, a task just after. */
const afterNextFrame = (win: StartWindow) =>
  new Promise<void>((resolve) =>
    win.requestAnimationFrame(() => win.setTimeout(() => resolve(), 0)),
  );

/** Once the page has painted anything (the first contentful paint). */
function firstPaint(win: StartWindow): Promise<void> {
  const Observer = win.PerformanceObserver;
  if (!Observer || !reports(win, 'paint')) return afterNextFrame(win);
  return new Promise((resolve) => {
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Once the page's main photo is on screen: the browser reports it as the largest paint so
 * far, or it has loaded, been decoded and two frames have gone by (a smaller photo is never
 * the largest paint); at once if it fails.
 */
function photoShown(win: StartWindow, photo: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    const Observer = win.PerformanceObserver;
    const observer =
      Observer && reports(win, 'largest-contentful-paint')
        ? new Observer((entries) => {
            const shown = entries
              .getEntries()
              .some(
                (entry) => (entry as PerformanceEntry & { element?: Element }).element === photo,
              );
            if (shown) done();
          })
        : undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    observer?.observe({ type: 'largest-contentful-paint', buffered: true });
    const loaded = () =>
      photo
        .decode()
        .catch(() => undefined)
        .then(() => afterNextFrame(win))
        .then(() => afterNextFrame(win))
        .then(done);
    if (photo.complete) return void loaded();
    photo.addEventListener('load', loaded, { once: true });
    photo.addEventListener('error', done, { once: true });
  });
}

/**
 * Calls `start` once: at once when the browser draws the page alone (an empty root, e.g. a
 * signed-in screen); else once the page has painted and its main photo (`firstPhotoSelector`,
 * as the photo components mark it) is on screen, at the first input, or after `photoWaitMs`,
 * whichever is first.
 */
export function startAfterFirstPaint(start: () => void, win: StartWindow = window): void {
  const doc = win.document;
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of earlyInputs) win.removeEventListener(type, begin, true);
    start();
  };
  if (!doc.getElementById('root')?.firstElementChild) return begin();

  for (const type of earlyInputs)
    win.addEventListener(type, begin, { capture: true, passive: true });
  // A tab opened in the background paints only when shown; the timer starts it anyway.
  win.setTimeout(begin, photoWaitMs);
  const photo = doc.querySelector<HTMLImageElement>(firstPhotoSelector);
  void firstPaint(win)
    .then(() => (photo ? photoShown(win, photo) : undefined))
    .then(begin);
}

/** The scripts the data block names, read safely: nothing usable gives undefined. */
export function readStartScripts(doc: Document = document): StartScripts | undefined {
  try {
    const data: unknown = JSON.parse(doc.getElementById('start-scripts')?.textContent ?? '');
    if (typeof data !== 'object' || data === null) return undefined;
    const { entry, preload } = data as Record<string, unknown>;
    if (typeof entry !== 'string' || !Array.isArray(preload)) return undefined;
    return { entry, preload: preload.filter((href): href is string => typeof href === 'string') };
  } catch {
    return undefined;
  }
}

/** A moment for the browser between two pieces of work: taps and paints go first. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Asks for the entry's imports side by side (as `modulepreload` links, the way the build
 * would have put them in the page), then runs them one by one, in the entry's own order,
 * with a pause between: React DOM, the router and the app each run in a task of their own
 * instead of one long task a slow phone cannot answer a tap during. Then the entry.
 */
export async function loadStartScripts(
  scripts: StartScripts,
  importModule: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
  doc: Document = document,
  pause: () => Promise<void> = breathe,
): Promise<unknown> {
  for (const href of scripts.preload) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  for (const href of scripts.preload) {
    await importModule(href);
    await pause();
  }
  return importModule(scripts.entry);
}
