import { afterEach, describe, vi } from 'vitest';
import { requestEventTicket } from '@/lib/event-ticket';
import { aChat, aMessage, aPage, aThread } from '@/test/fixtures';
import { freshClient, itParsesByContract } from '@/test/contract';
import { chatThreadQuery } from './chat-thread';
import { chatListQuery } from './list-chats';
import { markChatRead } from './mark-chat-read';
import { sendMessage } from './send-message';
import { startChat } from './start-chat';
import { fetchUnreadCount } from './unread-count';

afterEach(() => vi.unstubAllGlobals());

/** Each chat call: its name, how to make it, a good answer, what it resolves to, a broken answer. */
const chat = aChat({ id: 5 });
const message = aMessage({ id: 41, chat_id: 5 });
const thread = aThread({ id: 5, messages: [message] });
const calls = [
  [
    'POST /chats',
    () =>
      startChat({
        recipient_id: 2,
        related_to_type: 'car',
        related_to_id: 4,
      }),
    { data: chat, new_message: null },
    chat,
    { data: chat }, // `new_message` missing
  ],
  [
    'GET /chats',
    () =>
      freshClient()
        .fetchInfiniteQuery(chatListQuery)
        .then((data) => data.pages[0]),
    aPage([chat]),
    aPage([chat]),
    aPage([{ ...chat, unread_count: 'two' }]),
  ],
  [
    'GET /chats/5',
    () =>
      freshClient()
        .fetchInfiniteQuery(chatThreadQuery(5))
        .then((data) => data.pages[0]),
    { data: thread },
    thread,
    { data: { ...thread, has_older: 'no' } },
  ],
  [
    'POST /messages',
    () => sendMessage({ chat_id: 5, content: 'Muraho' }),
    { data: message },
    message,
    { data: { ...message, is_read: 0 } },
  ],
  [
    'POST /messages/mark-as-read',
    () => markChatRead({ chatId: 5, readerId: 1 }),
    { data: { chat_id: 5, marked: 2, unread_count: 0 } },
    { chat_id: 5, marked: 2, unread_count: 0 },
    { data: { chat_id: 5, marked: 2 } },
  ],
  [
    'GET /unread-messages-count',
    () => fetchUnreadCount(),
    { count: 3, data: { count: 3 } },
    3,
    { count: 3 }, // the `data` envelope missing
  ],
  [
    'POST /events/ticket',
    () => requestEventTicket(),
    { data: { ticket: 'pass-1', expires_at: '2026-11-29T09:00:00.000Z' } },
    'pass-1',
    { data: { ticket: 42 } },
  ],
] as const;

describe('the chat calls and the live pass parse their answers by the contract (record 29)', () => {
  itParsesByContract(calls);
});
