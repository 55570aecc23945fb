import type { DriverView } from '@kodesha/domain';
import {
  bearer,
  postForm,
  type FormFile,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { phonePhoto } from '../cars/car-fixtures.js';

/** The registration form's fields as text (rules §3.2: specialties as JSON). */
export function driverFields(overrides: Record<string, string | number> = {}) {
  return {
    name: 'Eric Niyonzima',
    age: 34,
    experience: 8,
    license_number: 'RW-0123456',
    location: 'Kigali',
    price_per_hour: 3000,
    specialties: JSON.stringify(['city-driving', 'airport-transfers']),
    bio: 'Calm, punctual, speaks Kinyarwanda, English and French.',
    availability_notes: 'Weekdays 6am to 8pm',
    ...overrides,
  };
}

export async function licenceFile(): Promise<FormFile> {
  return {
    field: 'license_image',
    filename: 'licence.jpg',
    bytes: await phonePhoto({ width: 64, height: 40 }),
    type: 'image/jpeg',
  };
}

export const postDriver = (
  t: TestApp,
  user: TestUser | undefined,
  fields: Record<string, string | number>,
  files: FormFile[],
) => postForm(t, '/api/drivers', user, fields, files);

/** A driver account with a registered profile; verified by `admin` when given. */
export async function registeredDriver(
  t: TestApp,
  overrides: Record<string, string | number> = {},
  admin?: TestUser,
): Promise<{ user: TestUser; driver: DriverView }> {
  const user = await t.signUp('driver', { phone_number: '+250 788 900 100' });
  const response = await postDriver(t, user, driverFields(overrides), [await licenceFile()]);
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  let driver = response.json<{ data: DriverView }>().data;
  if (admin) {
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${driver.id}/verify-license`,
      headers: bearer(admin),
      payload: { status: 'verified' },
    });
    driver = decided.json<{ data: DriverView }>().data;
  }
  return { user, driver };
}
