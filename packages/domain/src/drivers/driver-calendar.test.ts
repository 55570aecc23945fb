import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  driverForm,
  driverListQuery,
  parseDriverListQuery,
  registerDriverInput,
  updateDriverInput,
} from './driver.schemas.js';
import { messages } from '../shared/messages.js';

const driver = {
  name: 'Eric Niyonzima',
  age: 34,
  experience: 8,
  license_number: 'RW-0123456',
  location: 'Kigali',
  price_per_hour: 3000,
  specialties: ['city-driving'],
  availability_notes: 'Weekdays',
};
const driverFormValues = {
  ...driver,
  bio: '',
  available_days: ['mon'],
  available_from_hour: 8,
  available_to_hour: 18,
  instant_book: false,
  min_notice_hours: 0,
};

/** The messages of a failed parse, by the field they are under. */
function issuesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe("a driver's weekly days and hours (rules §4.15)", () => {
  it('a driver who says nothing works any day, any hour, without Instant Book', () => {
    const parsed = registerDriverInput.parse(driver);
    expect(parsed).toMatchObject({
      available_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      available_from_hour: 0,
      available_to_hour: 24,
      instant_book: false,
      min_notice_hours: 0,
    });
  });

  it('reads days as the car form does: any order, multipart JSON, the old spellings', () => {
    expect(
      registerDriverInput.parse({
        ...driver,
        availableDays: '["sat","mon"]',
        availableFromHour: '6',
        available_to_hour: '20',
      }),
    ).toMatchObject({
      available_days: ['mon', 'sat'],
      available_from_hour: 6,
      available_to_hour: 20,
    });
  });

  it.each([
    [{ available_days: [] }, 'available_days', messages.carDaysRequired],
    [{ available_days: ['someday'] }, 'available_days.0', messages.carDaysRequired],
    [
      { available_from_hour: 18, available_to_hour: 8 },
      'available_to_hour',
      messages.carHoursInvalid,
    ],
    [{ available_from_hour: 24 }, 'available_from_hour', messages.carHoursInvalid],
    [{ available_to_hour: 25 }, 'available_to_hour', messages.carHoursInvalid],
  ])('refuses %j under %s', (fields, path, message) => {
    for (const schema of [registerDriverInput, updateDriverInput])
      expect(issuesOf(schema, { ...driver, ...fields })[path]).toBe(message);
    // The form holds every field.
    expect(issuesOf(driverForm, { ...driverFormValues, ...fields })[path]).toBe(message);
  });

  it('an edit may send the days alone', () => {
    expect(updateDriverInput.parse({ available_days: ['sun'] })).toEqual({
      available_days: ['sun'],
    });
  });
});

describe("the drivers' time search (rules §4.14)", () => {
  it('takes a window of at most 8 hours, as the cars do', () => {
    const from = '2026-12-05T10:00:00+02:00';
    expect(driverListQuery.parse({ from, until: '2026-12-05T18:00:00+02:00' })).toMatchObject({
      from,
      until: '2026-12-05T18:00:00+02:00',
    });
  });

  it.each([
    [{ from: '2026-12-05T10:00:00+02:00' }, messages.bookingTimesRequired],
    [
      { from: '2026-12-05T10:00:00+02:00', until: '2026-12-05T09:00:00+02:00' },
      messages.bookingEndBeforeStart,
    ],
    [
      { from: '2026-12-05T10:00:00+02:00', until: '2026-12-05T19:00:00+02:00' },
      messages.bookingHoursRange,
    ],
  ])('refuses %j under from', (window, message) => {
    expect(issuesOf(driverListQuery, window).from).toBe(message);
  });

  it("a page's URL with a broken window drops the window and keeps the rest", () => {
    expect(
      parseDriverListQuery({
        location: 'Huye',
        from: '2026-12-05T10:00:00+02:00',
        instant_book: '1',
      }),
    ).toEqual({ page: 1, per_page: 20, location: 'Huye', instant_book: true });
  });
});
