import type { ChatView, MessageView } from '@kodesha/domain';
import { bearer, type TestApp, type TestUser } from '../../test/test-app.js';

export type StartChatBody = {
  recipient_id?: number | string;
  related_to_type?: string;
  related_to_id?: number | string;
  initial_message?: string;
};

export const startChat = (t: TestApp, user: TestUser | undefined, body: StartChatBody) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chats',
    headers: user ? bearer(user) : {},
    payload: body,
  });

/** The chat `client` opens with the owner of `car` (an existing one is reused). */
export async function chatAboutCar(
  t: TestApp,
  client: TestUser,
  car: { id: number; owner_id: number },
  initialMessage?: string,
): Promise<ChatView> {
  const response = await startChat(t, client, {
    recipient_id: car.owner_id,
    related_to_type: 'car',
    related_to_id: car.id,
    initial_message: initialMessage,
  });
  if (response.statusCode >= 300) throw new Error(`start chat: ${response.body}`);
  return response.json<{ data: ChatView }>().data;
}

export const postMessage = (t: TestApp, user: TestUser, chatId: number, content: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(user),
    payload: { chat_id: chatId, content },
  });

export async function sendMessage(
  t: TestApp,
  user: TestUser,
  chatId: number,
  content: string,
): Promise<MessageView> {
  const response = await postMessage(t, user, chatId, content);
  if (response.statusCode !== 201) throw new Error(`send: ${response.body}`);
  return response.json<{ data: MessageView }>().data;
}

export async function unreadCount(t: TestApp, user: TestUser): Promise<number> {
  const response = await t.app.inject({ url: '/api/unread-messages-count', headers: bearer(user) });
  return response.json<{ data: { count: number } }>().data.count;
}

export async function eventTicket(t: TestApp, user: TestUser): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/events/ticket',
    headers: bearer(user),
  });
  if (response.statusCode !== 201) throw new Error(`ticket: ${response.body}`);
  return response.json<{ data: { ticket: string } }>().data.ticket;
}
