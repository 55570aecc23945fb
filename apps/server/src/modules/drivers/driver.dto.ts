import type { DriverView } from '@kodesha/domain';
import type { PublicImages } from '../../plugins/public-images.js';
import { weeklyHoursOf } from '../cars/car.dto.js';
import type { RatedDriver } from './drivers.repository.js';

/**
 * What the API says about a driver: never a phone (rules §1.12); licence details only
 * for `showPrivate` viewers (the driver, admins). The rating is the mean of reviews of
 * completed bookings, null with none: the screens say "New" (rules §3.6).
 */
export function toDriverView(
  driver: RatedDriver,
  photos: PublicImages,
  options: { showPrivate: boolean },
): DriverView {
  const photo = driver.profileImageKey ? photos.urlsOf(driver.profileImageKey) : undefined;
  return {
    id: driver.id,
    user_id: driver.userId,
    name: driver.name,
    age: driver.age,
    experience: driver.experienceYears,
    profile_image: photo?.url ?? null,
    profile_thumbnail: photo?.thumbnail_url ?? null,
    location: driver.location,
    price_per_hour: driver.pricePerHour,
    rating: driver.rating,
    review_count: driver.reviewCount,
    specialties: driver.specialties,
    bio: driver.bio,
    availability_notes: driver.availabilityNotes,
    availability: weeklyHoursOf(driver),
    instant_book: driver.instantBook,
    min_notice_hours: driver.minNoticeHours,
    is_available: driver.isAvailable,
    is_active: driver.isActive,
    license_number: options.showPrivate ? driver.licenseNumber : null,
    license_verification_status: options.showPrivate ? driver.licenseVerificationStatus : null,
    license_image_url: options.showPrivate
      ? `/api/drivers/${driver.id}/license-image?v=${driver.updatedAt.getTime()}`
      : null,
    created_at: driver.createdAt.toISOString(),
  };
}
