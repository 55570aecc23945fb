import { and, count, desc, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type {
  AdminNotificationQuery,
  DeliveryStatus,
  DeliveryType,
  Language,
  NotificationChannel,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import {
  earlyDeliveryReports,
  notificationDeliveries,
  notifications,
  type DeliveryMessage,
  type DeliveryRecord,
  type NotificationRecord,
} from '../../db/schema/notifications.js';
import { users } from '../../db/schema/users.js';
import type { Tx } from '../../db/transactions.js';

export type { DeliveryMessage, DeliveryRecord } from '../../db/schema/notifications.js';

/** One outbox row to write: a notification's channel, or a direct send with its message. */
export type NewDelivery = {
  type: DeliveryType;
  userId: number | null;
  notificationId?: number | null;
  channel: NotificationChannel;
  recipient: string | null;
  language: Language;
  status: DeliveryStatus;
  lastError: string | null;
  sentAt: Date | null;
  message?: DeliveryMessage | null;
  shown?: string | null;
};

/** A delivery with what it carries: a notification's words' makings, or its own message. */
export type DeliveryToSend = DeliveryRecord & {
  notification: Pick<NotificationRecord, 'type' | 'link' | 'values'> | null;
};

/** A change of a delivery's state, as one try or a report records it. */
export type DeliveryChange = Partial<
  Pick<
    DeliveryRecord,
    'status' | 'attempts' | 'lastError' | 'providerMessageId' | 'sentAt' | 'message'
  >
>;

/** The outbox's rows (rules §10.3): every message Kodesha sends, one row per send. */
export function createDeliveriesRepository(db: Database) {
  return {
    /** Writes `rows` in `tx`, answering them with their ids, in order. */
    async insert(rows: NewDelivery[], now: Date, tx: Tx): Promise<DeliveryRecord[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(notificationDeliveries)
        .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
        .returning();
    },

    async toSend(id: number): Promise<DeliveryToSend | undefined> {
      const [row] = await db
        .select({
          delivery: notificationDeliveries,
          type: notifications.type,
          link: notifications.link,
          values: notifications.values,
        })
        .from(notificationDeliveries)
        .leftJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(eq(notificationDeliveries.id, id));
      if (!row) return undefined;
      const { delivery, type, link, values } = row;
      return {
        ...delivery,
        notification: type !== null && link !== null ? { type, link, values: values ?? {} } : null,
      };
    },

    /**
     * Records how a try went, on a delivery still `queued` (or `from`): nothing happens to
     * one that moved on meanwhile (a delivery report, a resend). Answers whether it changed.
     */
    async record(
      id: number,
      change: DeliveryChange,
      now: Date,
      tx: Tx,
      from: DeliveryStatus[] = ['queued'],
    ): Promise<boolean> {
      const rows = await tx
        .update(notificationDeliveries)
        .set({ ...change, updatedAt: now })
        .where(and(eq(notificationDeliveries.id, id), inArray(notificationDeliveries.status, from)))
        .returning({ id: notificationDeliveries.id });
      return rows.length > 0;
    },

    /**
     * A gateway's delivery report: the SMS it names moves from `sent` (or `unknown`) to `to`.
     * One that names no recorded send yet is kept for the moment it is recorded.
     */
    async report(
      channel: NotificationChannel,
      providerMessageId: string,
      to: 'delivered' | 'failed',
      error: string | null,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(notificationDeliveries)
        .set({ status: to, updatedAt: now, ...(error !== null && { lastError: error }) })
        .where(
          and(
            eq(notificationDeliveries.channel, channel),
            eq(notificationDeliveries.providerMessageId, providerMessageId),
            inArray(notificationDeliveries.status, ['sent', 'unknown']),
          ),
        )
        .returning({ id: notificationDeliveries.id });
      if (rows.length > 0) return true;
      const [known] = await db
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.providerMessageId, providerMessageId))
        .limit(1);
      if (!known)
        await db
          .insert(earlyDeliveryReports)
          .values({ providerMessageId, status: to, lastError: error, receivedAt: now })
          .onConflictDoUpdate({
            target: earlyDeliveryReports.providerMessageId,
            set: { status: to, lastError: error, receivedAt: now },
          });
      return false;
    },

    /** A report that came before the send of `providerMessageId` was recorded, taken from the store. */
    async takeEarlyReport(providerMessageId: string, tx: Tx) {
      const [row] = await tx
        .delete(earlyDeliveryReports)
        .where(eq(earlyDeliveryReports.providerMessageId, providerMessageId))
        .returning();
      return row;
    },

    /**
     * rules §10.3: secrets are kept no longer than they may be sent. Direct sends' messages
     * older than `before` are cleared (their codes and links expired long since), and early
     * reports older than it that never met their send are deleted.
     */
    async forgetOld(before: Date): Promise<number> {
      const cleared = await db
        .update(notificationDeliveries)
        .set({ message: null })
        .where(
          and(
            isNotNull(notificationDeliveries.message),
            lt(notificationDeliveries.createdAt, before),
          ),
        )
        .returning({ id: notificationDeliveries.id });
      await db.delete(earlyDeliveryReports).where(lt(earlyDeliveryReports.receivedAt, before));
      return cleared.length;
    },

    async adminList(query: AdminNotificationQuery) {
      const where: SQL | undefined = and(
        query.status ? eq(notificationDeliveries.status, query.status) : undefined,
        query.channel ? eq(notificationDeliveries.channel, query.channel) : undefined,
        query.type ? eq(notificationDeliveries.type, query.type) : undefined,
        query.user_id ? eq(notificationDeliveries.userId, query.user_id) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            delivery: notificationDeliveries,
            values: notifications.values,
            userName: users.name,
          })
          .from(notificationDeliveries)
          .leftJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
          .leftJoin(users, eq(users.id, notificationDeliveries.userId))
          .where(where)
          .orderBy(desc(notificationDeliveries.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(notificationDeliveries).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(id: number): Promise<DeliveryRecord | undefined> {
      const [row] = await db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.id, id));
      return row;
    },

    /** The statuses of `ids` (what the inbound SMS list shows of its answers). */
    async statuses(ids: number[]): Promise<Map<number, DeliveryStatus>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: notificationDeliveries.id, status: notificationDeliveries.status })
        .from(notificationDeliveries)
        .where(inArray(notificationDeliveries.id, ids));
      return new Map(rows.map((row) => [row.id, row.status]));
    },
  };
}

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
