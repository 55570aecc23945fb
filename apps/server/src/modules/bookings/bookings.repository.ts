import type { Database } from '../../db/client.js';
import { createBookingExpiryRepository } from './booking-expiry.repository.js';
import { createBookingReadsRepository } from './booking-reads.repository.js';
import { createBookingWritesRepository } from './booking-writes.repository.js';

/**
 * The bookings service's one repository, kept in three files by what they do: reads
 * (a booking, the lists, their summaries), writes (requests, moves, reviews) and expiry.
 */
export function createBookingsRepository(db: Database) {
  return {
    ...createBookingReadsRepository(db),
    ...createBookingWritesRepository(db),
    ...createBookingExpiryRepository(db),
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
