import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { SiteHeader } from './site-header';

const desktopLinks = () => within(screen.getAllByRole('banner')[0]!);

describe('SiteHeader', () => {
  it('offers a visitor Log In and Sign Up, and asks the API nothing', () => {
    const fetch = stubApi(() => ({ status: 404 }));
    renderScreen(<SiteHeader />);
    expect(desktopLinks().getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(desktopLinks().getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual([]);
  });

  it('shows a signed-in owner Messages with the unread count, their dashboard and Log Out', async () => {
    stubApi((url) =>
      url === '/api/unread-messages-count'
        ? { body: { count: 3, data: { count: 3 } } }
        : { status: 404 },
    );
    sessionStore.start({ token: 't', user: aUser({ role: 'owner' }) });
    renderScreen(<SiteHeader />);
    expect(desktopLinks().getByRole('link', { name: 'Owner Dashboard' })).toBeInTheDocument();
    expect(await desktopLinks().findByTestId('unread-badge')).toHaveTextContent('3');
    expect(desktopLinks().getByRole('link', { name: /Messages/ })).toHaveAttribute(
      'href',
      '/owner/messages',
    );
    expect(desktopLinks().queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('logs out: the session ends and Log In comes back', async () => {
    const fetch = stubApi((url) =>
      url === '/api/unread-messages-count'
        ? { body: { count: 0, data: { count: 0 } } }
        : { status: 204 },
    );
    sessionStore.start({ token: 't', user: aUser() });
    renderScreen(<SiteHeader />);
    const logOut = desktopLinks().getByRole('button', { name: 'Log Out' });
    await waitFor(() => expect(logOut).toBeEnabled());
    await userEvent.click(logOut);
    expect(await desktopLinks().findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
    expect(requestedUrls(fetch)).toContain('/api/logout');
  });
});
