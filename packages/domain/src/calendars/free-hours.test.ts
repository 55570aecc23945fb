import { describe, expect, it } from 'vitest';
import {
  calendarOf,
  calendarWeek,
  dayOffer,
  freeHoursFrom,
  hourKind,
  weekOfDay,
  type ItemCalendar,
} from './free-hours.js';
import type { BusyTime } from './free-time.js';

/** An instant written in Kigali's time: `2026-12-05T10:00` → 08:00 UTC. */
const at = (local: string) => new Date(`${local}:00+02:00`);
const busy = (from: string, until: string, kind: BusyTime['kind'] = 'booked'): BusyTime => ({
  start: at(from),
  end: at(until),
  kind,
});

// Monday 7 December 2026 to Friday 11; Saturday 12 and Sunday 13 are not its days.
const weekdaysEightToSix: ItemCalendar = {
  weekly: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from_hour: 8, to_hour: 18 },
  busy: [
    busy('2026-12-07T10:30', '2026-12-07T12:00'),
    busy('2026-12-07T14:00', '2026-12-07T15:00', 'blocked'),
  ],
};
const early = at('2026-12-01T06:00');

describe('hourKind: what the week view marks on an hour (rules §4.15)', () => {
  it.each([
    ['2026-12-07T09:00', 'free'],
    // A booking that meets half an hour marks the whole hour.
    ['2026-12-07T10:00', 'booked'],
    ['2026-12-07T11:00', 'booked'],
    ['2026-12-07T12:00', 'free'],
    ['2026-12-07T14:00', 'blocked'],
    ['2026-12-07T07:00', 'closed'],
    ['2026-12-07T18:00', 'closed'],
    ['2026-12-12T10:00', 'closed'],
  ] as const)('%s is %s', (start, kind) => {
    expect(hourKind(weekdaysEightToSix, at(start))).toBe(kind);
  });

  it('a booking over a block is shown as booked', () => {
    const both: ItemCalendar = {
      weekly: weekdaysEightToSix.weekly,
      busy: [
        busy('2026-12-08T09:00', '2026-12-08T11:00', 'blocked'),
        busy('2026-12-08T10:00', '2026-12-08T11:00'),
      ],
    };
    expect(hourKind(both, at('2026-12-08T10:00'))).toBe('booked');
    expect(hourKind(both, at('2026-12-08T09:00'))).toBe('blocked');
  });
});

describe('freeHoursFrom: how long a request from a start may run', () => {
  it.each([
    ['2026-12-07T08:00', 2], // until the booking at 10:30, whole hours
    ['2026-12-07T12:00', 2], // until the block at 14:00
    ['2026-12-07T15:00', 3], // until the weekly hours end at 18:00
    ['2026-12-08T08:00', 8], // never more than the longest request
    ['2026-12-07T10:00', 0],
    ['2026-12-12T09:00', 0],
  ] as const)('from %s: %i hours', (start, hours) => {
    expect(freeHoursFrom(weekdaysEightToSix, at(start))).toBe(hours);
  });

  it('runs past midnight only where both days run round it', () => {
    const roundTheClock: ItemCalendar = {
      weekly: {
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        from_hour: 0,
        to_hour: 24,
      },
      busy: [],
    };
    expect(freeHoursFrom(roundTheClock, at('2026-12-07T22:00'))).toBe(8);
  });
});

describe('dayOffer: the starts a booking form offers on a day (rules §4.17)', () => {
  it('offers each hour with at least one free hour after it', () => {
    expect(dayOffer(weekdaysEightToSix, '2026-12-07', early)).toEqual({
      weekday: 'mon',
      starts: [8, 9, 12, 13, 15, 16, 17],
    });
  });

  it('offers only starts still to come today', () => {
    expect(dayOffer(weekdaysEightToSix, '2026-12-07', at('2026-12-07T13:30')).starts).toEqual([
      15, 16, 17,
    ]);
  });

  it('says why a day offers nothing: not its day, fully booked, or over', () => {
    expect(dayOffer(weekdaysEightToSix, '2026-12-13', early)).toEqual({
      weekday: 'sun',
      starts: [],
      refusal: 'not_a_day',
    });
    const full: ItemCalendar = {
      ...weekdaysEightToSix,
      busy: [busy('2026-12-09T07:00', '2026-12-09T19:00', 'blocked')],
    };
    expect(dayOffer(full, '2026-12-09', early).refusal).toBe('fully_booked');
    expect(dayOffer(weekdaysEightToSix, '2026-12-07', at('2026-12-07T18:30')).refusal).toBe(
      'passed',
    );
  });
});

describe('calendar weeks', () => {
  it('a week is seven Kigali days from today, asked with 8 hours more', () => {
    const week = calendarWeek('2026-12-30', 1);
    expect(week.days).toEqual([
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
      '2027-01-10',
      '2027-01-11',
      '2027-01-12',
    ]);
    expect(week.from).toEqual(at('2027-01-06T00:00'));
    expect(week.until).toEqual(at('2027-01-13T08:00'));
  });

  it('finds the week a day falls in', () => {
    expect(weekOfDay('2026-12-07', '2026-12-07')).toBe(0);
    expect(weekOfDay('2026-12-07', '2026-12-13')).toBe(0);
    expect(weekOfDay('2026-12-07', '2026-12-14')).toBe(1);
    expect(weekOfDay('2026-12-07', '2026-12-06')).toBe(-1);
  });

  it('reads an answer into instants', () => {
    expect(
      calendarOf({
        weekly: { days: ['mon'], from_hour: 8, to_hour: 18 },
        busy: [
          {
            start_time: '2026-12-07T08:30:00.000Z',
            end_time: '2026-12-07T10:00:00.000Z',
            kind: 'blocked',
          },
        ],
      }).busy,
    ).toEqual([busy('2026-12-07T10:30', '2026-12-07T12:00', 'blocked')]);
  });
});
