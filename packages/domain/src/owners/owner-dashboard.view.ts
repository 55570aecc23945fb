import { z } from 'zod';

/**
 * `GET /api/owner/dashboard` (spec §7): the stat cards. Bookings and messages are
 * counted from their tables: bookings on the owner's cars; messages once chat exists.
 */
export const ownerDashboardView = z.object({
  stats: z.object({
    total_cars: z.number().int(),
    active_cars: z.number().int(),
    total_bookings: z.number().int(),
    pending_bookings: z.number().int(),
    unread_messages: z.number().int(),
  }),
});
export type OwnerDashboardView = z.infer<typeof ownerDashboardView>;
