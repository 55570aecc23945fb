import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import {
  carForm,
  carListQuery,
  cleanFeatures,
  createCarInput,
  parseCarListQuery,
  updateCarInput,
} from './car.schemas.js';

const valid = {
  make: 'Toyota',
  model: 'RAV4',
  year: 2022,
  description: 'Clean SUV',
  location: 'Kigali',
  price_per_hour: 15000,
  features: ['Air conditioning'],
};
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('cleanFeatures (rules §2.2: trimmed, duplicates ignored)', () => {
  it('trims, drops blanks and ignores repeats whatever their case', () => {
    expect(cleanFeatures([' GPS ', 'gps', '', '  ', 'Air  conditioning', 'GPS'])).toEqual([
      'GPS',
      'Air conditioning',
    ]);
  });
});

describe('createCarInput', () => {
  it('fills in sensible defaults: sedan, active, any day, any hour', () => {
    expect(createCarInput.parse(valid)).toMatchObject({
      car_type: 'sedan',
      is_active: true,
      available_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      available_from_hour: 0,
      available_to_hour: 24,
      availability_notes: null,
      license_plate: null,
      image_urls: [],
    });
  });

  it('reads multipart text: numbers, 1/0, JSON lists and comma lists', () => {
    const parsed = createCarInput.parse({
      ...valid,
      year: '2020',
      price_per_hour: '12000',
      is_active: '0',
      features: 'GPS, Bluetooth ,gps',
      available_days: '["sun","mon"]',
      available_from_hour: '6',
      available_to_hour: '20',
      license_plate: ' rad  123 a ',
    });
    expect(parsed).toMatchObject({
      year: 2020,
      price_per_hour: 12000,
      is_active: false,
      features: ['GPS', 'Bluetooth'],
      available_days: ['mon', 'sun'],
      available_from_hour: 6,
      available_to_hour: 20,
      license_plate: 'RAD 123 A',
    });
  });

  it('says "Please fill in all required fields" for each missing required field', () => {
    const result = createCarInput.safeParse({ features: ['GPS'], year: 2020 });
    expect(issuesOf(result)).toEqual(
      expect.arrayContaining([
        ['make', messages.requiredFields],
        ['model', messages.requiredFields],
        ['description', messages.requiredFields],
        ['price_per_hour', messages.requiredFields],
      ]),
    );
  });

  it.each([
    [{ price_per_hour: 0 }, messages.requiredFields],
    [{ price_per_hour: 2500 }, messages.carPriceStep],
    [{ price_per_hour: 2_000_000 }, messages.carPriceTooHigh],
    [{ features: [] }, messages.carFeaturesRequired],
    [{ features: ['x'.repeat(51)] }, messages.carFeatureTooLong],
    [{ features: '["unclosed' }, messages.carFeaturesRequired],
    [{ available_days: [] }, messages.carDaysRequired],
    [{ available_days: ['someday'] }, messages.carDaysRequired],
    [{ available_from_hour: 10, available_to_hour: 10 }, messages.carHoursInvalid],
    [{ available_to_hour: 25 }, messages.carHoursInvalid],
    [{ location: 'Nairobi' }, messages.locationInvalid],
    [{ image_urls: ['javascript:alert(1)'] }, messages.carImageUrlInvalid],
    [{ description: 'x'.repeat(2001) }, messages.descriptionTooLong],
  ])('refuses %j', (change, message) => {
    const result = createCarInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(issuesOf(result)?.map(([, text]) => text)).toContain(message);
  });
});

describe('updateCarInput', () => {
  it('takes any subset of fields, and nothing more is set', () => {
    expect(updateCarInput.parse({ is_active: '1' })).toEqual({ is_active: true });
    expect(updateCarInput.parse({ image_ids: '[3,"1"]' })).toEqual({ image_ids: [3, 1] });
  });

  it('still checks what it is given', () => {
    expect(updateCarInput.safeParse({ make: '  ' }).success).toBe(false);
    expect(updateCarInput.safeParse({ price_per_hour: 999 }).success).toBe(false);
  });
});

describe('carForm', () => {
  it('uses the same field rules as the API', () => {
    const result = carForm.safeParse({ ...valid, car_type: 'suv', price_per_hour: 1500 });
    expect(issuesOf(result)?.map(([, text]) => text)).toContain(messages.carPriceStep);
  });
});

describe('carListQuery', () => {
  it('treats a blank search as none and defaults to newest first, page 1 of 20', () => {
    expect(carListQuery.parse({ search: '  ' })).toEqual({ page: 1, per_page: 20, sort: 'newest' });
  });
});

describe('parseCarListQuery', () => {
  it.each([
    ['', { page: 1, per_page: 20, sort: 'newest' }],
    [
      'location=Kigali&car_type=suv&min_price=5000&max_price=10000&availability=weekends&sort=price_asc&page=2',
      {
        page: 2,
        per_page: 20,
        location: 'Kigali',
        car_type: 'suv',
        min_price: 5000,
        max_price: 10000,
        availability: 'weekends',
        sort: 'price_asc',
      },
    ],
    [
      'location=Nairobi&car_type=boat&search=rav4',
      { page: 1, per_page: 20, sort: 'newest', search: 'rav4' },
    ],
    [
      'min_price=cheap&max_price=-1&availability=sometimes',
      { page: 1, per_page: 20, sort: 'newest' },
    ],
    ['sort=random&page=x', { page: 1, per_page: 20, sort: 'newest' }],
  ])('reads ?%s, dropping what it does not know', (search, expected) => {
    expect(parseCarListQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("carListQuery's window (rules §4.14)", () => {
  const issueUnderFrom = (query: Record<string, string>) => {
    const result = carListQuery.safeParse(query);
    return result.success
      ? undefined
      : result.error.issues.map((issue) => [issue.path, issue.message]);
  };

  it('takes a window of up to 8 hours, with its offsets', () => {
    const query = carListQuery.parse({
      from: '2026-12-05T10:00:00+02:00',
      until: '2026-12-05T14:00:00+02:00',
    });
    expect(query).toMatchObject({
      from: '2026-12-05T10:00:00+02:00',
      until: '2026-12-05T14:00:00+02:00',
    });
  });

  it.each([
    [{ from: '2026-12-05T10:00:00+02:00' }, 'Please select start and end times'],
    [{ until: '2026-12-05T10:00:00+02:00' }, 'Please select start and end times'],
    [
      { from: '2026-12-05T10:00:00+02:00', until: '2026-12-05T10:00:00+02:00' },
      'End time must be after start time',
    ],
    [
      { from: '2026-12-05T10:00:00+02:00', until: '2026-12-05T18:30:00+02:00' },
      'A booking lasts from 1 to 8 hours',
    ],
    [{ from: 'saturday', until: '2026-12-05T10:00:00+02:00' }, 'Please select start and end times'],
  ])('refuses %o under from', (query, message) => {
    expect(issueUnderFrom(query)).toEqual([[['from'], message]]);
  });

  it("a page's URL with half a window keeps its other filters and drops the window", () => {
    expect(parseCarListQuery({ location: 'Musanze', until: '2026-12-05T10:00:00+02:00' })).toEqual({
      location: 'Musanze',
      page: 1,
      per_page: 20,
      sort: 'newest',
    });
  });
});
