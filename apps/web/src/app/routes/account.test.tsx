import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { AccountPage } from './account-page';

function renderAccount(unreadMessages: number, path = '/account') {
  stubApi(() => ({}));
  sessionStore.start({ token: 't', user: aUser() });
  return renderScreen(
    <AccountPage
      bookingsTab={<p>The booking history</p>}
      messagesTab={<p>The conversations</p>}
      unreadMessages={unreadMessages}
    />,
    path,
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('AccountPage tabs (spec §2 client account)', () => {
  it('has My Bookings, Messages and Profile, opening on My Bookings', () => {
    renderAccount(0);
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'My Bookings',
      'Messages',
      'Profile',
    ]);
    expect(tab(/My Bookings/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('The booking history')).toBeInTheDocument();
  });

  it('opens Messages from the address or a click', async () => {
    const router = renderAccount(0, '/account?tab=messages');
    expect(screen.getByText('The conversations')).toBeInTheDocument();
    await userEvent.click(tab(/My Bookings/));
    await userEvent.click(tab(/Messages/));
    expect(router.state.location.search).toBe('?tab=messages');
    expect(screen.getByText('The conversations')).toBeInTheDocument();
  });

  it.each([
    [0, null],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('with %s unread messages the Messages tab badge shows %s', (count, text) => {
    renderAccount(count);
    const badge = within(tab(/Messages/)).queryByTestId('unread-badge');
    if (text === null) expect(badge).not.toBeInTheDocument();
    else {
      expect(badge).toHaveTextContent(text);
      // The whole number, for screen readers.
      expect(tab(/Messages/)).toHaveAccessibleName(`Messages ${count} unread messages`);
    }
  });
});
