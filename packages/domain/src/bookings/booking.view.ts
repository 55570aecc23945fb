import { z } from 'zod';
import { rwandaLocations } from '../shared/locations.js';
import { bookingItemTypes, bookingStatuses, cancelReasons } from './booking-status.js';

const actors = ['client', 'provider', 'admin'] as const;

/**
 * A booking as the API shows it to one of its parties. Contact details follow rules §4.8:
 * the client's email and phone go to the provider (who must decide and reach them) and
 * admins; the provider's phone goes to the client once the request is confirmed.
 */
export const bookingView = z.object({
  id: z.number().int(),
  reference: z.string(),
  user_id: z.number().int(),
  item_type: z.enum(bookingItemTypes),
  item_id: z.number().int(),
  /** "2022 Toyota RAV4" or the driver's name, kept when the listing is later removed. */
  item_title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  hours: z.number().int(),
  price_per_hour: z.number().int(),
  total_price: z.number().int(),
  status: z.enum(bookingStatuses),
  cancel_reason: z.enum(cancelReasons).nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** How the caller stands to this booking; the screens offer `bookingMovesFor` it. */
  viewer: z.enum(actors),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  provider: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  car: z
    .object({
      id: z.number().int(),
      make: z.string(),
      model: z.string(),
      year: z.number().int(),
      location: z.enum(rwandaLocations),
      license_plate: z.string().nullable(),
      thumbnail_url: z.string().nullable(),
    })
    .nullable(),
  driver: z
    .object({
      id: z.number().int(),
      name: z.string(),
      experience: z.number().int(),
      location: z.enum(rwandaLocations),
      profile_thumbnail: z.string().nullable(),
    })
    .nullable(),
  review: z
    .object({ rating: z.number().int(), comment: z.string(), created_at: z.string() })
    .nullable(),
  // The older product's names for the owner's and admin's screens (rules §4.8): the same
  // facts again under the same rules, so a phone the reader may not see yet is null.
  client_phone: z.string().nullable().describe("the client's phone (`user.phone`)"),
  car_owner_name: z.string().nullable().describe("a car booking's owner (`provider.name`)"),
  car_owner_phone: z
    .string()
    .nullable()
    .describe("a car booking's owner's phone, as `provider.phone` shows it"),
  driver_phone: z
    .string()
    .nullable()
    .describe("a driver booking's driver's phone, as `provider.phone` shows it"),
  car_details: z.object({ make: z.string(), model: z.string(), year: z.number().int() }).nullable(),
  driver_details: z.object({ name: z.string(), experience: z.number().int() }).nullable(),
});
export type BookingView = z.infer<typeof bookingView>;

/** One line of the timeline: every status change, who made it and when. */
export const bookingEventView = z.object({
  from_status: z.enum(bookingStatuses).nullable(),
  to_status: z.enum(bookingStatuses),
  by: z.enum([...actors, 'system']),
  reason: z.enum(cancelReasons).nullable(),
  /** rules §10.10: whether the move was made in the app or by an SMS reply. */
  via: z.enum(['app', 'sms']),
  /** rules §4.4: the provider's reason for declining, shown to both parties; null otherwise. */
  note: z.string().nullable(),
  at: z.string(),
});
export type BookingEventView = z.infer<typeof bookingEventView>;

export const bookingDetailView = bookingView.extend({ history: z.array(bookingEventView) });
export type BookingDetailView = z.infer<typeof bookingDetailView>;

/**
 * The summary cards of the history and driver screens, over all of the caller's bookings
 * (not just the page shown). `completed_value` counts completed bookings only (rules §4.11).
 */
export const bookingSummary = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  completed_value: z.number().int(),
});
export type BookingSummary = z.infer<typeof bookingSummary>;
