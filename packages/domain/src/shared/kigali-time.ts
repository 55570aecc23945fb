/**
 * Times are stored in UTC and shown in Africa/Kigali (rules §9.13). Rwanda keeps UTC+2
 * all year (no daylight saving), so a date and a clock time entered on a form name one
 * instant without a time-zone database.
 */
export const kigaliOffset = '+02:00';
export const kigaliOffsetMs = 2 * 60 * 60 * 1000;

/** `2026-11-24`, `09:30` (as typed in Kigali) → the instant; null when either is malformed. */
export function kigaliDateTime(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const instant = new Date(`${date}T${time}:00${kigaliOffset}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** An instant as Kigali's clock reads it, with its offset: `2026-12-05T22:00:00+02:00`. */
export function kigaliIso(at: Date): string {
  return `${new Date(at.getTime() + kigaliOffsetMs).toISOString().slice(0, 19)}${kigaliOffset}`;
}

/** Today's date in Kigali as `YYYY-MM-DD`, the minimum of a booking form's date. */
export function kigaliToday(now: Date): string {
  return kigaliIso(now).slice(0, 10);
}

/** A real calendar date as `YYYY-MM-DD` (not 2030-02-30, which Date would roll into March). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** `2026-11-25` plus a year, as a date's text (29 February moves to 1 March). */
export function aYearAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next.toISOString().slice(0, 10);
}
