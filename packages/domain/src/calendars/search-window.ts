import { z } from 'zod';
import { messages } from '../shared/messages.js';
import { longestWindowHours } from './free-time.js';
import type { SearchWindow } from './window-choice.js';

/**
 * The window a list is searched by (rules §4.14): `from` and `until`, instants with their
 * offset as the URL of `/cars` carries them, given together. Kept as text: the URL and
 * the API speak it; the server turns it into instants.
 */
export const searchWindowFields = {
  from: z.iso.datetime({ offset: true, error: messages.bookingTimesRequired }).optional(),
  until: z.iso.datetime({ offset: true, error: messages.bookingTimesRequired }).optional(),
};

/**
 * The check of a stretch a query names by `from` and `until` (given together, ending after
 * it starts, at most `longestMs` long): one issue, under `from` (the contract's field), in
 * the booking form's own words and `tooLong` for a stretch over the longest.
 */
export function stretchCheck(longestMs: number, tooLong: string) {
  return (input: SearchWindow, context: z.RefinementCtx): void => {
    if (input.from === undefined && input.until === undefined) return;
    // zod runs this even when a time failed to parse, which has its own issue already.
    const unreadable = [input.from, input.until].some(
      (text) => text !== undefined && Number.isNaN(Date.parse(text)),
    );
    if (unreadable) return;
    const length =
      input.from === undefined || input.until === undefined
        ? undefined
        : Date.parse(input.until) - Date.parse(input.from);
    const message =
      length === undefined
        ? messages.bookingTimesRequired
        : length <= 0
          ? messages.bookingEndBeforeStart
          : length > longestMs
            ? tooLong
            : undefined;
    if (message) context.addIssue({ code: 'custom', path: ['from'], message });
  };
}

/** A searched window (rules §4.14): by halves, backward or over 8 hours is refused. */
export const checkSearchWindow = stretchCheck(
  longestWindowHours * 3_600_000,
  messages.bookingHoursRange,
);

/** The most similar listings a refused request is offered (rules §4.17). */
export const similarItemsLimit = 3;

/**
 * A query that must name a window (the similar items of a refused request, rules §4.17):
 * `from` and `until` both given, checked like a searched window.
 */
export const windowQuery = z
  .object({
    from: z.iso.datetime({ offset: true, error: messages.bookingTimesRequired }),
    until: z.iso.datetime({ offset: true, error: messages.bookingTimesRequired }),
  })
  .superRefine(checkSearchWindow);
export type WindowQuery = z.infer<typeof windowQuery>;
