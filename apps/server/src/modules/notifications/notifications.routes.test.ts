import type { AdminNotificationView, CarView, NotificationView } from '@kodesha/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { users } from '../../db/schema/users.js';
import { smtpMailer } from '../../providers/email/mailer.js';
import { africasTalkingGateway } from '../../providers/sms/africastalking.js';
import {
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from '../../test/fake-africastalking.js';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher.js';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { bookItem, moveBooking, movableClock } from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';
import { eventTicket } from '../chat/chat-fixtures.js';
import { openEventStream } from '../../test/sse-client.js';

// rules §10: notifications reach the right person in the app, by SMS (Africa's Talking,
// over real HTTP to a local stand-in) and by email (real SMTP to an in-process server).

const token = 'delivery-reports-secret-0123456789';
const clock = movableClock();
let gateway: FakeAfricasTalking;
let mail: MailCatcher;
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let client: TestUser;
let car: CarView;

/** Tests may speak SQL: a phone verified without the SMS round trip (its own tests below). */
const verifyPhone = (user: TestUser) =>
  t.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, user.id));

/**
 * rules §10.1: a request's notifications are written after its commit, by the runner; the
 * readers below let it run first, as a person reading a moment later would see.
 */
const settled = () => t.app.jobs.runDue();

const listOf = async (user: TestUser, query = '') =>
  (await settled(),
  await t.app.inject({ url: `/api/notifications${query}`, headers: bearer(user) })).json<{
    data: NotificationView[];
    total: number;
  }>();

const outbox = async (query: string) =>
  (await settled(),
  await t.app.inject({ url: `/api/admin/notifications?${query}`, headers: bearer(admin) })).json<{
    data: AdminNotificationView[];
    total: number;
  }>().data;

const unread = async (user: TestUser) =>
  (await settled(),
  await t.app.inject({ url: '/api/notifications/unread-count', headers: bearer(user) })).json<{
    count: number;
  }>().count;

const settings = (user: TestUser, body: Record<string, boolean>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/notification-settings',
    headers: bearer(user),
    payload: body,
  });

beforeAll(async () => {
  gateway = await startFakeAfricasTalking();
  mail = await startMailCatcher();
  t = await createTestApp({
    clock: clock.now,
    channels: {
      sms: africasTalkingGateway({
        username: 'sandbox',
        apiKey: 'test-key',
        senderId: 'KODESHA',
        baseUrl: gateway.url,
      }),
      mail: smtpMailer({ url: mail.url, from: 'Kodesha <no-reply@kodesha.test>' }),
    },
    publicUrl: 'https://kodesha.test',
    smsWebhookToken: token,
  });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner');
  client = await t.signUp('client');
  await verifyPhone(owner);
  car = await listCar(t, owner, { price_per_hour: 5000 });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
  await mail.close();
});

describe('the channels (rules §10.4)', () => {
  it('says a server with a gateway and a mail server can send by SMS and email', async () => {
    const asked = await t.app.inject({ url: '/api/channels' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ sms: true, email: true });
    expect(asked.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('a booking request (rules §10.1)', () => {
  it('reaches its provider in the app, by one SMS and by email; the client gets nothing', async () => {
    const before = gateway.received.length;
    const booking = await bookItem(t, client, { type: 'car', id: car.id });
    // Written with the request, before anything is sent.
    const [note] = (await listOf(owner)).data;
    expect(note).toMatchObject({
      type: 'booking.requested',
      link: `/booking/${booking.id}`,
      read_at: null,
    });
    expect(note!.title).toBe('New booking request');
    expect(await unread(owner)).toBe(1);
    expect((await listOf(client)).total).toBe(0);

    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const sent = gateway.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: '+250788000000',
      username: 'sandbox',
      apiKey: 'test-key',
      from: 'KODESHA',
    });
    expect(sent[0]!.message).toContain(`Ref B${String(booking.id).padStart(7, '0')}`);
    // rules §10.10: to a verified phone, the request carries its reply code.
    expect(sent[0]!.message).toMatch(/Reply YES (\d{4}) to accept or NO \1 to decline\.$/);
    const email = mail.caught.find((one) => one.to === owner.email);
    expect(email?.subject).toBe('New booking request');
    expect(email?.text).toContain(`https://kodesha.test/booking/${booking.id}`);
    expect(email?.html).toContain(`href="https://kodesha.test/booking/${booking.id}"`);

    const rows = await outbox(`user_id=${owner.id}&type=booking.requested`);
    expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'sent'],
      ['in_app', 'sent'],
      ['sms', 'sent'],
    ]);
    expect(rows.find((row) => row.channel === 'sms')).toMatchObject({
      recipient: '+250788000000',
      attempts: 1,
    });
  });

  it('tells the client of a confirmation in the app and by email, never by SMS without a phone', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, 48);
    expect((await moveBooking(t, owner, booking.id, 'confirmed')).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const [note] = (await listOf(client)).data;
    expect(note).toMatchObject({ type: 'booking.confirmed', link: `/booking/${booking.id}` });
    const rows = await outbox(`user_id=${client.id}&type=booking.confirmed`);
    expect(rows.find((row) => row.channel === 'sms')).toMatchObject({
      status: 'skipped',
      last_error: 'no phone number on the account',
    });
    expect(rows.find((row) => row.channel === 'email')?.status).toBe('sent');
    expect(
      mail.caught.some((one) => one.to === client.email && one.subject === 'Booking confirmed'),
    ).toBe(true);
  });

  it('sends each event once: running the jobs again sends nothing more', async () => {
    const before = gateway.received.length;
    await bookItem(t, client, { type: 'car', id: car.id }, 72);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(gateway.received.length - before).toBe(1);
  });
});

describe('settings (rules §10.5)', () => {
  it('answers both on by default, and turned off records the SMS and email as skipped', async () => {
    const read = await t.app.inject({
      url: '/api/me/notification-settings',
      headers: bearer(owner),
    });
    expect(read.json()).toEqual({ data: { sms: true, email: true } });
    const off = await settings(owner, { sms: false });
    expect(off.json()).toEqual({ data: { sms: false, email: true } });
    await settings(owner, { email: false });

    const before = gateway.received.length;
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, 96);
    await t.app.jobs.runDue();
    expect(gateway.received.length).toBe(before);
    const rows = (await outbox(`user_id=${owner.id}&type=booking.requested`)).filter(
      (row) =>
        row.text.includes(`B${String(booking.id).padStart(7, '0')}`) || row.channel !== 'sms',
    );
    expect(rows.find((row) => row.channel === 'sms')).toMatchObject({
      status: 'skipped',
      last_error: 'SMS turned off in the person’s settings',
    });
    const emails = await outbox(`user_id=${owner.id}&channel=email&status=skipped`);
    expect(emails[0]?.last_error).toBe('email turned off in the person’s settings');
    // The app always has it.
    expect((await listOf(owner)).data[0]?.link).toBe(`/booking/${booking.id}`);
    await settings(owner, { sms: true, email: true });
  });

  it('refuses a body that is not two booleans', async () => {
    expect((await settings(owner, { sms: 'yes' } as never)).statusCode).toBe(422);
  });
});

describe('retries and delivery reports (rules §10.3, §10.8)', () => {
  it('tries again after a gateway 500, within 30 seconds, and sends once', async () => {
    const before = gateway.received.length;
    gateway.answerNext({ http: 500 });
    await bookItem(t, client, { type: 'car', id: car.id }, 120);
    await t.app.jobs.runDue();
    const [failed] = await outbox(`user_id=${owner.id}&channel=sms&status=queued`);
    expect(failed).toMatchObject({ attempts: 1 });
    expect(failed!.last_error).toContain('500');
    expect(gateway.received.length).toBe(before);

    clock.set(new Date(clock.now().getTime() + 30_000));
    await t.app.jobs.runDue();
    expect(gateway.received.length).toBe(before + 1);
    const rows = await outbox(`user_id=${owner.id}&channel=sms`);
    expect(rows.find((row) => row.id === failed!.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
    });
  });

  it('ends failed when the gateway refuses the number, and an admin may send it again', async () => {
    gateway.answerNext({ statusCode: 403, status: 'InvalidPhoneNumber' });
    await bookItem(t, client, { type: 'car', id: car.id }, 144);
    await t.app.jobs.runDue();
    const [failed] = await outbox(`user_id=${owner.id}&channel=sms&status=failed`);
    expect(failed!.last_error).toContain('InvalidPhoneNumber');

    const before = gateway.received.length;
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/notifications/${failed!.id}/resend`,
      headers: bearer(admin),
    });
    expect(resend.json()).toEqual({ data: { id: failed!.id, status: 'queued' } });
    await t.app.jobs.runDue();
    expect(gateway.received.length).toBe(before + 1);
    const audit = await t.app.inject({
      url: '/api/admin/audit-log?action=notification.resent',
      headers: bearer(admin),
    });
    expect(audit.json<{ data: { target_id: number }[] }>().data[0]?.target_id).toBe(failed!.id);
    // A sent one cannot be sent again.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/notifications/${failed!.id}/resend`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(409);
  });

  it('marks a send whose process died holding it unknown, never sends it on its own, and an admin may', async () => {
    await t.app.jobs.runDue();
    const before = gateway.received.length;
    await bookItem(t, client, { type: 'car', id: car.id }, 150);
    // The request's notifications are written; their sends wait in the queue.
    await t.app.jobs.runDrains();
    // A process claimed the send and stopped before it recorded anything; its lease ran out.
    await t.db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: 'a-process-that-died',
        lockedUntil: new Date(clock.now().getTime() - 1_000),
        attempts: 1,
      })
      .where(and(eq(jobs.kind, 'deliveries.send'), eq(jobs.status, 'queued')));
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(gateway.received.length).toBe(before);
    const unknown = await outbox(`user_id=${owner.id}&status=unknown`);
    expect(unknown.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(unknown[0]!.last_error).toBe('its server process stopped while sending it');

    const sms = unknown.find((row) => row.channel === 'sms')!;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/notifications/${sms.id}/resend`,
      headers: bearer(admin),
    });
    await t.app.jobs.runDue();
    expect(gateway.received.length).toBe(before + 1);
  });

  it('marks an SMS delivered on the gateway’s report; a wrong token is 404', async () => {
    const [sent] = await outbox(`user_id=${owner.id}&channel=sms&status=sent`);
    const messageId = gateway.received.find((one) => sent!.text === one.message)?.messageId;
    expect(messageId).toBeDefined();
    const report = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sms/delivery-reports/${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          id: messageId!,
          status: 'Success',
          phoneNumber: '+250788000000',
          networkCode: '63510',
        }).toString(),
      });
    expect((await report('not-the-token')).statusCode).toBe(404);
    expect((await outbox(`channel=sms&status=delivered`)).length).toBe(0);
    expect((await report(token)).statusCode).toBe(200);
    const [delivered] = await outbox(`channel=sms&status=delivered`);
    expect(delivered?.id).toBe(sent!.id);
  });
});

describe('the person’s own notifications (rules §10.2)', () => {
  it('reads one, all, and never another person’s', async () => {
    const [first] = (await listOf(owner)).data;
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first!.id}/read`,
      headers: bearer(client),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'notification.notFound' });
    const count = await unread(owner);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first!.id}/read`,
      headers: bearer(owner),
    });
    expect(read.statusCode).toBe(204);
    expect(await unread(owner)).toBe(count - 1);
    expect((await listOf(owner, '?unread=1')).data.map((one) => one.id)).not.toContain(first!.id);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(owner),
    });
    expect(all.statusCode).toBe(204);
    expect(await unread(owner)).toBe(0);
  });

  it('speaks the person’s language, in the app and by SMS', async () => {
    const french = await t.signUp('owner', { phone_number: '0788 111 222' });
    await verifyPhone(french);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/preferred-language',
      headers: bearer(french),
      payload: { preferred_language: 'fr' },
    });
    const theirs = await listCar(t, french, { price_per_hour: 12000 });
    const before = gateway.received.length;
    await bookItem(t, client, { type: 'car', id: theirs.id });
    await t.app.jobs.runDue();
    expect((await listOf(french)).data[0]?.title).toBe('Nouvelle demande de réservation');
    const sms = gateway.received.slice(before).find((one) => one.to === '+250788111222');
    expect(sms?.message).toMatch(/^Kodesha: Test demande .* 36 000 RWF/);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/notifications', headers: bearer(owner) })).statusCode,
    ).toBe(403);
  });
});

describe('live and security notifications (rules §10.2, §10.5)', () => {
  it('sends the live stream a notification event when one is written', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = openEventStream(`${base}/api/events?ticket=${await eventTicket(t, owner)}`);
    try {
      expect(await stream.ready).toBe(200);
      const booking = await bookItem(t, client, { type: 'car', id: car.id }, 168);
      await t.app.jobs.runDue();
      const event = await stream.waitFor((one) => one.event === 'notification');
      const data = JSON.parse(event.data) as {
        notification: NotificationView;
        unread_count: number;
      };
      expect(data.notification).toMatchObject({
        type: 'booking.requested',
        link: `/booking/${booking.id}`,
      });
      expect(data.unread_count).toBe(await unread(owner));
    } finally {
      stream.close();
    }
  });

  it('tells of a password change by SMS and email even with both turned off', async () => {
    await t.app.jobs.runDue();
    await settings(owner, { sms: false, email: false });
    const before = gateway.received.length;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/update-password',
      headers: bearer(owner),
      payload: {
        current_password: owner.password,
        new_password: 'another-horse-battery',
        new_password_confirmation: 'another-horse-battery',
      },
    });
    expect(changed.statusCode).toBe(200);
    owner.password = 'another-horse-battery';
    await t.app.jobs.runDue();
    expect((await listOf(owner)).data[0]?.type).toBe('password.changed');
    expect(gateway.received.slice(before).map((one) => one.message)).toEqual([
      'Kodesha: your password was changed. If it was not you, reset it now and contact support.',
    ]);
    expect(mail.caught.at(-1)).toMatchObject({ to: owner.email, subject: 'Password changed' });
    await settings(owner, { sms: true, email: true });
  });
});

describe('with no channel configured (rules §10.4)', () => {
  it('keeps notifications in the app and records SMS and email as skipped, with why', async () => {
    const bare = await createTestApp({ clock: movableClock().now });
    try {
      // Said to any screen that asks, signed in or not.
      const asked = await bare.app.inject({ url: '/api/channels' });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ sms: false, email: false });
      const provider = await bare.signUp('owner');
      const renter = await bare.signUp('client');
      const listed = await listCar(bare, provider);
      await bookItem(bare, renter, { type: 'car', id: listed.id });
      await bare.app.jobs.runDue();
      const list = await bare.app.inject({ url: '/api/notifications', headers: bearer(provider) });
      expect(list.json<{ data: NotificationView[] }>().data[0]?.type).toBe('booking.requested');
      const boss = await bare.signInAdmin();
      const rows = (
        await bare.app.inject({ url: '/api/admin/notifications', headers: bearer(boss) })
      ).json<{ data: AdminNotificationView[] }>().data;
      expect(rows.find((row) => row.channel === 'sms')).toMatchObject({
        status: 'skipped',
        last_error: 'no SMS gateway is configured (SMS_PROVIDER)',
      });
      expect(rows.find((row) => row.channel === 'email')).toMatchObject({
        status: 'skipped',
        last_error: 'no mail server is configured (SMTP_URL)',
      });
    } finally {
      await bare.close();
    }
  });
});
