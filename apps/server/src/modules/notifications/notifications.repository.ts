import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type {
  Language,
  NotificationListQuery,
  NotificationType,
  NotificationValues,
  Role,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { notifications, type NotificationRecord } from '../../db/schema/notifications.js';
import { users } from '../../db/schema/users.js';
import type { Reader, Tx } from '../../db/transactions.js';

export type { NotificationRecord } from '../../db/schema/notifications.js';

/** What a notification's writer needs to know of a person (rules §10.2). */
export type Addressee = {
  id: number;
  name: string;
  email: string;
  /** Where their links lead: an owner reads messages on their own screen (rules §5.7). */
  role: Role;
  phoneNumber: string | null;
  isPhoneVerified: boolean;
  preferredLanguage: Language | null;
  notifySms: boolean;
  notifyEmail: boolean;
  deletedAt: Date | null;
};

export type NewNotification = {
  userId: number;
  type: NotificationType;
  source: string;
  subjectType: string;
  subjectId: number;
  link: string;
  values: NotificationValues;
  createdAt: Date;
  /** Written read: its person already dealt with its cause (rules §10.2). */
  readAt?: Date | null;
};

const addresseeColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  phoneNumber: users.phoneNumber,
  isPhoneVerified: users.isPhoneVerified,
  preferredLanguage: users.preferredLanguage,
  notifySms: users.notifySms,
  notifyEmail: users.notifyEmail,
  deletedAt: users.deletedAt,
};

/** Notifications, their deliveries, and the facts their words are made of (rules §10). */
export function createNotificationsRepository(db: Database) {
  return {
    /** The people named, as they are in `tx` (the transaction of the cause). */
    addressees(ids: number[], tx: Tx): Promise<Addressee[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return tx.select(addresseeColumns).from(users).where(inArray(users.id, ids));
    },

    /** Every admin account still open, as it is in `tx`. */
    async adminIds(tx: Tx): Promise<number[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
      return rows.map((row) => row.id);
    },

    /**
     * Marks read the unread notifications about one record written up to `upTo` — one
     * person's, or every holder's of `types`; answers whose they were (one id per row).
     */
    async markReadAbout(
      whose: { userId: number } | { types: readonly NotificationType[] },
      subject: { type: string; id: number },
      upTo: Date,
      now: Date,
      tx: Tx,
    ): Promise<number[]> {
      const rows = await tx
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            'userId' in whose
              ? eq(notifications.userId, whose.userId)
              : inArray(notifications.type, [...whose.types]),
            eq(notifications.subjectType, subject.type),
            eq(notifications.subjectId, subject.id),
            isNull(notifications.readAt),
            lte(notifications.createdAt, upTo),
          ),
        )
        .returning({ userId: notifications.userId });
      return rows.map((row) => row.userId);
    },

    /**
     * Writes a notification, unless this cause already notified this person (one row per
     * source and person): then nothing, and undefined.
     */
    async insert(notification: NewNotification, tx: Tx): Promise<NotificationRecord | undefined> {
      const [written] = await tx
        .insert(notifications)
        .values(notification)
        .onConflictDoNothing({ target: [notifications.source, notifications.userId] })
        .returning();
      return written;
    },

    /** Posts `payload` on `channel` when `tx` commits (NOTIFY waits for the commit). */
    async notifyOnCommit(channel: string, payload: string, tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
    },

    async listOf(userId: number, query: NotificationListQuery) {
      const where = and(
        eq(notifications.userId, userId),
        query.unread ? isNull(notifications.readAt) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(notifications).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Read in `reader`: the transaction that just wrote a notification, or the database. */
    async unreadCount(userId: number, reader: Reader = db): Promise<number> {
      const [row] = await reader
        .select({ total: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.total ?? 0;
    },

    /** Marks the person's own notification read; answers false when it is not theirs. */
    async markRead(userId: number, id: number, now: Date): Promise<boolean> {
      const [mine] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!mine) return false;
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
      return true;
    },

    async markAllRead(userId: number, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** The latest `chat.message` notification to a person about one chat, since `since`. */
    async recentChatNotice(userId: number, chatId: number, since: Date, tx: Tx): Promise<boolean> {
      const [row] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, 'chat.message'),
            eq(notifications.subjectId, chatId),
            gte(notifications.createdAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async settings(userId: number) {
      const [row] = await db
        .select({ sms: users.notifySms, email: users.notifyEmail })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async updateSettings(userId: number, changes: { notifySms?: boolean; notifyEmail?: boolean }) {
      const [row] = await db
        .update(users)
        .set(changes)
        .where(eq(users.id, userId))
        .returning({ sms: users.notifySms, email: users.notifyEmail });
      return row;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
