import {
  notificationTimings,
  carTitle,
  DomainError,
  toPage,
  type ChatMessagesQuery,
  type LiveReadEvent,
  type MessageView,
  type Page,
  type PageQuery,
  type SendMessageInput,
  type StartChatInput,
} from '@kodesha/domain';
import type { MessageRecord } from '../../db/schema/chats.js';
import type { Tx } from '../../db/transactions.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { CarsService } from '../cars/cars.service.js';
import type { DriversService } from '../drivers/drivers.service.js';
import { chatWaitingJob, type JobQueue } from '../jobs/job-kinds.js';
import { toMessageView } from './chat.dto.js';
import type { ChatDetails, ChatsRepository } from './chats.repository.js';

export type ChatThread = { details: ChatDetails; messages: MessageRecord[]; hasOlder: boolean };

/**
 * Where chat announces new messages and read receipts, live, to both people's open tabs.
 * The events module provides it; chat names only what it needs, so it never imports events.
 */
export type ChatAnnouncer = {
  publishMessage(message: MessageView, recipientId: number, recipientUnread: number): Promise<void>;
  publishRead(read: LiveReadEvent, otherId: number, readerUnread: number): Promise<void>;
};

/**
 * Chat (rules §5): people talk about a car or a driver. Only the two participants ever
 * read or write a chat — no admin either; to anyone else it does not exist (404).
 */
export function createChatsService(deps: {
  chats: ChatsRepository;
  cars: CarsService;
  drivers: DriversService;
  bookings: BookingsService;
  live: ChatAnnouncer;
  clock: () => Date;
  log: { error: (error: unknown, message: string) => void };
  /**
   * rules §10.6: a message waits for its reader; unread a while, they are told. Its job is
   * written with the message; notifications runs it.
   */
  jobs?: JobQueue;
}) {
  const { chats, cars, drivers, bookings, live, clock, log } = deps;

  /** Who answers for the car or driver (its owner, the driver) and how to name it. */
  async function subjectOf(sender: UserRecord, input: StartChatInput) {
    if (input.related_to_type === 'car') {
      const { car } = await cars.getCar(sender, input.related_to_id); // 404 when hidden
      return { providerId: car.ownerId, title: carTitle(car) };
    }
    const driver = await drivers.getDriver(sender, input.related_to_id); // 404 unless public
    return { providerId: driver.userId, title: driver.name };
  }

  async function participantChat(viewer: UserRecord, chatId: number): Promise<ChatDetails> {
    const details = await chats.findForParticipant(chatId, viewer.id);
    if (!details) throw new DomainError('chat.notFound');
    return details;
  }

  const otherOf = (details: ChatDetails, viewerId: number) =>
    details.chat.userId === viewerId ? details.chat.recipientId : details.chat.userId;

  /** A failed NOTIFY loses no message (it is saved); open tabs catch up when they re-fetch. */
  async function announce(publishing: Promise<void>): Promise<void> {
    await publishing.catch((error: unknown) => log.error(error, 'live event not published'));
  }

  /** One job per chat and reader waits at a time; it looks at the first unread message. */
  async function waitForReader(tx: Tx, message: MessageRecord): Promise<void> {
    await deps.jobs?.enqueue(tx, chatWaitingJob, {
      key: `${chatWaitingJob.kind}:${message.chatId}:${message.recipientId}`,
      payload: { message_id: message.id },
      runAt: new Date(message.createdAt.getTime() + notificationTimings.chatUnreadAfterMs),
    });
  }

  async function postMessage(sender: UserRecord, details: ChatDetails, content: string) {
    const recipientId = otherOf(details, sender.id);
    const message = await chats.insertMessage(
      { chatId: details.chat.id, senderId: sender.id, recipientId, content },
      clock(),
      (tx, inserted) => waitForReader(tx, inserted),
    );
    const unread = await chats.unreadCount(recipientId);
    await announce(live.publishMessage(toMessageView(message), recipientId, unread));
    return message;
  }

  return {
    /**
     * rules §5.1, §5.2: opens the chat with the car's owner or the driver, or reuses the one these
     * two already have about it. Anyone signed in may write to a listing's provider; the
     * provider may write first only to someone who booked it (no cold messages).
     */
    async startChat(sender: UserRecord, input: StartChatInput) {
      if (input.recipient_id === sender.id) throw new DomainError('chat.self');
      const subject = await subjectOf(sender, input);
      if (subject.providerId !== input.recipient_id) {
        if (subject.providerId !== sender.id) throw new DomainError('chat.recipientMismatch');
        const booked = await bookings.hasBooked(
          input.recipient_id,
          input.related_to_type,
          input.related_to_id,
        );
        if (!booked) throw new DomainError('chat.notAllowed');
      }
      const { chat, created } = await chats.insertOrFind({
        userId: sender.id,
        recipientId: input.recipient_id,
        relatedToType: input.related_to_type,
        relatedToId: input.related_to_id,
        relatedTitle: subject.title,
      });
      let details = await participantChat(sender, chat.id);
      let newMessage: MessageRecord | null = null;
      if (input.initial_message) {
        newMessage = await postMessage(sender, details, input.initial_message);
        details = await participantChat(sender, chat.id);
      }
      return { details, created, newMessage };
    },

    async listChats(viewer: UserRecord, query: PageQuery): Promise<Page<ChatDetails>> {
      const { rows, total } = await chats.listForUser(viewer.id, query);
      return toPage(rows, total, query);
    },

    /** The newest `limit` chats of the list, without counting them all (the message centre). */
    recentChats(viewer: UserRecord, limit: number): Promise<ChatDetails[]> {
      return chats.listedRows(viewer.id, { limit, offset: 0 });
    },

    /** The chat and a page of messages, newest first; `hasOlder` when more wait before. */
    async getThread(viewer: UserRecord, chatId: number, query: ChatMessagesQuery) {
      const details = await participantChat(viewer, chatId);
      const rows = await chats.messagesPage(chatId, {
        before: query.before,
        limit: query.limit + 1,
      });
      return {
        details,
        messages: rows.slice(0, query.limit),
        hasOlder: rows.length > query.limit,
      } satisfies ChatThread;
    },

    async sendMessage(sender: UserRecord, input: SendMessageInput): Promise<MessageRecord> {
      const details = await participantChat(sender, input.chat_id);
      return postMessage(sender, details, input.content);
    },

    /** Marks what the other person sent as read, and tells both of them (read receipts). */
    async markRead(reader: UserRecord, chatId: number) {
      const details = await participantChat(reader, chatId);
      const now = clock();
      const { marked, upToId } = await chats.markRead(chatId, reader.id, now);
      const unreadCount = await chats.unreadCount(reader.id);
      if (marked > 0)
        await announce(
          live.publishRead(
            { chat_id: chatId, reader_id: reader.id, up_to_id: upToId, read_at: now.toISOString() },
            otherOf(details, reader.id),
            unreadCount,
          ),
        );
      return { chat_id: chatId, marked, unread_count: unreadCount };
    },

    unreadCount(viewer: { id: number }): Promise<number> {
      return chats.unreadCount(viewer.id);
    },

    /** What a live stream missed after message `afterId` (a reconnect's Last-Event-ID). */
    async missedMessages(userId: number, afterId: number, limit: number): Promise<MessageView[]> {
      return (await chats.messagesSince(userId, afterId, limit)).map(toMessageView);
    },

    /** One message as live events carry it (one too long to travel whole through NOTIFY). */
    /** rules §10.6: a message as its waiting notice needs it (unread? who wrote it?). */
    waitingMessage: (id: number) => chats.waiting(id),

    async messageView(id: number): Promise<MessageView | undefined> {
      const message = await chats.findMessage(id);
      return message && toMessageView(message);
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
