import type { AdminNotificationView, NotificationType, NotificationView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutsideChannels, type OutsideChannels } from '../../test/outside-channels.js';
import {
  bearer,
  createTestApp,
  multipartForm,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { movableClock } from '../bookings/booking-fixtures.js';
import { phonePhoto } from '../cars/car-fixtures.js';
import { driverFields, licenceFile, postDriver } from '../drivers/driver-fixtures.js';
import { busTicketRequest } from '../tickets/ticket-fixtures.js';

// rules §10.1: what waits on the team — a licence, a driver, a ticket or GPS request — rings
// every admin's bell, in the app only (a gateway and a mail server are configured here, so
// an SMS or email would be queued if one were written), and leads to the tab that acts on it.

const clock = movableClock();
let outside: OutsideChannels;
let gateway: OutsideChannels['gateway'];
let mail: OutsideChannels['mail'];
let t: TestApp;
let admin: TestUser;
let second: TestUser;

/** How many of `user`'s notifications are unread, once the runner has worked out the events. */
async function unreadOf(user: TestUser): Promise<number> {
  await t.app.jobs.runDue();
  const asked = await t.app.inject({
    url: '/api/notifications/unread-count',
    headers: bearer(user),
  });
  return asked.json<{ count: number }>().count;
}

/** `user`'s notifications of `type`, once the runner has worked out the events. */
async function noticesOf(user: TestUser, type: NotificationType) {
  await t.app.jobs.runDue();
  const listed = await t.app.inject({
    url: '/api/notifications?per_page=100',
    headers: bearer(user),
  });
  return listed.json<{ data: NotificationView[] }>().data.filter((one) => one.type === type);
}

/** The outbox's rows of `type` (rules §10.8): one per person and channel written. */
async function outboxOf(type: NotificationType) {
  const listed = await t.app.inject({
    url: `/api/admin/notifications?type=${type}&per_page=100`,
    headers: bearer(admin),
  });
  return listed.json<{ data: AdminNotificationView[] }>().data;
}

/** Each admin got one notice of `type` in the app, unread, with `link` and `body`; nothing else. */
async function expectEveryAdminTold(type: NotificationType, link: string, body: string) {
  for (const each of [admin, second]) {
    const notices = await noticesOf(each, type);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type, link, body, read_at: null });
  }
  const rows = await outboxOf(type);
  expect(rows.map((row) => [row.user_id, row.channel]).sort()).toEqual(
    [
      [admin.id, 'in_app'],
      [second.id, 'in_app'],
    ].sort(),
  );
  expect(gateway.received).toEqual([]);
  expect(mail.caught).toEqual([]);
}

beforeAll(async () => {
  outside = await startOutsideChannels();
  ({ gateway, mail } = outside);
  t = await createTestApp({ clock: clock.now, channels: outside.channels });
  admin = await t.signInAdmin();
  second = await t.signInAdmin();
});
afterAll(async () => {
  await t.close();
  await outside.close();
});

describe('what waits on the team goes to every admin (rules §10.1)', () => {
  it('licence.submitted: a licence sent to verify, to the pending licences', async () => {
    const client = await t.signUp('client', { name: 'Aline Uwase' });
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
    expect(upload.statusCode).toBe(200);
    await expectEveryAdminTold(
      'licence.submitted',
      '/admin?tab=users&license_status=pending',
      'Aline sent a driving licence to verify.',
    );
    // The holder is told nothing of their own step.
    expect(await noticesOf(client, 'licence.submitted')).toEqual([]);
  });

  it('driver.submitted: a driver profile to verify, to the pending drivers', async () => {
    const driver = await t.signUp('driver', { name: 'Eric Mugisha' });
    const registered = await postDriver(t, driver, driverFields(), [await licenceFile()]);
    expect(registered.statusCode).toBe(201);
    await expectEveryAdminTold(
      'driver.submitted',
      '/admin?tab=drivers&verification=pending',
      'Eric sent a driver profile and licence to verify.',
    );
  });

  it('driver.submitted by an admin is told to the other admins, not to the one who made it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/drivers',
      headers: bearer(second),
      payload: {
        name: 'Claude Habimana',
        age: 41,
        experience: 12,
        location: 'Musanze',
        price_per_hour: 5000,
        phone_number: '0788 300 400',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await noticesOf(admin, 'driver.submitted')).toHaveLength(2);
    expect(await noticesOf(second, 'driver.submitted')).toHaveLength(1);
  });

  it('ticket.requested: a traveller’s request, to the pending tickets', async () => {
    const traveller = await t.signUp('client', { name: 'Jean Nshimiyimana' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/ticket-bookings',
      headers: bearer(traveller),
      payload: busTicketRequest('2030-02-01'),
    });
    expect(asked.statusCode).toBe(201);
    await expectEveryAdminTold(
      'ticket.requested',
      '/admin?tab=ticket-bookings&status=pending',
      'Jean asks for a ticket: Kigali - Kampala.',
    );
  });

  it('gps.requested: an owner’s request for a tracker, to the pending GPS requests', async () => {
    const owner = await t.signUp('owner', { name: 'Grace Mukamana' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/gps-requests',
      headers: bearer(owner),
      payload: {
        car_make: 'Toyota',
        car_model: 'RAV4',
        license_plate: 'RAB 123 C',
        contact_phone: '+250 788 123 456',
        installation_location: 'Kigali Heights',
      },
    });
    expect(asked.statusCode).toBe(201);
    await expectEveryAdminTold(
      'gps.requested',
      '/admin?tab=gps-requests&status=pending',
      'Grace asks for a GPS tracker to be installed.',
    );
  });

  it('once one admin answers — a driver verified — every admin’s notice of it is read, and their count drops', async () => {
    const driver = await t.signUp('driver', { name: 'Patrick Niyonzima' });
    const registered = await postDriver(t, driver, driverFields(), [await licenceFile()]);
    const id = registered.json<{ data: { id: number } }>().data.id;
    const about = async (user: TestUser) =>
      (await noticesOf(user, 'driver.submitted')).filter((one) => one.body.startsWith('Patrick'));
    expect((await about(admin))[0]?.read_at).toBeNull();
    const before = await unreadOf(admin);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${id}/verify-license`,
      headers: bearer(second),
      payload: { status: 'verified' },
    });
    expect(decided.statusCode).toBe(200);
    for (const each of [admin, second]) expect((await about(each))[0]?.read_at).not.toBeNull();
    expect(await unreadOf(admin)).toBe(before - 1);
  });

  it('a notice worked out only after its record was answered is written read (the demo data, a late runner)', async () => {
    const driver = await t.signUp('driver', { name: 'Olivier Habineza' });
    const registered = await postDriver(t, driver, driverFields(), [await licenceFile()]);
    const id = registered.json<{ data: { id: number } }>().data.id;
    // Answered before the runner worked out either event.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${id}/verify-license`,
      headers: bearer(second),
      payload: { status: 'verified' },
    });
    const notices = (await noticesOf(admin, 'driver.submitted')).filter((one) =>
      one.body.startsWith('Olivier'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.read_at).not.toBeNull();
  });

  it('speaks each admin’s own language', async () => {
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/me/preferred-language',
      headers: bearer(second),
      payload: { preferred_language: 'fr' },
    });
    expect(chose.statusCode).toBe(200);
    const [notice] = await noticesOf(second, 'gps.requested');
    expect(notice).toMatchObject({
      title: 'Nouvelle demande de traceur GPS',
      body: 'Grace demande l’installation d’un traceur GPS.',
    });
  });
});
