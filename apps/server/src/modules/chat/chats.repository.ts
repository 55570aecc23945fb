import { and, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatSubject } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { openTransaction, type Tx } from '../../db/transactions.js';
import { chats, messages, type ChatRecord, type MessageRecord } from '../../db/schema/chats.js';
import { users } from '../../db/schema/users.js';

export type NewChat = {
  userId: number;
  recipientId: number;
  relatedToType: ChatSubject;
  relatedToId: number;
  relatedTitle: string;
};

/** A chat with what its view needs, from the side of one participant (`viewerId`). */
export type ChatDetails = {
  chat: ChatRecord;
  user: { id: number; name: string };
  recipient: { id: number; name: string };
  lastMessage: MessageRecord | null;
  unreadCount: number;
};

const starter = alias(users, 'starter');
const recipient = alias(users, 'recipient');
const lastMessage = alias(messages, 'last_message');

const participates = (userId: number) =>
  or(eq(chats.userId, userId), eq(chats.recipientId, userId));

/** Chats a person sees in their list: all with a message, and empty ones they opened. */
const listedFor = (userId: number) =>
  or(and(eq(chats.recipientId, userId), isNotNull(chats.lastMessageId)), eq(chats.userId, userId));

export function createChatsRepository(db: Database) {
  const selectDetails = (viewerId: number) =>
    db
      .select({
        chat: chats,
        user: { id: starter.id, name: starter.name },
        recipient: { id: recipient.id, name: recipient.name },
        lastMessage,
        unreadCount: sql<number>`(
          select count(*)::int from ${messages}
          where ${messages.chatId} = ${chats.id}
            and ${messages.recipientId} = ${viewerId}
            and ${messages.readAt} is null)`,
      })
      .from(chats)
      .innerJoin(starter, eq(starter.id, chats.userId))
      .innerJoin(recipient, eq(recipient.id, chats.recipientId))
      .leftJoin(lastMessage, eq(lastMessage.id, chats.lastMessageId));

  const newestFirst = [
    desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`),
    desc(chats.id),
  ];

  async function findByPair(chat: NewChat): Promise<ChatRecord | undefined> {
    const [found] = await db
      .select()
      .from(chats)
      .where(
        and(
          sql`least(${chats.userId}, ${chats.recipientId}) = ${Math.min(chat.userId, chat.recipientId)}`,
          sql`greatest(${chats.userId}, ${chats.recipientId}) = ${Math.max(chat.userId, chat.recipientId)}`,
          eq(chats.relatedToType, chat.relatedToType),
          eq(chats.relatedToId, chat.relatedToId),
        ),
      );
    return found;
  }

  /** Chats of `viewerId`'s list, newest activity first. */
  function listedRows(viewerId: number, window: { limit: number; offset: number }) {
    return selectDetails(viewerId)
      .where(listedFor(viewerId))
      .orderBy(...newestFirst)
      .limit(window.limit)
      .offset(window.offset);
  }

  return {
    /**
     * The chat of these two people about this item: a new one, or the one that exists.
     * The unique index decides between racing starts (rules §5.1: reuse, never duplicate).
     */
    async insertOrFind(chat: NewChat): Promise<{ chat: ChatRecord; created: boolean }> {
      const [created] = await db.insert(chats).values(chat).onConflictDoNothing().returning();
      if (created) return { chat: created, created: true };
      const existing = await findByPair(chat);
      if (!existing) throw new Error('chat vanished between insert and select');
      return { chat: existing, created: false };
    },

    /** The chat, if `viewerId` takes part in it; nobody else finds it. */
    async findForParticipant(chatId: number, viewerId: number): Promise<ChatDetails | undefined> {
      const [row] = await selectDetails(viewerId).where(
        and(eq(chats.id, chatId), participates(viewerId)),
      );
      return row;
    },

    listedRows,

    async listForUser(viewerId: number, paging: { page: number; per_page: number }) {
      const [rows, [total]] = await Promise.all([
        listedRows(viewerId, {
          limit: paging.per_page,
          offset: (paging.page - 1) * paging.per_page,
        }),
        db.select({ value: count() }).from(chats).where(listedFor(viewerId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** A page of the chat's messages, newest first, before message `before` when given. */
    async messagesPage(chatId: number, page: { before?: number; limit: number }) {
      return db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.chatId, chatId),
            page.before === undefined ? undefined : lt(messages.id, page.before),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(page.limit);
    },

    /**
     * Adds a message and moves the chat's last message to it, in one transaction. The
     * chat row is locked first, so within a chat ids follow the order of commits.
     */
    async insertMessage(
      message: Pick<MessageRecord, 'chatId' | 'senderId' | 'recipientId' | 'content'>,
      now: Date,
      /** What else commits with the message (its notification's job, rules §10.1). */
      alongside?: (tx: Tx, inserted: MessageRecord) => Promise<void>,
    ): Promise<MessageRecord> {
      return openTransaction(db, async (tx) => {
        await tx.update(chats).set({ lastMessageAt: now }).where(eq(chats.id, message.chatId));
        const [inserted] = await tx
          .insert(messages)
          .values({ ...message, createdAt: now })
          .returning();
        if (!inserted) throw new Error('message insert returned nothing');
        await tx
          .update(chats)
          .set({ lastMessageId: inserted.id })
          .where(eq(chats.id, message.chatId));
        await alongside?.(tx, inserted);
        return inserted;
      });
    },

    /** Marks what was sent to `readerId` in the chat as read: how many, and up to which id. */
    async markRead(chatId: number, readerId: number, now: Date) {
      const marked = await db
        .update(messages)
        .set({ readAt: now })
        .where(
          and(
            eq(messages.chatId, chatId),
            eq(messages.recipientId, readerId),
            isNull(messages.readAt),
          ),
        )
        .returning({ id: messages.id });
      const upToId = marked.reduce((highest, row) => Math.max(highest, row.id), 0);
      return { marked: marked.length, upToId };
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(messages)
        .where(and(eq(messages.recipientId, userId), isNull(messages.readAt)));
      return row?.value ?? 0;
    },

    /**
     * Messages to or from `userId` after `afterId`, oldest first: what a stream missed.
     * Two index range scans (received, sent) merged here, rather than one OR that scans.
     */
    async messagesSince(userId: number, afterId: number, limit: number) {
      const side = (column: typeof messages.senderId | typeof messages.recipientId) =>
        db
          .select()
          .from(messages)
          .where(and(eq(column, userId), gt(messages.id, afterId)))
          .orderBy(messages.id)
          .limit(limit);
      const [received, sent] = await Promise.all([
        side(messages.recipientId),
        side(messages.senderId),
      ]);
      return [...received, ...sent].sort((a, b) => a.id - b.id).slice(0, limit);
    },

    async findMessage(id: number): Promise<MessageRecord | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row;
    },

    /** A message, whether it is still unread, and its writer's name. */
    async waiting(id: number) {
      const [row] = await db
        .select({
          chatId: messages.chatId,
          recipientId: messages.recipientId,
          readAt: messages.readAt,
          senderName: users.name,
        })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(eq(messages.id, id));
      return row;
    },
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
