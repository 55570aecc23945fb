import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDay,
  formatDayAndTime,
  formatMonthOfYear,
  formatWeekday,
  monthName,
} from './calendar.js';

// 22:30 UTC on 25 November is 00:30 on the 26th in Kigali (UTC+2).
const lateEvening = '2026-11-25T22:30:00Z';

describe('dates and times in Kigali, in each language', () => {
  it('writes the day in Kigali, past midnight UTC+2', () => {
    expect(formatDay(lateEvening)).toBe('26 Nov 2026');
    expect(formatDay(lateEvening, 'fr')).toBe('26 nov. 2026');
    expect(formatDay(lateEvening, 'rw')).toBe('26 Ugushyingo 2026');
  });

  it('writes a 24-hour clock in every language', () => {
    expect(formatDayAndTime('2026-03-01T12:05:00Z', 'en')).toBe('1 Mar 2026, 14:05');
    expect(formatDayAndTime('2026-03-01T12:05:00Z', 'fr')).toBe('1er mars 2026, 14:05');
    expect(formatDayAndTime('2026-03-01T12:05:00Z', 'rw')).toBe('1 Werurwe 2026, 14:05');
    expect(formatClock(lateEvening)).toBe('00:30');
  });

  it('writes what Intl writes in English and French for the same day', () => {
    for (const iso of ['2026-01-05T10:00:00Z', '2026-07-19T21:59:00Z', '2026-12-31T23:00:00Z']) {
      const intl = (locale: string) =>
        new Intl.DateTimeFormat(locale, {
          timeZone: 'Africa/Kigali',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        }).format(new Date(iso));
      expect(formatDay(iso, 'en')).toBe(intl('en-GB').replace('Sept', 'Sep'));
      expect(formatDay(iso, 'fr').replace('1er ', '1 ')).toBe(intl('fr'));
    }
  });

  it('names weekdays and months', () => {
    expect(formatWeekday('2026-11-23T10:00:00Z')).toBe('Mon');
    expect(formatWeekday('2026-11-23T10:00:00Z', 'fr')).toBe('lun.');
    expect(formatWeekday('2026-11-23T10:00:00Z', 'rw')).toBe('Mbe.');
    expect(monthName('2026-09', 'rw')).toBe('Nzeri');
    expect(formatMonthOfYear('2026-09')).toBe('Sep 2026');
    expect(formatMonthOfYear('2026-02', 'fr')).toBe('févr. 2026');
  });

  it('writes nothing for a value that is no date', () => {
    expect(formatDay('not a date')).toBe('');
    expect(formatDayAndTime('', 'fr')).toBe('');
    expect(formatWeekday('nope', 'rw')).toBe('');
  });
});
