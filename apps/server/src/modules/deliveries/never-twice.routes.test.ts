import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../db/schema/notifications.js';
import { smsInbound } from '../../db/schema/sms.js';
import { users } from '../../db/schema/users.js';
import { outboxRows, resendDelivery } from '../../test/admin-outbox.js';
import { startOutsideChannels, type OutsideChannels } from '../../test/outside-channels.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { bookItem, movableClock } from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';

// rules §10.3, §10.8: once a gateway or mail server has taken a message, nothing that fails
// afterwards hands it over again, and an admin cannot send again one a gateway took. The
// database failure comes right after the hand-over, through the app's seam.

const webhookToken = 'never-twice-token-0123456789';
const clock = movableClock();
let outside: OutsideChannels;
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let client: TestUser;
/** How many recordings after a hand-over are still to fail. */
let failuresAhead = 0;

const outbox = (query: string) => outboxRows(t, admin, query);
const resend = (id: number) => resendDelivery(t, admin, id);

beforeAll(async () => {
  outside = await startOutsideChannels();
  t = await createTestApp({
    clock: clock.now,
    channels: outside.channels,
    publicUrl: 'https://kodesha.test',
    smsWebhookToken: webhookToken,
    seams: {
      afterHandOver: () => {
        if (failuresAhead <= 0) return;
        failuresAhead -= 1;
        throw new Error('the database went away right after the gateway took it');
      },
    },
  });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner', { phone_number: '+250 788 600 600' });
  await t.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, owner.id));
  client = await t.signUp('client');
});
afterAll(async () => {
  await t.close();
  await outside.close();
});

describe('a failure after the hand-over (rules §10.3)', () => {
  it('an SMS and an email taken by their servers are sent once, recorded sent with the gateway’s id', async () => {
    const car = await listCar(t, owner, { price_per_hour: 5000 });
    const smsBefore = outside.gateway.received.length;
    const mailBefore = outside.mail.caught.length;
    failuresAhead = 2; // the SMS's and the email's first recording
    await bookItem(t, client, { type: 'car', id: car.id });
    await t.app.jobs.runDue();
    // Time passes: any retry would be due by now.
    clock.set(new Date(clock.now().getTime() + 2 * 60 * 60_000));
    await t.app.jobs.runDue();
    expect(
      outside.gateway.received.slice(smsBefore).filter((sms) => sms.to === '+250788600600'),
    ).toHaveLength(1);
    expect(
      outside.mail.caught.slice(mailBefore).filter((one) => one.to === owner.email),
    ).toHaveLength(1);
    const rows = await outbox(`user_id=${owner.id}&type=booking.requested`);
    const sms = rows.find((row) => row.channel === 'sms');
    expect(sms).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sms?.provider_message_id).toMatch(/^ATXid_/);
  });

  it('an SMS answer taken by the gateway is sent once', async () => {
    const before = outside.gateway.received.length;
    failuresAhead = 1;
    await t.app.inject({
      method: 'POST',
      url: `/api/sms/inbound/${webhookToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        from: '+250788600600',
        to: '8080',
        text: 'STOP',
        id: 'nt-1',
      }).toString(),
    });
    await t.app.jobs.runDue();
    clock.set(new Date(clock.now().getTime() + 2 * 60 * 60_000));
    await t.app.jobs.runDue();
    expect(outside.gateway.received.slice(before)).toHaveLength(1);
    const [kept] = await t.db.select().from(smsInbound).where(eq(smsInbound.gatewayId, 'nt-1'));
    // rules §10.3: the answer is an outbox row like any other send.
    const [answer] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, kept!.answerDeliveryId!));
    expect(answer).toMatchObject({ type: 'sms.answer', status: 'sent', message: null });
  });
});

describe('sending again (rules §10.8)', () => {
  it('an unknown send the gateway took may have arrived: it is not sent again; one it never took is', async () => {
    const [taken] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.channel, 'sms'))
      .limit(1);
    expect(taken?.providerMessageId).toBeTruthy();
    await t.db
      .update(notificationDeliveries)
      .set({ status: 'unknown' })
      .where(eq(notificationDeliveries.id, taken!.id));
    const refused = await resend(taken!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'notification.notResendable' });

    await t.db
      .update(notificationDeliveries)
      .set({ providerMessageId: null })
      .where(eq(notificationDeliveries.id, taken!.id));
    const before = outside.gateway.received.length;
    expect((await resend(taken!.id)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(outside.gateway.received.length).toBe(before + 1);
  });
});
