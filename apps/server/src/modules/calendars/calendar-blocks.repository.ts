import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { BookingItemType, BusyTime } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { lockItemCalendar } from '../../db/locks.js';
import { bookings } from '../../db/schema/bookings.js';
import { calendarBlocks, type CalendarBlockRecord } from '../../db/schema/calendar-blocks.js';
import type { Reader, Tx } from '../../db/transactions.js';

/** The car or driver a calendar belongs to. */
export type CalendarItem = { type: BookingItemType; id: number };
type Range = { start: Date; end: Date };

export type NewCalendarBlock = Pick<
  CalendarBlockRecord,
  'startTime' | 'endTime' | 'note' | 'createdBy'
>;

const ofItem = (item: CalendarItem) =>
  and(eq(calendarBlocks.itemType, item.type), eq(calendarBlocks.itemId, item.id));

/** Confirmed bookings of `item` meeting `range` (half-open). */
const confirmedMeeting = (item: CalendarItem, range: Range) =>
  and(
    eq(bookings.itemType, item.type),
    eq(bookings.itemId, item.id),
    eq(bookings.status, 'confirmed'),
    lt(bookings.startTime, range.end),
    gt(bookings.endTime, range.start),
  );

/**
 * A car's or a driver's calendar (rules §4.15): the blocks its provider or an admin took out
 * of it, and its busy times as the public sees them — confirmed bookings and blocks, read
 * without who booked or why.
 */
export function createCalendarBlocksRepository(db: Database) {
  return {
    /**
     * The item's turn until `tx` ends, the same a booking's confirmation takes: a block's
     * check and write and a confirmation of the same time take turns (rules §4.15).
     */
    lockItem: (item: CalendarItem, tx: Tx) => lockItemCalendar(tx, item),

    /** Whether a confirmed booking of the item meets `range`, read in `reader`. */
    async isBooked(item: CalendarItem, range: Range, reader: Reader): Promise<boolean> {
      const [found] = await reader
        .select({ id: bookings.id })
        .from(bookings)
        .where(confirmedMeeting(item, range))
        .limit(1);
      return found !== undefined;
    },

    async insert(item: CalendarItem, block: NewCalendarBlock, tx: Tx) {
      const [created] = await tx
        .insert(calendarBlocks)
        .values({ ...block, itemType: item.type, itemId: item.id })
        .returning();
      return created!;
    },

    /** The item's blocks still to end at `now`, soonest first. */
    upcoming(item: CalendarItem, now: Date): Promise<CalendarBlockRecord[]> {
      return db
        .select()
        .from(calendarBlocks)
        .where(and(ofItem(item), gt(calendarBlocks.endTime, now)))
        .orderBy(asc(calendarBlocks.startTime), asc(calendarBlocks.id));
    },

    /** Deletes one block of the item; `undefined` when the item has no such block. */
    async remove(item: CalendarItem, blockId: number, tx: Tx) {
      const [removed] = await tx
        .delete(calendarBlocks)
        .where(and(ofItem(item), eq(calendarBlocks.id, blockId)))
        .returning();
      return removed;
    },

    /** The item's busy times meeting `range`, soonest first: confirmed bookings and blocks. */
    async busyMeeting(item: CalendarItem, range: Range): Promise<BusyTime[]> {
      const [booked, blocked] = await Promise.all([
        db
          .select({ start: bookings.startTime, end: bookings.endTime })
          .from(bookings)
          .where(confirmedMeeting(item, range)),
        db
          .select({ start: calendarBlocks.startTime, end: calendarBlocks.endTime })
          .from(calendarBlocks)
          .where(
            and(
              ofItem(item),
              lt(calendarBlocks.startTime, range.end),
              gt(calendarBlocks.endTime, range.start),
            ),
          ),
      ]);
      return [
        ...booked.map((time) => ({ ...time, kind: 'booked' as const })),
        ...blocked.map((time) => ({ ...time, kind: 'blocked' as const })),
      ].sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
    },
  };
}

export type CalendarBlocksRepository = ReturnType<typeof createCalendarBlocksRepository>;
