import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toasts';
import '@/app/i18n';

// jsdom has no layout: scrolling is a no-op.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  sessionStore.clear(); // the store keeps the session in memory too
  toast.clear(); // and the toasts theirs
  localStorage.clear();
  vi.unstubAllGlobals();
});
