import { z } from 'zod';
import {
  instantBookDefaults,
  instantBookFields,
  weeklyHoursFields,
  withHoursInOrder,
} from '../calendars/calendar.schemas.js';
import { checkSearchWindow, searchWindowFields } from '../calendars/search-window.js';
import { alwaysAvailable } from '../cars/car-availability.js';
import { rwandaLocations } from '../shared/locations.js';
import { messages } from '../shared/messages.js';
import { readListQuery, type QueryParams } from '../shared/list-query.js';
import { searchPageQuery } from '../shared/pagination.js';
import { wireAliases, wireBoolean, wireList, wireNumber } from '../shared/wire.js';
import { personName } from '../users/user.schemas.js';
import {
  driverRateStep,
  maxDriverAge,
  maxDriverRate,
  minDriverAge,
  minDriverExperience,
  minDriverRate,
  specialties,
} from './driver-catalogue.js';

const required = messages.requiredFields;

const specialtyList = wireList(
  z.array(z.string().trim(), { error: messages.specialtiesRequired }),
).pipe(
  z
    .array(z.string())
    .transform((items) => [...new Set(items.filter(Boolean))])
    .pipe(
      z
        .array(z.enum(specialties, { error: messages.specialtyInvalid }))
        .min(1, messages.specialtiesRequired),
    ),
);

/** Every field of a driver profile as its driver writes it (rules §3.1, §3.2). */
export const driverFields = z.object({
  name: personName,
  age: wireNumber(
    z
      .number({ error: messages.driverAgeMin })
      .int(messages.driverAgeMin)
      .min(minDriverAge, messages.driverAgeMin)
      .max(maxDriverAge, messages.driverAgeMax),
  ),
  experience: wireNumber(
    z
      .number({ error: messages.driverExperienceMin })
      .int(messages.driverExperienceMin)
      .min(minDriverExperience, messages.driverExperienceMin)
      .max(60, messages.driverExperienceMin),
  ),
  license_number: z
    .string({ error: messages.licenceNumberRequired })
    .trim()
    .min(1, messages.licenceNumberRequired)
    .max(30, messages.licenceNumberRequired),
  location: z.enum(rwandaLocations, { error: messages.locationInvalid }),
  price_per_hour: wireNumber(
    z
      .number({ error: messages.driverRateMin })
      .int(messages.driverRateStep)
      .min(minDriverRate, messages.driverRateMin)
      .max(maxDriverRate, messages.driverRateMax)
      .multipleOf(driverRateStep, messages.driverRateStep),
  ),
  specialties: specialtyList,
  bio: z
    .string()
    .trim()
    .max(1000, messages.bioTooLong)
    .nullable()
    .transform((bio) => bio || null),
  availability_notes: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(500, messages.availabilityNotesTooLong),
  // rules §4.15: weekly days and hours as a car's
  ...weeklyHoursFields,
  // rules §4.16
  ...instantBookFields,
});

/**
 * What a new driver who says nothing of their calendar gets (rules §4.15, §4.16): any day,
 * any hour; no Instant Book.
 */
export const driverCalendarDefaults = {
  available_days: driverFields.shape.available_days.default([...alwaysAvailable.days]),
  available_from_hour: driverFields.shape.available_from_hour.default(alwaysAvailable.from_hour),
  available_to_hour: driverFields.shape.available_to_hour.default(alwaysAvailable.to_hour),
  instant_book: driverFields.shape.instant_book.default(instantBookDefaults.instant_book),
  min_notice_hours: driverFields.shape.min_notice_hours.default(
    instantBookDefaults.min_notice_hours,
  ),
};

/**
 * The older product's other spellings of a driver's fields (rules §9.7): its driver registration
 * payload (`pricePerHour`, `licenseNumber`, `availabilityNotes`, `isAvailable`,
 * `profileImage` …) and the admin's `experience_years`. Read on every driver body, the
 * driver's and the admin's; the files' names too.
 */
export const driverAliases = {
  experience_years: 'experience',
  experienceYears: 'experience',
  pricePerHour: 'price_per_hour',
  licenseNumber: 'license_number',
  availabilityNotes: 'availability_notes',
  isAvailable: 'is_available',
  phoneNumber: 'phone_number',
  profileImage: 'profile_image',
  licenseImage: 'license_image',
  availableDays: 'available_days',
  availableFromHour: 'available_from_hour',
  availableToHour: 'available_to_hour',
  instantBook: 'instant_book',
  minNoticeHours: 'min_notice_hours',
};

/** The files a driver's multipart body carries: the licence (private) and a portrait (public). */
export const driverFileFields = ['license_image', 'profile_image'] as const;

/**
 * `POST /api/drivers` (rules §3.3), multipart text fields beside the licence image (required,
 * private) and a profile photo (optional, public).
 */
export const registerDriverInput = wireAliases(
  driverAliases,
  withHoursInOrder(
    driverFields.extend({
      bio: driverFields.shape.bio.optional().default(null),
      ...driverCalendarDefaults,
    }),
  ),
);
export type RegisterDriverInput = z.infer<typeof registerDriverInput>;

/** `PUT /api/drivers/{id}`: any subset, plus the driver's own availability switch (rules §3.5). */
export const updateDriverInput = wireAliases(
  driverAliases,
  withHoursInOrder(
    driverFields.partial().extend({
      is_available: wireBoolean(z.boolean({ error: messages.invalidInput })).optional(),
    }),
  ),
  { files: driverFileFields },
);
export type UpdateDriverInput = z.infer<typeof updateDriverInput>;

/** The registration and profile forms: the API's rules. */
export const driverForm = withHoursInOrder(driverFields);
export type DriverFormOutput = z.output<typeof driverForm>;

/**
 * `GET /api/drivers` (rules §3.7): every filter on the server, as the URL says; `from` and
 * `until` name a window the drivers must be free for (rules §4.14), as for cars.
 */
export const driverListQuery = searchPageQuery
  .extend({
    location: z.enum(rwandaLocations).optional(),
    specialty: z.enum(specialties).optional(),
    min_experience: z.coerce.number().int().min(0).max(60).optional(),
    min_rating: z.coerce.number().min(0).max(5).optional(),
    // rules §4.16: only Instant Book drivers (`instant_book=1`); off is no filter.
    instant_book: wireBoolean(z.boolean()).optional(),
    ...searchWindowFields,
  })
  .superRefine(checkSearchWindow);
export type DriverListQuery = z.infer<typeof driverListQuery>;

/** The drivers list's filters as a page's URL holds them; a value it does not know falls back. */
export const parseDriverListQuery = (params: QueryParams): DriverListQuery =>
  readListQuery(driverListQuery, params);
