import { useSyncExternalStore } from 'react';

/** rules §9.17: at most this many toasts show at once; older ones make way. */
export const maxVisibleToasts = 20;
/** How long a success stays; failures stay until closed. */
export const toastShownMs = 5_000;

export type Toast = { id: number; tone: 'success' | 'error'; text: string };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function push(tone: Toast['tone'], text: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, tone, text }].slice(-maxVisibleToasts);
  notify();
  return id;
}

/**
 * What an action just did, said where a phone user sees it whatever they scrolled to
 * ('User role updated successfully', 'Failed to delete car'). One store for the app;
 * the shell shows it (`Toaster`).
 */
export const toast = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  dismiss(id: number) {
    toasts = toasts.filter((item) => item.id !== id);
    notify();
  },
  clear() {
    toasts = [];
    notify();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/**
 * Where toasts show. A modal <dialog> sits in the browser's top layer, above anything the
 * page pins, and makes the page behind it inert: while one is open the toasts move into it
 * (each open modal pushes its own spot, the innermost wins), so they are seen and heard.
 */
let hosts: HTMLElement[] = [];
const hostListeners = new Set<() => void>();

export const toastHosts = {
  push(element: HTMLElement) {
    hosts = [...hosts, element];
    hostListeners.forEach((listener) => listener());
  },
  remove(element: HTMLElement) {
    hosts = hosts.filter((host) => host !== element);
    hostListeners.forEach((listener) => listener());
  },
};

const subscribeHosts = (listener: () => void) => {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
};

/** The innermost open modal's toast spot, or undefined for the page itself. */
export function useToastHost(): HTMLElement | undefined {
  return useSyncExternalStore(
    subscribeHosts,
    () => hosts.at(-1),
    () => undefined,
  );
}
