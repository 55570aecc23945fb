import { z } from 'zod';
import { dataOf } from '../contract/answers.js';
import { messages } from '../shared/messages.js';
import { longestCalendarDays } from './availability.js';

/** The longest a block may last, in days (rules §4.15): one calendar's stretch. */
export const longestBlockDays = longestCalendarDays;
/** The longest note on a block, in characters; only its provider and admins read it. */
export const blockNoteMaxLength = 200;

const dayMs = 86_400_000;

const instant = z.iso
  .datetime({ offset: true, error: messages.bookingTimesRequired })
  .transform((text) => new Date(text));

/** rules §4.15: what is wrong with a block's stretch, whatever the clock says; null when nothing. */
export function blockStretchProblem(start: Date, end: Date): string | null {
  if (end.getTime() <= start.getTime()) return messages.bookingEndBeforeStart;
  if (end.getTime() - start.getTime() > longestBlockDays * dayMs) return messages.blockTooLong;
  return null;
}

/** rules §4.15: a block must end in the future. Time is an argument, never read here. */
export const blockEndsInFuture = (end: Date, now: Date) => end.getTime() > now.getTime();

/**
 * `POST /api/{cars|drivers}/{id}/blocks` (rules §4.15): a half-open stretch, ending after it
 * starts and at most 31 days long (422 under `end_time`), with an optional private note of
 * at most 200 characters (blank is none). That it ends in the future is the server's check,
 * by its clock.
 */
export const calendarBlockInput = z
  .object({
    start_time: instant,
    end_time: instant,
    note: z
      .string({ error: messages.invalidInput })
      .trim()
      .max(blockNoteMaxLength, messages.blockNoteTooLong)
      .nullish()
      .transform((note) => note || null),
  })
  .superRefine((input, context) => {
    // zod runs this even when a time failed to parse; there is nothing to compare then.
    if (!(input.start_time instanceof Date) || !(input.end_time instanceof Date)) return;
    const problem = blockStretchProblem(input.start_time, input.end_time);
    if (problem) context.addIssue({ code: 'custom', path: ['end_time'], message: problem });
  });
export type CalendarBlockInput = z.infer<typeof calendarBlockInput>;
/** What the provider's screen sends: the times as text with their offset. */
export type CalendarBlockBody = z.input<typeof calendarBlockInput>;

/** A block as its provider and admins see it, note and all (rules §4.15). */
export const calendarBlockView = z.object({
  id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  note: z.string().nullable(),
});
export type CalendarBlockView = z.infer<typeof calendarBlockView>;

export const calendarBlockAnswer = dataOf(calendarBlockView);
/** `GET …/blocks`: the blocks still to end, soonest first. */
export const calendarBlockListAnswer = dataOf(z.array(calendarBlockView));
