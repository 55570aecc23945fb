import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSavedPages } from '@/pwa/cache-names';
import { aUser } from '@/test/fixtures';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

/** Any answer: what these tests check is the session, not the answer's shape. */
const anyAnswer = z.unknown();

// rules §9.21: whatever ends a session empties what the browser kept of the pages, answers
// and photos seen — wired as main.tsx wires it.

const user = aUser({ id: 1, email: 'a@b.rw', name: 'A' });
const emptied = vi.fn(async (_name: string) => true);
const stopFollowing = sessionStore.onEnd(() => void clearSavedPages());

/** The caches the page asked the browser to delete since the test began. */
const deleted = () => emptied.mock.calls.map(([name]) => name).sort();
const personal = ['kodesha-api', 'kodesha-pages', 'kodesha-photos'];

beforeEach(() => {
  sessionStore.clear();
  vi.stubGlobal('caches', { delete: emptied });
  emptied.mockClear();
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => stopFollowing());

describe('a session that ends empties the kept pages, answers and photos', () => {
  it('by logging out', () => {
    sessionStore.start({ token: 'mine', user });
    expect(deleted()).toEqual([]);
    sessionStore.clear();
    expect(deleted()).toEqual(personal);
  });

  it('by a 401 that ends it (an expired or revoked session)', async () => {
    sessionStore.start({ token: 'expired', user });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await apiRequest('/me', anyAnswer).catch(() => undefined);
    expect(sessionStore.get()).toBeNull();
    expect(deleted()).toEqual(personal);
  });

  it('by its end in another tab', () => {
    sessionStore.start({ token: 'mine', user });
    // The other tab's logout: storage changes there, and this tab hears of it.
    localStorage.removeItem('auth_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', newValue: null }));
    expect(sessionStore.get()).toBeNull();
    expect(deleted()).toEqual(personal);
  });

  it('by another person signing in over it', () => {
    sessionStore.start({ token: 'mine', user });
    sessionStore.start({ token: 'theirs', user: aUser({ id: 2 }) });
    expect(deleted()).toEqual(personal);
  });

  it('and not while it goes on: its user refreshed, here or in another tab', () => {
    sessionStore.start({ token: 'mine', user });
    sessionStore.updateUser({ ...user, name: 'Aline' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    sessionStore.start({ token: 'mine', user });
    expect(sessionStore.get()?.token).toBe('mine');
    expect(deleted()).toEqual([]);
  });

  it('and nothing ends when there was no session', () => {
    sessionStore.clear();
    expect(deleted()).toEqual([]);
  });
});
