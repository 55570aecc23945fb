import type { ChatReadView, UserView } from '@kodesha/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aMessage, aThread, aUser } from '@/test/fixtures';
import { renderScreen, stubApi, testQueryClient } from '@/test/render';
import { addMessageToThread } from '../api/chat-cache';
import { ChatThread } from './chat-thread';

const client = aUser({ id: 11, role: 'client' });
const owner = aUser({ id: 3, role: 'owner', name: 'Aline Uwase' });

// Client 11 and owner 3; ids grow with time.
const m1 = aMessage({ id: 1, sender_id: 11, content: 'Hello, is the RAV4 free?', is_read: true });
const m2 = aMessage({ id: 2, sender_id: 3, content: 'Yes, from Monday.', is_read: true });
const m3 = aMessage({ id: 3, sender_id: 11, content: 'Great, Monday 9:00 then.' });

type Route = { status?: number; body?: unknown };
function serve(routes: Record<string, Route>) {
  return stubApi((url, init) => {
    const route = routes[`${init.method ?? 'GET'} ${url}`];
    return route ?? { status: 404, body: { message: `no fake for ${url}` } };
  });
}

function renderThread(viewer: UserView, queryClient = testQueryClient()) {
  renderScreen(<ChatThread chatId={5} viewer={viewer} backTo="/chat" />, '/chat', '*', queryClient);
  return queryClient;
}

const shownMessages = () =>
  within(screen.getByRole('log'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ChatThread (rules §5.3, §5.5)', () => {
  it('shows the messages oldest first and pages back with "Load older messages"', async () => {
    const fetch = serve({
      'GET /api/chats/5': { body: { data: aThread({ messages: [m3, m2], has_older: true }) } },
      'GET /api/chats/5?before=2': { body: { data: aThread({ messages: [m1] }) } },
    });
    renderThread(client);
    await screen.findByText('Great, Monday 9:00 then.');
    expect(shownMessages()[0]).toContain('Yes, from Monday.');
    expect(shownMessages()[1]).toContain('Great, Monday 9:00 then.');
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await screen.findByText('Hello, is the RAV4 free?');
    expect(shownMessages().map((text) => text?.slice(0, 10))).toEqual([
      'Hello, is ',
      'Yes, from ',
      'Great, Mon',
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/chats/5?before=2');
  });

  it('marks own messages Sent or Read, and says who and what the chat is about', async () => {
    serve({ 'GET /api/chats/5': { body: { data: aThread({ messages: [m3, m2, m1] }) } } });
    renderThread(client);
    await screen.findByText('Great, Monday 9:00 then.');
    expect(screen.getByRole('heading', { name: 'Aline Uwase' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Car: 2020 Toyota RAV4' })).toHaveAttribute(
      'href',
      '/cars/7',
    );
    // Only the client's own two messages carry a tick.
    expect(screen.getAllByTestId('read-state').map((tick) => tick.textContent)).toEqual([
      'Read',
      'Sent',
    ]);
  });

  it('marks the chat read when it opens with unread messages, and again when one arrives', async () => {
    const unread = aMessage({ id: 4, sender_id: 3, content: 'See you then.' });
    const fetch = serve({
      'GET /api/chats/5': {
        body: { data: aThread({ messages: [unread, m3, m2, m1], unread_count: 1 }) },
      },
      'POST /api/messages/mark-as-read': {
        body: { data: { chat_id: 5, marked: 1, unread_count: 0 } satisfies ChatReadView },
      },
    });
    const queryClient = renderThread(client);
    const marks = () =>
      fetch.mock.calls.filter(([url]) => url === '/api/messages/mark-as-read').length;
    await waitFor(() => expect(marks()).toBe(1));
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({ chat_id: 5 });

    // A new message pushed by the live stream while the chat is open.
    act(() =>
      addMessageToThread(
        queryClient,
        aMessage({ id: 9, sender_id: 3, content: 'Bring your licence.' }),
      ),
    );
    expect(await screen.findByText('Bring your licence.')).toBeInTheDocument();
    await waitFor(() => expect(marks()).toBe(2));
  });

  it('marks the chat read when its unread messages are further back than the page shown', async () => {
    const fetch = serve({
      'GET /api/chats/5': {
        body: { data: aThread({ messages: [m3], has_older: true, unread_count: 2 }) },
      },
      'POST /api/messages/mark-as-read': {
        body: { data: { chat_id: 5, marked: 2, unread_count: 0 } satisfies ChatReadView },
      },
    });
    renderThread(client);
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/messages/mark-as-read'),
    );
  });

  it('does not mark anything when nothing is unread', async () => {
    const fetch = serve({
      'GET /api/chats/5': { body: { data: aThread({ messages: [m3, m2, m1] }) } },
    });
    renderThread(client);
    await screen.findByText('Great, Monday 9:00 then.');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/chats/5']);
  });

  it('offers the client an interest message in an empty chat, ready to send', async () => {
    serve({ 'GET /api/chats/5': { body: { data: aThread() } } });
    renderThread(client);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue(
      "Hi! I'm interested in your 2020 Toyota RAV4. Is it available?",
    );
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
  });

  it('writes nothing for the owner, who did not open the chat', async () => {
    serve({
      'GET /api/chats/5': {
        body: { data: aThread({ other_party: { id: 11, name: 'Someone' } }) },
      },
    });
    renderThread(owner);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('says "Failed to load messages" with Try Again when the thread does not load', async () => {
    serve({ 'GET /api/chats/5': { status: 500, body: {} } });
    renderThread(client);
    expect(await screen.findByText('Failed to load messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says the conversation is not there for someone outside it', async () => {
    serve({ 'GET /api/chats/5': { status: 404, body: { message: 'Chat not found' } } });
    renderThread(client);
    expect(
      await screen.findByText('This conversation does not exist, or it is not yours.'),
    ).toBeInTheDocument();
  });
});
