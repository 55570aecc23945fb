import { z } from 'zod';
import { messages } from '../shared/messages.js';
import { longestWindowHours } from './free-time.js';

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

/** The window as instants, when a query has one. */
export function windowOf(query: SearchWindow): { start: Date; end: Date } | undefined {
  if (query.from === undefined || query.until === undefined) return undefined;
  return { start: new Date(query.from), end: new Date(query.until) };
}

/** A window as a person chooses it: a day in Kigali, a whole start hour and 1 to 8 hours. */
export type WindowChoice = { day: string; startHour: number; hours: number };

const pad = (value: number) => String(value).padStart(2, '0');

/** The window a choice names, as the URL and the API carry it (Kigali's offset). */
export function windowOfChoice(choice: WindowChoice): Required<SearchWindow> {
  const from = new Date(`${choice.day}T${pad(choice.startHour)}:00:00+02:00`);
  const until = new Date(from.getTime() + choice.hours * 3_600_000);
  const local = (at: Date) => {
    const kigali = new Date(at.getTime() + 2 * 3_600_000).toISOString();
    return `${kigali.slice(0, 19)}+02:00`;
  };
  return { from: local(from), until: local(until) };
}

/**
 * The choice a window was made from, when it is one a person could choose (a whole start
 * hour, 1 to 8 whole hours); otherwise none, and the form shows no day chosen.
 */
export function choiceOfWindow(window: SearchWindow): WindowChoice | undefined {
  const range = windowOf(window);
  if (!range) return undefined;
  const kigali = new Date(range.start.getTime() + 2 * 3_600_000);
  const hours = (range.end.getTime() - range.start.getTime()) / 3_600_000;
  if (kigali.getUTCMinutes() !== 0 || kigali.getUTCSeconds() !== 0) return undefined;
  if (!Number.isInteger(hours) || hours < 1 || hours > 8) return undefined;
  return { day: kigali.toISOString().slice(0, 10), startHour: kigali.getUTCHours(), hours };
}
