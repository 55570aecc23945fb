import {
  blockEndsInFuture,
  DomainError,
  kigaliIso,
  type AvailabilityView,
  type CalendarBlockInput,
} from '@kodesha/domain';
import type { CalendarBlockRecord } from '../../db/schema/calendar-blocks.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { Transactions } from '../../db/transactions.js';
import type { AuditLogService } from '../audit/audit-log.service.js';
import { weeklyHoursOf } from '../cars/car.dto.js';
import type { CarsService } from '../cars/cars.service.js';
import type { DriversService } from '../drivers/drivers.service.js';
import type { CalendarBlocksRepository, CalendarItem } from './calendar-blocks.repository.js';

export type { CalendarItem } from './calendar-blocks.repository.js';

/** A block's stretch as the audit log writes it, in Kigali's time. */
const stretchOf = (block: CalendarBlockRecord) =>
  `${kigaliIso(block.startTime)} → ${kigaliIso(block.endTime)}`;

/**
 * A car's or a driver's calendar (rules §4.15): what the public sees of it (weekly days and
 * hours, busy times naming nobody), and the blocks its provider or an admin takes out of it.
 */
export function createCalendarsService(deps: {
  blocks: CalendarBlocksRepository;
  cars: CarsService;
  drivers: DriversService;
  audit: AuditLogService;
  transactions: Transactions;
  clock: () => Date;
}) {
  const { blocks, cars, drivers, audit, transactions, clock } = deps;

  /**
   * The item as `viewer` may see it (a car or driver the public may not see is 404 to them,
   * as on its page), with its weekly days and hours and whoever provides it.
   */
  async function itemSeenBy(viewer: UserRecord | null, item: CalendarItem) {
    if (item.type === 'car') {
      const { car } = await cars.getCar(viewer, item.id);
      return { weekly: weeklyHoursOf(car), providerId: car.ownerId };
    }
    const driver = await drivers.getDriver(viewer, item.id);
    return { weekly: weeklyHoursOf(driver), providerId: driver.userId };
  }

  /** The item's provider or an admin; anyone else signed in is 403. Answers whether an admin. */
  async function mayBlock(viewer: UserRecord, item: CalendarItem): Promise<{ byAdmin: boolean }> {
    const { providerId } = await itemSeenBy(viewer, item);
    if (providerId === viewer.id) return { byAdmin: false };
    if (viewer.role === 'admin') return { byAdmin: true };
    throw new DomainError(item.type === 'car' ? 'car.notYours' : 'driver.notYours');
  }

  return {
    /**
     * The item's weekly days and hours and, over `range`, its confirmed bookings and blocks
     * as busy times: never who booked, never a block's note.
     */
    async availability(
      viewer: UserRecord | null,
      item: CalendarItem,
      range: { start: Date; end: Date },
    ): Promise<AvailabilityView> {
      const { weekly } = await itemSeenBy(viewer, item);
      const busy = await blocks.busyMeeting(item, range);
      return {
        weekly,
        busy: busy.map((time) => ({
          start_time: time.start.toISOString(),
          end_time: time.end.toISOString(),
          kind: time.kind,
        })),
      };
    },

    /** The item's blocks still to end, soonest first, for its provider and admins. */
    async listBlocks(viewer: UserRecord, item: CalendarItem): Promise<CalendarBlockRecord[]> {
      await mayBlock(viewer, item);
      return blocks.upcoming(item, clock());
    },

    /**
     * Takes a time out of the item's calendar. It must end in the future; over a confirmed
     * booking it is refused (409). The check and the write are one step under the item's
     * turn, the one a confirmation takes, so the two never both land. Pending requests it
     * meets are left for the provider to answer. An admin's block is audited with it.
     */
    async block(
      viewer: UserRecord,
      item: CalendarItem,
      input: CalendarBlockInput,
    ): Promise<CalendarBlockRecord> {
      const { byAdmin } = await mayBlock(viewer, item);
      if (!blockEndsInFuture(input.end_time, clock()))
        throw new DomainError('calendarBlock.endPast');
      const range = { start: input.start_time, end: input.end_time };
      return transactions.run(async (tx) => {
        await blocks.lockItem(item, tx);
        if (await blocks.isBooked(item, range, tx)) throw new DomainError('booking.slotTaken');
        const created = await blocks.insert(
          item,
          { startTime: range.start, endTime: range.end, note: input.note, createdBy: viewer.id },
          tx,
        );
        if (byAdmin)
          await audit.record(
            viewer,
            `${item.type}.calendar_blocked`,
            item.id,
            `Blocked ${stretchOf(created)}`,
            tx,
          );
        return created;
      });
    },

    /** Frees a blocked time of the item; an admin's is audited with it. */
    async free(viewer: UserRecord, item: CalendarItem, blockId: number): Promise<void> {
      const { byAdmin } = await mayBlock(viewer, item);
      await transactions.run(async (tx) => {
        const removed = await blocks.remove(item, blockId, tx);
        if (!removed) throw new DomainError('calendarBlock.notFound');
        if (byAdmin)
          await audit.record(
            viewer,
            `${item.type}.calendar_freed`,
            item.id,
            `Freed ${stretchOf(removed)}`,
            tx,
          );
      });
    },
  };
}

export type CalendarsService = ReturnType<typeof createCalendarsService>;
