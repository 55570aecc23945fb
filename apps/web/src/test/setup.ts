import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { i18n } from '@/app/i18n';

// Every part of the catalogue: a test renders a feature without the route module that
// brings its words (app/translation-parts.test.ts checks that the routes do).
import.meta.glob('../locales/en-*.ts', { eager: true });

// jsdom has no layout: scrolling is a no-op.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  sessionStore.clear(); // the store keeps the session in memory too
  toast.clear(); // and the toasts theirs
  localStorage.clear();
  i18n.setLanguage('en'); // a test that switched language leaves English for the next
  vi.unstubAllGlobals();
});
