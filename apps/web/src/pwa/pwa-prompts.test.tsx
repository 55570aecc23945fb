import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineNote } from './offline-note';
import { OfflinePage } from './offline-page';
import { PwaPrompts } from './pwa-prompts';
import {
  countVisit,
  type InstallPromptEvent,
  installDismissedKey,
  pwaState,
  visitsKey,
} from './pwa-state';

const installEvent = () => {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  }) as InstallPromptEvent;
  return { event, prompt };
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  pwaState.set({ reload: null, install: null });
});
afterEach(() => {
  document.head.querySelector('meta[name="kodesha-offline"]')?.remove();
});

describe('the update prompt (rules §9.21)', () => {
  it('says a new version is ready and reloads only when Reload is tapped', async () => {
    const reload = vi.fn();
    render(<PwaPrompts />);
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
    act(() => pwaState.set({ reload }));
    expect(screen.getByText('A new version is ready')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('the install prompt (rules §9.21)', () => {
  it('counts a visit once per tab session', () => {
    expect(countVisit()).toBe(1);
    expect(countVisit()).toBe(1);
    sessionStorage.clear(); // a new visit
    expect(countVisit()).toBe(2);
    expect(localStorage.getItem(visitsKey)).toBe('2');
  });

  it('offers installing, and Not now ends it for good', async () => {
    const { event, prompt } = installEvent();
    const { unmount } = render(<PwaPrompts />);
    act(() => pwaState.set({ install: event }));
    expect(screen.getByRole('heading', { name: 'Add Kodesha to your home screen' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Add Kodesha to your home screen')).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
    expect(localStorage.getItem(installDismissedKey)).not.toBeNull();
    unmount();
    render(<PwaPrompts />); // another visit, the browser offering again
    act(() => pwaState.set({ install: installEvent().event }));
    expect(screen.queryByText('Add Kodesha to your home screen')).not.toBeInTheDocument();
  });

  it('asks the browser to install when Install is tapped, once', async () => {
    const { event, prompt } = installEvent();
    render(<PwaPrompts />);
    act(() => pwaState.set({ install: event }));
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });
});

describe('offline (rules §9.21)', () => {
  it('says a page comes from what was kept, and since when', () => {
    const meta = document.createElement('meta');
    meta.name = 'kodesha-offline';
    meta.content = String(Date.UTC(2026, 10, 27, 12, 30));
    document.head.append(meta);
    render(<OfflineNote />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline — shown as of 27 Nov 2026, 14:30',
    );
  });

  it('says nothing on a page from the network', () => {
    render(<OfflineNote />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws the offline page with a way to try again', () => {
    render(<OfflinePage />);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
