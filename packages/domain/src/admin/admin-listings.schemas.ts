import { z } from 'zod';
import { bookingItemTypes, bookingStatuses } from '../bookings/booking-status.js';
import {
  carAliases,
  carFileFields,
  createCarFields,
  optionalFeatures,
  updateCarFields,
} from '../cars/car.schemas.js';
import {
  instantBookFields,
  weeklyHoursFields,
  withHoursInOrder,
} from '../calendars/calendar.schemas.js';
import { specialties } from '../drivers/driver-catalogue.js';
import { driverAliases, driverCalendarDefaults, driverFields } from '../drivers/driver.schemas.js';
import { messages } from '../shared/messages.js';
import { searchPageQuery } from '../shared/pagination.js';
import { wireAliases, wireBoolean, wireChoice, wireList, wireNumber } from '../shared/wire.js';
import { emailAddress, optionalPhoneNumber } from '../users/user.schemas.js';
import { optionalPassword } from './admin-users.schemas.js';

/** Whether a listing is shown to the public; the admin lists filter by it. */
export const listingStatuses = ['active', 'inactive'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** `POST /api/admin/cars/{id}/toggle-status` and `…/drivers/{id}/toggle-status`. */
export const toggleStatusInput = z.object({
  is_active: wireBoolean(z.boolean({ error: messages.carStatusInvalid })),
});

const ownerId = wireNumber(
  z
    .number({ error: messages.ownerRequired })
    .int(messages.ownerInvalid)
    .positive(messages.ownerInvalid)
    .max(2_147_483_647, messages.ownerInvalid),
);

/**
 * `POST /api/admin/cars` (rules §8.7): an owner's car (rules §2.2, the same checks) on
 * behalf of the owner chosen.
 */
export const adminCreateCarInput = wireAliases(
  carAliases,
  withHoursInOrder(createCarFields.extend({ owner_id: ownerId, features: optionalFeatures })),
);
export type AdminCreateCarInput = z.infer<typeof adminCreateCarInput>;

/** `PUT /api/admin/cars/{id}`: any subset; `owner_id` hands the car to another owner. */
export const adminUpdateCarInput = wireAliases(
  carAliases,
  withHoursInOrder(
    updateCarFields.extend({
      owner_id: ownerId.optional(),
      features: optionalFeatures.unwrap().optional(),
    }),
  ),
  { files: carFileFields },
);
export type AdminUpdateCarInput = z.infer<typeof adminUpdateCarInput>;

/** `GET /api/admin/cars`: search, all / active / inactive, one owner's, pages. */
export const adminCarsQuery = searchPageQuery.extend({
  status: wireChoice(listingStatuses),
  owner_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AdminCarsQuery = z.infer<typeof adminCarsQuery>;

/** The driver verification filter: an unverified driver profile is pending, never "not submitted". */
export const driverVerifications = ['pending', 'verified', 'rejected'] as const;

/** `GET /api/admin/drivers`: search by name or town, status, verification, pages. */
export const adminDriversQuery = searchPageQuery.extend({
  status: wireChoice(listingStatuses),
  verification: wireChoice(driverVerifications),
});
export type AdminDriversQuery = z.infer<typeof adminDriversQuery>;

/** Specialties from the list, repeats and blanks dropped; none is allowed here. */
const optionalSpecialties = wireList(
  z.array(z.string().trim(), { error: messages.specialtyInvalid }),
).pipe(
  z
    .array(z.string())
    .transform((items) => [...new Set(items.filter(Boolean))])
    .pipe(z.array(z.enum(specialties, { error: messages.specialtyInvalid }))),
);

/**
 * A driver profile as an admin writes it (rules §8.8): name, age, experience, town and
 * rate required, with the driver's own checks (rules §3.2); specialties, licence number,
 * notes and the account's phone optional.
 */
const adminDriverFields = z.object({
  name: driverFields.shape.name,
  age: driverFields.shape.age,
  experience: driverFields.shape.experience,
  location: driverFields.shape.location,
  price_per_hour: driverFields.shape.price_per_hour,
  specialties: optionalSpecialties,
  license_number: driverFields.shape.license_number
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  bio: driverFields.shape.bio.optional(),
  availability_notes: z.string().trim().max(500, messages.availabilityNotesTooLong),
  phone_number: optionalPhoneNumber,
  // rules §4.15, §4.16: the driver's calendar, as the driver sets it
  ...weeklyHoursFields,
  ...instantBookFields,
});

/**
 * `POST /api/admin/drivers`: the driver's account and profile at once. Email and password
 * are optional (rules §8.8): no email gives a sign-in address made up by Kodesha, no
 * password a temporary one; both are in the answer.
 */
export const adminCreateDriverInput = wireAliases(
  driverAliases,
  withHoursInOrder(
    adminDriverFields.extend({
      // Omitted on create: none yet. (No defaults on the fields above: an edit that leaves a
      // field out must not reset it.)
      specialties: optionalSpecialties.default([]),
      availability_notes: adminDriverFields.shape.availability_notes.default(''),
      email: z
        .union([z.literal('').transform(() => undefined), emailAddress])
        .optional()
        .nullable()
        .transform((value) => value ?? undefined),
      password: optionalPassword,
      ...driverCalendarDefaults,
    }),
  ),
);
export type AdminCreateDriverInput = z.infer<typeof adminCreateDriverInput>;

/** `PUT /api/admin/drivers/{id}`: any subset of the profile (no email or password here). */
export const adminUpdateDriverInput = wireAliases(
  driverAliases,
  withHoursInOrder(
    adminDriverFields.partial().extend({
      is_available: wireBoolean(z.boolean({ error: messages.invalidInput })).optional(),
    }),
  ),
  // An admin changes the portrait here; a licence is the driver's to send.
  { files: ['profile_image'] },
);
export type AdminUpdateDriverInput = z.infer<typeof adminUpdateDriverInput>;

/** `GET /api/admin/bookings`: status, search, car or driver, pages. */
export const adminBookingsQuery = searchPageQuery.extend({
  status: wireChoice(bookingStatuses),
  item_type: wireChoice(bookingItemTypes),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuery>;
