import { z } from 'zod';
import { rwandaLocations } from '../shared/locations.js';
import { weeklyHoursView } from '../calendars/availability.js';
import { licenceStatuses } from '../users/licence-status.js';
import { specialties } from './driver-catalogue.js';

/**
 * A driver as the API shows them. No phone here (rules §1.12); the licence number, its
 * image and its review state only to the driver themself and admins (null otherwise).
 * `rating` is the mean of reviews of completed bookings, null with none ("New", rules §3.6).
 */
export const driverView = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  experience: z.number().int(),
  profile_image: z.string().nullable(),
  profile_thumbnail: z.string().nullable(),
  location: z.enum(rwandaLocations),
  price_per_hour: z.number().int(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  specialties: z.array(z.enum(specialties)),
  bio: z.string().nullable(),
  availability_notes: z.string(),
  /** The driver's weekly days and hours (rules §4.15), as a car's `availability`. */
  availability: weeklyHoursView,
  /** Instant Book (rules §4.16) and how many hours ahead a request must start for it. */
  instant_book: z.boolean(),
  min_notice_hours: z.number().int(),
  is_available: z.boolean(),
  is_active: z.boolean(),
  license_number: z.string().nullable(),
  license_verification_status: z.enum(licenceStatuses).nullable(),
  license_image_url: z.string().nullable(),
  created_at: z.string(),
});
export type DriverView = z.infer<typeof driverView>;
