import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aBookingSummary, aChat, aPage, aUser } from '@/test/fixtures';
import { aTicketBooking } from '@/features/tickets/testing/ticket-fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { Component as AccountPage } from './account';

function renderAccount(unreadMessages: number, path = '/account') {
  stubApi((url) => {
    if (url === '/api/unread-messages-count')
      return { body: { count: unreadMessages, data: { count: unreadMessages } } };
    if (url.startsWith('/api/my-bookings'))
      return { body: { ...aPage([]), summary: aBookingSummary() } };
    if (url.startsWith('/api/chats')) return { body: aPage([aChat()]) };
    if (url === '/api/my-ticket-bookings')
      return {
        body: {
          success: true,
          message: 'Ticket bookings retrieved successfully',
          data: [
            aTicketBooking(),
            aTicketBooking({ id: 9, status: 'confirmed', quoted_price: 45000 }),
          ],
        },
      };
    return { status: 404 };
  });
  sessionStore.start({ token: 't', user: aUser() });
  return renderScreen(<AccountPage />, path);
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('AccountPage tabs (rules §1.11 client account)', () => {
  it('has My Bookings, My Tickets, Messages and Profile, opening on My Bookings', async () => {
    renderAccount(0);
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'My Bookings',
      'My Tickets',
      'Messages',
      'Profile',
    ]);
    expect(tab(/My Bookings/)).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
    expect(
      await within(panel).findByText('No bookings available at the moment'),
    ).toBeInTheDocument();
  });

  it('links to the page of the traveller’s ticket requests, /my-ticket-bookings', () => {
    renderAccount(0);
    expect(screen.getByRole('link', { name: 'My Ticket Bookings' })).toHaveAttribute(
      'href',
      '/my-ticket-bookings',
    );
  });

  it('opens Messages from the address or a click', async () => {
    const router = renderAccount(0, '/account?tab=messages');
    expect(await screen.findByRole('link', { name: /Aline Uwase/ })).toBeInTheDocument();
    await userEvent.click(tab(/My Bookings/));
    await userEvent.click(tab(/Messages/));
    expect(router.state.location.search).toBe('?tab=messages');
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Messages' }),
    ).toBeInTheDocument();
  });

  it('opens My Tickets from the address or a click, with the traveller’s ticket requests', async () => {
    const router = renderAccount(0, '/account?tab=tickets');
    expect(tab(/My Tickets/)).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByRole('heading', { level: 2, name: 'My Tickets' }),
    ).toBeInTheDocument();
    expect(await within(panel).findByText('2 of 2 bookings')).toBeInTheDocument();
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
    expect(within(panel).getByText('RWF 45,000')).toBeInTheDocument();

    // Its status filter sits in the address beside the tab.
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirmed' }));
    expect(router.state.location.search).toBe('?tab=tickets&status=confirmed');
    expect(within(panel).getAllByRole('article')).toHaveLength(1);

    await userEvent.click(tab(/My Bookings/));
    await userEvent.click(tab(/My Tickets/));
    expect(router.state.location.search).toBe('?tab=tickets');
  });

  it('moves between the tabs with the arrow keys, and the address follows', async () => {
    const router = renderAccount(0);
    await userEvent.click(tab(/My Bookings/));
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/My Tickets/)).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=tickets');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/Messages/)).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=messages');
    await userEvent.keyboard('{End}');
    expect(tab(/Profile/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it.each([
    [0, null],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('with %s unread messages the Messages tab badge shows %s', async (count, text) => {
    renderAccount(count);
    if (text === null) {
      await screen.findByText('No bookings available at the moment');
      expect(within(tab(/Messages/)).queryByTestId('unread-badge')).not.toBeInTheDocument();
    } else {
      expect(await within(tab(/Messages/)).findByTestId('unread-badge')).toHaveTextContent(text);
      // The whole number, for screen readers.
      expect(tab(/Messages/)).toHaveAccessibleName(`Messages ${count} unread messages`);
    }
  });
});
