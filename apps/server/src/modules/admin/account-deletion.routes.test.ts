import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type AdminUserView,
  type AuditEntryView,
  type BookingView,
  type CarView,
  type DriverView,
  type Page,
} from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import { openEventStream } from '../../test/sse-client.js';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { bookItem, moveBooking, movableClock, readBooking } from '../bookings/booking-fixtures.js';
import { listCar, verifiedClient } from '../cars/car-fixtures.js';
import { eventTicket } from '../chat/chat-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';

const clock = movableClock();
let t: TestApp;
let base: string;
let admin: TestUser;
let owner: TestUser;
let client: TestUser;
let otherClient: TestUser;
let car: CarView;
let driver: { user: TestUser; driver: DriverView };
let pendingOnCar: BookingView;
let confirmedOnCar: BookingView;
let pendingOnDriver: BookingView;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner');
  client = await verifiedClient(t, admin);
  otherClient = await t.signUp('client');
  car = await listCar(t, owner);
  driver = await registeredDriver(t, {}, admin);
  pendingOnCar = await bookItem(t, client, { type: 'car', id: car.id }, 24);
  confirmedOnCar = await bookItem(t, otherClient, { type: 'car', id: car.id }, 48);
  expect((await moveBooking(t, owner, confirmedOnCar.id, 'confirmed')).statusCode).toBe(200);
  pendingOnDriver = await bookItem(t, client, { type: 'driver', id: driver.driver.id }, 72);
});
afterAll(() => t.close());

const remove = (actor: TestUser, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: bearer(actor) });
const logIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const privateFiles = (folder: string) =>
  readdir(path.join(t.dataDir, 'private', folder)).catch(() => [] as string[]);

describe('DELETE /api/admin/users/{id} (rules §8.6)', () => {
  it('refuses an admin deleting themself', async () => {
    const response = await remove(admin, admin.id);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>()).toEqual(errorBody('admin.selfChange'));
  });

  it('deletes an owner: signed out at once, login refused, cars out of view, pending bookings cancelled', async () => {
    expect((await remove(admin, owner.id)).statusCode).toBe(204);

    const session = await t.app.inject({ url: '/api/me', headers: bearer(owner) });
    expect(session.statusCode).toBe(401);
    expect((await logIn(owner.email, owner.password)).statusCode).toBe(401);

    const cars = await t.app.inject({ url: '/api/cars?per_page=100' });
    expect(cars.json<Page<CarView>>().data.map((item) => item.id)).not.toContain(car.id);
    expect((await t.app.inject({ url: `/api/cars/${car.id}` })).statusCode).toBe(404);

    const pending = await readBooking(t, client, pendingOnCar.id);
    expect(pending.status).toBe(200);
    expect(pending.booking).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'account_deleted',
      provider: { id: owner.id, name: 'Deleted user', phone: null },
    });
    // The server's own move (rules §9.20); the admin's deletion is in the audit log.
    expect(pending.booking.history.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'cancelled',
      by: 'system',
      reason: 'account_deleted',
    });
    // A confirmed booking is the other party's history: it stays as it was.
    const confirmed = await readBooking(t, otherClient, confirmedOnCar.id);
    expect(confirmed.booking.status).toBe('confirmed');
  });

  it('keeps the account out of the admin list and answers 404 for it from then on', async () => {
    const list = await t.app.inject({
      url: '/api/admin/users?per_page=100',
      headers: bearer(admin),
    });
    const ids = list.json<Page<AdminUserView>>().data.map((user) => user.id);
    expect(ids).not.toContain(owner.id);
    expect(ids).toContain(client.id);
    for (const request of [
      { method: 'GET' as const, url: `/api/admin/users/${owner.id}` },
      { method: 'DELETE' as const, url: `/api/admin/users/${owner.id}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: bearer(admin) });
      expect(response.statusCode).toBe(404);
    }
  });

  it("keeps a deleted owner's cars hidden: an admin cannot show them again", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cars/${car.id}/toggle-status`,
      headers: bearer(admin),
      payload: { is_active: true },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>()).toEqual(errorBody('account.deleted'));
  });

  it('lets the email sign up again', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Back Again',
        email: owner.email,
        password: 'a-fresh-password',
        password_confirmation: 'a-fresh-password',
        role: 'owner',
        phone_number: '+250 788 000 111',
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('deletes a driver: the profile leaves Hire a Driver, the licence file goes, the booking reads "Deleted user"', async () => {
    expect(await privateFiles('driver-licences')).toHaveLength(1);
    expect((await remove(admin, driver.user.id)).statusCode).toBe(204);
    const list = await t.app.inject({ url: '/api/drivers?per_page=100' });
    expect(list.json<Page<DriverView>>().data.map((item) => item.id)).not.toContain(
      driver.driver.id,
    );
    expect((await t.app.inject({ url: `/api/drivers/${driver.driver.id}` })).statusCode).toBe(404);
    expect(await privateFiles('driver-licences')).toEqual([]);
    const booking = await readBooking(t, client, pendingOnDriver.id);
    expect(booking.booking).toMatchObject({
      item_title: 'Deleted user',
      status: 'cancelled',
      cancel_reason: 'account_deleted',
    });
    const profile = await t.app.inject({
      url: `/api/admin/drivers/${driver.driver.id}`,
      headers: bearer(admin),
    });
    expect(profile.json<{ data: DriverView }>().data).toMatchObject({
      name: 'Deleted user',
      is_active: false,
      license_number: null,
      profile_image: null,
    });
  });

  it('deletes a client: the live stream ends at once, the licence photo goes, the email is replaced', async () => {
    const ticket = await eventTicket(t, client);
    const stream = openEventStream(`${base}/api/events?ticket=${ticket}`);
    expect(await stream.ready).toBe(200);
    expect(await privateFiles('licences')).toHaveLength(1);

    expect((await remove(admin, client.id)).statusCode).toBe(204);
    await stream.ended;
    expect(await privateFiles('licences')).toEqual([]);
    const pass = await t.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: bearer(client),
    });
    expect(pass.statusCode).toBe(401);
    // The booking stays for the other party and admins, with the client's details gone.
    const seenByAdmin = await t.app.inject({
      url: `/api/admin/bookings/${pendingOnCar.id}`,
      headers: bearer(admin),
    });
    expect(seenByAdmin.json<{ data: BookingView }>().data.user).toEqual({
      id: client.id,
      name: 'Deleted user',
      email: `deleted-${client.id}@deleted.kodesha.invalid`,
      phone: null,
    });
  });

  it('records each deletion in the audit log, without the person’s details', async () => {
    const response = await t.app.inject({
      url: '/api/admin/audit-log?action=user.deleted',
      headers: bearer(admin),
    });
    const entries = response.json<Page<AuditEntryView>>().data;
    expect(entries.map((entry) => entry.target_id)).toEqual([client.id, driver.user.id, owner.id]);
    expect(entries[2]!.summary).toBe(
      'Deleted an owner account: 1 car(s) hidden, 1 pending booking(s) and 0 ticket request(s) cancelled',
    );
    expect(JSON.stringify(entries)).not.toContain(owner.email);
  });
});
