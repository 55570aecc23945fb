import {
  messages,
  type AdminDriverSummary,
  type AdminDriverView,
  type AuditEntryView,
  type CarView,
  type DriverView,
  type Page,
} from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import {
  bearer,
  createTestApp,
  postForm,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { carFields, listCar, phonePhoto, verifiedClient } from '../cars/car-fixtures.js';
import {
  driverFields,
  licenceFile,
  postDriver,
  registeredDriver,
} from '../drivers/driver-fixtures.js';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAdmin();
  owner = await t.signUp('owner');
  otherOwner = await t.signUp('owner');
  client = await t.signUp('client');
});
afterAll(() => t.close());

const get = <T>(url: string, actor: TestUser = admin) =>
  t.app.inject({ url: `/api${url}`, headers: bearer(actor) }).then((response) => ({
    status: response.statusCode,
    body: response.json<T>(),
  }));
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });

async function lastAudit(action: string): Promise<AuditEntryView | undefined> {
  return (await get<Page<AuditEntryView>>(`/admin/audit-log?action=${action}`)).body.data[0];
}

const publicCarIds = async (search = '') =>
  (await t.app.inject({ url: `/api/cars?per_page=100&search=${search}` }))
    .json<Page<CarView>>()
    .data.map((car) => car.id);
const publicDriverIds = async () =>
  (await t.app.inject({ url: '/api/drivers?per_page=100' }))
    .json<Page<DriverView>>()
    .data.map((driver) => driver.id);

describe('admin cars (rules §8.7)', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await phonePhoto({ width: 64, height: 48 });
  });
  const image = () => [{ field: 'images', filename: 'car.jpg', bytes: photo, type: 'image/jpeg' }];

  it('lists a car for the owner chosen, with an owner’s checks, in the spec’s spelling too', async () => {
    const { price_per_hour: price, ...fields } = carFields({ make: 'Suzuki', model: 'Swift' });
    const response = await postForm(
      t,
      '/api/admin/cars',
      admin,
      {
        ...fields,
        pricePerHour: price,
        ownerId: owner.id,
      },
      image(),
    );
    expect(response.statusCode).toBe(201);
    const car = response.json<{ data: CarView }>().data;
    expect(car).toMatchObject({
      owner_id: owner.id,
      make: 'Suzuki',
      price_per_hour: 15000,
      license_plate: 'RAD 123 A', // admins see every plate
    });
    expect(await publicCarIds('swift')).toContain(car.id);
    expect(await lastAudit('car.created')).toMatchObject({
      target_type: 'car',
      target_id: car.id,
      summary: `Listed for owner #${owner.id}`,
    });
  });

  it('needs an owner account as the owner, and the owner’s own checks', async () => {
    const noOwner = await postForm(t, '/api/admin/cars', admin, carFields(), image());
    expect(noOwner.statusCode).toBe(422);
    expect(noOwner.json<ErrorBody>().errors).toEqual({ owner_id: [messages.ownerRequired] });
    const notAnOwner = await postForm(
      t,
      '/api/admin/cars',
      admin,
      { ...carFields(), owner_id: client.id },
      image(),
    );
    expect(notAnOwner.statusCode).toBe(422);
    expect(notAnOwner.json<ErrorBody>()).toEqual(errorBody('car.ownerInvalid'));
    const noPhoto = await postForm(
      t,
      '/api/admin/cars',
      admin,
      { ...carFields(), owner_id: owner.id },
      [],
    );
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json<ErrorBody>()).toEqual(errorBody('car.imagesRequired'));
    const badPrice = await postForm(
      t,
      '/api/admin/cars',
      admin,
      { ...carFields({ price_per_hour: 1500 }), owner_id: owner.id },
      image(),
    );
    expect(badPrice.statusCode).toBe(422);
    expect(badPrice.json<ErrorBody>().errors).toEqual({ price_per_hour: [messages.carPriceStep] });
  });

  it('edits any car, hands it to another owner, and records which fields changed', async () => {
    const car = await listCar(t, owner, { model: 'Vitz' });
    const response = await send('PUT', `/admin/cars/${car.id}`, {
      pricePerHour: 9000,
      owner_id: otherOwner.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: CarView }>().data).toMatchObject({
      price_per_hour: 9000,
      owner_id: otherOwner.id,
      model: 'Vitz',
    });
    expect(await lastAudit('car.updated')).toMatchObject({
      target_id: car.id,
      summary: 'Changed price_per_hour, owner_id',
    });
    const refused = await send('PUT', `/admin/cars/${car.id}`, { owner_id: client.id });
    expect(refused.statusCode).toBe(422);
  });

  it('hides a car from the public list and shows it again', async () => {
    const car = await listCar(t, owner, { model: 'Hilux' });
    const hide = await send('POST', `/admin/cars/${car.id}/toggle-status`, { is_active: false });
    expect(hide.statusCode).toBe(200);
    expect(hide.json<{ data: CarView }>().data.is_active).toBe(false);
    expect(await publicCarIds('hilux')).not.toContain(car.id);
    expect(await lastAudit('car.status_changed')).toMatchObject({ summary: 'active → inactive' });
    const show = await send('POST', `/admin/cars/${car.id}/toggle-status`, { is_active: '1' });
    expect(show.statusCode).toBe(200);
    expect(await publicCarIds('hilux')).toContain(car.id);
    const wrong = await send('POST', `/admin/cars/${car.id}/toggle-status`, { is_active: 'maybe' });
    expect(wrong.statusCode).toBe(422);
  });

  it('filters the list by text, status and owner, in pages, every car included', async () => {
    const hidden = await listCar(t, otherOwner, { model: 'Prado', is_active: 0 });
    const active = await get<Page<CarView>>('/admin/cars?status=active&per_page=100');
    expect(active.body.data.every((car) => car.is_active)).toBe(true);
    const inactive = await get<Page<CarView>>('/admin/cars?status=inactive');
    expect(inactive.body.data.map((car) => car.id)).toContain(hidden.id);
    const byOwner = await get<Page<CarView>>(`/admin/cars?owner_id=${otherOwner.id}&per_page=1`);
    expect(byOwner.body).toMatchObject({ per_page: 1, current_page: 1 });
    expect(byOwner.body.total).toBe(2);
    const byText = await get<Page<CarView>>('/admin/cars?search=prado');
    expect(byText.body.data.map((car) => car.id)).toEqual([hidden.id]);
    // The owner's name is searched too.
    const byName = await get<Page<CarView>>(
      `/admin/cars?search=${encodeURIComponent('Test owner')}&per_page=100`,
    );
    expect(byName.body.total).toBeGreaterThanOrEqual(3);
  });

  it('deletes any car', async () => {
    const car = await listCar(t, owner, { model: 'Corolla' });
    expect((await send('DELETE', `/admin/cars/${car.id}`)).statusCode).toBe(204);
    expect((await get(`/admin/cars/${car.id}`)).status).toBe(404);
    expect(await lastAudit('car.deleted')).toMatchObject({ target_id: car.id });
  });
});

describe('admin drivers (rules §8.8)', () => {
  it('creates the account and the profile; no email or password means made-up ones, shown once', async () => {
    const response = await send('POST', '/admin/drivers', {
      name: 'Claude Habimana',
      age: 41,
      email: '',
      password: '',
      location: 'Musanze',
      experience_years: 12,
      price_per_hour: 5000,
      specialties: ['tourist-guide', 'long-distance'],
      phone_number: '0788 300 400',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ data: AdminDriverView; temporary_password?: string }>();
    expect(created.data).toMatchObject({
      name: 'Claude Habimana',
      experience: 12,
      license_verification_status: 'pending',
      license_number: null,
      is_active: true,
      user: { phone_number: '+250788300400' }, // kept in E.164 (rules §10.7)
    });
    expect(created.data.user.email).toMatch(/^driver-[0-9a-f]{8}@drivers\.kodesha\.invalid$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: created.data.user.email, password: created.temporary_password },
    });
    expect(login.statusCode).toBe(200);
    expect(
      login.json<{ user: { role: string; must_change_password: boolean } }>().user,
    ).toMatchObject({ role: 'driver', must_change_password: true });
    // Not public until an admin verifies the licence (rules §3.4).
    expect(await publicDriverIds()).not.toContain(created.data.id);
    expect(await lastAudit('driver.created')).toMatchObject({ target_id: created.data.id });
  });

  it('needs name, age, experience, town and rate, with the driver rules', async () => {
    const response = await send('POST', '/admin/drivers', { name: 'Nobody', age: 17 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {}).sort()).toEqual([
      'age',
      'experience',
      'location',
      'price_per_hour',
    ]);
    const taken = await send('POST', '/admin/drivers', {
      name: 'Twin',
      age: 30,
      experience: 3,
      location: 'Huye',
      price_per_hour: 3000,
      email: owner.email,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<ErrorBody>()).toEqual(errorBody('auth.emailTaken'));
  });

  it('verifying a pending driver puts them on Hire a Driver; rejecting is final for the admin', async () => {
    const { driver } = await registeredDriver(t);
    expect(await publicDriverIds()).not.toContain(driver.id);
    const verified = await send('POST', `/admin/drivers/${driver.id}/verify-license`, {
      status: 'verified',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ data: AdminDriverView }>().data.license_verification_status).toBe(
      'verified',
    );
    expect(await publicDriverIds()).toContain(driver.id);
    const again = await send('POST', `/admin/drivers/${driver.id}/verify-license`, {
      status: 'rejected',
    });
    expect(again.statusCode).toBe(409);
    expect(await lastAudit('driver.licence_decided')).toMatchObject({
      target_id: driver.id,
      summary: 'pending → verified',
    });
  });

  it('edits a profile and the account’s phone; hides and shows the driver', async () => {
    const { driver } = await registeredDriver(t, {}, admin);
    const edited = await send('PUT', `/admin/drivers/${driver.id}`, {
      pricePerHour: 6500,
      phone_number: '+250 788 999 000',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: AdminDriverView }>().data).toMatchObject({
      price_per_hour: 6500,
      specialties: driver.specialties,
      availability_notes: driver.availability_notes,
      license_verification_status: 'verified', // an admin's edit keeps the decision
      user: { phone_number: '+250788999000' },
    });
    expect(await lastAudit('driver.updated')).toMatchObject({
      target_id: driver.id,
      summary: 'Changed price_per_hour, phone_number',
    });
    const hidden = await send('POST', `/admin/drivers/${driver.id}/toggle-status`, {
      is_active: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect(await publicDriverIds()).not.toContain(driver.id);
    await send('POST', `/admin/drivers/${driver.id}/toggle-status`, { is_active: true });
    expect(await publicDriverIds()).toContain(driver.id);
    expect(await lastAudit('driver.status_changed')).toMatchObject({
      summary: 'inactive → active',
    });
  });

  it('a verified driver who changes their name or licence number goes back to review (rules §1.10)', async () => {
    const { user, driver } = await registeredDriver(t, {}, admin);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      headers: bearer(user),
      payload: { name: 'Someone Else' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: DriverView }>().data.license_verification_status).toBe('pending');
    expect(await publicDriverIds()).not.toContain(driver.id);
    // Going offline is no identity change: a verified driver stays verified.
    const { user: other, driver: steady } = await registeredDriver(t, {}, admin);
    const offline = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${steady.id}`,
      headers: bearer(other),
      payload: { is_available: false, price_per_hour: 3500 },
    });
    expect(offline.json<{ data: DriverView }>().data.license_verification_status).toBe('verified');
  });

  it("a driver's answer carries the account's own licence beside the profile's (rules §1.9, §3.4)", async () => {
    // A verified driver who never sent a client's licence: the profile is verified, the account's is not.
    const { driver } = await registeredDriver(t, {}, admin);
    const shown = await get<{ data: AdminDriverView }>(`/admin/drivers/${driver.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.license_verification_status).toBe('verified');
    expect(shown.body.data.user.license_verification_status).toBe('not_submitted');
    // A client verified as a client who then registers as a driver: the other way round.
    const former = await verifiedClient(t, admin);
    const promoted = await send('POST', `/admin/users/${former.id}/update-role`, {
      role: 'driver',
    });
    expect(promoted.statusCode).toBe(200);
    const registered = await postDriver(t, former, driverFields(), [await licenceFile()]);
    expect(registered.statusCode).toBe(201);
    const id = registered.json<{ data: DriverView }>().data.id;
    const listed = await get<Page<AdminDriverView>>('/admin/drivers?per_page=100');
    expect(listed.body.data.find((row) => row.id === id)).toMatchObject({
      license_verification_status: 'pending',
      user: { id: former.id, license_verification_status: 'verified' },
    });
  });

  it('lists every driver with the summary counts, by text, status and verification', async () => {
    const all = await get<Page<AdminDriverView> & { summary: AdminDriverSummary }>(
      '/admin/drivers?per_page=100',
    );
    expect(all.status).toBe(200);
    const { summary, data } = all.body;
    expect(summary.total).toBe(data.length);
    expect(summary.verified).toBe(
      data.filter((driver) => driver.license_verification_status === 'verified').length,
    );
    expect(summary.pending).toBe(
      data.filter((driver) => driver.license_verification_status === 'pending').length,
    );
    expect(summary.active + summary.inactive).toBe(summary.total);
    const pending = await get<Page<AdminDriverView>>('/admin/drivers?verification=pending');
    expect(pending.body.data.every((d) => d.license_verification_status === 'pending')).toBe(true);
    const byTown = await get<Page<AdminDriverView>>('/admin/drivers?search=musanze');
    expect(byTown.body.data.map((driver) => driver.name)).toEqual(['Claude Habimana']);
    const inactive = await get<Page<AdminDriverView>>('/admin/drivers?status=inactive');
    expect(inactive.body.data.every((driver) => !driver.is_active)).toBe(true);
  });
});
