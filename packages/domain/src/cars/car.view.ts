import { z } from 'zod';
import { rwandaLocations } from '../shared/locations.js';
import { weeklyHoursView } from '../calendars/availability.js';
import { carTypes } from './car-catalogue.js';

/** One photo at two sizes: `thumbnail_url` ≈ 480 px wide for cards, `url` ≈ 1280 px. */
export const carImageView = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
});
export type CarImageView = z.infer<typeof carImageView>;

/**
 * A car as the API shows it. There is no phone number here, ever (rules §1.12): it comes
 * only from `GET /api/cars/{id}/contact`. `license_plate` is filled in for the car's
 * owner and admins only.
 */
export const carView = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  car_type: z.enum(carTypes),
  description: z.string(),
  location: z.enum(rwandaLocations),
  price_per_hour: z.number().int(),
  availability_notes: z.string().nullable(),
  availability: weeklyHoursView,
  /** Instant Book (rules §4.16) and how many hours ahead a request must start for it. */
  instant_book: z.boolean(),
  min_notice_hours: z.number().int(),
  features: z.array(z.string()),
  images: z.array(carImageView),
  is_active: z.boolean(),
  license_plate: z.string().nullable(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CarView = z.infer<typeof carView>;

/** `GET /api/cars/{id}/contact` (rules §1.12): the owner's phone, or null when they gave none. */
export const carContactView = z.object({ phone: z.string().nullable() });
export type CarContactView = z.infer<typeof carContactView>;
