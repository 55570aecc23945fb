/**
 * A searched window as a person chooses it and as the URL carries it (rules §4.14), apart
 * from the query's schema: a page that only writes a search (the home page's) must not
 * download zod.
 */

import { kigaliDateTime, kigaliIso } from '../shared/kigali-time.js';
import { longestWindowHours } from './free-time.js';

const hourMs = 3_600_000;

/** A list query's window: both ends, or neither. */
export type SearchWindow = { from?: string; until?: string };

/** The window as instants, when a query has one. */
export function windowOf(query: SearchWindow): { start: Date; end: Date } | undefined {
  if (query.from === undefined || query.until === undefined) return undefined;
  return { start: new Date(query.from), end: new Date(query.until) };
}

/** A window as a person chooses it: a day in Kigali, a whole start hour and 1 to 8 hours. */
export type WindowChoice = { day: string; startHour: number; hours: number };

/** The window a choice names, as the URL and the API carry it (Kigali's offset). */
export function windowOfChoice(choice: WindowChoice): Required<SearchWindow> {
  // A choice is made from the form's own days and hours: always a real instant.
  const from = kigaliDateTime(choice.day, `${String(choice.startHour).padStart(2, '0')}:00`)!;
  const until = new Date(from.getTime() + choice.hours * hourMs);
  return { from: kigaliIso(from), until: kigaliIso(until) };
}

/**
 * The choice a window was made from, when it is one a person could choose (a whole start
 * hour, 1 to 8 whole hours); otherwise none, and the form shows no day chosen.
 */
export function choiceOfWindow(window: SearchWindow): WindowChoice | undefined {
  const range = windowOf(window);
  if (!range) return undefined;
  const start = kigaliIso(range.start); // 2026-12-05T22:00:00+02:00
  const hours = (range.end.getTime() - range.start.getTime()) / hourMs;
  if (start.slice(14, 19) !== '00:00') return undefined;
  if (!Number.isInteger(hours) || hours < 1 || hours > longestWindowHours) return undefined;
  return { day: start.slice(0, 10), startHour: Number(start.slice(11, 13)), hours };
}
