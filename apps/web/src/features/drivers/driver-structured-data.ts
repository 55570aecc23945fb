import type { DriverView } from '@kodesha/domain';
import { paths } from '@/lib/paths';
import { absoluteUrl, hourlyOffer, itemList } from '@/lib/structured-data';

/**
 * A driver page's schema.org data: hiring this driver by the hour. Only what the public
 * page shows: never a phone, an email or a licence.
 */
export function driverJsonLd(driver: DriverView, origin: string): Record<string, unknown> {
  const url = origin + paths.driver(driver.id);
  return {
    '@type': 'Service',
    serviceType: 'Driver hire',
    name: driver.name,
    url,
    description: driver.bio ?? undefined,
    image: driver.profile_image ? absoluteUrl(driver.profile_image, origin) : undefined,
    provider: { '@type': 'Person', name: driver.name },
    areaServed: { '@type': 'City', name: driver.location },
    offers: hourlyOffer(driver.price_per_hour, url),
    // Honest ratings only (rules §3.6): none until someone reviewed a completed booking.
    aggregateRating:
      driver.rating !== null && driver.review_count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: driver.rating,
            reviewCount: driver.review_count,
          }
        : undefined,
  };
}

/** The driver list's schema.org data: the drivers on the page, in order. */
export const driverListJsonLd = (drivers: readonly DriverView[], origin: string) =>
  itemList(drivers.map((driver) => ({ url: origin + paths.driver(driver.id), name: driver.name })));
