import {
  messages,
  type BookingView,
  type CarView,
  type DriverView,
  type GpsRequestView,
  type UserView,
} from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookItem, moveBooking, movableClock } from '../modules/bookings/booking-fixtures.js';
import { carFields, listCar, phonePhoto } from '../modules/cars/car-fixtures.js';
import { chatAboutCar } from '../modules/chat/chat-fixtures.js';
import { licenceFile, registeredDriver } from '../modules/drivers/driver-fixtures.js';
import {
  bearer,
  createTestApp,
  multipartForm,
  postForm,
  type ErrorBody,
  type FormFile,
  type TestApp,
  type TestUser,
} from '../test/test-app.js';

// rules §9.7: the older product's request shapes stay accepted, camelCase spellings included,
// on every body that has them, JSON and multipart alike; a body that could change nothing
// is a 422 naming what the call takes, never a 200 with nothing done.

type Reply = { statusCode: number; json: <T>() => T; body: string };

const clock = movableClock();
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

const send = (method: 'PUT' | 'POST', url: string, user: TestUser, payload: object) =>
  t.app.inject({ method, url, headers: bearer(user), payload });

const putForm = (
  url: string,
  user: TestUser,
  fields: Record<string, string | number>,
  files: FormFile[],
) => {
  const form = multipartForm(fields, files);
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { ...form.headers, ...bearer(user) },
    payload: form.payload,
  });
};

const photo = async (field: string): Promise<FormFile> => ({
  field,
  filename: 'photo.jpg',
  bytes: await phonePhoto({ width: 48, height: 36 }),
  type: 'image/jpeg',
});

/** A 422 that names each field the call takes, with the one message. */
function expectNoKnownField(response: Reply, fields: string[]) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<ErrorBody>();
  expect(body.code).toBe('request.invalid');
  expect(body.message).toBe(messages.noKnownFields);
  expect(Object.keys(body.errors ?? {}).sort()).toEqual([...fields].sort());
  expect(Object.values(body.error_codes ?? {}).flat()).toEqual(
    fields.map(() => 'invalid.noKnownFields'),
  );
}

describe('accounts', () => {
  it('signs up with phoneNumber', async () => {
    const owner = await t.signUp('owner', { phone_number: undefined, phoneNumber: '0788 111 222' });
    const me = await t.app.inject({ url: '/api/me', headers: bearer(owner) });
    expect(me.json<{ user: UserView }>().user.phone_number).toBe('+250788111222');
  });

  it('PUT /api/users/{id} reads phoneNumber; a body of unknown fields, or none, is a 422', async () => {
    const client = await t.signUp('client');
    const changed = await send('PUT', `/api/users/${client.id}`, client, {
      phoneNumber: '+250 788 444 555',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: UserView }>().data.phone_number).toBe('+250788444555');

    const fields = ['name', 'email', 'phone_number', 'current_password'];
    expectNoKnownField(
      await send('PUT', `/api/users/${client.id}`, client, { phone: '0788' }),
      fields,
    );
    expectNoKnownField(await send('PUT', `/api/users/${client.id}`, client, {}), fields);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(client) });
    expect(me.json<{ user: UserView }>().user.phone_number).toBe('+250788444555');
  });

  it('a call that takes no body still takes none: logging out', async () => {
    const client = await t.signUp('client');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(client) });
    expect(out.statusCode).toBe(204);
  });

  it('an admin’s user edit with no known field is a 422', async () => {
    const client = await t.signUp('client');
    expectNoKnownField(
      await send('PUT', `/api/admin/users/${client.id}`, admin, { nom: 'Aline' }),
      ['name', 'email', 'role', 'password', 'phone_number'],
    );
  });
});

describe('cars', () => {
  it('lists a car from camelCase multipart fields, and changes it from camelCase JSON', async () => {
    const owner = await t.signUp('owner');
    const {
      price_per_hour: _price,
      availability_notes: _notes,
      license_plate: _plate,
      is_active: _active,
      car_type: _type,
      ...rest
    } = carFields();
    const created = await postForm(
      t,
      '/api/cars',
      owner,
      {
        ...rest,
        pricePerHour: 18000,
        availabilityNotes: 'Weekends only',
        licensePlate: 'rab 321 c',
        isActive: 0,
        carType: 'van',
      },
      [await photo('images[0]')],
    );
    expect(created.statusCode, created.body).toBe(201);
    const car = created.json<{ data: CarView }>().data;
    expect(car).toMatchObject({
      price_per_hour: 18000,
      availability_notes: 'Weekends only',
      license_plate: 'RAB 321 C',
      is_active: false,
      car_type: 'van',
    });

    const changed = await send('PUT', `/api/cars/${car.id}`, owner, {
      pricePerHour: 20000,
      isActive: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: CarView }>().data).toMatchObject({
      price_per_hour: 20000,
      is_active: true,
    });
  });

  it('a car change of unknown fields is a 422; one that only adds a photo is a change', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const refused = await send('PUT', `/api/cars/${car.id}`, owner, { colour: 'blue' });
    expectNoKnownField(refused, Object.keys(refused.json<ErrorBody>().errors ?? {}));
    expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).toEqual(
      expect.arrayContaining(['make', 'price_per_hour', 'image_ids', 'images']),
    );
    expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).not.toContain('pricePerHour');

    const added = await putForm(`/api/cars/${car.id}`, owner, {}, [await photo('images')]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<{ data: CarView }>().data.images).toHaveLength(2);
  });

  it('POST /api/admin/cars takes the spec’s body: no features, camelCase, images[n]', async () => {
    const owner = await t.signUp('owner');
    const created = await postForm(
      t,
      '/api/admin/cars',
      admin,
      {
        make: 'Nissan',
        model: 'X-Trail',
        year: 2021,
        pricePerHour: 16000,
        location: 'Huye',
        description: 'Roomy and clean',
        ownerId: owner.id,
      },
      [await photo('images[0]'), await photo('images[1]')],
    );
    expect(created.statusCode, created.body).toBe(201);
    const car = created.json<{ data: CarView & { owner: { id: number } } }>().data;
    expect(car).toMatchObject({ make: 'Nissan', price_per_hour: 16000, features: [] });
    expect(car.images).toHaveLength(2);

    const changed = await send('PUT', `/api/admin/cars/${car.id}`, admin, {
      pricePerHour: 17000,
      availabilityNotes: 'Any day',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: CarView }>().data).toMatchObject({
      price_per_hour: 17000,
      availability_notes: 'Any day',
    });
    const refused = await send('PUT', `/api/admin/cars/${car.id}`, admin, { owner: owner.id });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).toContain('owner_id');
  });
});

describe('drivers', () => {
  it('registers from the driver registration payload, camelCase files included', async () => {
    const user = await t.signUp('driver');
    const licence = { ...(await licenceFile()), field: 'licenseImage' };
    const registered = await postForm(
      t,
      '/api/drivers',
      user,
      {
        userId: user.id,
        name: 'Eric Niyonzima',
        age: 34,
        experience: 8,
        licenseNumber: 'RW-0999888',
        licenseVerificationStatus: 'pending',
        location: 'Musanze',
        pricePerHour: 3500,
        rating: 0,
        reviews: 0,
        specialties: JSON.stringify(['city-driving', 'tourist-guide']),
        availabilityNotes: 'Mornings',
        isAvailable: 'true',
      },
      [licence, await photo('profileImage')],
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const driver = registered.json<{ data: DriverView }>().data;
    expect(driver).toMatchObject({
      license_number: 'RW-0999888',
      price_per_hour: 3500,
      availability_notes: 'Mornings',
      license_verification_status: 'pending',
      rating: null,
    });
    expect(driver.profile_image).not.toBeNull();
    expect(driver.license_image_url).not.toBeNull();
  });

  it('changes a profile from camelCase; unknown fields are a 422; a photo alone is a change', async () => {
    const { user, driver } = await registeredDriver(t);
    const changed = await send('PUT', `/api/drivers/${driver.id}`, user, {
      pricePerHour: 4000,
      isAvailable: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: DriverView }>().data).toMatchObject({
      price_per_hour: 4000,
      is_available: false,
    });

    const refused = await send('PUT', `/api/drivers/${driver.id}`, user, { hourlyRate: 5000 });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).toEqual(
      expect.arrayContaining(['price_per_hour', 'is_available', 'profile_image', 'license_image']),
    );

    const portrait = await putForm(`/api/drivers/${driver.id}`, user, {}, [
      await photo('profileImage'),
    ]);
    expect(portrait.statusCode, portrait.body).toBe(200);
    expect(portrait.json<{ data: DriverView }>().data.profile_image).not.toBeNull();
  });

  it('an admin’s driver edit reads experience_years; unknown fields are a 422', async () => {
    const { driver } = await registeredDriver(t);
    const changed = await send('PUT', `/api/admin/drivers/${driver.id}`, admin, {
      experience_years: 12,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: DriverView }>().data.experience).toBe(12);
    const refused = await send('PUT', `/api/admin/drivers/${driver.id}`, admin, { years: 3 });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).toContain('experience');
  });
});

describe('GPS requests and the unread count', () => {
  const gpsBody = {
    car_make: 'Toyota',
    car_model: 'RAV4',
    license_plate: 'RAB 123 C',
    contact_phone: '+250 788 123 456',
    installation_location: 'Kigali Heights',
  };

  it('a GPS request without a contact name is made in the account’s name', async () => {
    const owner = await t.signUp('owner', { name: 'Aline Uwase' });
    const asked = await send('POST', '/api/gps-requests', owner, gpsBody);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<{ data: GpsRequestView }>().data.contact_name).toBe('Aline Uwase');
  });

  it('the owner form’s ownerName still wins', async () => {
    const owner = await t.signUp('owner', { name: 'Aline Uwase' });
    const asked = await send('POST', '/api/gps-requests', owner, { ...gpsBody, ownerName: 'Eric' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json<{ data: GpsRequestView }>().data.contact_name).toBe('Eric');
  });

  it('GET /api/unread-messages-count answers { count }, with data beside it', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const client = await t.signUp('client');
    await chatAboutCar(t, client, car, 'Is it free on Monday?');
    const count = await t.app.inject({ url: '/api/unread-messages-count', headers: bearer(owner) });
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ count: 1, data: { count: 1 } });
  });
});

describe('booking answers carry the older product’s names (rules §4.8)', () => {
  it('a car booking: the owner and admins see the client’s phone; the client sees the owner’s once confirmed', async () => {
    const owner = await t.signUp('owner', {
      name: 'Aline Uwase',
      phone_number: '+250 788 200 300',
    });
    const car = await listCar(t, owner, { make: 'Toyota', model: 'RAV4', year: 2020 });
    const client = await t.signUp('client', { phone_number: '+250 788 600 700' });
    const pending = await bookItem(t, client, { type: 'car', id: car.id });
    const read = async (user: TestUser) =>
      (await t.app.inject({ url: `/api/bookings/${pending.id}`, headers: bearer(user) })).json<{
        data: BookingView;
      }>().data;

    const shared = {
      client_phone: '+250788600700',
      car_owner_name: 'Aline Uwase',
      car_details: { make: 'Toyota', model: 'RAV4', year: 2020 },
      driver_phone: null,
      driver_details: null,
    };
    expect(await read(owner)).toMatchObject({ ...shared, car_owner_phone: '+250788200300' });
    expect(await read(admin)).toMatchObject({ ...shared, car_owner_phone: '+250788200300' });
    // Not yet confirmed: the client does not see the owner's phone under any name.
    const early = await read(client);
    expect(early).toMatchObject({ ...shared, car_owner_phone: null });
    expect(JSON.stringify(early)).not.toContain('788 200 300');

    expect((await moveBooking(t, owner, pending.id, 'confirmed')).statusCode).toBe(200);
    expect(await read(client)).toMatchObject({ car_owner_phone: '+250788200300' });

    const list = await t.app.inject({ url: '/api/admin/bookings', headers: bearer(admin) });
    const row = list.json<{ data: BookingView[] }>().data.find((b) => b.id === pending.id);
    expect(row).toMatchObject({ ...shared, car_owner_phone: '+250788200300' });
  });

  it('a driver booking: driver_phone and driver_details, the phone hidden from a client until confirmed', async () => {
    const { user: driverUser, driver } = await registeredDriver(t, { experience: 9 }, admin);
    const client = await t.signUp('client');
    const pending = await bookItem(t, client, { type: 'driver', id: driver.id });
    expect(pending).toMatchObject({
      driver_phone: null,
      car_owner_name: null,
      car_owner_phone: null,
      car_details: null,
      driver_details: { name: driver.name, experience: 9 },
    });
    const forDriver = await t.app.inject({ url: '/api/bookings', headers: bearer(driverUser) });
    const row = forDriver.json<{ data: BookingView[] }>().data.find((b) => b.id === pending.id);
    expect(row?.driver_phone).toBe('+250788900100');
    const forAdmin = await t.app.inject({
      url: `/api/bookings/${pending.id}`,
      headers: bearer(admin),
    });
    expect(forAdmin.json<{ data: BookingView }>().data.driver_phone).toBe('+250788900100');
  });
});
