import type { EventSubjectType } from '@kodesha/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/audit-log.js';
import { bookingEvents, bookings } from '../db/schema/bookings.js';
import { outboxEvents } from '../db/schema/outbox.js';

/**
 * What the database holds of one record's moves, read straight from its tables: the tests
 * of the doors (rules §9.20) check that a move, its timeline, its audit row and its events
 * are all there, or none of them.
 */
export async function recordedOf(db: Database, subject: { type: EventSubjectType; id: number }) {
  const events = await db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.subjectType, subject.type), eq(outboxEvents.subjectId, subject.id)))
    .orderBy(asc(outboxEvents.id));
  // Every kind of record a move changes is also a kind of record the audit log names.
  const audit = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, subject.type), eq(auditLog.targetId, subject.id)))
    .orderBy(asc(auditLog.id));
  return { events, audit };
}

/** A booking's row and timeline as stored (not as a read computes them). */
export async function storedBooking(db: Database, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  const timeline = await db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.id));
  return { row: row!, timeline, ...(await recordedOf(db, { type: 'booking', id })) };
}
