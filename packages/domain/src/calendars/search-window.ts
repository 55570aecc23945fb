import { z } from 'zod';
import { messages } from '../shared/messages.js';
import { windowProblem } from './free-time.js';

/**
 * The window a list is searched by (rules §4.14): `from` and `until`, instants with their
 * offset as the URL of `/cars` carries them, given together. Kept as text: the URL and
 * the API speak it; the server turns it into instants.
 */
export const searchWindowFields = {
  from: z.iso.datetime({ offset: true, error: messages.bookingTimesRequired }).optional(),
  until: z.iso.datetime({ offset: true, error: messages.bookingTimesRequired }).optional(),
};

/** A list query's window once checked: both ends, or neither. */
export type SearchWindow = { from?: string; until?: string };

/**
 * Refuses a window given by halves, ending before it starts or lasting over 8 hours: one
 * issue, under `from` (the contract's field), in the booking form's own words.
 */
export function checkSearchWindow(input: SearchWindow, context: z.RefinementCtx): void {
  if (input.from === undefined && input.until === undefined) return;
  // zod runs this even when a time failed to parse, which has its own issue already.
  const unreadable = [input.from, input.until].some(
    (text) => text !== undefined && Number.isNaN(Date.parse(text)),
  );
  if (unreadable) return;
  const problem =
    input.from === undefined || input.until === undefined
      ? 'missing'
      : windowProblem({ start: new Date(input.from), end: new Date(input.until) });
  if (!problem) return;
  context.addIssue({
    code: 'custom',
    path: ['from'],
    message: {
      missing: messages.bookingTimesRequired,
      order: messages.bookingEndBeforeStart,
      too_long: messages.bookingHoursRange,
    }[problem],
  });
}

/** The window as instants, when a query has one. */
export function windowOf(query: SearchWindow): { start: Date; end: Date } | undefined {
  if (query.from === undefined || query.until === undefined) return undefined;
  return { start: new Date(query.from), end: new Date(query.until) };
}
