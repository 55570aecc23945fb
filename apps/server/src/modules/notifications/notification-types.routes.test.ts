import type { CarView, NotificationView } from '@kodesha/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { smtpMailer } from '../../providers/email/mailer.js';
import { africasTalkingGateway } from '../../providers/sms/africastalking.js';
import {
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from '../../test/fake-africastalking.js';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher.js';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import {
  bookItem,
  completeBooking,
  moveBooking,
  movableClock,
  testNow,
} from '../bookings/booking-fixtures.js';
import { listCar, verifiedClient } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';
import { busTicketRequest } from '../tickets/ticket-fixtures.js';

// rules §10.1: each type reaches the person the table names, on each channel (real HTTP to
// a local Africa's Talking, real SMTP to an in-process server).

const clock = movableClock();
let gateway: FakeAfricasTalking;
let mail: MailCatcher;
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let car: CarView;

const verifyPhone = (user: TestUser) =>
  t.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, user.id));

const newest = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/notifications', headers: bearer(user) })).json<{
    data: NotificationView[];
  }>().data[0];

/** How many of the gateway's messages each number's last look had read. */
const smsRead = new Map<string, number>();

/**
 * Runs the jobs, then what `user` got last: in the app, by SMS (to `phone`: every SMS sent
 * there since the last look, since the runner sends due jobs side by side, in no fixed
 * order) and by email.
 */
async function lastOf(user: TestUser, phone?: string) {
  await t.app.jobs.runDue();
  let sms: string | undefined;
  if (phone) {
    sms = gateway.received
      .slice(smsRead.get(phone) ?? 0)
      .filter((one) => one.to === phone)
      .map((one) => one.message)
      .join('\n');
    smsRead.set(phone, gateway.received.length);
  }
  return {
    app: await newest(user),
    sms,
    email: mail.caught.filter((one) => one.to === user.email).at(-1),
  };
}

beforeAll(async () => {
  gateway = await startFakeAfricasTalking();
  mail = await startMailCatcher();
  t = await createTestApp({
    clock: clock.now,
    channels: {
      sms: africasTalkingGateway({ username: 'sandbox', apiKey: 'k', baseUrl: gateway.url }),
      mail: smtpMailer({ url: mail.url, from: 'Kodesha <no-reply@kodesha.test>' }),
    },
  });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner', { phone_number: '+250 788 200 300' });
  await verifyPhone(owner);
  car = await listCar(t, owner, { price_per_hour: 5000 });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
  await mail.close();
});

describe('booking notifications go to the right party', () => {
  it('declined, cancelled, completed and expired', async () => {
    const client = await t.signUp('client', { phone_number: '0788 300 400' });
    await verifyPhone(client);
    const phone = '+250788300400';

    const declined = await bookItem(t, client, { type: 'car', id: car.id }, 20);
    await moveBooking(t, owner, declined.id, 'cancelled');
    let got = await lastOf(client, phone);
    expect(got.app).toMatchObject({ type: 'booking.declined', link: `/booking/${declined.id}` });
    expect(got.sms).toContain('was declined');
    expect(got.email?.subject).toBe('Booking declined');

    const cancelled = await bookItem(t, client, { type: 'car', id: car.id }, 30);
    // The request's own SMS goes first: sends due together run side by side, in no order.
    await t.app.jobs.runDue();
    await moveBooking(t, owner, cancelled.id, 'confirmed');
    await moveBooking(t, client, cancelled.id, 'cancelled');
    const toOwner = await lastOf(owner, '+250788200300');
    expect(toOwner.app).toMatchObject({
      type: 'booking.cancelled',
      link: `/booking/${cancelled.id}`,
    });
    expect(toOwner.sms).toContain('was cancelled');
    expect((await newest(client))?.type).toBe('booking.confirmed');

    const completed = await bookItem(t, client, { type: 'car', id: car.id }, 2);
    await moveBooking(t, owner, completed.id, 'confirmed');
    // The confirmation's sends go first: sends due together run side by side, in no order.
    await t.app.jobs.runDue();
    await completeBooking(t, clock, owner, completed);
    // Its sends were queued at the completion's moment, after the start.
    clock.set(new Date(testNow.getTime() + 3 * 3_600_000));
    await t.app.jobs.runDue();
    clock.set(testNow);
    got = await lastOf(client, phone);
    expect(got.app).toMatchObject({ type: 'booking.completed' });
    expect(got.email?.text).toContain('review');

    const expiring = await bookItem(t, client, { type: 'car', id: car.id }, 4);
    clock.set(new Date(testNow.getTime() + 4 * 3_600_000 + 60_000));
    await t.app.jobs.runDue();
    clock.set(testNow);
    got = await lastOf(client, phone);
    expect(got.app).toMatchObject({ type: 'booking.expired', link: `/booking/${expiring.id}` });
    expect(got.sms).toContain('expired');
  });
});

describe('what an admin decides goes to its holder', () => {
  it('licence.verified to the client', async () => {
    const client = await verifiedClient(t, admin);
    const got = await lastOf(client);
    expect(got.app).toMatchObject({ type: 'licence.verified', link: '/account/verification' });
    expect(got.email?.subject).toBe('Licence verified');
  });

  it('driver.verified to the driver', async () => {
    const { user } = await registeredDriver(t, {}, admin);
    const got = await lastOf(user);
    expect(got.app).toMatchObject({ type: 'driver.verified', link: '/driver/profile' });
    expect(got.email?.subject).toBe('Driver profile verified');
  });

  it('ticket.confirmed with its price, to the traveller', async () => {
    const traveller = await t.signUp('client');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/ticket-bookings',
      headers: bearer(traveller),
      payload: busTicketRequest('2030-02-01'),
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json<{ data: { id: number } }>().data.id;
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/ticket-bookings/${id}`,
      headers: bearer(admin),
      payload: { status: 'confirmed', quoted_price: 45000 },
    });
    expect(answered.statusCode).toBe(200);
    const got = await lastOf(traveller);
    expect(got.app).toMatchObject({ type: 'ticket.confirmed', link: '/my-ticket-bookings' });
    expect(got.app?.body).toContain('Kigali - Kampala');
    expect(got.app?.body).toContain('RWF 45,000');
  });

  it('gps.approved with its date, to the owner, by SMS', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/gps-requests',
      headers: bearer(owner),
      payload: {
        car_make: 'Toyota',
        car_model: 'RAV4',
        license_plate: 'RAB 123 C',
        contact_name: 'Aline Uwase',
        contact_phone: '+250 788 123 456',
        installation_location: 'Kigali Heights',
      },
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json<{ data: { id: number } }>().data.id;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/gps-requests/${id}/update-status`,
      headers: bearer(admin),
      payload: { status: 'approved', installation_date: '2030-01-12' },
    });
    expect(approved.statusCode).toBe(200);
    const got = await lastOf(owner, '+250788200300');
    // The answer shows with its status and note on the owner's dashboard (rules §10.2).
    expect(got.app).toMatchObject({
      type: 'gps.approved',
      link: '/owner/dashboard#gps-requests',
    });
    expect(got.sms).toContain('Kodesha: your GPS installation request is approved for 12/01/2030.');
  });
});
