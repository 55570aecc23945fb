import type { Language } from './language.js';

/**
 * Dates and times as each language writes them, in Kigali (rules §9.13, §9.15). Written out
 * rather than through Intl: browsers carry no Kinyarwanda (docs/decisions/0016), the server
 * and the browser must write the same characters for a page to hydrate, and a formatter
 * with a time zone costs a slow phone tens of milliseconds to build. Rwanda keeps UTC+2
 * all year, so Kigali's calendar is UTC's, two hours on.
 */

const kigaliOffsetMs = 2 * 60 * 60 * 1000;

type CalendarWords = {
  months: readonly string[];
  /** Sunday first, as `Date#getUTCDay` counts. */
  weekdays: readonly string[];
  day: (day: number, month: string, year: number) => string;
  monthOfYear: (month: string, year: number) => string;
};

const calendars: Record<Language, CalendarWords> = {
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    day: (day, month, year) => `${day} ${month} ${year}`,
    monthOfYear: (month, year) => `${month} ${year}`,
  },
  fr: {
    months: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
    weekdays: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
    day: (day, month, year) => `${day === 1 ? '1er' : day} ${month} ${year}`,
    monthOfYear: (month, year) => `${month} ${year}`,
  },
  // CLDR's Kinyarwanda names, the day before the month as people write it.
  rw: {
    months: [
      'Mutarama',
      'Gashyantare',
      'Werurwe',
      'Mata',
      'Gicurasi',
      'Kamena',
      'Nyakanga',
      'Kanama',
      'Nzeri',
      'Ukwakira',
      'Ugushyingo',
      'Ukuboza',
    ],
    weekdays: ['Cyu.', 'Mbe.', 'Kab.', 'Gtu.', 'Kan.', 'Gnu.', 'Gnd.'],
    day: (day, month, year) => `${day} ${month} ${year}`,
    monthOfYear: (month, year) => `${month} ${year}`,
  },
};

/** The instant's calendar fields in Kigali; null for a value that names no instant. */
function kigaliFields(value: string | Date) {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  const at = new Date(time + kigaliOffsetMs);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    day: at.getUTCDate(),
    weekday: at.getUTCDay(),
    clock: at.toISOString().slice(11, 16),
  };
}

/** `26 Nov 2026`, `26 nov. 2026`, `26 Ugushyingo 2026`; '' for a value that is no date. */
export function formatDay(value: string | Date, language: Language = 'en'): string {
  const fields = kigaliFields(value);
  if (!fields) return '';
  const words = calendars[language];
  return words.day(fields.day, words.months[fields.month]!, fields.year);
}

/** `26 Nov 2026, 14:30` in Kigali, 24-hour in every language. */
export function formatDayAndTime(value: string | Date, language: Language = 'en'): string {
  const fields = kigaliFields(value);
  return fields ? `${formatDay(value, language)}, ${fields.clock}` : '';
}

/** `14:30` in Kigali. */
export function formatClock(value: string | Date): string {
  return kigaliFields(value)?.clock ?? '';
}

/** The short name of the instant's weekday in Kigali: `Mon`, `lun.`, `Mbe.`. */
export function formatWeekday(value: string | Date, language: Language = 'en'): string {
  const fields = kigaliFields(value);
  return fields ? calendars[language].weekdays[fields.weekday]! : '';
}

/** A month's short name: `2026-09` → `Sep`, `sept.`, `Nzeri`. */
export function monthName(month: string, language: Language = 'en'): string {
  return calendars[language].months[Number(month.slice(5, 7)) - 1] ?? month;
}

/** `2026-09` → `Sep 2026`, `sept. 2026`, `Nzeri 2026`. */
export function formatMonthOfYear(month: string, language: Language = 'en'): string {
  return calendars[language].monthOfYear(monthName(month, language), Number(month.slice(0, 4)));
}
