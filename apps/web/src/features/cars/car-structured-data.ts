import { carTitle, type CarView } from '@kodesha/domain';
import { paths } from '@/lib/paths';
import { absoluteUrl, hourlyOffer, itemList } from '@/lib/structured-data';

/** A car page's schema.org data: the car, where it is, and its price per hour. */
export function carJsonLd(car: CarView, origin: string): Record<string, unknown> {
  return {
    '@type': 'Car',
    name: carTitle(car),
    url: origin + paths.car(car.id),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    bodyType: car.car_type,
    description: car.description,
    image: car.images.map((image) => absoluteUrl(image.url, origin)),
    offers: {
      ...hourlyOffer(car.price_per_hour, origin + paths.car(car.id)),
      availableAtOrFrom: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: car.location, addressCountry: 'RW' },
      },
    },
  };
}

/** The car list's schema.org data: the cars on the page, in order. */
export const carListJsonLd = (cars: readonly CarView[], origin: string) =>
  itemList(cars.map((car) => ({ url: origin + paths.car(car.id), name: carTitle(car) })));
