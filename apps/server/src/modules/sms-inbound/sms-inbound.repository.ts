import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { smsInbound, type SmsInboundRecord } from '../../db/schema/sms.js';
import { users, type UserRecord } from '../../db/schema/users.js';
import type { Tx } from '../../db/transactions.js';

export type NewInbound = Pick<
  SmsInboundRecord,
  'gatewayId' | 'fromNumber' | 'toNumber' | 'text' | 'linkId' | 'receivedAt'
>;

/** What an inbound message did, and the answer it gets (rules §10.10). */
export type InboundOutcome = Pick<
  SmsInboundRecord,
  | 'userId'
  | 'bookingId'
  | 'outcome'
  | 'answer'
  | 'answerLanguage'
  | 'answerStatus'
  | 'answerError'
  | 'answerDeliveryId'
>;

/** The inbound SMS (rules §10.10): recorded once per gateway id, answered, listed for admins. */
export function createSmsInboundRepository(db: Database) {
  return {
    /** The message, unless the gateway already brought this id: then `undefined`. */
    async insertOnce(message: NewInbound, now: Date, tx: Tx): Promise<number | undefined> {
      const [row] = await tx
        .insert(smsInbound)
        .values({ ...message, outcome: 'received', createdAt: now })
        .onConflictDoNothing({ target: smsInbound.gatewayId })
        .returning({ id: smsInbound.id });
      return row?.id;
    },

    async settle(id: number, outcome: InboundOutcome, tx: Tx): Promise<void> {
      await tx.update(smsInbound).set(outcome).where(eq(smsInbound.id, id));
    },

    /**
     * The live accounts whose verified phone ends like `number` (the last 9 digits): the
     * caller keeps those whose number is the same in E.164.
     */
    verifiedHolders(lastDigits: string, tx: Tx): Promise<UserRecord[]> {
      return tx
        .select()
        .from(users)
        .where(
          and(
            eq(users.isPhoneVerified, true),
            isNull(users.deletedAt),
            sql`right(regexp_replace(${users.phoneNumber}, '[^0-9]', '', 'g'), 9) = ${lastDigits}`,
          ),
        );
    },

    /** The request of these providers with `code`: a pending one first, else the newest. */
    async requestWithCode(providerIds: number[], code: string, tx: Tx) {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(and(inArray(bookings.providerId, providerIds), eq(bookings.replyCode, code)))
        .orderBy(desc(sql`${bookings.status} = 'pending'`), desc(bookings.id))
        .limit(1)
        .for('update');
      return row;
    },

    /** The codes of these providers' requests still waiting, soonest first. */
    async openCodes(providerIds: number[], now: Date, tx: Tx): Promise<string[]> {
      const rows = await tx
        .select({ code: bookings.replyCode })
        .from(bookings)
        .where(
          and(
            inArray(bookings.providerId, providerIds),
            eq(bookings.status, 'pending'),
            gte(bookings.startTime, now),
          ),
        )
        .orderBy(bookings.startTime);
      return rows.flatMap((row) => (row.code ? [row.code] : []));
    },

    /** How many wrong codes and words `number` (E.164) sent since `since`, answered or not. */
    async wrongCodes(number: string, since: Date, tx: Tx): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(smsInbound)
        .where(
          and(
            eq(smsInbound.fromNumber, number),
            eq(smsInbound.outcome, 'not_found'),
            gte(smsInbound.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async setSmsSetting(userIds: number[], on: boolean, tx: Tx): Promise<number> {
      const rows = await tx
        .update(users)
        .set({ notifySms: on })
        .where(and(inArray(users.id, userIds), eq(users.notifySms, !on)))
        .returning({ id: users.id });
      return rows.length;
    },

    async clientName(id: number, tx: Tx): Promise<string | undefined> {
      const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
      return row?.name;
    },

    /** The newest inbound messages, for the admin's Notifications tab. */
    async list(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ message: smsInbound, userName: users.name })
          .from(smsInbound)
          .leftJoin(users, eq(users.id, smsInbound.userId))
          .orderBy(desc(smsInbound.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(smsInbound),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type SmsInboundRepository = ReturnType<typeof createSmsInboundRepository>;
