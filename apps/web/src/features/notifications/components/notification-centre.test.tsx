import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aPage, aUser } from '@/test/fixtures';
import { renderRoutes, requestedUrls, stubApi } from '@/test/render';
import { aNotification } from '../testing/notification-fixtures';
import type { NotificationView } from '@kodesha/domain';
import { NotificationCentre } from './notification-centre';

const newest = aNotification({ id: 3, title: 'New booking request', link: '/booking/42' });
const older = aNotification({
  id: 2,
  type: 'booking.confirmed',
  title: 'Booking confirmed',
  body: 'Your booking of the Toyota RAV4 is confirmed.',
  link: '/booking/7',
  read_at: '2026-11-26T10:00:00.000Z',
  created_at: '2026-11-26T09:00:00.000Z',
});

function renderCentre(
  answer: (url: string, init: RequestInit) => { status?: number; body?: unknown },
) {
  const fetch = stubApi(answer);
  sessionStore.start({ token: 't', user: aUser({ role: 'owner' }) });
  const router = renderRoutes(
    [
      { path: '/notifications', element: <NotificationCentre /> },
      { path: '/booking/:id', element: <h1>Booking page</h1> },
    ],
    '/notifications',
  );
  return { fetch, router };
}

const listOf =
  (notifications: NotificationView[], unread: number) =>
  (url: string): { status?: number; body?: unknown } => {
    if (url === '/api/notifications') return { body: aPage(notifications) };
    if (url === '/api/notifications/unread-count') return { body: { count: unread } };
    if (url.endsWith('/read') || url.endsWith('/read-all')) return { status: 204 };
    return { status: 404 };
  };

describe('NotificationCentre (rules §10.9)', () => {
  it('says it is loading, then lists the notifications newest first with the unread ones marked', async () => {
    renderCentre(listOf([newest, older], 1));
    expect(screen.getByText('Loading notifications…')).toBeInTheDocument();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByRole('link', { name: 'Unread: New booking request' }),
    ).toHaveAttribute('href', '/booking/42');
    expect(within(items[0]!).getByText(/Aline asks for your Toyota RAV4/)).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Booking confirmed' })).toHaveAttribute(
      'href',
      '/booking/7',
    );
    expect(within(items[1]!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
  });

  it('leads to what a notification is about and marks it read on the way', async () => {
    const { fetch, router } = renderCentre(listOf([newest, older], 1));
    await userEvent.click(await screen.findByRole('link', { name: /New booking request/ }));
    expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/42');
    await waitFor(() => expect(requestedUrls(fetch)).toContain('/api/notifications/3/read'));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/notifications/3/read')!;
    expect(init?.method).toBe('POST');
  });

  it('marks one read with its button, without leaving the page', async () => {
    const { fetch } = renderCentre(listOf([newest, older], 1));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(requestedUrls(fetch)).toContain('/api/notifications/3/read'));
    expect(screen.getByRole('link', { name: /New booking request/ })).toBeInTheDocument();
  });

  it('marks all read', async () => {
    let read = false;
    const { fetch } = renderCentre((url) => {
      if (url === '/api/notifications/read-all') {
        read = true;
        return { status: 204 };
      }
      const stamp = read ? '2026-11-27T09:00:00.000Z' : null;
      return listOf([{ ...newest, read_at: stamp }, older], read ? 0 : 1)(url);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(requestedUrls(fetch)).toContain('/api/notifications/read-all'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'New booking request' })).toBeInTheDocument();
  });

  it('says so when there are none yet, and offers no Mark all read', async () => {
    renderCentre(listOf([], 0));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('says when they could not be loaded, and tries again', async () => {
    let fail = true;
    renderCentre((url) => {
      if (url === '/api/notifications' && fail) return { status: 500 };
      return listOf([newest], 1)(url);
    });
    expect(await screen.findByText('Failed to load notifications')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /New booking request/ })).toBeInTheDocument();
  });

  it('shows a notification without a link of this site as text, leading nowhere', async () => {
    renderCentre(listOf([aNotification({ link: 'https://elsewhere.example/x' })], 1));
    expect(await screen.findByRole('heading', { name: /New booking request/ })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
