import { checkSearchWindow, searchWindowFields } from '../calendars/search-window.js';
import { z } from 'zod';
import { rwandaLocations } from '../shared/locations.js';
import { domainErrors, type DomainErrorCode } from '../shared/domain-error.js';
import { messages } from '../shared/messages.js';
import { readListQuery, type QueryParams } from '../shared/list-query.js';
import { searchPageQuery } from '../shared/pagination.js';
import { wireAliases, wireBoolean, wireList, wireNumber } from '../shared/wire.js';
import {
  hoursInOrder,
  hoursMessage,
  instantBookDefaults,
  instantBookFields,
  weeklyHoursFields,
  withHoursInOrder,
} from '../calendars/calendar.schemas.js';
import { alwaysAvailable, availabilityFilters } from './car-availability.js';
import {
  carPriceStep,
  carSorts,
  carTypes,
  maxCarImages,
  maxCarPricePerHour,
} from './car-catalogue.js';

const required = messages.requiredFields;

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Features are trimmed, blanks dropped and repeats ignored, whatever their case (rules §2.2). */
export function cleanFeatures(features: readonly string[]): string[] {
  const seen = new Set<string>();
  const cleaned: string[] = [];
  for (const feature of features) {
    const text = feature.trim().replace(/\s+/g, ' ');
    const key = text.toLowerCase();
    if (text && !seen.has(key)) {
      seen.add(key);
      cleaned.push(text);
    }
  }
  return cleaned;
}

const featureList = wireList(
  z.array(z.string().max(50, messages.carFeatureTooLong), { error: messages.carFeaturesRequired }),
).transform(cleanFeatures);

const features = featureList.pipe(
  z.array(z.string()).min(1, messages.carFeaturesRequired).max(30, messages.carTooManyFeatures),
);

/**
 * Features where the spec's body has none (`POST /api/admin/cars`, rules §8.7): none is
 * allowed; those sent are cleaned and counted as an owner's are.
 */
export const optionalFeatures = featureList
  .pipe(z.array(z.string()).max(30, messages.carTooManyFeatures))
  .default([]);

const imageUrls = wireList(
  z
    .array(
      z
        .string()
        .trim()
        .max(2000, messages.carImageUrlInvalid)
        .pipe(z.url({ protocol: /^https$/, error: messages.carImageUrlInvalid })),
      { error: messages.carImageUrlInvalid },
    )
    .max(maxCarImages, messages.carTooManyImages),
);

/** Rwandan plates read like `RAB 123 C`; stored upper-case with single spaces. */
export const licensePlate = z
  .string()
  .trim()
  .toUpperCase()
  .transform((plate) => plate.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .max(12, messages.plateInvalid)
      .regex(/^[A-Z0-9 -]*$/, messages.plateInvalid),
  )
  .transform((plate) => plate || null);

/** Every field of a car as an owner writes it; the create and update schemas build on it. */
const carFields = z.object({
  make: requiredText(50, messages.carNameTooLong),
  model: requiredText(50, messages.carNameTooLong),
  year: wireNumber(
    z
      .number({ error: messages.carYearInvalid })
      .int(messages.carYearInvalid)
      .min(1900, messages.carYearInvalid)
      .max(2100, messages.carYearInvalid),
  ),
  car_type: z.enum(carTypes, { error: messages.carTypeInvalid }),
  description: requiredText(2000, messages.descriptionTooLong),
  location: z.enum(rwandaLocations, { error: messages.locationInvalid }),
  price_per_hour: wireNumber(
    z
      .number({ error: required })
      .int(messages.carPriceStep)
      .positive(required)
      .max(maxCarPricePerHour, messages.carPriceTooHigh)
      .multipleOf(carPriceStep, messages.carPriceStep),
  ),
  availability_notes: z
    .string()
    .trim()
    .max(500, messages.availabilityNotesTooLong)
    .nullable()
    .transform((notes) => notes || null),
  ...weeklyHoursFields,
  // rules §4.16
  ...instantBookFields,
  features,
  license_plate: licensePlate.nullable(),
  is_active: wireBoolean(z.boolean({ error: messages.invalidInput })),
  image_urls: imageUrls,
});

/**
 * `POST /api/cars` (rules §2.11), as JSON or as multipart text fields; the photos themselves
 * are files beside it. Omitted extras get sensible defaults: active, any day, any hour, no
 * Instant Book.
 */
export const createCarFields = carFields.extend({
  car_type: carFields.shape.car_type.default('sedan'),
  availability_notes: carFields.shape.availability_notes.optional().default(null),
  available_days: carFields.shape.available_days.default([...alwaysAvailable.days]),
  available_from_hour: carFields.shape.available_from_hour.default(alwaysAvailable.from_hour),
  available_to_hour: carFields.shape.available_to_hour.default(alwaysAvailable.to_hour),
  license_plate: carFields.shape.license_plate.optional().default(null),
  instant_book: carFields.shape.instant_book.default(instantBookDefaults.instant_book),
  min_notice_hours: carFields.shape.min_notice_hours.default(instantBookDefaults.min_notice_hours),
  is_active: carFields.shape.is_active.default(true),
  image_urls: carFields.shape.image_urls.default([]),
});

/**
 * The older product's camelCase spellings of a car's fields (rules §9.7), read on every car body:
 * the owner's and the admin's, JSON and multipart.
 */
export const carAliases = {
  pricePerHour: 'price_per_hour',
  ownerId: 'owner_id',
  carType: 'car_type',
  availabilityNotes: 'availability_notes',
  availableDays: 'available_days',
  availableFromHour: 'available_from_hour',
  availableToHour: 'available_to_hour',
  licensePlate: 'license_plate',
  isActive: 'is_active',
  imageUrls: 'image_urls',
  imageIds: 'image_ids',
  instantBook: 'instant_book',
  minNoticeHours: 'min_notice_hours',
};

/** The photo files a car's multipart body carries (`images`, `images[]`, `images[0]`, …). */
export const carFileFields = ['images'] as const;

export const createCarInput = wireAliases(carAliases, withHoursInOrder(createCarFields));
export type CreateCarInput = z.infer<typeof createCarInput>;

/**
 * `PUT /api/cars/{id}`: only the fields that changed (rules §2.11). `image_ids` lists the
 * photos to keep, in order; photos left out are deleted. New files and `image_urls` are
 * added after them.
 */
export const updateCarFields = carFields.partial().extend({
  image_ids: wireList(
    z.array(wireNumber(z.number().int().positive()), { error: messages.invalidInput }),
  ).optional(),
});
export const updateCarInput = wireAliases(carAliases, withHoursInOrder(updateCarFields), {
  files: carFileFields,
});
export type UpdateCarInput = z.infer<typeof updateCarInput>;

/**
 * `GET /api/cars` (rules §2.6): every filter works on the server and mirrors the URL of
 * the car list. Prices are whole RWF, both bounds inclusive; `from` and `until` name a
 * window the cars must be free for (rules §4.14).
 */
export const carListQuery = searchPageQuery
  .extend({
    location: z.enum(rwandaLocations).optional(),
    car_type: z.enum(carTypes).optional(),
    min_price: z.coerce.number().int().min(0).max(maxCarPricePerHour).optional(),
    max_price: z.coerce.number().int().min(0).max(maxCarPricePerHour).optional(),
    availability: z.enum(availabilityFilters).optional(),
    sort: z.enum(carSorts).default('newest'),
    // rules §4.16: only Instant Book cars (`instant_book=1`); off is no filter.
    instant_book: wireBoolean(z.boolean()).optional(),
    // rules §4.14: only cars free for the whole window.
    ...searchWindowFields,
  })
  .superRefine(checkSearchWindow);
export type CarListQuery = z.infer<typeof carListQuery>;

/**
 * The public car list counts its matches up to this many (rules §2.6): past it the total
 * reads "1,000+ cars". Counting every match of a broad search on every request is what
 * made a search slow at 100,000 cars (docs/decisions/0014-car-search-at-scale.md).
 */
export const carListTotalCap = 1000;

/** The car list's filters as a page's URL holds them; a value it does not know falls back. */
export const parseCarListQuery = (params: QueryParams): CarListQuery =>
  readListQuery(carListQuery, params);

/**
 * The add and edit car form (rules §2.2): the API's field rules. Photos are checked apart
 * ({@link checkCarImageCount}) because the form holds files, not text.
 */
export const carForm = carFields
  .omit({ image_urls: true })
  // The town select starts empty ('Choose a town').
  .extend({ location: z.preprocess((town) => town || undefined, carFields.shape.location) })
  .refine(hoursInOrder, hoursMessage);
export type CarFormValues = z.input<typeof carForm>;
export type CarFormOutput = z.output<typeof carForm>;

/** A car needs at least one photo, at most ten; adding and editing say it differently (rules §2.3). */
export function carImageCountError(
  count: number,
  mode: 'add' | 'edit',
): DomainErrorCode | undefined {
  if (count < 1) return mode === 'add' ? 'car.imagesRequired' : 'car.imagesKeep';
  if (count > maxCarImages) return 'car.tooManyImages';
  return undefined;
}

/** The message of {@link carImageCountError}, for the form. */
export function checkCarImageCount(count: number, mode: 'add' | 'edit'): string | undefined {
  const code = carImageCountError(count, mode);
  return code && messages[domainErrors[code].message];
}
