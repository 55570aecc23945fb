import { z } from 'zod';
import { chatSubjects } from './chat.schemas.js';

/** A message as both parties see it (rules §5.3). */
export const messageView = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  sender_id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
});
export type MessageView = z.infer<typeof messageView>;

/** A participant, by name only: chat never shows anyone's phone or email (rules §5.2). */
const participant = z.object({ id: z.number().int(), name: z.string() });

/**
 * A chat as one participant sees it (rules §5.1): who started it (`user`), who it was
 * sent to (`recipient`), the other person from the viewer's side, what it is about, and
 * the viewer's own unread count.
 */
export const chatView = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  recipient_id: z.number().int(),
  user: participant,
  recipient: participant,
  other_party: participant,
  related_to_type: z.enum(chatSubjects),
  related_to_id: z.number().int(),
  /** "2022 Toyota RAV4" or the driver's name. */
  related_title: z.string(),
  last_message_at: z.string().nullable(),
  last_message: messageView.nullable(),
  unread_count: z.number().int(),
  created_at: z.string(),
});
export type ChatView = z.infer<typeof chatView>;

/** `GET /api/chats/{id}`: the chat and a page of its messages, newest first (rules §5.3). */
export const chatThreadView = chatView.extend({
  messages: z.array(messageView),
  /** More, older messages wait before the oldest one here. */
  has_older: z.boolean(),
});
export type ChatThreadView = z.infer<typeof chatThreadView>;

export const unreadCountView = z.object({ count: z.number().int() });

/** What `POST /api/messages/mark-as-read` did, and the caller's unread count after it. */
export const chatReadView = z.object({
  chat_id: z.number().int(),
  marked: z.number().int(),
  unread_count: z.number().int(),
});
export type ChatReadView = z.infer<typeof chatReadView>;

/**
 * What `GET /api/events` streams (Server-Sent Events), by event name:
 * - `message` (its `id:` is the message's id, so a reconnect resumes after it): a new
 *   message in one of the viewer's chats, sent by them or to them;
 * - `read`: `reader_id` has read the chat's messages up to `up_to_id`;
 * - `unread`: the viewer's unread count now (also sent first on every connection).
 */
export const liveMessageEvent = z.object({ message: messageView });
export const liveReadEvent = z.object({
  chat_id: z.number().int(),
  reader_id: z.number().int(),
  up_to_id: z.number().int(),
  read_at: z.string(),
});
export const liveUnreadEvent = unreadCountView;
/**
 * The stream's last event when its server process stops: come back after this long (spread
 * over a few seconds, so a stopping process's readers return to the others in a trickle).
 */
export const liveReconnectEvent = z.object({ after_ms: z.number().int().min(0).max(60_000) });
export type LiveReconnectEvent = z.infer<typeof liveReconnectEvent>;
export type LiveMessageEvent = z.infer<typeof liveMessageEvent>;
export type LiveReadEvent = z.infer<typeof liveReadEvent>;
export type LiveUnreadEvent = z.infer<typeof liveUnreadEvent>;

/** `POST /api/events/ticket`: a single-use pass for opening the stream, good for a minute. */
export const eventTicketView = z.object({ ticket: z.string(), expires_at: z.string() });
export type EventTicketView = z.infer<typeof eventTicketView>;
