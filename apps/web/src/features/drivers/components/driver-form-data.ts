import {
  alwaysAvailable,
  instantBookDefaults,
  type DriverFormOutput,
  type DriverView,
  type WeekDay,
} from '@kodesha/domain';

/** The driver registration and profile form's values, as its inputs hold them. */
export type DriverFormFields = {
  name: string;
  age: number;
  experience: number;
  license_number: string;
  location: string;
  price_per_hour: number;
  specialties: string[];
  bio: string;
  availability_notes: string;
  available_days: WeekDay[];
  available_from_hour: number;
  available_to_hour: number;
  instant_book: boolean;
  min_notice_hours: number;
};

/** The form's fields, in the order the API names them. */
export const driverFieldNames = [
  'name',
  'age',
  'experience',
  'license_number',
  'location',
  'price_per_hour',
  'specialties',
  'bio',
  'availability_notes',
  'available_days',
  'available_from_hour',
  'available_to_hour',
  'instant_book',
  'min_notice_hours',
] as const;

export function blankDriver(name: string): DriverFormFields {
  return {
    name,
    age: Number.NaN,
    experience: Number.NaN,
    license_number: '',
    location: '',
    price_per_hour: Number.NaN,
    specialties: [],
    bio: '',
    availability_notes: '',
    // rules §4.15: a driver who has not said works any day, any hour.
    available_days: [...alwaysAvailable.days],
    available_from_hour: alwaysAvailable.from_hour,
    available_to_hour: alwaysAvailable.to_hour,
    ...instantBookDefaults,
  };
}

export function driverToFields(driver: DriverView): DriverFormFields {
  return {
    name: driver.name,
    age: driver.age,
    experience: driver.experience,
    license_number: driver.license_number ?? '',
    location: driver.location,
    price_per_hour: driver.price_per_hour,
    specialties: [...driver.specialties],
    bio: driver.bio ?? '',
    availability_notes: driver.availability_notes,
    available_days: [...driver.availability.days],
    available_from_hour: driver.availability.from_hour,
    available_to_hour: driver.availability.to_hour,
    instant_book: driver.instant_book,
    min_notice_hours: driver.min_notice_hours,
  };
}

/** The fields as the API reads them (rules §3.2: specialties as JSON). */
export function driverFormData(values: DriverFormOutput, files: Record<string, File | undefined>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values))
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value ?? ''));
  for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, file.name);
  return form;
}
