import { sql } from 'drizzle-orm';
import type {
  AdminDashboardView,
  AuditEntryView,
  BookingDetailView,
  BookingSummary,
  BookingView,
  Page,
} from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import {
  bookItem,
  completeBooking,
  moveBooking,
  movableClock,
} from '../bookings/booking-fixtures.js';
import { listCar, verifiedClient } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';

const clock = movableClock();
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let client: TestUser;
let pendingClient: TestUser;
const bookings: BookingView[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner', { name: 'Aline Uwase' });
  client = await verifiedClient(t, admin);
  pendingClient = await t.signUp('client', { name: 'Jean Mugisha' });
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${pendingClient.id}/verify-license`,
    headers: bearer(admin),
    payload: { status: 'verified' },
  });
  expect(upload.statusCode).toBe(409); // nothing sent yet: not pending
  const sedan = await listCar(t, owner, { make: 'Toyota', model: 'Corolla' });
  await listCar(t, owner, { make: 'Nissan', model: 'Patrol', is_active: 0 });
  const verifiedDriver = await registeredDriver(t, { name: 'Eric Niyonzima' }, admin);
  await registeredDriver(t, { name: 'Pending Driver' });
  // Five bookings, a minute apart, so "newest first" is known.
  for (const [index, [who, item]] of (
    [
      [client, { type: 'car', id: sedan.id }],
      [pendingClient, { type: 'car', id: sedan.id }],
      [client, { type: 'driver', id: verifiedDriver.driver.id }],
      [pendingClient, { type: 'driver', id: verifiedDriver.driver.id }],
      [client, { type: 'car', id: sedan.id }],
      [pendingClient, { type: 'car', id: sedan.id }],
    ] as const
  ).entries()) {
    clock.set(new Date(clock.now().getTime() + 60_000));
    // An hour each, back to back, from two hours ahead: the first is completed once it starts.
    bookings.push(await bookItem(t, who, item, 2 + index, 1));
  }
  expect((await moveBooking(t, owner, bookings[0]!.id, 'confirmed')).statusCode).toBe(200);
  expect((await completeBooking(t, clock, owner, bookings[0]!)).statusCode).toBe(200);
  expect((await moveBooking(t, client, bookings[4]!.id, 'cancelled')).statusCode).toBe(200);
});
afterAll(() => t.close());

const get = <T>(url: string) =>
  t.app
    .inject({ url: `/api${url}`, headers: bearer(admin) })
    .then((response) => ({ status: response.statusCode, body: response.json<T>() }));

describe('GET /api/admin/dashboard (rules §8.4)', () => {
  it('counts users, cars, drivers, bookings and verifications, tickets at zero', async () => {
    const { status, body } = await get<{ data: AdminDashboardView }>('/admin/dashboard');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      users_count: 6,
      users_by_role: { client: 2, owner: 1, driver: 2, admin: 1 },
      cars_count: 2,
      active_cars: 1,
      inactive_cars: 1,
      drivers_count: 2,
      available_drivers: 2,
      unavailable_drivers: 0,
      bookings_count: 6,
      pending_bookings: 4,
      confirmed_bookings: 0,
      completed_bookings: 1,
      cancelled_bookings: 1,
      ticket_bookings_count: 0,
      flight_ticket_bookings: 0,
      bus_ticket_bookings: 0,
      pending_ticket_bookings: 0,
      confirmed_ticket_bookings: 0,
      pending_user_verifications: 0,
      pending_driver_verifications: 1,
      pending_verifications: 1,
    });
    expect(body.data.recent_bookings.map((booking) => booking.id)).toEqual(
      bookings
        .slice(1)
        .reverse()
        .map((booking) => booking.id),
    );
    expect(body.data.recent_bookings[0]).toMatchObject({
      viewer: 'admin',
      user: { name: 'Jean Mugisha' },
    });
  });
});

describe('GET /api/admin/bookings (rules §8.9)', () => {
  type BookingPage = Page<BookingView> & { summary: BookingSummary };

  it('lists every booking newest first, with both parties’ phones, and counts per status', async () => {
    const { body } = await get<BookingPage>('/admin/bookings');
    expect(body.total).toBe(6);
    expect(body.data.map((booking) => booking.id)).toEqual(
      [...bookings].reverse().map((booking) => booking.id),
    );
    expect(body.summary).toEqual({
      total: 6,
      pending: 4,
      confirmed: 0,
      completed: 1,
      cancelled: 1,
      completed_value: bookings[0]!.total_price,
    });
    const pending = body.data.find((booking) => booking.status === 'pending')!;
    expect(pending.provider.phone).toBe('+250788000000');
    expect(pending.user.email).toMatch(/@example\.rw$/);
  });

  it('filters by status, keeping the counts of every status for the same search', async () => {
    const { body } = await get<BookingPage>('/admin/bookings?status=pending&per_page=2');
    expect(body).toMatchObject({ total: 4, per_page: 2, last_page: 2 });
    expect(body.data.every((booking) => booking.status === 'pending')).toBe(true);
    expect(body.summary.total).toBe(6);
  });

  it('searches by a party’s name, what was booked, or the reference; filters by type', async () => {
    const byClient = await get<BookingPage>('/admin/bookings?search=mugisha');
    expect(byClient.body.total).toBe(3);
    expect(byClient.body.summary.total).toBe(3);
    const byOwner = await get<BookingPage>('/admin/bookings?search=aline%20corolla');
    expect(byOwner.body.total).toBe(4);
    const byDriver = await get<BookingPage>('/admin/bookings?search=niyonzima');
    expect(byDriver.body.data.every((booking) => booking.item_type === 'driver')).toBe(true);
    expect(byDriver.body.total).toBe(2);
    const byReference = await get<BookingPage>(`/admin/bookings?search=${bookings[2]!.reference}`);
    expect(byReference.body.data.map((booking) => booking.id)).toEqual([bookings[2]!.id]);
    const drivers = await get<BookingPage>('/admin/bookings?item_type=driver');
    expect(drivers.body.total).toBe(2);
    const refused = await get('/admin/bookings?status=lost');
    expect(refused.status).toBe(422);
  });

  it('reads one booking with its timeline', async () => {
    const { status, body } = await get<{ data: BookingDetailView }>(
      `/admin/bookings/${bookings[0]!.id}`,
    );
    expect(status).toBe(200);
    expect(body.data.history.map((event) => event.to_status)).toEqual([
      'pending',
      'confirmed',
      'completed',
    ]);
    expect((await get(`/admin/bookings/999999`)).status).toBe(404);
  });

  it('an admin confirms or cancels a pending booking, recorded in the audit log; nothing else', async () => {
    const confirm = await moveBooking(t, admin, bookings[1]!.id, 'confirmed');
    expect(confirm.statusCode).toBe(200);
    const cancel = await moveBooking(t, admin, bookings[3]!.id, 'cancelled');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<{ data: BookingView }>().data.cancel_reason).toBe('admin_cancelled');
    const complete = await moveBooking(t, admin, bookings[1]!.id, 'completed');
    expect(complete.statusCode).toBe(409);
    const log = await get<Page<AuditEntryView>>('/admin/audit-log?action=booking.status_changed');
    expect(log.body.data.map((entry) => [entry.target_id, entry.summary])).toEqual([
      [bookings[3]!.id, 'pending → cancelled'],
      [bookings[1]!.id, 'pending → confirmed'],
    ]);
  });
});

describe('GET /api/admin/audit-log (rules §8.13)', () => {
  it('lists newest first, filtered by action, admin or kind of record', async () => {
    const all = await get<Page<AuditEntryView>>('/admin/audit-log?per_page=100');
    const ids = all.body.data.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body.data.every((entry) => entry.actor_id === admin.id)).toBe(true);
    const drivers = await get<Page<AuditEntryView>>('/admin/audit-log?target_type=driver');
    expect(drivers.body.data.map((entry) => entry.action)).toEqual(['driver.licence_decided']);
    const byActor = await get<Page<AuditEntryView>>(`/admin/audit-log?actor_id=${owner.id}`);
    expect(byActor.body.total).toBe(0);
    expect((await get('/admin/audit-log?action=car.stolen')).status).toBe(422);
  });

  it('is append-only: the database itself refuses to change or delete an entry', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: { cause?: { message?: string } }) => error.cause?.message,
      );
    expect(
      await refusal(t.db.execute(sql`update audit_log set summary = 'nothing happened'`)),
    ).toBe('audit_log is append-only');
    expect(await refusal(t.db.execute(sql`delete from audit_log`))).toBe(
      'audit_log is append-only',
    );
    const after = await get<Page<AuditEntryView>>('/admin/audit-log');
    expect(after.body.total).toBeGreaterThan(0);
  });
});
