import { z } from 'zod';
import { messages } from '../shared/messages.js';
import { wireNumber } from '../shared/wire.js';

/** What a chat is about (rules §5.1: `related_to_type`): a listed car or a driver. */
export const chatSubjects = ['car', 'driver'] as const;
export type ChatSubject = (typeof chatSubjects)[number];

export const maxMessageLength = 2000;
/** The newest messages a thread loads at once; older ones come page by page (rules §5.3). */
export const messagePageSize = 30;

const databaseId = (message: string) =>
  wireNumber(
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

/**
 * A message's text: trimmed, 1 to 2000 characters (rules §5.3: empty or whitespace-only
 * content is not sent). Control characters other than line breaks and tabs are refused:
 * nobody types them, and they have no place in a conversation.
 */
export const messageContent = z
  .string({ error: messages.messageRequired })
  .trim()
  .min(1, messages.messageRequired)
  .max(maxMessageLength, messages.messageTooLong)
  .refine(
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    (text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text),
    messages.messageInvalid,
  );

/** `POST /api/chats` (rules §5.1): opens the chat with `recipient_id` about a car or driver. */
export const startChatInput = z.object({
  recipient_id: databaseId(messages.chatRecipientInvalid),
  related_to_type: z.enum(chatSubjects, { error: messages.chatSubjectInvalid }),
  related_to_id: databaseId(messages.chatSubjectInvalid),
  /** Sent as the first message; optional, so a chat can open on an empty thread. */
  initial_message: messageContent.optional(),
});
export type StartChatInput = z.infer<typeof startChatInput>;

/** `POST /api/messages` (rules §5.3). */
export const sendMessageInput = z.object({
  chat_id: databaseId(messages.chatNotFound),
  content: messageContent,
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

/** `POST /api/messages/mark-as-read` (rules §5.5): everything sent to the caller in that chat. */
export const markChatReadInput = z.object({ chat_id: databaseId(messages.chatNotFound) });
export type MarkChatReadInput = z.infer<typeof markChatReadInput>;

/** `GET /api/chats/{id}`: the newest page, or the page before message `before`. */
export const chatMessagesQuery = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(messagePageSize),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;

/** The composer of rules §5.3: what would be sent, or nothing when blank. */
export function messageToSend(draft: string): string | null {
  const parsed = messageContent.safeParse(draft);
  return parsed.success ? parsed.data : null;
}
