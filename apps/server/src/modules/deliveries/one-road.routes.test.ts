import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { notificationDeliveries, notifications } from '../../db/schema/notifications.js';
import { outboxEvents } from '../../db/schema/outbox.js';
import { users } from '../../db/schema/users.js';
import { outboxRows, resendDelivery } from '../../test/admin-outbox.js';
import { startOutsideChannels, type OutsideChannels } from '../../test/outside-channels.js';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { bookItem, movableClock } from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';
import { openTransaction } from '../../db/transactions.js';

// rules §10.3: every message Kodesha sends — notifications, reset links and codes, phone
// codes, SMS answers — is an outbox row, sent by one job whose state it shares, shown to
// admins with its secret masked; rules §10.1: a request's notifications follow its commit.
// Sent for real over the wire, to a local Africa's Talking and an SMTP server.

const webhookToken = 'one-road-webhook-token-0123456789';
const clock = movableClock();
let outside: OutsideChannels;
let t: TestApp;
let admin: TestUser;
/** Runs once, right after the gateway took a message and before it is recorded. */
let afterHandOver: (() => Promise<void>) | undefined;

const outbox = (query: string) => outboxRows(t, admin, query);
const resend = (id: number) => resendDelivery(t, admin, id);
const rowOf = async (id: number) =>
  (await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)))[0]!;
const sendJobOf = async (deliveryId: number) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `deliveries.send:${deliveryId}`))
      .orderBy(jobs.id)
  ).at(-1)!;

let numbers = 0;
/** An account with a phone of its own, verified (by SQL: its own tests verify by code). */
async function withPhone(role: 'client' | 'owner'): Promise<TestUser & { number: string }> {
  numbers += 1;
  const number = `+25078${String(7_100_000 + numbers * 613).slice(-7)}`;
  const user = await t.signUp(role, { phone_number: number });
  await t.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, user.id));
  return { ...user, number };
}

beforeAll(async () => {
  outside = await startOutsideChannels();
  t = await createTestApp({
    clock: clock.now,
    channels: outside.channels,
    publicUrl: 'https://kodesha.test',
    smsWebhookToken: webhookToken,
    seams: {
      afterHandOver: async () => {
        const once = afterHandOver;
        afterHandOver = undefined;
        await once?.();
      },
    },
  });
  admin = await t.signInAdmin();
});
afterAll(async () => {
  await t.close();
  await outside.close();
});

describe('every send is an outbox row, its secret masked (rules §10.3, §10.8)', () => {
  it('a reset link by email and a reset code by SMS', async () => {
    const user = await withPhone('client');
    for (const payload of [{ email: user.email }, { phone: user.number }])
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload })).statusCode,
      ).toBe(202);
    await t.app.jobs.runDue();

    const mail = outside.mailsTo(user.email).at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    const code = /(\d{3}) (\d{3})/.exec(outside.smsTo(user.number).at(-1)!.message)!;
    const rows = await outbox(`type=password.reset&user_id=${user.id}`);
    expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
    const email = rows.find((row) => row.channel === 'email')!;
    const sms = rows.find((row) => row.channel === 'sms')!;
    expect(email).toMatchObject({ notification_id: null, recipient: user.email });
    expect(email.text).toContain('token=******');
    expect(email.text).not.toContain(token);
    expect(sms.text).toContain('*** ***');
    expect(sms.text).not.toContain(`${code[1]} ${code[2]}`);
    // Sent, nothing that could send it again is kept.
    expect((await rowOf(email.id)).message).toBeNull();
  });

  it('a phone code, and an answer to an SMS', async () => {
    const owner = await t.signUp('owner', { phone_number: '+250 788 710 001' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/me/phone/verification',
      headers: bearer(owner),
    });
    expect(asked.statusCode).toBe(202);
    // The request wrote the code and its row; the send comes after, by the runner.
    const [queued] = await outbox(`type=phone.code&user_id=${owner.id}`);
    expect(queued).toMatchObject({ status: 'queued', recipient: '+250788710001' });
    await t.app.jobs.runDue();
    const code = /\b(\d{6})\b/.exec(outside.smsTo('+250788710001').at(-1)!.message)![1]!;
    const [sent] = await outbox(`type=phone.code&user_id=${owner.id}`);
    expect(sent!.status).toBe('sent');
    expect(sent!.text).toContain('******');
    expect(sent!.text).not.toContain(code);

    const provider = await withPhone('owner');
    await t.app.inject({
      method: 'POST',
      url: `/api/sms/inbound/${webhookToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        from: provider.number,
        text: 'STOP',
        id: 'one-road-1',
      }).toString(),
    });
    await t.app.jobs.runDue();
    const [answer] = await outbox(`type=sms.answer&user_id=${provider.id}`);
    expect(answer).toMatchObject({ status: 'sent', recipient: provider.number });
    expect(outside.smsTo(provider.number).at(-1)!.message).toBe(answer!.text);
    const inbound = await t.app.inject({
      url: '/api/admin/notifications/inbound',
      headers: bearer(admin),
    });
    expect(
      inbound
        .json<{ data: { from: string; answer_status: string }[] }>()
        .data.find((one) => one.from === provider.number)?.answer_status,
    ).toBe('sent');
  });
});

describe('one state per send (rules §10.3, §9.20)', () => {
  it('the job and its row agree: a retry leaves both queued, a refusal ends both failed; an admin sends it again', async () => {
    const user = await withPhone('client');
    outside.gateway.answerNext({ http: 500 });
    await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { phone: user.number },
    });
    await t.app.jobs.runDue();
    const [row] = await outbox(`type=password.reset&user_id=${user.id}`);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await sendJobOf(row!.id)).status).toBe('queued');

    outside.gateway.answerNext({ statusCode: 403, status: 'InvalidPhoneNumber' });
    clock.set(new Date(clock.now().getTime() + 60_000));
    await t.app.jobs.runDue();
    const [failed] = await outbox(`type=password.reset&user_id=${user.id}`);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await sendJobOf(row!.id)).status).toBe('failed');
    // Never sent, its message is kept for an admin's Send again.
    expect((await rowOf(row!.id)).message).not.toBeNull();

    const before = outside.smsTo(user.number).length;
    expect((await resend(row!.id)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(outside.smsTo(user.number)).toHaveLength(before + 1);
    expect((await outbox(`type=password.reset&user_id=${user.id}`))[0]!.status).toBe('sent');
  });

  it('a process that died between claiming a send and recording it leaves a row an admin can resend', async () => {
    const owner = await t.signUp('owner', { phone_number: '+250 788 710 002' });
    await t.app.inject({
      method: 'POST',
      url: '/api/me/phone/verification',
      headers: bearer(owner),
    });
    const [row] = await outbox(`type=phone.code&user_id=${owner.id}`);
    // A process claimed the send and stopped; its lease ran out.
    await t.db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: 'a-process-that-died',
        lockedUntil: new Date(clock.now().getTime() - 1_000),
        attempts: 1,
      })
      .where(eq(jobs.key, `deliveries.send:${row!.id}`));
    await t.app.jobs.runDue();
    expect(outside.smsTo('+250788710002')).toHaveLength(0);
    const [unknown] = await outbox(`type=phone.code&user_id=${owner.id}`);
    expect(unknown).toMatchObject({ status: 'unknown', provider_message_id: null });
    expect((await sendJobOf(row!.id)).status).toBe('unknown');

    expect((await resend(row!.id)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(outside.smsTo('+250788710002')).toHaveLength(1);
  });

  it('a delivery report that comes before the send is recorded is not lost', async () => {
    const user = await withPhone('client');
    afterHandOver = async () => {
      const taken = outside.smsTo(user.number).at(-1)!;
      await t.app.inject({
        method: 'POST',
        url: `/api/sms/delivery-reports/${webhookToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id: taken.messageId, status: 'Success' }).toString(),
      });
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { phone: user.number },
    });
    await t.app.jobs.runDue();
    const [row] = await outbox(`type=password.reset&user_id=${user.id}`);
    expect(row).toMatchObject({ status: 'delivered' });
    expect(row!.provider_message_id).toBe(outside.smsTo(user.number).at(-1)!.messageId);
  });
});

describe('events, then notifications (rules §10.1)', () => {
  it('a request writes its event and nothing more; the notifications come after its commit, once each', async () => {
    const owner = await t.signUp('owner');
    const client = await t.signUp('client');
    const car = await listCar(t, owner);
    const jobsBefore = (await t.db.select().from(jobs)).length;
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, 30);
    const [event] = await t.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.subjectType, 'booking'), eq(outboxEvents.subjectId, booking.id)));
    const mine = () =>
      t.db
        .select()
        .from(notifications)
        .where(eq(notifications.source, `event:${event!.id}`));
    expect(await mine()).toHaveLength(0);
    // The request wrote its event, waiting for the relay, and no job (rules §10.1).
    expect(event!.processedAt).toBeNull();
    expect((await t.db.select().from(jobs)).length).toBe(jobsBefore);

    await t.app.jobs.runDrains();
    expect((await mine()).map((one) => one.userId)).toEqual([owner.id]);
    const [done] = await t.db.select().from(outboxEvents).where(eq(outboxEvents.id, event!.id));
    expect(done!.processedAt).not.toBeNull();
    // Worked out again (a crash between its readers and its mark): nothing more.
    await t.db
      .update(outboxEvents)
      .set({ processedAt: null })
      .where(eq(outboxEvents.id, event!.id));
    await t.app.jobs.runDue();
    expect(await mine()).toHaveLength(1);
    // An events.notify job left from before the relay works it out the same way, once.
    await openTransaction(t.db, (tx) =>
      t.app.jobs.enqueue(tx, {
        kind: 'events.notify',
        key: `events.notify:${event!.id}`,
        payload: { event_id: event!.id },
        runAt: clock.now(),
      }),
    );
    await t.app.jobs.runDue();
    expect(await mine()).toHaveLength(1);
  });

  it('a job whose payload its kind refuses fails with why, and writes nothing', async () => {
    await openTransaction(t.db, (tx) =>
      t.app.jobs.enqueue(tx, {
        kind: 'events.notify',
        key: 'events.notify:bad',
        payload: { event_id: 'twelve' },
        runAt: clock.now(),
        maxAttempts: 1,
      }),
    );
    await t.app.jobs.runDue();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, 'events.notify:bad'));
    expect(job?.status).toBe('failed');
    expect(job?.lastError).toMatch(/event_id/);
  });

  it('events are kept a month, then pruned', async () => {
    const old = new Date(clock.now().getTime() - 31 * 24 * 60 * 60_000);
    const [gone] = await t.db
      .insert(outboxEvents)
      .values({
        type: 'booking.requested',
        subjectType: 'booking',
        subjectId: 1,
        actor: 'client',
        toStatus: 'pending',
        createdAt: old,
      })
      .returning({ id: outboxEvents.id });
    const kept = await t.db.select({ id: outboxEvents.id }).from(outboxEvents);
    clock.set(new Date(clock.now().getTime() + 61 * 60_000));
    await t.app.jobs.runDue();
    const left = await t.db.select({ id: outboxEvents.id }).from(outboxEvents);
    expect(left.map((row) => row.id)).not.toContain(gone!.id);
    expect(left).toHaveLength(kept.length - 1);
  });
});
