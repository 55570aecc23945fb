import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aChat, aMessage, aPage, aThread, aUser } from '@/test/fixtures';
import { renderScreen, stubApi, testQueryClient } from '@/test/render';
import { Component as ChatPage } from './chat';

const client = aUser({ id: 11, role: 'client' });
const openFromCar = '/chat?recipient=3&related_to_type=car&related_to_id=7';

describe('ChatPage (/chat, rules §5.7)', () => {
  it('asks a signed-out visitor to log in, and comes back to the same chat afterwards', () => {
    const fetch = stubApi(() => ({}));
    renderScreen(<ChatPage />, openFromCar);
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(openFromCar)}`,
    );
    // Signing up instead comes back here too (rules §1.3).
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent(openFromCar)}`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens the chat the link asks for, once (even in StrictMode), then shows it at ?chat=<id>', async () => {
    const calls: string[] = [];
    const fetch = stubApi((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/chats' && init.method === 'POST')
        return { status: 201, body: { data: aChat(), new_message: null } };
      if (url.startsWith('/api/chats?')) return { body: aPage([aChat()]) };
      if (url === '/api/chats/5') return { body: { data: aThread() } };
      return { status: 404 };
    });
    sessionStore.start({ token: 't', user: client });
    // As in main.tsx: StrictMode at the root runs every effect twice in development.
    const router = createMemoryRouter([{ path: '*', element: <ChatPage /> }], {
      initialEntries: [openFromCar],
    });
    render(
      <StrictMode>
        <QueryClientProvider client={testQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('textbox', { name: 'Message' }, { timeout: 3000 })).toHaveValue(
      "Hi! I'm interested in your 2020 Toyota RAV4. Is it available?",
    );
    expect(router.state.location.search).toBe('?chat=5');
    // rules §9.10: the chat it opened says so.
    expect(screen.getByRole('status')).toHaveTextContent('Chat started successfully');
    const posts = fetch.mock.calls.filter(([url, init]) => url === '/api/chats' && init?.method);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({
      recipient_id: 3,
      related_to_type: 'car',
      related_to_id: 7,
    });
    // Nothing is sent until the client decides to.
    expect(calls.filter((call) => call.startsWith('POST /api/messages'))).toEqual([]);
  });

  it('says "Failed to start chat" with the server’s reason', async () => {
    stubApi((url, init) => {
      if (init.method === 'POST')
        return {
          status: 422,
          body: {
            message: 'You cannot start a chat with yourself',
            errors: { recipient_id: ['You cannot start a chat with yourself'] },
          },
        };
      return { body: aPage([]) };
    });
    sessionStore.start({ token: 't', user: client });
    renderScreen(<ChatPage />, openFromCar);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to start chat');
    expect(alert).toHaveTextContent('You cannot start a chat with yourself');
  });

  it('does not call the server for a link that names nobody', async () => {
    const fetch = stubApi(() => ({ body: aPage([]) }));
    sessionStore.start({ token: 't', user: client });
    renderScreen(<ChatPage />, '/chat?recipient=abc&related_to_type=boat&related_to_id=7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start chat');
    await waitFor(() => expect(fetch).toHaveBeenCalled()); // the conversation list
    expect(fetch.mock.calls.every(([, init]) => !init?.method || init.method === 'GET')).toBe(true);
  });

  it('lists the conversations with previews, unread counts and links, newest first', async () => {
    stubApi((url) =>
      url.startsWith('/api/chats?')
        ? {
            body: aPage([
              aChat({
                id: 6,
                other_party: { id: 12, name: 'Eric Niyonzima' },
                related_to_type: 'driver',
                related_to_id: 4,
                related_title: 'Eric Niyonzima',
                last_message: aMessage({ chat_id: 6, sender_id: 12, content: 'I can drive you.' }),
                last_message_at: '2026-11-23T10:00:00.000Z',
                unread_count: 150,
              }),
              aChat({
                last_message: aMessage({ sender_id: 11, content: 'Is it free?' }),
                last_message_at: '2026-11-22T10:00:00.000Z',
              }),
            ]),
          }
        : { status: 404 },
    );
    sessionStore.start({ token: 't', user: client });
    renderScreen(<ChatPage />, '/chat');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/chat?chat=6',
      '/chat?chat=5',
    ]);
    expect(links[0]).toHaveTextContent('Driver: Eric Niyonzima');
    expect(links[0]).toHaveTextContent('I can drive you.');
    expect(within(links[0]!).getByTestId('unread-badge')).toHaveTextContent('99+');
    expect(links[1]).toHaveTextContent('You: Is it free?');
    expect(within(links[1]!).queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.getByText('Choose a conversation')).toBeInTheDocument();
  });

  it('says "Failed to load chats" when the list does not load', async () => {
    stubApi(() => ({ status: 500, body: {} }));
    sessionStore.start({ token: 't', user: client });
    renderScreen(<ChatPage />, '/chat');
    expect(await screen.findByText('Failed to load chats')).toBeInTheDocument();
  });

  it('invites a client with no conversations to ask from a listing', async () => {
    stubApi(() => ({ body: aPage([]) }));
    sessionStore.start({ token: 't', user: client });
    renderScreen(<ChatPage />, '/chat');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
