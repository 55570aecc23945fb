import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aChat, aMessage, aPage, aThread, aUser } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { Component as OwnerMessagesPage } from './owner-messages';

const owner = aUser({ id: 3, role: 'owner', name: 'Aline Uwase' });
const fromClient = aChat({
  other_party: { id: 11, name: 'Jean Client' },
  last_message: aMessage({ content: 'Is the car free on Saturday?' }),
  last_message_at: '2026-11-23T10:00:00.000Z',
  unread_count: 1,
});

const renderPage = (path = '/owner/messages') =>
  renderRoutes(
    [
      { path: '/owner/messages', element: <OwnerMessagesPage /> },
      { path: '/owner/chats', element: <OwnerMessagesPage /> },
    ],
    path,
  );

describe('OwnerMessagesPage (/owner/messages, rules §5.7)', () => {
  it('says "Authentication Required" to a signed-out visitor, with no credential hints', () => {
    const fetch = stubApi(() => ({}));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fowner%2Fmessages',
    );
    expect(screen.getByRole('link', { name: 'Owner Dashboard' })).toHaveAttribute(
      'href',
      '/owner/dashboard',
    );
    expect(screen.queryByText(/password|@/i)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows Access Denied to a client', () => {
    stubApi(() => ({}));
    sessionStore.start({ token: 't', user: aUser({ role: 'client' }) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('lists the conversations and opens one beside the list; Enter sends the reply', async () => {
    const fetch = stubApi((url, init) => {
      if (url.startsWith('/api/chats?')) return { body: aPage([fromClient]) };
      if (url === '/api/chats/5')
        return {
          body: {
            data: aThread({
              other_party: { id: 11, name: 'Jean Client' },
              messages: [aMessage({ content: 'Is the car free on Saturday?', is_read: true })],
            }),
          },
        };
      if (url === '/api/messages' && init.method === 'POST')
        return { status: 201, body: { data: aMessage({ id: 101, sender_id: 3, content: 'Yes' }) } };
      return { status: 404 };
    });
    sessionStore.start({ token: 't', user: owner });
    const router = renderPage('/owner/chats');
    expect(screen.getByRole('link', { name: /Back to dashboard/ })).toHaveAttribute(
      'href',
      '/owner/dashboard',
    );
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    await userEvent.click(await within(list).findByRole('link', { name: /Jean Client/ }));
    expect(router.state.location.search).toBe('?chat=5');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveValue('');
    await userEvent.type(box, 'Yes{Enter}');
    expect(await screen.findByText('Yes')).toBeInTheDocument();
    expect(
      fetch.mock.calls
        .filter(([url]) => url === '/api/messages')
        .map(([, init]) => JSON.parse(String(init?.body))),
    ).toEqual([{ chat_id: 5, content: 'Yes' }]);
  });
});
