import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveUpdates } from './use-live-updates';
import { i18n } from '@/app/i18n';
import frShell from '@/locales/fr';
import rwShell from '@/locales/rw';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { SiteHeader } from './site-header';
import { aNotification } from '@/features/notifications/testing/notification-fixtures';

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {}
}

function HeaderWithLiveStream() {
  useLiveUpdates();
  return <SiteHeader />;
}

const bar = () => within(screen.getAllByRole('banner')[0]!);

function signedIn(count: () => number) {
  stubApi((url) => {
    if (url === '/api/notifications/unread-count') return { body: { count: count() } };
    if (url === '/api/unread-messages-count') return { body: { count: 0, data: { count: 0 } } };
    if (url === '/api/events/ticket')
      return { body: { data: { ticket: 'ticket-1', expires_at: '2026-11-27T10:00:00Z' } } };
    return { status: 404 };
  });
  sessionStore.start({ token: 't', user: aUser({ role: 'owner' }) });
}

describe('the Notifications control in the header (rules §10.9)', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => act(() => i18n.setLanguage('en')));

  it('is a link to /notifications named Notifications, with the unread count', async () => {
    signedIn(() => 3);
    renderScreen(<SiteHeader />);
    const link = bar().getByRole('link', { name: /^Notifications/ });
    expect(link).toHaveAttribute('href', '/notifications');
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications 3 unread notifications'));
    expect(within(link).getByTestId('unread-badge')).toHaveTextContent('3');
  });

  it('shows no count at 0, and nothing to a visitor', async () => {
    signedIn(() => 0);
    renderScreen(<SiteHeader />);
    const link = bar().getByRole('link', { name: 'Notifications' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(link).queryByTestId('unread-badge')).toBeNull();
    act(() => sessionStore.clear());
    expect(bar().queryByRole('link', { name: /Notifications/ })).toBeNull();
  });

  it('follows the live stream: a notification event brings the new count it carries', async () => {
    let count = 1;
    signedIn(() => count);
    renderScreen(<HeaderWithLiveStream />);
    const link = bar().getByRole('link', { name: /^Notifications/ });
    await waitFor(() => expect(within(link).getByTestId('unread-badge')).toHaveTextContent('1'));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => {
      FakeEventSource.opened[0]!.dispatchEvent(
        new MessageEvent('notification', {
          data: JSON.stringify({ notification: aNotification({ id: 9 }), unread_count: 2 }),
        }),
      );
    });
    await waitFor(() => expect(within(link).getByTestId('unread-badge')).toHaveTextContent('2'));
    // Only the count moved (a move of theirs marked some read): the event says it.
    act(() => {
      FakeEventSource.opened[0]!.dispatchEvent(
        new MessageEvent('notification', { data: JSON.stringify({ unread_count: 5 }) }),
      );
    });
    await waitFor(() => expect(within(link).getByTestId('unread-badge')).toHaveTextContent('5'));
    // A malformed event is reported and dropped (record 29): the count stays as it was.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    count = 7;
    act(() => {
      FakeEventSource.opened[0]!.dispatchEvent(new MessageEvent('notification', { data: '{}' }));
    });
    expect(report).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(link).getByTestId('unread-badge')).toHaveTextContent('5');
    report.mockRestore();
  });

  it.each([
    ['fr', frShell, 'Notifications'],
    ['rw', rwShell, 'Imenyesha'],
  ])('is named in %s', (language, shell, name) => {
    signedIn(() => 0);
    // The shell's words only, handed over here: no part of the language is loaded, so a later
    // test of loading a language finds none loaded yet (the UI tier shares its modules).
    const realLoader = i18n.useLoader(() => undefined);
    try {
      i18n.addTranslations(language, shell);
      act(() => i18n.setLanguage(language));
      renderScreen(<SiteHeader />);
      expect(bar().getByRole('link', { name })).toHaveAttribute('href', '/notifications');
    } finally {
      i18n.useLoader(realLoader);
    }
  });
});
