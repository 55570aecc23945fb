/** The admin's bookings screen (rules §8.9). */
export const adminBookings = {
  title: 'Bookings',
} as const;
