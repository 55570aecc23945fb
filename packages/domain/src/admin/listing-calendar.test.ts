import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminCreateCarInput,
  adminCreateDriverInput,
  adminUpdateDriverInput,
} from './admin-listings.schemas.js';
import { carListQuery, createCarInput, updateCarInput } from '../cars/car.schemas.js';
import {
  driverListQuery,
  registerDriverInput,
  updateDriverInput,
} from '../drivers/driver.schemas.js';
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
const car = {
  make: 'Toyota',
  model: 'RAV4',
  year: 2020,
  description: 'A clean car',
  location: 'Kigali',
  price_per_hour: 20_000,
  features: ['Air conditioning'],
};

/** The messages of a failed parse, by the field they are under. */
function issuesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe("an admin writes a driver's weekly days and hours as the driver does (rules §4.15)", () => {
  it('refuses hours that run backwards, and takes the days alone on an edit', () => {
    expect(
      issuesOf(adminCreateDriverInput, { ...driver, available_from_hour: 18, available_to_hour: 8 })
        .available_to_hour,
    ).toBe(messages.carHoursInvalid);
    expect(adminCreateDriverInput.parse(driver)).toMatchObject({
      available_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      available_from_hour: 0,
      available_to_hour: 24,
    });
    expect(adminUpdateDriverInput.parse({ available_from_hour: 5 })).toEqual({
      available_from_hour: 5,
    });
  });
});

describe('Instant Book on cars and drivers (rules §4.16)', () => {
  const creates = [
    ['car', createCarInput, car],
    ['admin car', adminCreateCarInput, { ...car, owner_id: 3 }],
    ['driver', registerDriverInput, driver],
    ['admin driver', adminCreateDriverInput, driver],
  ] as const;

  it.each(creates)('a new %s is off by default, with no notice', (_, schema, body) => {
    expect(schema.parse(body)).toMatchObject({ instant_book: false, min_notice_hours: 0 });
  });

  it.each(creates)('a %s takes it on with whole hours of notice up to 72', (_, schema, body) => {
    expect(schema.parse({ ...body, instant_book: '1', min_notice_hours: '72' })).toMatchObject({
      instant_book: true,
      min_notice_hours: 72,
    });
    expect(schema.parse({ ...body, instantBook: true, minNoticeHours: 0 })).toMatchObject({
      instant_book: true,
      min_notice_hours: 0,
    });
  });

  it.each([-1, 73, 2.5, 'soon'])('refuses a notice of %j', (notice) => {
    for (const schema of [createCarInput, updateCarInput, registerDriverInput, updateDriverInput])
      expect(
        issuesOf(schema, { ...car, ...driver, min_notice_hours: notice }).min_notice_hours,
      ).toBe(messages.minNoticeHoursInvalid);
  });

  it('refuses an Instant Book that is not yes or no', () => {
    expect(issuesOf(updateCarInput, { instant_book: 'maybe' }).instant_book).toBe(
      messages.invalidInput,
    );
  });

  it('the lists take instant_book=1, and off is no filter', () => {
    expect(carListQuery.parse({ instant_book: '1' }).instant_book).toBe(true);
    expect(driverListQuery.parse({ instant_book: '1' }).instant_book).toBe(true);
    expect(driverListQuery.parse({ instant_book: '0' }).instant_book).toBe(false);
    expect(driverListQuery.safeParse({ instant_book: 'yes' }).success).toBe(false);
  });
});
