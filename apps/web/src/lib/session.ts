import { useSyncExternalStore } from 'react';
import type { UserView } from '@kodesha/domain';

/** A signed-in user: the token, and the user as the API describes them (the domain's `userView`). */
export type Session = { token: string; user: UserView };

// Storage keys of rules §1.6 ("auth_token" and "user").
const tokenKey = 'auth_token';
const userKey = 'user';

function read(): Session | null {
  try {
    const token = localStorage.getItem(tokenKey);
    const user = localStorage.getItem(userKey);
    return token && user ? { token, user: JSON.parse(user) as UserView } : null;
  } catch {
    return null; // storage blocked or corrupted: treat as signed out
  }
}

let current: Session | null = read();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const endListeners = new Set<() => void>();

/**
 * Moves to the next session (or none). The one before has ended when it is gone or
 * replaced by another token, however that came about: logging out, a 401 (api-client.ts),
 * another tab (rules §9.21).
 */
function follow(next: Session | null): void {
  const ended = current !== null && current.token !== next?.token;
  current = next;
  notify();
  if (ended) endListeners.forEach((listener) => listener());
}

export const sessionStore = {
  get: (): Session | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Calls `listener` each time a session ends, however it ends (rules §9.21). */
  onEnd(listener: () => void): () => void {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
  },
  start(session: Session): void {
    localStorage.setItem(tokenKey, session.token);
    localStorage.setItem(userKey, JSON.stringify(session.user));
    follow(session);
  },
  updateUser(user: UserView): void {
    if (!current) return;
    current = { ...current, user };
    localStorage.setItem(userKey, JSON.stringify(user));
    notify();
  },
  clear(): void {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(userKey);
    follow(null);
  },
};

// Another tab signing in or out is followed here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === tokenKey || event.key === userKey || event.key === null) follow(read());
  });
}

/**
 * While a server-rendered page hydrates, screens draw what the server drew: nobody signed
 * in (the server never sees the session, kept in this browser). The signed-in parts fill
 * in right after (rules §9.16).
 */
let hydrating = false;
const seen = (): Session | null => (hydrating ? null : current);

export const pageHydration = {
  start(): void {
    hydrating = true;
  },
  finish(): void {
    if (!hydrating) return;
    hydrating = false;
    notify();
  },
};

/** False while a server-rendered page hydrates, true once the browser has taken it over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => !hydrating,
    () => false,
  );
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, seen, () => null);
}
