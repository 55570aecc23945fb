import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPhotoSelector } from '@/components/ui/first-photo';
import { CarPhoto } from '@/features/cars/components/car-photo';
import { DriverPhoto } from '@/features/drivers/components/driver-photo';
import { aCar, aDriver } from '@/test/fixtures';
import {
  loadStartScripts,
  photoWaitMs,
  readStartScripts,
  startAfterFirstPaint,
  type StartWindow,
} from './page-first';

const image = aCar().images[0]!;
const portraitOf = aDriver({
  profile_image: '/uploads/drivers/p-1280.webp',
  profile_thumbnail: '/uploads/drivers/p-480.webp',
});

/** A performance observer the test feeds by hand, as the browser would. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static live: FakeObserver[] = [];
  type = '';
  constructor(
    private readonly callback: (list: {
      getEntries(): object[];
      getEntriesByName(n: string): object[];
    }) => void,
  ) {}
  observe({ type }: { type: string }) {
    this.type = type;
    FakeObserver.live.push(this);
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this);
  }
  static report(type: string, entry: { name?: string; element?: Element }) {
    for (const observer of FakeObserver.live.filter((o) => o.type === type))
      observer.callback({
        getEntries: () => [entry],
        getEntriesByName: (name) => (entry.name === name ? [entry] : []),
      });
  }
}

/** The test's window: jsdom's document and events, the test's clock and frames. */
function testWindow(body: string, { observer = true } = {}) {
  document.body.innerHTML = body;
  const frames: FrameRequestCallback[] = [];
  const win = Object.assign(Object.create(window) as StartWindow, {
    document,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: FrameRequestCallback) => frames.push(fn),
    PerformanceObserver: observer
      ? (FakeObserver as unknown as typeof PerformanceObserver)
      : undefined,
  });
  /** The browser paints a frame: the callbacks asked for run, then the tasks after it. */
  const paintFrame = async () => {
    for (const fn of frames.splice(0)) fn(0);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { win, paintFrame };
}

const drawnPage = '<div id="root"><main><h1>Cars for hire</h1></main></div>';
/** A page the server drew with its first photo, as the photo components draw it. */
const firstPhoto = (priority: boolean) =>
  renderToString(
    createElement(CarPhoto, { image, alt: '', sizes: '100vw', large: true, priority }),
  );
const photoPage = `<div id="root"><main>${firstPhoto(true)}</main></div>`;

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.live = [];
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe("the page's first photo: the photo components and the start script agree (record 26)", () => {
  const drawn = (html: string) => {
    document.body.innerHTML = `<div id="root">${html}</div>`;
    return document.querySelector(firstPhotoSelector);
  };

  it('finds the first photo a car or driver photo marks, and no other', () => {
    expect(drawn(firstPhoto(true))).toBe(document.querySelector('img'));
    expect(drawn(firstPhoto(false))).toBeNull();
    const portrait = (priority: boolean) =>
      renderToString(
        createElement(DriverPhoto, { driver: portraitOf, alt: '', sizes: '160px', priority }),
      );
    expect(drawn(portrait(true))).toBe(document.querySelector('img'));
    expect(drawn(portrait(false))).toBeNull();
  });
});

describe('starting the app after the page (rules §9.16)', () => {
  it('starts at once when the browser draws the page alone', () => {
    const { win } = testWindow('<div id="root"></div>');
    const start = vi.fn();
    startAfterFirstPaint(start, win);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the first paint of a page the server drew, then starts once', async () => {
    const { win } = testWindow(drawnPage);
    const start = vi.fn();
    startAfterFirstPaint(start, win);
    await vi.advanceTimersByTimeAsync(100);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.report('paint', { name: 'first-contentful-paint' });
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(photoWaitMs);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the main photo to be shown, not only for the first paint', async () => {
    const { win } = testWindow(photoPage);
    const photo = document.querySelector('img')!;
    const start = vi.fn();
    startAfterFirstPaint(start, win);
    FakeObserver.report('paint', { name: 'first-contentful-paint' });
    await vi.advanceTimersByTimeAsync(0);
    FakeObserver.report('largest-contentful-paint', {
      element: document.querySelector('h1') ?? undefined,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.report('largest-contentful-paint', { element: photo });
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the main photo fails to load', async () => {
    const { win } = testWindow(photoPage);
    const start = vi.fn();
    startAfterFirstPaint(start, win);
    FakeObserver.report('paint', { name: 'first-contentful-paint' });
    await vi.advanceTimersByTimeAsync(0);
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without paint reports, starts two frames after the photo has loaded', async () => {
    const { win, paintFrame } = testWindow(photoPage, { observer: false });
    const photo = document.querySelector('img')!;
    photo.decode = () => Promise.resolve();
    const start = vi.fn();
    startAfterFirstPaint(start, win);
    await paintFrame();
    photo.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    await paintFrame();
    expect(start).not.toHaveBeenCalled();
    await paintFrame();
    expect(start).toHaveBeenCalledTimes(1);
  });

  for (const input of ['pointerdown', 'keydown', 'touchstart', 'focusin'])
    it(`starts at once on the first ${input}, before any paint`, async () => {
      const { win } = testWindow(photoPage);
      const start = vi.fn();
      startAfterFirstPaint(start, win);
      window.dispatchEvent(new Event(input));
      expect(start).toHaveBeenCalledTimes(1);
      FakeObserver.report('paint', { name: 'first-contentful-paint' });
      window.dispatchEvent(new Event(input));
      await vi.advanceTimersByTimeAsync(photoWaitMs);
      expect(start).toHaveBeenCalledTimes(1);
    });

  it(`starts after ${photoWaitMs} ms when nothing is reported (a tab in the background)`, async () => {
    const { win } = testWindow(photoPage);
    const start = vi.fn();
    startAfterFirstPaint(start, win);
    await vi.advanceTimersByTimeAsync(photoWaitMs - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('the scripts the page names', () => {
  const block = (text: string) =>
    (document.head.innerHTML = `<script type="application/json" id="start-scripts">${text}</script>`);
  afterEach(() => (document.head.innerHTML = ''));

  it('reads the entry and its imports', () => {
    block('{"entry":"/assets/index-a.js","preload":["/assets/react-b.js"]}');
    expect(readStartScripts()).toEqual({
      entry: '/assets/index-a.js',
      preload: ['/assets/react-b.js'],
    });
  });

  it('gives nothing for a missing, broken or odd block', () => {
    expect(readStartScripts()).toBeUndefined();
    block('{"entry":');
    expect(readStartScripts()).toBeUndefined();
    block('{"entry":7,"preload":[]}');
    expect(readStartScripts()).toBeUndefined();
    block('null');
    expect(readStartScripts()).toBeUndefined();
  });

  it('asks for the imports side by side, then runs them one by one with a pause between, then the entry', async () => {
    const steps: string[] = [];
    const importModule = vi.fn((href: string) => {
      steps.push(`run ${href}`);
      return Promise.resolve({});
    });
    const pause = () => {
      steps.push('pause');
      return Promise.resolve();
    };
    await loadStartScripts(
      { entry: '/assets/index-a.js', preload: ['/assets/react-dom-b.js', '/assets/router-c.js'] },
      importModule,
      document,
      pause,
    );
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/react-dom-b.js',
      '/assets/router-c.js',
    ]);
    expect(links.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
    expect(steps).toEqual([
      'run /assets/react-dom-b.js',
      'pause',
      'run /assets/router-c.js',
      'pause',
      'run /assets/index-a.js',
    ]);
  });
});
