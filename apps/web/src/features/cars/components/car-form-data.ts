import type { CarFormOutput, CarImageView, CarType, CarView, WeekDay } from '@kodesha/domain';

/** The add/edit car form's values as the inputs hold them. */
export type CarFormFields = {
  make: string;
  model: string;
  year: number;
  car_type: CarType;
  description: string;
  location: string;
  price_per_hour: number;
  availability_notes: string;
  available_days: WeekDay[];
  available_from_hour: number;
  available_to_hour: number;
  instant_book: boolean;
  min_notice_hours: number;
  features: string[];
  license_plate: string;
  is_active: boolean;
};

export function blankCar(now: Date): CarFormFields {
  return {
    make: '',
    model: '',
    year: now.getFullYear(), // rules §2.2: the default year is the current one
    car_type: 'sedan',
    description: '',
    location: '',
    price_per_hour: Number.NaN,
    availability_notes: '',
    available_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    available_from_hour: 8,
    available_to_hour: 18,
    instant_book: false,
    min_notice_hours: 0,
    features: [],
    license_plate: '',
    is_active: true,
  };
}

export function carToFields(car: CarView): CarFormFields {
  return {
    make: car.make,
    model: car.model,
    year: car.year,
    car_type: car.car_type,
    description: car.description,
    location: car.location,
    price_per_hour: car.price_per_hour,
    availability_notes: car.availability_notes ?? '',
    available_days: [...car.availability.days],
    available_from_hour: car.availability.from_hour,
    available_to_hour: car.availability.to_hour,
    instant_book: car.instant_book,
    min_notice_hours: car.min_notice_hours,
    features: [...car.features],
    license_plate: car.license_plate ?? '',
    is_active: car.is_active,
  };
}

type Photos = { existing: CarImageView[]; added: File[] };

const wireValue = (value: unknown): string =>
  Array.isArray(value)
    ? JSON.stringify(value)
    : typeof value === 'boolean'
      ? value
        ? '1'
        : '0'
      : String(value ?? '');

/**
 * The multipart body of rules §2.11: every field when adding; when editing only the fields
 * that changed (`before` is the car as saved), `image_ids` when the saved photos changed,
 * and the new files as `images`.
 */
export function buildCarFormData(
  values: CarFormOutput,
  photos: Photos,
  before?: { values: CarFormOutput; imageIds: number[] },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    const previous = before?.values[key as keyof CarFormOutput];
    if (before && JSON.stringify(previous) === JSON.stringify(value)) continue;
    form.append(key, wireValue(value));
  }
  const keptIds = photos.existing.map((image) => image.id);
  if (before && JSON.stringify(keptIds) !== JSON.stringify(before.imageIds))
    form.append('image_ids', JSON.stringify(keptIds));
  for (const file of photos.added) form.append('images', file, file.name);
  return form;
}
