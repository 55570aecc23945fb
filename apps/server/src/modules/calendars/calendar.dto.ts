import type { CalendarBlockView } from '@kodesha/domain';
import type { CalendarBlockRecord } from '../../db/schema/calendar-blocks.js';

/** A block as its provider and admins see it, note and all (rules §4.15). */
export const toCalendarBlockView = (block: CalendarBlockRecord): CalendarBlockView => ({
  id: block.id,
  start_time: block.startTime.toISOString(),
  end_time: block.endTime.toISOString(),
  note: block.note,
});
