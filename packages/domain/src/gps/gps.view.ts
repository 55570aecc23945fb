import { z } from 'zod';
import { rwandaLocations } from '../shared/locations.js';
import { gpsPreferredTimes, gpsStatuses } from './gps-status.js';

/**
 * A GPS installation request as its owner and admins see it (rules §7.1): the spec's
 * server fields (`requested_at`, `car_make`, `license_plate`, `contact_phone`, `reason`,
 * `car`, `user`, …) and the owner form's (`contact_name`, `installation_location`,
 * `preferred_time`). `installation_date` and `admin_notes` are the team's answer.
 */
export const gpsRequestView = z.object({
  id: z.number().int(),
  reference: z.string(),
  user_id: z.number().int(),
  car_id: z.number().int().nullable(),
  status: z.enum(gpsStatuses),
  car_make: z.string(),
  car_model: z.string(),
  car_year: z.number().int().nullable(),
  license_plate: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string().nullable(),
  installation_location: z.string(),
  preferred_installation_date: z.string().nullable(),
  preferred_time: z.enum(gpsPreferredTimes).nullable(),
  reason: z.string().nullable(),
  installation_date: z.string().nullable(),
  admin_notes: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The listed car it is for, as it is now; null when typed in or since deleted. */
  car: z
    .object({
      id: z.number().int(),
      make: z.string(),
      model: z.string(),
      year: z.number().int(),
      location: z.enum(rwandaLocations),
    })
    .nullable(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
  }),
});
export type GpsRequestView = z.infer<typeof gpsRequestView>;

/** The admin list's counts over every request. */
export const gpsRequestSummary = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  completed: z.number().int(),
  rejected: z.number().int(),
});
export type GpsRequestSummary = z.infer<typeof gpsRequestSummary>;
