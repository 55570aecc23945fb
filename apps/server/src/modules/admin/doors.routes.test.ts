import type { AuditAction, BookingView, CarView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedOf, storedBooking } from '../../test/recorded.js';
import {
  bearer,
  createTestApp,
  multipartFile,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { bookItem, movableClock } from '../bookings/booking-fixtures.js';
import { listCar, phonePhoto, verifiedClient } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';

// rules §9.20: tickets, GPS requests, licences and driver verification each move through
// one door (the table, the row, the audit row of an admin's move, the event), and deleting
// an account moves every record it leaves through those doors, in one transaction.

const clock = movableClock();
/** The audit action a test makes fail, to see that nothing written with it is left. */
let failingAudit: AuditAction | undefined;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    clock: clock.now,
    seams: {
      beforeAuditWrite: (action) => {
        if (action === failingAudit) throw new Error(`the ${action} audit write failed (test)`);
      },
    },
  });
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

/** Runs `work` while the audit write of `action` fails. */
async function whileAuditFails<T>(action: AuditAction, work: () => Promise<T>): Promise<T> {
  failingAudit = action;
  try {
    return await work();
  } finally {
    failingAudit = undefined;
  }
}

const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user), payload });

const ticketRequest = {
  ticket_type: 'flight',
  trip_type: 'one_way',
  passenger_name: 'Aline Uwase',
  passenger_email: 'aline@example.rw',
  passenger_phone: '+250 788 123 456',
  departure_city: 'Kigali',
  destination_country: 'FR',
  destination_city: 'Paris',
  departure_date: '2030-02-01',
  passengers_count: 1,
  class_type: 'economy',
};

const gpsRequest = (carId: number) => ({
  car_id: carId,
  car_make: 'Toyota',
  car_model: 'RAV4',
  license_plate: 'RAB 123 C',
  contact_name: 'Aline Uwase',
  contact_phone: '+250 788 123 456',
  installation_location: 'Kigali Heights parking, KG 7 Ave',
});

async function askTicket(user: TestUser): Promise<number> {
  const response = await post(user, '/api/ticket-bookings', ticketRequest);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

async function askGps(owner: TestUser, car: CarView): Promise<number> {
  const response = await post(owner, '/api/gps-requests', gpsRequest(car.id));
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

const approveGps = (id: number) =>
  post(admin, `/api/admin/gps-requests/${id}/update-status`, {
    status: 'approved',
    installation_date: '2030-01-20',
  });

describe('the ticket, GPS, licence and driver doors', () => {
  it('a ticket request and its answer raise their events; the answer is audited with it', async () => {
    const traveller = await t.signUp('client');
    const id = await askTicket(traveller);
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/ticket-bookings/${id}`,
      headers: bearer(admin),
      payload: { status: 'confirmed', quoted_price: 450_000 },
    });
    expect(answer.statusCode).toBe(200);
    const { events, audit } = await recordedOf(t.db, { type: 'ticket', id });
    expect(
      events.map((event) => [event.type, event.actor, event.fromStatus, event.toStatus]),
    ).toEqual([
      ['ticket.requested', 'traveller', null, 'pending'],
      ['ticket.confirmed', 'admin', 'pending', 'confirmed'],
    ]);
    expect(events[1]!.data).toMatchObject({ user_id: traveller.id, quoted_price: 450_000 });
    expect(audit.map((entry) => entry.summary)).toEqual(['pending → confirmed (quoted_price)']);
  });

  it('a failed audit write leaves a ticket answer, a GPS move and a licence decision undone', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const ticket = await askTicket(owner);
    const gps = await askGps(owner, car);
    const pending = await t.signUp('client');
    const before = await Promise.all([
      recordedOf(t.db, { type: 'ticket', id: ticket }),
      recordedOf(t.db, { type: 'gps_request', id: gps }),
    ]);
    const ticketAnswer = await whileAuditFails('ticket.status_changed', () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/ticket-bookings/${ticket}`,
        headers: bearer(admin),
        payload: { status: 'cancelled', admin_notes: 'No seats' },
      }),
    );
    const gpsMove = await whileAuditFails('gps_request.status_changed', () => approveGps(gps));
    expect(ticketAnswer.statusCode).toBe(500);
    expect(gpsMove.statusCode).toBe(500);
    expect(
      await Promise.all([
        recordedOf(t.db, { type: 'ticket', id: ticket }),
        recordedOf(t.db, { type: 'gps_request', id: gps }),
      ]),
    ).toEqual(before);
    const mine = await t.app.inject({ url: '/api/my-ticket-bookings', headers: bearer(owner) });
    expect(
      mine.json<{ data: { status: string; admin_notes: string | null }[] }>().data[0],
    ).toMatchObject({
      status: 'pending',
      admin_notes: null,
    });
    const gpsMine = await t.app.inject({ url: '/api/my-gps-requests', headers: bearer(owner) });
    expect(gpsMine.json<{ data: { status: string }[] }>().data[0]!.status).toBe('pending');
    // A licence decision: nothing of it is left either.
    const upload = multipartFile(
      'license_image',
      'licence.jpg',
      await phonePhoto({ width: 32, height: 24 }),
      'image/jpeg',
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/account/license',
      headers: { ...upload.headers, ...bearer(pending) },
      payload: upload.payload,
    });
    expect(sent.statusCode).toBe(200);
    const licenceBefore = await recordedOf(t.db, { type: 'user', id: pending.id });
    const decision = await whileAuditFails('user.licence_decided', () =>
      post(admin, `/api/admin/users/${pending.id}/verify-license`, { status: 'verified' }),
    );
    expect(decision.statusCode).toBe(500);
    expect(await recordedOf(t.db, { type: 'user', id: pending.id })).toEqual(licenceBefore);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(pending) });
    expect(
      me.json<{ user: { license_verification_status: string } }>().user.license_verification_status,
    ).toBe('pending');
  });

  it('a GPS request, its approval and completion, a licence and a driver’s decision raise their events', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const gps = await askGps(owner, car);
    expect((await approveGps(gps)).statusCode).toBe(200);
    const gpsRecorded = await recordedOf(t.db, { type: 'gps_request', id: gps });
    expect(gpsRecorded.events.map((event) => [event.type, event.actor])).toEqual([
      ['gps.requested', 'owner'],
      ['gps.approved', 'admin'],
    ]);
    expect(gpsRecorded.events[1]!.data).toMatchObject({ installation_date: '2030-01-20' });
    expect(gpsRecorded.audit).toHaveLength(1);

    const client = await verifiedClient(t, admin);
    const licence = await recordedOf(t.db, { type: 'user', id: client.id });
    expect(licence.events.map((event) => [event.type, event.actor])).toEqual([
      ['licence.submitted', 'holder'],
      ['licence.verified', 'admin'],
    ]);
    expect(licence.audit.map((entry) => entry.action)).toEqual(['user.licence_decided']);

    const { driver } = await registeredDriver(t, {}, admin);
    const verification = await recordedOf(t.db, { type: 'driver', id: driver.id });
    expect(verification.events.map((event) => [event.type, event.actor])).toEqual([
      ['driver.submitted', 'holder'],
      ['driver.verified', 'admin'],
    ]);
    expect(verification.audit.map((entry) => entry.action)).toEqual(['driver.licence_decided']);
  });
});

describe('deleting an account moves what it leaves through the doors (rules §8.6)', () => {
  let owner: TestUser;
  let client: TestUser;
  let car: CarView;
  let booking: BookingView;
  let ticket: number;
  let pendingGps: number;
  let approvedGps: number;

  beforeAll(async () => {
    owner = await t.signUp('owner');
    client = await verifiedClient(t, admin);
    car = await listCar(t, owner);
    booking = await bookItem(t, client, { type: 'car', id: car.id }, 30, 2);
    ticket = await askTicket(owner);
    pendingGps = await askGps(owner, car);
    approvedGps = await askGps(owner, car);
    expect((await approveGps(approvedGps)).statusCode).toBe(200);
  });

  const remove = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: bearer(admin) });

  it('a failed audit line leaves the whole deletion undone', async () => {
    const before = await Promise.all([
      storedBooking(t.db, booking.id),
      recordedOf(t.db, { type: 'ticket', id: ticket }),
      recordedOf(t.db, { type: 'gps_request', id: pendingGps }),
    ]);
    const response = await whileAuditFails('user.deleted', () => remove(owner.id));
    expect(response.statusCode).toBe(500);
    expect(
      await Promise.all([
        storedBooking(t.db, booking.id),
        recordedOf(t.db, { type: 'ticket', id: ticket }),
        recordedOf(t.db, { type: 'gps_request', id: pendingGps }),
      ]),
    ).toEqual(before);
    // Still signed in, the car still public.
    expect((await t.app.inject({ url: '/api/me', headers: bearer(owner) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/cars/${car.id}` })).statusCode).toBe(200);
  });

  it('each pending record moves through its door as the server’s move, for account_deleted', async () => {
    expect((await remove(owner.id)).statusCode).toBe(204);
    expect((await remove(client.id)).statusCode).toBe(204);
    const stored = await storedBooking(t.db, booking.id);
    expect(stored.row).toMatchObject({ status: 'cancelled', cancelReason: 'account_deleted' });
    const system = { actor: 'system', actorId: null, reason: 'account_deleted' };
    expect(stored.events.at(-1)).toMatchObject({ type: 'booking.cancelled', ...system });
    expect((await recordedOf(t.db, { type: 'ticket', id: ticket })).events.at(-1)).toMatchObject({
      type: 'ticket.cancelled',
      ...system,
    });
    for (const [id, from] of [
      [pendingGps, 'pending'],
      [approvedGps, 'approved'],
    ] as const)
      expect((await recordedOf(t.db, { type: 'gps_request', id })).events.at(-1)).toMatchObject({
        type: 'gps.rejected',
        fromStatus: from,
        ...system,
      });
    const licence = await recordedOf(t.db, { type: 'user', id: client.id });
    expect(licence.events.at(-1)).toMatchObject({
      type: 'licence.cleared',
      fromStatus: 'verified',
      toStatus: 'not_submitted',
      ...system,
    });
    // The server's moves are not admin writes: the one audit line is the deletion's.
    expect((await recordedOf(t.db, { type: 'ticket', id: ticket })).audit).toEqual([]);
    expect(licence.audit.map((entry) => entry.action)).toEqual([
      'user.licence_decided',
      'user.deleted',
    ]);
  });
});
