/**
 * A searched window as a person chooses it and as the URL carries it (rules §4.14), apart
 * from the query's schema: a page that only writes a search (the home page's) must not
 * download zod.
 */

/** A list query's window: both ends, or neither. */
export type SearchWindow = { from?: string; until?: string };

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
