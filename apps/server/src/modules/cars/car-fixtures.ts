import sharp from 'sharp';
import type { CarView } from '@kodesha/domain';
import {
  bearer,
  multipartForm,
  postForm,
  type FormFile,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';

/** A real photo, as a phone would send it: JPEG with the place it was taken in its EXIF. */
export async function phonePhoto(
  options: { width?: number; height?: number; colour?: string } = {},
): Promise<Buffer> {
  const { width = 1600, height = 1200, colour = '#2a6f97' } = options;
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 56/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '30/1 3/1 0/1',
      },
    })
    .toBuffer();
}

/** The fields of a valid car, as the add-car form sends them (text, rules §2.11). */
export function carFields(overrides: Record<string, string | number> = {}) {
  return {
    make: 'Toyota',
    model: 'RAV4',
    year: new Date().getFullYear() - 3,
    car_type: 'suv',
    description: 'Clean, reliable SUV, serviced every 5,000 km.',
    location: 'Kigali',
    price_per_hour: 15000,
    availability_notes: 'Call before coming',
    // Every day, round the clock: tests book "tomorrow" whatever day they run (rules §4.17
    // refuses a request outside the weekly hours); the hours' own tests set theirs.
    available_days: JSON.stringify(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
    available_from_hour: 0,
    available_to_hour: 24,
    features: JSON.stringify(['Air conditioning', 'Bluetooth']),
    license_plate: 'RAD 123 A',
    is_active: 1,
    ...overrides,
  };
}

export const postCar = (
  t: TestApp,
  owner: TestUser | undefined,
  fields: Record<string, string | number>,
  files: FormFile[],
) => postForm(t, '/api/cars', owner, fields, files);

/** Lists a car through the API with one small photo; fails the test if it cannot. */
export async function listCar(
  t: TestApp,
  owner: TestUser,
  overrides: Record<string, string | number> = {},
  photo?: Buffer,
): Promise<CarView> {
  const bytes = photo ?? (await phonePhoto({ width: 64, height: 48 }));
  const response = await postCar(t, owner, carFields(overrides), [
    { field: 'images', filename: 'car.jpg', bytes, type: 'image/jpeg' },
  ]);
  if (response.statusCode !== 201)
    throw new Error(`listCar failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: CarView }>().data;
}

/** A client whose licence an admin has verified, through the real endpoints. */
export async function verifiedClient(t: TestApp, admin: TestUser): Promise<TestUser> {
  const client = await t.signUp('client');
  const form = multipartForm({}, [
    {
      field: 'license_image',
      filename: 'licence.jpg',
      bytes: await phonePhoto({ width: 32, height: 24 }),
    },
  ]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/account/license',
    headers: { ...form.headers, ...bearer(client) },
    payload: form.payload,
  });
  const submitted = upload.json<{ data: { license_submitted_at: string } }>().data;
  const decision = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${client.id}/verify-license`,
    headers: bearer(admin),
    payload: { status: 'verified', submitted_at: submitted.license_submitted_at },
  });
  if (decision.statusCode !== 200) throw new Error(`verify failed: ${decision.body}`);
  return client;
}
