import { z } from 'zod';
import { licensePlate } from '../cars/car.schemas.js';
import { aYearAfter, isCalendarDate, kigaliToday } from '../shared/kigali-time.js';
import { messages } from '../shared/messages.js';
import { searchPageQuery } from '../shared/pagination.js';
import { wireAliases, wireChoice, wireNumber } from '../shared/wire.js';
import { emailAddress, phoneNumber } from '../users/user.schemas.js';
import { gpsPreferredTimes, gpsStatuses } from './gps-status.js';

const required = messages.requiredFields;
const requiredText = (max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((text) => text || null);
const calendarDate = (invalid: string) =>
  z.string({ error: invalid }).trim().refine(isCalendarDate, invalid);

/**
 * The owner form's spellings (rules §7.1: carMake, carPlateNumber, ownerName, preferredDate,
 * additionalNotes, …) are read as the API's fields, so both shapes of a request pass.
 */
const ownerFormAliases = {
  carId: 'car_id',
  carMake: 'car_make',
  carModel: 'car_model',
  carYear: 'car_year',
  carPlateNumber: 'license_plate',
  car_plate_number: 'license_plate',
  ownerName: 'contact_name',
  owner_name: 'contact_name',
  ownerPhone: 'contact_phone',
  owner_phone: 'contact_phone',
  ownerEmail: 'contact_email',
  owner_email: 'contact_email',
  installationLocation: 'installation_location',
  preferredDate: 'preferred_installation_date',
  preferred_date: 'preferred_installation_date',
  preferredTime: 'preferred_time',
  additionalNotes: 'reason',
  additional_notes: 'reason',
};

const gpsRequestFields = z.object({
  car_id: wireNumber(
    z
      .number({ error: messages.gpsCarInvalid })
      .int(messages.gpsCarInvalid)
      .positive(messages.gpsCarInvalid)
      .max(2_147_483_647, messages.gpsCarInvalid)
      .nullish(),
  ).describe("one of the owner's cars; make, model, year and plate are still sent"),
  car_make: requiredText(50, messages.carNameTooLong),
  car_model: requiredText(50, messages.carNameTooLong),
  car_year: wireNumber(
    z
      .number({ error: messages.carYearInvalid })
      .int(messages.carYearInvalid)
      .min(1900, messages.carYearInvalid)
      .max(2100, messages.carYearInvalid)
      .nullish(),
  ),
  license_plate: z
    .string({ error: required })
    .pipe(licensePlate)
    .refine((plate) => plate !== null, required),
  contact_name: requiredText(100, messages.nameTooLong),
  contact_phone: z.string({ error: required }).trim().min(1, required).pipe(phoneNumber),
  contact_email: z
    .union([z.literal('').transform(() => null), emailAddress])
    .nullish()
    .transform((email) => email ?? null),
  installation_location: requiredText(200, messages.installationLocationTooLong),
  preferred_installation_date: z
    .union([z.literal('').transform(() => null), calendarDate(messages.preferredDateInvalid)])
    .nullish()
    .transform((date) => date ?? null)
    .describe('YYYY-MM-DD in Kigali, today or later; optional'),
  preferred_time: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.enum(gpsPreferredTimes, { error: messages.preferredTimeInvalid }).nullish(),
    )
    .transform((time) => time ?? null)
    .describe('morning (8–12), afternoon (12–5) or evening (5–8); optional'),
  reason: optionalText(1000, messages.gpsNotesTooLong),
});

/**
 * The API's body: the older product's server form has no name field, so a request without one is
 * made in the account's name (rules §7.2); the owner form's `ownerName` wins when sent.
 */
const gpsRequestApiFields = gpsRequestFields.extend({
  contact_name: optionalText(100, messages.nameTooLong).describe(
    "the person to call; the account's name when absent",
  ),
});

/** `POST /api/gps-requests` as its OpenAPI document names it (no dates checked against today). */
export const gpsRequestBody = wireAliases(ownerFormAliases, gpsRequestApiFields);

/**
 * `POST /api/gps-requests` (rules §7.2): the required fields answer 'Please fill in all
 * required fields'; the preferred date is Kigali's today or later, and at most a year
 * ahead. Built for a moment, because "today" depends on it.
 */
export function gpsRequestInput(now: Date) {
  return wireAliases(ownerFormAliases, withPreferredDateInRange(gpsRequestApiFields, now));
}
export type GpsRequestInput = z.output<ReturnType<typeof gpsRequestInput>>;

/** The owner's form (rules §7.2): the API's checks, and the contact's name is required. */
export function gpsRequestForm(now: Date) {
  return wireAliases(ownerFormAliases, withPreferredDateInRange(gpsRequestFields, now));
}
export type GpsRequestFormOutput = z.output<ReturnType<typeof gpsRequestForm>>;

function withPreferredDateInRange<
  S extends z.ZodType<{ preferred_installation_date: string | null }>,
>(schema: S, now: Date) {
  return schema.superRefine((request, context) => {
    const date = request.preferred_installation_date;
    if (!date) return;
    const today = kigaliToday(now);
    if (date < today)
      context.addIssue({
        code: 'custom',
        path: ['preferred_installation_date'],
        message: messages.preferredDatePast,
      });
    else if (date > aYearAfter(today))
      context.addIssue({
        code: 'custom',
        path: ['preferred_installation_date'],
        message: messages.preferredDateTooFar,
      });
  });
}

/** `POST /api/admin/gps-requests/{id}/update-status` (rules §7.3). */
export const gpsStatusUpdateInput = z.object({
  status: z.enum(gpsStatuses, { error: messages.gpsStatusInvalid }),
  admin_notes: z
    .string({ error: messages.adminNotesTooLong })
    .trim()
    .max(1000, messages.adminNotesTooLong)
    .nullish()
    .describe('the team’s notes, shown to the owner; blank clears them, absent keeps them'),
  installation_date: z
    .union([z.literal('').transform(() => null), calendarDate(messages.installationDateInvalid)])
    .nullish()
    .describe('YYYY-MM-DD in Kigali; needed to approve, not in the past'),
});
export type GpsStatusUpdateInput = z.infer<typeof gpsStatusUpdateInput>;

/** `GET /api/admin/gps-requests`: car make, model, owner name or email; status; pages. */
export const adminGpsRequestsQuery = searchPageQuery.extend({ status: wireChoice(gpsStatuses) });
export type AdminGpsRequestsQuery = z.infer<typeof adminGpsRequestsQuery>;
