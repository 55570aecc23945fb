import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { messages, type CarView } from '@kodesha/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import {
  bearer,
  createTestApp,
  multipartForm,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { carFields, listCar, phonePhoto, postCar } from './car-fixtures.js';

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let photo: Buffer;
let carsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp('owner');
  otherOwner = await t.signUp('owner');
  photo = await phonePhoto({ width: 2000, height: 1500 });
  carsDir = path.join(t.dataDir, 'uploads', 'cars');
});
afterAll(() => t.close());

const jpeg = (bytes: Buffer, filename = 'car.jpg') => ({
  field: 'images',
  filename,
  bytes,
  type: 'image/jpeg',
});
const photoFiles = async () => readdir(carsDir).catch(() => [] as string[]);
const fileOf = (url: string) => path.join(carsDir, path.basename(url));
async function carCount(): Promise<number> {
  const response = await t.app.inject({ url: '/api/my-cars?per_page=100', headers: bearer(owner) });
  return response.json<{ total: number }>().total;
}
function putCar(actor: TestUser | undefined, id: number, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/cars/${id}`,
    headers: actor ? bearer(actor) : {},
    payload,
  });
}
function putCarForm(
  actor: TestUser,
  id: number,
  fields: Record<string, string | number>,
  files: ReturnType<typeof jpeg>[] = [],
) {
  const form = multipartForm(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: `/api/cars/${id}`,
    headers: { ...form.headers, ...bearer(actor) },
    payload: form.payload,
  });
}

describe('POST /api/cars', () => {
  it('lists a car with two photos, re-encoded to WebP at two sizes without their metadata', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined(); // the upload does carry EXIF
    const response = await postCar(
      t,
      owner,
      carFields({
        features: JSON.stringify([' Bluetooth ', 'bluetooth', '', 'Air conditioning']),
        available_days: JSON.stringify(['mon', 'tue', 'wed', 'thu', 'fri']),
        available_from_hour: 8,
        available_to_hour: 18,
      }),
      [jpeg(photo, 'front.jpg'), jpeg(await phonePhoto({ colour: '#d62828' }), 'back.jpg')],
    );
    expect(response.statusCode).toBe(201);
    const car = response.json<{ data: CarView }>().data;
    expect(car).toMatchObject({
      owner_id: owner.id,
      make: 'Toyota',
      model: 'RAV4',
      car_type: 'suv',
      location: 'Kigali',
      price_per_hour: 15000,
      is_active: true,
      availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from_hour: 8, to_hour: 18 },
      features: ['Bluetooth', 'Air conditioning'],
      license_plate: 'RAD 123 A',
    });
    expect(car.images).toHaveLength(2);
    for (const image of car.images) {
      expect(image.url).toMatch(/^\/uploads\/cars\/[a-f0-9]{32}-1280\.webp$/);
      const detail = await sharp(fileOf(image.url)).metadata();
      const thumbnail = await sharp(fileOf(image.thumbnail_url)).metadata();
      const medium = await sharp(fileOf(image.url.replace('-1280.', '-800.'))).metadata();
      expect(detail).toMatchObject({ format: 'webp', width: 1280 });
      expect(medium).toMatchObject({ format: 'webp', width: 800 });
      expect(thumbnail).toMatchObject({ format: 'webp', width: 480 });
      expect(detail.exif).toBeUndefined(); // no GPS position of the owner's home
      expect(medium.exif).toBeUndefined();
      expect(thumbnail.exif).toBeUndefined();
    }
  });

  it('serves the photos from /uploads with a year-long cache', async () => {
    const car = await listCar(t, owner);
    const response = await t.app.inject({ url: car.images[0]!.thumbnail_url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
  });

  it("makes a photo's 800 px size when first asked for, if it was stored before that size", async () => {
    const car = await listCar(t, owner, {}, photo);
    const medium = car.images[0]!.url.replace('-1280.', '-800.');
    await rm(fileOf(medium)); // as kept before the middle size existed
    const response = await t.app.inject({ url: medium });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 800 });
    expect(await photoFiles()).toContain(path.basename(medium));
    // Only a stored photo's middle size is made: anything else is still not found.
    const unknown = `/uploads/cars/${'0'.repeat(32)}-800.webp`;
    expect((await t.app.inject({ url: unknown })).statusCode).toBe(404);
  });

  const refusals: [string, Record<string, string | number>, string, string][] = [
    ['no make', { make: '' }, 'make', messages.requiredFields],
    ['a blank model', { model: '   ' }, 'model', messages.requiredFields],
    ['no description', { description: '' }, 'description', messages.requiredFields],
    ['a price of 0', { price_per_hour: 0 }, 'price_per_hour', messages.requiredFields],
    [
      'a price off the 1,000 step',
      { price_per_hour: 15500 },
      'price_per_hour',
      messages.carPriceStep,
    ],
    ['a town outside the list', { location: 'Paris' }, 'location', messages.locationInvalid],
    ['an unknown car type', { car_type: 'tank' }, 'car_type', messages.carTypeInvalid],
    ['a year that is not a number', { year: 'new' }, 'year', messages.carYearInvalid],
    ['no feature', { features: '[]' }, 'features', messages.carFeaturesRequired],
    ['only blank features', { features: '["  ", ""]' }, 'features', messages.carFeaturesRequired],
    ['no day', { available_days: '[]' }, 'available_days', messages.carDaysRequired],
    [
      'hours out of order',
      { available_from_hour: 18, available_to_hour: 8 },
      'available_to_hour',
      messages.carHoursInvalid,
    ],
    [
      'a plain-http photo link',
      { image_urls: '["http://example.rw/a.jpg"]' },
      'image_urls',
      messages.carImageUrlInvalid,
    ],
    ['a plate with symbols', { license_plate: 'RAD<123>' }, 'license_plate', messages.plateInvalid],
  ];
  it.each(refusals)(
    'refuses %s with 422 and the spec message',
    async (_, overrides, field, message) => {
      const before = await carCount();
      const response = await postCar(t, owner, carFields(overrides), [jpeg(photo)]);
      expect(response.statusCode).toBe(422);
      const body = response.json<ErrorBody>();
      expect(body.errors?.[field]).toContain(message);
      expect(body.message).toContain(message);
      expect(await carCount()).toBe(before);
    },
  );

  it('refuses a year older than the 30 on offer', async () => {
    const response = await postCar(t, owner, carFields({ year: new Date().getFullYear() - 30 }), [
      jpeg(photo),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({ year: [messages.carYearInvalid] });
  });

  it('refuses a car without a photo', async () => {
    const response = await postCar(t, owner, carFields(), []);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual(errorBody('car.imagesRequired'));
  });

  it('refuses a file that is not an image, whatever its name says, and keeps nothing', async () => {
    const filesBefore = await photoFiles();
    const before = await carCount();
    const response = await postCar(t, owner, carFields(), [
      jpeg(photo),
      jpeg(Buffer.from('<?php echo "hello"; ?>'), 'car.jpg'),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().message).toBe(messages.imageTypeInvalid);
    expect(await carCount()).toBe(before);
    expect(await photoFiles()).toEqual(filesBefore);
  });

  it('refuses a file with a JPEG header but no picture behind it', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const response = await postCar(t, owner, carFields(), [jpeg(fake)]);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().message).toBe(messages.imageTypeInvalid);
  });

  it('refuses a 6 MB photo with 413 and the spec message', async () => {
    const before = await carCount();
    const big = Buffer.concat([photo, Buffer.alloc(6 * 1024 * 1024 - photo.length, 0)]);
    const response = await postCar(t, owner, carFields(), [jpeg(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().message).toBe(messages.imageTooLarge);
    expect(await carCount()).toBe(before);
  });

  it('refuses more than ten photos', async () => {
    const small = await phonePhoto({ width: 16, height: 16 });
    const response = await postCar(
      t,
      owner,
      carFields(),
      Array.from({ length: 11 }, () => jpeg(small)),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().message).toBe(messages.carTooManyImages);
  });

  it('is for owners only: a client or a driver gets 403, a visitor 401', async () => {
    const client = await t.signUp('client');
    const driver = await t.signUp('driver');
    for (const actor of [client, driver]) {
      const response = await postCar(t, actor, carFields(), [jpeg(photo)]);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().message).toBe(messages.forbidden);
    }
    expect((await postCar(t, undefined, carFields(), [jpeg(photo)])).statusCode).toBe(401);
  });
});

describe('PUT /api/cars/{id}', () => {
  it('changes only the fields sent', async () => {
    const car = await listCar(t, owner);
    const response = await putCar(owner, car.id, { price_per_hour: 22000, is_active: false });
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ data: CarView }>().data;
    expect(updated).toMatchObject({ price_per_hour: 22000, is_active: false });
    expect({
      ...updated,
      price_per_hour: car.price_per_hour,
      is_active: true,
      updated_at: '',
    }).toEqual({ ...car, updated_at: '' });
  });

  it('takes multipart text as the spec sends it (is_active as 1/0, features as JSON)', async () => {
    const car = await listCar(t, owner);
    const response = await putCarForm(owner, car.id, {
      is_active: '0',
      features: '["Roof rack","roof rack","4x4"]',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: CarView }>().data).toMatchObject({
      is_active: false,
      features: ['Roof rack', '4x4'],
    });
  });

  it('keeps, reorders and drops photos by image_ids, adds new ones, and deletes dropped files', async () => {
    const created = await postCar(t, owner, carFields(), [
      jpeg(await phonePhoto({ colour: '#111111' })),
      jpeg(await phonePhoto({ colour: '#222222' })),
      jpeg(await phonePhoto({ colour: '#333333' })),
    ]);
    const car = created.json<{ data: CarView }>().data;
    const [first, second, third] = car.images;
    const response = await putCarForm(
      owner,
      car.id,
      { image_ids: JSON.stringify([third!.id, first!.id]) },
      [jpeg(await phonePhoto({ colour: '#444444' }))],
    );
    expect(response.statusCode).toBe(200);
    const images = response.json<{ data: CarView }>().data.images;
    expect(images.map((image) => image.id).slice(0, 2)).toEqual([third!.id, first!.id]);
    expect(images).toHaveLength(3);
    const files = await photoFiles();
    expect(files).not.toContain(path.basename(second!.url));
    expect(files).not.toContain(path.basename(second!.thumbnail_url));
    expect(files).toContain(path.basename(images[2]!.url));
  });

  it('refuses to drop every photo', async () => {
    const car = await listCar(t, owner);
    const response = await putCar(owner, car.id, { image_ids: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().message).toBe(messages.carImagesKeep);
    expect(await photoFiles()).toContain(path.basename(car.images[0]!.url));
  });

  it('refuses hours that end before they start, against the hours already stored', async () => {
    const car = await listCar(t, owner, { available_from_hour: 8, available_to_hour: 18 });
    const response = await putCar(owner, car.id, { available_from_hour: 19 });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().message).toBe(messages.carHoursInvalid);
  });

  it("refuses another owner's car with 403 'You can only edit your own cars'", async () => {
    const car = await listCar(t, owner);
    const response = await putCar(otherOwner, car.id, { price_per_hour: 1000 });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toBe(messages.carNotYours);
  });

  it('refuses a client with 403 and a visitor with 401, before reading the body', async () => {
    const car = await listCar(t, owner);
    const client = await t.signUp('client');
    expect((await putCar(client, car.id, { price_per_hour: 1000 })).statusCode).toBe(403);
    expect((await putCar(undefined, car.id, { price_per_hour: 'bad' })).statusCode).toBe(401);
  });

  it("answers 404 'Car not found' for a car that does not exist", async () => {
    const response = await putCar(owner, 999_999, { price_per_hour: 1000 });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message).toBe(messages.carNotFound);
  });
});

describe('DELETE /api/cars/{id}', () => {
  it('deletes the car and its photo files', async () => {
    const car = await listCar(t, owner, {}, await phonePhoto({ colour: '#abcdef' }));
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/cars/${car.id}` })).statusCode).toBe(404);
    const files = await photoFiles();
    expect(files).not.toContain(path.basename(car.images[0]!.url));
    expect(files).not.toContain(path.basename(car.images[0]!.thumbnail_url));
  });

  it('keeps a photo file that another car still shows', async () => {
    const same = await phonePhoto({ colour: '#fedcba' });
    const one = await listCar(t, owner, {}, same);
    const two = await listCar(t, owner, {}, same);
    expect(two.images[0]!.url).toBe(one.images[0]!.url);
    await t.app.inject({ method: 'DELETE', url: `/api/cars/${one.id}`, headers: bearer(owner) });
    expect(await photoFiles()).toContain(path.basename(two.images[0]!.url));
  });

  it("refuses another owner's car with 403 and keeps it", async () => {
    const car = await listCar(t, owner);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}`,
      headers: bearer(otherOwner),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toBe(messages.carNotYours);
    expect((await t.app.inject({ url: `/api/cars/${car.id}` })).statusCode).toBe(200);
  });
});
