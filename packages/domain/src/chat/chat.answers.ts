import { z } from 'zod';
import { dataOf, pageOf } from '../contract/answers.js';
import {
  chatReadView,
  chatThreadView,
  chatView,
  eventTicketView,
  messageView,
  unreadCountView,
} from './chat.view.js';

/** What the chat calls answer (record 29): one schema for the server and the web. */

/** `POST /api/chats` (200 reused, 201 opened): the chat, and its first message when one was sent. */
export const startChatAnswer = z.object({ data: chatView, new_message: messageView.nullable() });

/** `GET /api/chats`, `/api/my-chats`, `/api/owner/messages` (rules §5.1). */
export const chatListAnswer = pageOf(chatView);
export type ChatListAnswer = z.infer<typeof chatListAnswer>;

/** `GET /api/chats/{id}`: the chat and a page of its messages. */
export const chatThreadAnswer = dataOf(chatThreadView);

/** `POST /api/messages`: the message as sent. */
export const sentMessageAnswer = dataOf(messageView);

/** `POST /api/messages/mark-as-read`. */
export const chatReadAnswer = dataOf(chatReadView);

/** `GET /api/unread-messages-count` (rules §5.5): the older product's `{ count }`, and `data` beside it. */
export const unreadMessagesAnswer = unreadCountView.extend({ data: unreadCountView });

/** `POST /api/events/ticket`: the live stream's single-use pass (rules §5.8). */
export const eventTicketAnswer = dataOf(eventTicketView);
