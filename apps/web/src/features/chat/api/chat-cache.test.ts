import { describe, expect, it } from 'vitest';
import { aChat, aMessage, aPage, aThread } from '@/test/fixtures';
import { testQueryClient } from '@/test/render';
import {
  addMessageToThread,
  markThreadRead,
  threadMessages,
  type ChatListPages,
  type ChatThreadPages,
} from './chat-cache';
import { queryKeys } from '@/lib/query-keys';

const m = (id: number, sender_id = 3) => aMessage({ id, sender_id, content: `m${id}` });

function cachedThread(pages: ChatThreadPages['pages']) {
  const queryClient = testQueryClient();
  queryClient.setQueryData<ChatThreadPages>(queryKeys.chats.thread(5), {
    pages,
    pageParams: pages.map((_, index) => (index === 0 ? undefined : index)),
  });
  const read = () => queryClient.getQueryData<ChatThreadPages>(queryKeys.chats.thread(5));
  return { queryClient, read };
}

describe('chat caches', () => {
  it('orders a thread oldest first across pages and shows each message once', () => {
    const ids = threadMessages({
      pages: [aThread({ messages: [m(5), m(4), m(3)] }), aThread({ messages: [m(3), m(2)] })],
    }).map((message) => message.id);
    expect(ids).toEqual([2, 3, 4, 5]);
  });

  it('adds a pushed message to its thread once, however often it arrives', () => {
    const { queryClient, read } = cachedThread([aThread({ messages: [m(2), m(1)] })]);
    addMessageToThread(queryClient, m(3));
    addMessageToThread(queryClient, m(3));
    addMessageToThread(queryClient, m(1));
    expect(threadMessages(read()).map((message) => message.id)).toEqual([1, 2, 3]);
    expect(read()?.pages[0]?.last_message?.id).toBe(3);
  });

  it('leaves threads nobody has opened alone', () => {
    const queryClient = testQueryClient();
    addMessageToThread(queryClient, m(3));
    expect(queryClient.getQueryData(queryKeys.chats.thread(5))).toBeUndefined();
  });

  it('turns the sender’s ticks to Read up to what the other person read', () => {
    const mine = (id: number) => ({ ...m(id, 11), is_read: false });
    const { queryClient, read } = cachedThread([aThread({ messages: [mine(3), mine(2), m(1)] })]);
    markThreadRead(queryClient, { chatId: 5, readerId: 3, upToId: 2, readAt: 'now' }, 11);
    const state = threadMessages(read()).map((message) => [message.id, message.is_read]);
    expect(state).toEqual([
      [1, false], // sent by the reader: their own
      [2, true],
      [3, false], // after what they read
    ]);
  });

  it('clears the reader’s own unread count in the thread and every list', () => {
    const { queryClient, read } = cachedThread([aThread({ messages: [m(2)], unread_count: 1 })]);
    queryClient.setQueryData<ChatListPages>(queryKeys.chats.list, {
      pages: [aPage([aChat({ unread_count: 1 }), aChat({ id: 6, unread_count: 2 })])],
      pageParams: [1],
    });
    markThreadRead(queryClient, { chatId: 5, readerId: 11, upToId: 2, readAt: 'now' }, 11);
    expect(read()?.pages[0]?.unread_count).toBe(0);
    expect(read()?.pages[0]?.messages[0]?.is_read).toBe(true);
    const list = queryClient.getQueryData<ChatListPages>(queryKeys.chats.list)?.pages[0]?.data;
    expect(list?.map((chat) => chat.unread_count)).toEqual([0, 2]);
  });
});
