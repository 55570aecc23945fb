import type { CarView, DriverView } from '@kodesha/domain';
import { BookingForm } from '@/features/bookings/components/booking-form';

/**
 * The booking form for a car or a driver page. Features never import each other, so
 * the app's screens hand it to those pages as a slot.
 */
export const carBookingForm = (car: CarView) => (
  <BookingForm
    item={{
      type: 'car',
      id: car.id,
      pricePerHour: car.price_per_hour,
      providerUserId: car.owner_id,
      available: car.is_active,
    }}
  />
);

export const driverBookingForm = (driver: DriverView) => (
  <BookingForm
    item={{
      type: 'driver',
      id: driver.id,
      pricePerHour: driver.price_per_hour,
      providerUserId: driver.user_id,
      available: driver.is_available && driver.is_active,
    }}
  />
);
