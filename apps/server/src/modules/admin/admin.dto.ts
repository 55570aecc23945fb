import type {
  AdminDashboardView,
  AdminDriverView,
  AdminUserView,
  BookingDetailView,
  BookingSummary,
  TicketBookingSummary,
  BookingView,
  CarView,
} from '@kodesha/domain';
import type { PublicImages } from '../../plugins/public-images.js';
import type { BookingDetails } from '../bookings/bookings.service.js';
import { toBookingDetailView, toBookingView, type BookingPhotos } from '../bookings/booking.dto.js';
import type { BookingEventRecord } from '../../db/schema/bookings.js';
import type { CarDetails } from '../cars/cars.service.js';
import { toCarView } from '../cars/car.dto.js';
import type { AdminDriver } from '../drivers/drivers.service.js';
import { toDriverView } from '../drivers/driver.dto.js';
import type { ListedUser } from '../users/users.service.js';
import { toUserDto } from '../users/user.dto.js';
import type { MarketplaceCounts } from './admin-dashboard.repository.js';

/** A user in the admin's lists: the user view, and their driver profile's licence. */
export function toAdminUserView({ user, driver }: ListedUser): AdminUserView {
  return {
    ...toUserDto(user),
    driver: driver && {
      id: driver.id,
      license_verification_status: driver.licenseVerificationStatus,
    },
  };
}

/** Admins see every car's plate (rules §1.13). */
export const toAdminCarView = (details: CarDetails, photos: PublicImages): CarView =>
  toCarView(details, photos, { showPlate: true });

/**
 * Admins see a driver's licence details and the account's email, phone and own licence
 * (rules §8.8): a driver's page names both licences, so neither is mistaken for the other.
 */
export function toAdminDriverView(driver: AdminDriver, photos: PublicImages): AdminDriverView {
  return {
    ...toDriverView(driver, photos, { showPrivate: true }),
    user: {
      id: driver.account.id,
      email: driver.account.email,
      phone_number: driver.account.phoneNumber,
      license_verification_status: driver.account.licenseVerificationStatus,
    },
  };
}

/** A booking as an admin reads it: both parties' phones (rules §4.8). */
export const toAdminBookingView = (details: BookingDetails, photos: BookingPhotos): BookingView =>
  toBookingView(details, 'admin', photos);

export const toAdminBookingDetailView = (
  found: { details: BookingDetails; actor: BookingView['viewer']; history: BookingEventRecord[] },
  photos: BookingPhotos,
): BookingDetailView => toBookingDetailView(found.details, found.actor, photos, found.history);

/** `GET /api/admin/dashboard` (rules §8.4). */
export function toAdminDashboardView(
  {
    counts,
    bookingTotals,
    ticketTotals,
    recent,
  }: {
    counts: MarketplaceCounts;
    bookingTotals: BookingSummary;
    ticketTotals: TicketBookingSummary;
    recent: BookingDetails[];
  },
  photos: BookingPhotos,
): AdminDashboardView {
  const { usersByRole } = counts;
  const usersCount = Object.values(usersByRole).reduce((sum, n) => sum + n, 0);
  return {
    users_count: usersCount,
    users_by_role: usersByRole,
    cars_count: counts.cars.total,
    active_cars: counts.cars.active,
    inactive_cars: counts.cars.total - counts.cars.active,
    drivers_count: counts.drivers.total,
    available_drivers: counts.drivers.available,
    unavailable_drivers: counts.drivers.total - counts.drivers.available,
    bookings_count: bookingTotals.total,
    pending_bookings: bookingTotals.pending,
    confirmed_bookings: bookingTotals.confirmed,
    completed_bookings: bookingTotals.completed,
    cancelled_bookings: bookingTotals.cancelled,
    ticket_bookings_count: ticketTotals.total,
    flight_ticket_bookings: ticketTotals.flight,
    bus_ticket_bookings: ticketTotals.bus,
    pending_ticket_bookings: ticketTotals.pending,
    confirmed_ticket_bookings: ticketTotals.confirmed,
    pending_user_verifications: counts.pendingUserLicences,
    pending_driver_verifications: counts.drivers.pendingLicences,
    pending_verifications: counts.pendingUserLicences + counts.drivers.pendingLicences,
    recent_bookings: recent.map((details) => toAdminBookingView(details, photos)),
  };
}
