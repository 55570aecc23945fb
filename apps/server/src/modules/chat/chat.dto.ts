import type { ChatThreadView, ChatView, MessageView } from '@kodesha/domain';
import type { MessageRecord } from '../../db/schema/chats.js';
import type { ChatDetails } from './chats.repository.js';

export function toMessageView(message: MessageRecord): MessageView {
  return {
    id: message.id,
    chat_id: message.chatId,
    sender_id: message.senderId,
    content: message.content,
    created_at: message.createdAt.toISOString(),
    is_read: message.readAt !== null,
    read_at: message.readAt?.toISOString() ?? null,
  };
}

/** The chat from `viewerId`'s side: `other_party` is whoever of the two they are not. */
export function toChatView(details: ChatDetails, viewerId: number): ChatView {
  const { chat } = details;
  return {
    id: chat.id,
    user_id: chat.userId,
    recipient_id: chat.recipientId,
    user: details.user,
    recipient: details.recipient,
    other_party: chat.userId === viewerId ? details.recipient : details.user,
    related_to_type: chat.relatedToType,
    related_to_id: chat.relatedToId,
    related_title: chat.relatedTitle,
    last_message_at: chat.lastMessageAt?.toISOString() ?? null,
    last_message: details.lastMessage ? toMessageView(details.lastMessage) : null,
    unread_count: details.unreadCount,
    created_at: chat.createdAt.toISOString(),
  };
}

export function toChatThreadView(
  thread: { details: ChatDetails; messages: MessageRecord[]; hasOlder: boolean },
  viewerId: number,
): ChatThreadView {
  return {
    ...toChatView(thread.details, viewerId),
    messages: thread.messages.map(toMessageView),
    has_older: thread.hasOlder,
  };
}
