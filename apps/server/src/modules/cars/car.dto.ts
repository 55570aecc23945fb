import { maskToDays, type AvailabilityView, type CarView } from '@kodesha/domain';
import type { PublicImages } from '../../plugins/public-images.js';
import type { CarRecord } from '../../db/schema/cars.js';
import type { CarDetails } from './cars.repository.js';

/**
 * What the API says about a car. The owner's phone is never here (rules §1.12); the
 * plate only for `showPlate` viewers (the owner, admins). The route's response schema
 * (`carView`) strips anything else.
 */
export function toCarView(
  { car, images, owner }: CarDetails,
  photos: PublicImages,
  options: { showPlate: boolean },
): CarView {
  return {
    id: car.id,
    owner_id: car.ownerId,
    make: car.make,
    model: car.model,
    year: car.year,
    car_type: car.carType,
    description: car.description,
    location: car.location,
    price_per_hour: car.pricePerHour,
    availability_notes: car.availabilityNotes,
    availability: weeklyHoursOf(car),
    instant_book: car.instantBook,
    min_notice_hours: car.minNoticeHours,
    features: car.features,
    images: images.map((image) =>
      image.imageKey
        ? { id: image.id, ...photos.urlsOf(image.imageKey) }
        : { id: image.id, url: image.sourceUrl!, thumbnail_url: image.sourceUrl! },
    ),
    is_active: car.isActive,
    license_plate: options.showPlate ? car.licensePlate : null,
    owner: { id: owner.id, name: owner.name },
    created_at: car.createdAt.toISOString(),
    updated_at: car.updatedAt.toISOString(),
  };
}

/** A car's or a driver's weekly days and hours as the API speaks them (rules §2.4, §4.15). */
export function weeklyHoursOf(
  car: Pick<CarRecord, 'availableDays' | 'availableFromHour' | 'availableToHour'>,
): AvailabilityView['weekly'] {
  return {
    days: maskToDays(car.availableDays),
    from_hour: car.availableFromHour,
    to_hour: car.availableToHour,
  };
}
