import type { AuditEntryView, GpsRequestSummary, GpsRequestView, Page } from '@kodesha/domain';
import { messages } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { movableClock } from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';

// 2030-01-06 20:00 in Kigali; sessions last 12 hours, so the clock moves only a little.
const start = new Date('2030-01-06T18:00:00Z');
const clock = movableClock(start);
const today = '2030-01-06';
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let client: TestUser;
let driver: TestUser;
let carId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner', { name: 'Aline Uwase' });
  otherOwner = await t.signUp('owner', { name: 'Eric Niyonzima' });
  client = await t.signUp('client');
  driver = await t.signUp('driver');
  carId = (await listCar(t, owner, { make: 'Toyota', model: 'RAV4', location: 'Musanze' })).id;
});
afterAll(() => t.close());

const validRequest = () => ({
  car_id: carId,
  car_make: 'Toyota',
  car_model: 'RAV4',
  car_year: 2020,
  license_plate: 'rab  123 c',
  contact_name: 'Aline Uwase',
  contact_phone: '+250 788 123 456',
  contact_email: 'aline@example.rw',
  installation_location: 'Kigali Heights parking, KG 7 Ave',
  preferred_installation_date: '2030-01-10',
  preferred_time: 'morning',
  reason: 'Tracking when rented out',
});

type One = { success: true; message: string; data: GpsRequestView };
type AdminPage = Page<GpsRequestView> & { success: true; summary: GpsRequestSummary };

const ask = (user: TestUser | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gps-requests',
    headers: user ? bearer(user) : {},
    payload,
  });

const move = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/gps-requests/${id}/update-status`,
    headers: bearer(user),
    payload,
  });

async function requested(user: TestUser, payload: Record<string, unknown> = validRequest()) {
  const response = await ask(user, payload);
  expect(response.statusCode).toBe(201);
  return response.json<One>().data;
}

async function mine(user: TestUser) {
  const response = await t.app.inject({ url: '/api/my-gps-requests', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: GpsRequestView[] }>().data;
}

describe('POST /api/gps-requests (rules §7.2)', () => {
  it('stores an owner’s request for one of their cars, pending, with the car and owner', async () => {
    const response = await ask(owner, validRequest());
    expect(response.statusCode).toBe(201);
    const body = response.json<One>();
    expect(body).toMatchObject({ success: true, message: messages.gpsRequested });
    expect(body.data).toMatchObject({
      status: 'pending',
      car_id: carId,
      car_make: 'Toyota',
      license_plate: 'RAB 123 C',
      preferred_installation_date: '2030-01-10',
      preferred_time: 'morning',
      installation_date: null,
      admin_notes: null,
      car: { id: carId, make: 'Toyota', model: 'RAV4', location: 'Musanze' },
      user: { id: owner.id, name: 'Aline Uwase' },
    });
    expect(body.data.reference).toMatch(/^G\d{7}$/);
    expect(body.data.requested_at).toBe(start.toISOString());
  });

  it('reads the owner form’s spellings (rules §7.1), a car typed in, today as the date', async () => {
    const request = await requested(owner, {
      carMake: 'Nissan',
      carModel: 'Patrol',
      carYear: '2018',
      carPlateNumber: 'RAC 456 D',
      ownerName: 'Aline Uwase',
      ownerPhone: '0788123456',
      ownerEmail: '',
      installationLocation: 'Musanze town centre',
      preferredDate: today,
      preferredTime: 'evening',
      additionalNotes: 'Two trackers if possible',
    });
    expect(request).toMatchObject({
      car_id: null,
      car: null,
      car_make: 'Nissan',
      car_year: 2018,
      license_plate: 'RAC 456 D',
      contact_phone: '+250788123456',
      contact_email: null,
      preferred_installation_date: today,
      preferred_time: 'evening',
      reason: 'Two trackers if possible',
    });
  });

  const required = [
    'car_make',
    'car_model',
    'license_plate',
    'contact_phone',
    'installation_location',
  ];
  it('takes a blank contact name as the account’s (rules §7.2)', async () => {
    const response = await ask(owner, { ...validRequest(), contact_name: '  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json<One>().data.contact_name).toBe('Aline Uwase');
  });

  it.each(required)(
    'refuses a request without %s: Please fill in all required fields',
    async (field) => {
      const response = await ask(owner, { ...validRequest(), [field]: '  ' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'Please fill in all required fields',
        errors: { [field]: ['Please fill in all required fields'] },
      });
    },
  );

  it('says it once for many missing fields', async () => {
    const response = await ask(owner, {});
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe('Please fill in all required fields');
  });

  it.each([
    [
      'a preferred date in the past',
      { preferred_installation_date: '2030-01-05' },
      'preferredDatePast',
    ],
    [
      'a date that is not one',
      { preferred_installation_date: '2030-02-30' },
      'preferredDateInvalid',
    ],
    ['a date years ahead', { preferred_installation_date: '2032-01-01' }, 'preferredDateTooFar'],
    ['a time of day that is not offered', { preferred_time: 'night' }, 'preferredTimeInvalid'],
    ['a phone that is not one', { contact_phone: '12' }, 'phoneInvalid'],
    ['a foreign phone without its +', { contact_phone: '256772123456' }, 'phoneInvalid'],
    ['a plate with odd characters', { license_plate: 'RAB<123>' }, 'plateInvalid'],
  ] as const)('refuses %s', async (_case, change, key) => {
    const response = await ask(owner, { ...validRequest(), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(messages[key]);
  });

  it('refuses another owner’s car, and nothing is stored', async () => {
    const before = await mine(otherOwner);
    const response = await ask(otherOwner, validRequest());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody('gps.carNotYours'));
    expect(await mine(otherOwner)).toEqual(before);
  });

  it('is for owners: 401 signed out (before the body), 403 for clients, drivers and admins', async () => {
    expect((await ask(undefined, {})).statusCode).toBe(401);
    for (const user of [client, driver, admin]) {
      const response = await ask(user, validRequest());
      expect(response.statusCode).toBe(403);
    }
    const list = await t.app.inject({ url: '/api/my-gps-requests', headers: bearer(client) });
    expect(list.statusCode).toBe(403);
  });
});

describe('GET /api/my-gps-requests', () => {
  it('lists the caller’s own requests only, newest first', async () => {
    const theirs = await requested(otherOwner, { ...validRequest(), car_id: undefined });
    const own = await mine(owner);
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.every((request) => request.user_id === owner.id)).toBe(true);
    expect(own.map((request) => request.id)).not.toContain(theirs.id);
    const ids = own.map((request) => request.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('the admin’s GPS requests (rules §7.3, §8.10)', () => {
  it('approves with an installation date, then completes; the owner sees each step', async () => {
    const request = await requested(owner);
    const approved = await move(admin, request.id, {
      status: 'approved',
      installation_date: '2030-01-12',
      admin_notes: 'Our technician Jean will call the day before',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<One>()).toMatchObject({
      message: messages.gpsApproved,
      data: {
        status: 'approved',
        installation_date: '2030-01-12',
        admin_notes: 'Our technician Jean will call the day before',
      },
    });
    expect((await mine(owner)).find((row) => row.id === request.id)).toMatchObject({
      status: 'approved',
      installation_date: '2030-01-12',
    });

    // Finished work keeps a date: clearing it on completion is refused, not a 500.
    const undated = await move(admin, request.id, { status: 'completed', installation_date: null });
    expect(undated.statusCode).toBe(422);
    expect(undated.json()).toEqual(errorBody('gps.installationDateRequired'));
    const completed = await move(admin, request.id, { status: 'completed' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json<One>()).toMatchObject({
      message: messages.gpsCompleted,
      // What the admin wrote stays when a later move sends none.
      data: {
        status: 'completed',
        installation_date: '2030-01-12',
        admin_notes: 'Our technician Jean will call the day before',
      },
    });
    for (const status of ['approved', 'rejected', 'pending', 'completed']) {
      const again = await move(admin, request.id, { status, installation_date: '2030-01-13' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(errorBody('gps.moveRefused'));
    }

    const log = await t.app.inject({
      url: '/api/admin/audit-log?target_type=gps_request',
      headers: bearer(admin),
    });
    expect(log.json<Page<AuditEntryView>>().data.map((entry) => entry.summary)).toEqual([
      'approved → completed',
      'pending → approved (installation_date, admin_notes)',
    ]);
  });

  it('needs an installation date not in the past to approve', async () => {
    const request = await requested(owner);
    const none = await move(admin, request.id, { status: 'approved' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual(errorBody('gps.installationDateRequired'));
    const past = await move(admin, request.id, {
      status: 'approved',
      installation_date: '2030-01-05',
    });
    expect(past.json()).toEqual(errorBody('gps.installationDatePast'));
    const far = await move(admin, request.id, {
      status: 'approved',
      installation_date: '2033-01-05',
    });
    expect(far.json()).toEqual(errorBody('gps.installationDateTooFar'));
    const malformed = await move(admin, request.id, {
      status: 'approved',
      installation_date: 'soon',
    });
    expect(malformed.statusCode).toBe(422);
    // Today in Kigali is fine.
    expect(
      (await move(admin, request.id, { status: 'approved', installation_date: today })).statusCode,
    ).toBe(200);
  });

  it('rejects for good: a rejected request moves nowhere', async () => {
    const request = await requested(owner);
    const rejected = await move(admin, request.id, {
      status: 'rejected',
      admin_notes: 'No signal there',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<One>().message).toBe(messages.gpsRejected);
    for (const status of ['approved', 'completed', 'pending'])
      expect(
        (await move(admin, request.id, { status, installation_date: '2030-01-12' })).statusCode,
      ).toBe(409);
  });

  it('cannot complete straight from pending (409), nor move an unknown request (404)', async () => {
    const request = await requested(owner);
    const skipped = await move(admin, request.id, {
      status: 'completed',
      installation_date: today,
    });
    expect(skipped.statusCode).toBe(409);
    expect((await move(admin, 999_999, { status: 'approved' })).statusCode).toBe(404);
    expect((await move(admin, request.id, { status: 'lost' })).statusCode).toBe(422);
  });

  it('answers one request as it is now to admins only', async () => {
    const request = await requested(owner);
    const one = await t.app.inject({
      url: `/api/admin/gps-requests/${request.id}`,
      headers: bearer(admin),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json<One>().data).toMatchObject({ id: request.id, status: 'pending' });
    const theirs = await t.app.inject({
      url: `/api/admin/gps-requests/${request.id}`,
      headers: bearer(owner),
    });
    expect(theirs.statusCode).toBe(403);
    const missing = await t.app.inject({
      url: '/api/admin/gps-requests/999999',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets only admins decide: the owner gets 403, and the request stays pending', async () => {
    const request = await requested(owner);
    for (const user of [owner, client, driver]) {
      const response = await move(user, request.id, {
        status: 'approved',
        installation_date: today,
      });
      expect(response.statusCode).toBe(403);
      const list = await t.app.inject({ url: '/api/admin/gps-requests', headers: bearer(user) });
      expect(list.statusCode).toBe(403);
    }
    expect((await mine(owner)).find((row) => row.id === request.id)?.status).toBe('pending');
  });

  it('lists every request with search by make, model, owner name or email, status and pages', async () => {
    const list = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/admin/gps-requests${query}`,
        headers: bearer(admin),
      });
      expect(response.statusCode).toBe(200);
      return response.json<AdminPage>();
    };
    const all = await list('');
    expect(all.success).toBe(true);
    expect(all.total).toBe(all.summary.total);
    expect(
      all.summary.pending + all.summary.approved + all.summary.completed + all.summary.rejected,
    ).toBe(all.summary.total);
    expect((await list('?search=patrol')).data.map((row) => row.car_model)).toEqual(['Patrol']);
    const byOwner = await list('?search=niyonzima');
    expect(byOwner.data.length).toBeGreaterThan(0);
    expect(byOwner.data.every((row) => row.user.name === 'Eric Niyonzima')).toBe(true);
    const byEmail = await list(`?search=${encodeURIComponent(owner.email)}`);
    expect(byEmail.data.every((row) => row.user_id === owner.id)).toBe(true);
    expect((await list('?search=toyota rav4')).data.length).toBeGreaterThan(0);
    const completed = await list('?status=completed');
    expect(completed.data.every((row) => row.status === 'completed')).toBe(true);
    expect(completed.total).toBe(all.summary.completed);
    const paged = await list('?per_page=2&page=2');
    expect(paged.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
  });
});

describe('deleting an owner’s account (rules §8.6)', () => {
  it('rejects their installations not yet done and forgets the contact', async () => {
    const leaving = await t.signUp('owner', { name: 'Leaving Owner' });
    const request = await requested(leaving, { ...validRequest(), car_id: undefined });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(204);
    const response = await t.app.inject({
      url: '/api/admin/gps-requests?status=rejected&per_page=100',
      headers: bearer(admin),
    });
    expect(response.json<AdminPage>().data.find((row) => row.id === request.id)).toMatchObject({
      status: 'rejected',
      contact_name: 'Deleted user',
      contact_phone: '',
      contact_email: null,
    });
  });
});
