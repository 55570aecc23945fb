import { describe, expect, it } from 'vitest';
import { choiceOfWindow, windowOfChoice } from './window-choice.js';
import type { WeeklyHours } from './weekly-hours.js';
import {
  daySpans,
  isFreeFor,
  kigaliWeekTime,
  overlaps,
  withinWeekly,
  type BusyTime,
} from './free-time.js';

/** An instant written in Kigali's time: `2026-12-05T10:00` → 08:00 UTC. */
const at = (local: string) => new Date(`${local}:00+02:00`);
const range = (from: string, until: string) => ({ start: at(from), end: at(until) });

const roundTheClock: WeeklyHours = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  from_hour: 0,
  to_hour: 24,
};
const weekdaysNineToFive: WeeklyHours = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  from_hour: 9,
  to_hour: 17,
};

describe("Kigali's week time", () => {
  it('names the day and hour in Kigali, two hours on from UTC', () => {
    // Saturday 5 December 2026, 00:30 in Kigali is still Friday in UTC (22:30).
    expect(kigaliWeekTime(at('2026-12-05T00:30'))).toMatchObject({ day: 'sat', hours: 0.5 });
    expect(kigaliWeekTime(new Date('2026-12-04T22:30:00Z')).day).toBe('sat');
    expect(kigaliWeekTime(at('2026-12-07T23:59')).day).toBe('mon');
    expect(kigaliWeekTime(at('2026-12-06T12:00')).day).toBe('sun');
  });
});

describe('overlaps (half-open ranges)', () => {
  it('two ranges that only touch do not meet; one minute inside does', () => {
    const morning = range('2026-12-05T10:00', '2026-12-05T12:00');
    expect(overlaps(morning, range('2026-12-05T12:00', '2026-12-05T14:00'))).toBe(false);
    expect(overlaps(morning, range('2026-12-05T08:00', '2026-12-05T10:00'))).toBe(false);
    expect(overlaps(morning, range('2026-12-05T11:59', '2026-12-05T14:00'))).toBe(true);
    expect(overlaps(morning, range('2026-12-05T09:00', '2026-12-05T13:00'))).toBe(true);
  });
});

describe('within the weekly days and hours', () => {
  it.each([
    ['a weekday inside the hours', '2026-12-07T10:00', '2026-12-07T14:00', true],
    ['ending right at the last hour', '2026-12-07T13:00', '2026-12-07T17:00', true],
    ['starting before the first hour', '2026-12-07T08:00', '2026-12-07T10:00', false],
    ['running past the last hour', '2026-12-07T16:00', '2026-12-07T18:00', false],
    ['on a Saturday', '2026-12-05T10:00', '2026-12-05T12:00', false],
    ['3 a.m. on a weekday', '2026-12-08T03:00', '2026-12-08T05:00', false],
  ])('%s', (_, from, until, inside) => {
    expect(withinWeekly(weekdaysNineToFive, range(from, until))).toBe(inside);
  });

  it('runs across midnight when both days are available round the clock', () => {
    expect(withinWeekly(roundTheClock, range('2026-12-05T22:00', '2026-12-06T04:00'))).toBe(true);
    const weekendOnly: WeeklyHours = { days: ['sat', 'sun'], from_hour: 0, to_hour: 24 };
    // Saturday night into Sunday: both days; Sunday night into Monday: Monday is not.
    expect(withinWeekly(weekendOnly, range('2026-12-05T22:00', '2026-12-06T02:00'))).toBe(true);
    expect(withinWeekly(weekendOnly, range('2026-12-06T22:00', '2026-12-07T02:00'))).toBe(false);
  });

  it("does not run across midnight when the next day's hours start later", () => {
    const lateStart: WeeklyHours = { days: ['sat', 'sun'], from_hour: 6, to_hour: 24 };
    expect(withinWeekly(lateStart, range('2026-12-05T22:00', '2026-12-06T02:00'))).toBe(false);
    expect(withinWeekly(lateStart, range('2026-12-05T20:00', '2026-12-06T00:00'))).toBe(true);
  });

  it('an empty or backward range is never inside', () => {
    expect(withinWeekly(roundTheClock, range('2026-12-05T10:00', '2026-12-05T10:00'))).toBe(false);
    expect(withinWeekly(roundTheClock, range('2026-12-05T10:00', '2026-12-05T09:00'))).toBe(false);
  });
});

describe('free for a window', () => {
  const busy: BusyTime[] = [
    { ...range('2026-12-07T10:00', '2026-12-07T12:00'), kind: 'booked' },
    { ...range('2026-12-07T14:00', '2026-12-07T15:30'), kind: 'blocked' },
  ];
  const item = { weekly: weekdaysNineToFive, busy };

  it.each([
    ['between a booking and a block', '2026-12-07T12:00', '2026-12-07T14:00', true],
    ['over the confirmed booking', '2026-12-07T11:00', '2026-12-07T13:00', false],
    ['over the block, not on a whole hour', '2026-12-07T15:00', '2026-12-07T16:00', false],
    ['right after the block', '2026-12-07T15:30', '2026-12-07T17:00', true],
    ['free of both but outside the hours', '2026-12-07T16:00', '2026-12-07T18:00', false],
  ])('%s', (_, from, until, free) => {
    expect(isFreeFor(range(from, until), item)).toBe(free);
  });
});

describe("a range cut at Kigali's midnights", () => {
  it('gives one span per day touched, in hours since that midnight', () => {
    expect(daySpans(range('2026-12-05T22:00', '2026-12-06T01:30'))).toEqual([
      { day: 'sat', fromHours: 22, toHours: 24 },
      { day: 'sun', fromHours: 0, toHours: 1.5 },
    ]);
    expect(daySpans(range('2026-12-07T09:15', '2026-12-07T11:00'))).toEqual([
      { day: 'mon', fromHours: 9.25, toHours: 11 },
    ]);
    expect(daySpans(range('2026-12-07T10:00', '2026-12-07T10:00'))).toEqual([]);
  });
});

describe('a window as a person chooses it', () => {
  it('is written in Kigali time and read back', () => {
    const window = windowOfChoice({ day: '2026-12-05', startHour: 22, hours: 4 });
    expect(window).toEqual({
      from: '2026-12-05T22:00:00+02:00',
      until: '2026-12-06T02:00:00+02:00',
    });
    expect(choiceOfWindow(window)).toEqual({ day: '2026-12-05', startHour: 22, hours: 4 });
  });

  it('reads a window written with another offset, and none that no one could choose', () => {
    expect(choiceOfWindow({ from: '2026-12-05T08:00:00Z', until: '2026-12-05T10:00:00Z' })).toEqual(
      { day: '2026-12-05', startHour: 10, hours: 2 },
    );
    expect(
      choiceOfWindow({ from: '2026-12-05T10:30:00+02:00', until: '2026-12-05T12:30:00+02:00' }),
    ).toBeUndefined();
    expect(choiceOfWindow({ from: '2026-12-05T10:00:00+02:00' })).toBeUndefined();
  });
});
