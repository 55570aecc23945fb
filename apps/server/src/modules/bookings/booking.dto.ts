import type { BookingActor, BookingDetailView, BookingView } from '@kodesha/domain';
import { bookingReference, showsProviderPhone } from '@kodesha/domain';
import type { BookingEventRecord } from '../../db/schema/bookings.js';
import type { PublicImages } from '../../plugins/public-images.js';
import type { BookingDetails } from './booking-reads.repository.js';

export type BookingPhotos = { cars: PublicImages; drivers: PublicImages };

/**
 * A booking for one of its parties. rules §4.8: the client's email and phone go to the
 * provider (who must reach them to answer) and admins; the provider's phone and the
 * car's plate reach the client only once the request is confirmed.
 */
export function toBookingView(
  details: BookingDetails,
  viewer: BookingActor,
  photos: BookingPhotos,
): BookingView {
  const { booking, client, provider, car, driver, review } = details;
  const seesProvider = showsProviderPhone(viewer, booking.status);
  const providerPhone = seesProvider ? provider.phoneNumber : null;
  const isCar = booking.itemType === 'car';
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    user_id: booking.clientId,
    item_type: booking.itemType,
    item_id: booking.itemId,
    item_title: booking.itemTitle,
    start_time: booking.startTime.toISOString(),
    end_time: booking.endTime.toISOString(),
    hours: booking.hours,
    price_per_hour: booking.pricePerHour,
    total_price: booking.totalPrice,
    status: booking.status,
    cancel_reason: booking.cancelReason,
    notes: booking.notes,
    created_at: booking.createdAt.toISOString(),
    updated_at: booking.updatedAt.toISOString(),
    viewer,
    user: { id: client.id, name: client.name, email: client.email, phone: client.phoneNumber },
    provider: { id: provider.id, name: provider.name, phone: providerPhone },
    car: car && {
      id: car.id,
      make: car.make,
      model: car.model,
      year: car.year,
      location: car.location,
      license_plate: seesProvider ? car.licensePlate : null,
      thumbnail_url: car.imageKey ? photos.cars.urlsOf(car.imageKey).thumbnail_url : car.imageUrl,
    },
    driver: driver && {
      id: driver.id,
      name: driver.name,
      experience: driver.experienceYears,
      location: driver.location,
      profile_thumbnail: driver.profileImageKey
        ? photos.drivers.urlsOf(driver.profileImageKey).thumbnail_url
        : null,
    },
    review: review && {
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
    },
    client_phone: client.phoneNumber,
    car_owner_name: isCar ? provider.name : null,
    car_owner_phone: isCar ? providerPhone : null,
    driver_phone: isCar ? null : providerPhone,
    car_details: car && { make: car.make, model: car.model, year: car.year },
    driver_details: driver && { name: driver.name, experience: driver.experienceYears },
  };
}

export function toBookingDetailView(
  details: BookingDetails,
  viewer: BookingActor,
  photos: BookingPhotos,
  history: BookingEventRecord[],
): BookingDetailView {
  return {
    ...toBookingView(details, viewer, photos),
    history: history.map((event) => ({
      from_status: event.fromStatus,
      to_status: event.toStatus,
      by: event.by,
      reason: event.reason,
      via: event.via ?? 'app',
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
  };
}
