import { describe, expect, it } from 'vitest';
import { billableHours, bookingHourChoices, quoteBooking } from './booking-price.js';
import {
  bookingForm,
  bookingPeriodProblem,
  createBookingInput,
  latestBookingStart,
  startsTooFarAhead,
} from './booking.schemas.js';
import { kigaliDateTime, kigaliToday } from '../shared/kigali-time.js';

const start = new Date('2026-11-24T07:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('quoteBooking', () => {
  it.each([
    [1, 5000, '2026-11-24T08:00:00.000Z', 5000],
    [3, 5000, '2026-11-24T10:00:00.000Z', 15000],
    [8, 12000, '2026-11-24T15:00:00.000Z', 96000],
  ])('%i h at RWF %i ends %s and costs %i', (hours, pricePerHour, end, total) => {
    const quote = quoteBooking({ pricePerHour, start, hours });
    expect(quote.end.toISOString()).toBe(end);
    expect(quote.total).toBe(total);
    expect(quote.hours).toBe(hours);
  });
});

describe('billableHours rounds up (rules §4.2)', () => {
  it.each([
    [60, 1],
    [61, 2],
    [90, 2],
    [480, 8],
    [481, 9],
  ])('%i minutes → %i hours', (minutes, hours) =>
    expect(billableHours(start, at(minutes))).toBe(hours),
  );
});

it('offers 1 to 8 hours', () => expect(bookingHourChoices).toEqual([1, 2, 3, 4, 5, 6, 7, 8]));

describe('bookingPeriodProblem', () => {
  it.each([
    [60, null],
    [480, null],
    [0, 'bookingEndBeforeStart'],
    [-60, 'bookingEndBeforeStart'],
    [481, 'bookingHoursRange'],
    [24 * 60, 'bookingHoursRange'],
  ])('an end %i minutes after the start → %s', (minutes, problem) => {
    expect(bookingPeriodProblem(start, at(minutes))?.message ?? null).toBe(problem);
  });
});

describe('createBookingInput', () => {
  const valid = {
    item_type: 'car',
    item_id: '7',
    start_time: '2026-11-24T09:00:00+02:00',
    end_time: '2026-11-24T12:00:00+02:00',
    total_price: 1,
    status: 'confirmed',
  };
  it('reads the body and drops a price or status sent by the client', () => {
    const parsed = createBookingInput.parse(valid);
    expect(parsed).toEqual({
      item_type: 'car',
      item_id: 7,
      start_time: new Date('2026-11-24T07:00:00Z'),
      end_time: new Date('2026-11-24T10:00:00Z'),
      notes: undefined,
    });
  });
  it.each([
    [{ start_time: undefined }, 'Please select start and end times'],
    [{ end_time: 'tomorrow' }, 'Please select start and end times'],
    [{ end_time: '2026-11-24T08:00:00+02:00' }, 'End time must be after start time'],
    [{ end_time: '2026-11-24T18:00:00+02:00' }, 'A booking lasts from 1 to 8 hours'],
    [{ item_type: 'boat' }, 'Please choose a car or a driver to book'],
    [{ item_id: 'abc' }, 'Please choose a car or a driver to book'],
  ])('refuses %j with %s', (change, message) => {
    const result = createBookingInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('bookingForm', () => {
  const now = new Date('2026-11-23T21:30:00Z'); // 23:30 in Kigali
  const form = bookingForm(now);
  const valid = { date: '2026-11-24', start_time: '09:00', hours: 2, notes: '' };
  it('accepts tomorrow morning in Kigali', () => expect(form.safeParse(valid).success).toBe(true));
  it.each([
    [{ date: '' }, 'Please choose a date'],
    [{ date: '2026-11-22' }, 'Please choose today or a later date'],
    [{ date: '2026-11-23', start_time: '23:00' }, 'Start time must be in the future'],
    [{ start_time: '' }, 'Please choose a start time'],
    [{ hours: 0 }, 'A booking lasts from 1 to 8 hours'],
    [{ hours: 9 }, 'A booking lasts from 1 to 8 hours'],
    [{ date: '2027-11-24' }, 'Bookings can be requested up to one year ahead'],
    [{ date: '9999-01-01' }, 'Bookings can be requested up to one year ahead'],
  ])('refuses %j with %s', (change, message) => {
    const result = form.safeParse({ ...valid, ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
  it('accepts a start a year ahead to the minute, and shows a later one under the date', () => {
    // now is 23 Nov 2026 23:30 in Kigali: 23 Nov 2027 23:30 is the latest start.
    expect(form.safeParse({ ...valid, date: '2027-11-23', start_time: '23:30' }).success).toBe(
      true,
    );
    const late = form.safeParse({ ...valid, date: '2027-11-23', start_time: '23:31' });
    expect(late.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['date', 'Bookings can be requested up to one year ahead'],
    ]);
  });
});

describe('startsTooFarAhead (rules §4.2)', () => {
  const now = new Date('2028-02-29T10:00:00Z');
  it('allows up to a year after now and refuses anything later', () => {
    expect(latestBookingStart(now).toISOString()).toBe('2029-03-01T10:00:00.000Z');
    expect(startsTooFarAhead(new Date('2029-03-01T10:00:00Z'), now)).toBe(false);
    expect(startsTooFarAhead(new Date('2029-03-01T10:00:01Z'), now)).toBe(true);
    expect(startsTooFarAhead(new Date('9999-12-31T00:00:00Z'), now)).toBe(true);
  });
});

describe('Kigali time (UTC+2 all year)', () => {
  it('reads a form date and time as Kigali time', () => {
    expect(kigaliDateTime('2026-11-24', '09:30')?.toISOString()).toBe('2026-11-24T07:30:00.000Z');
    expect(kigaliDateTime('2026-11-24', '9:30')).toBeNull();
  });
  it('names today by the Kigali calendar', () => {
    expect(kigaliToday(new Date('2026-11-23T21:59:00Z'))).toBe('2026-11-23');
    expect(kigaliToday(new Date('2026-11-23T22:00:00Z'))).toBe('2026-11-24');
  });
});
