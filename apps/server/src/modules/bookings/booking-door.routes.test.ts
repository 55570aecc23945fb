import {
  messages,
  type BookingDetailView,
  type BookingSummary,
  type BookingView,
  type CarView,
} from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedOf, storedBooking } from '../../test/recorded.js';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { listCar } from '../cars/car-fixtures.js';
import { bookItem, moveBooking, movableClock, readBooking, testNow } from './booking-fixtures.js';

// rules §9.20: a booking moves only through its door, which writes the row, the timeline
// line, the audit row (an admin's move) and the event in the caller's transaction.

const clock = movableClock();
/** Writes a test makes fail, to see that nothing of the move is left. */
const failing = { audit: false, events: false };
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let client: TestUser;
let car: CarView;

beforeAll(async () => {
  t = await createTestApp({
    clock: clock.now,
    seams: {
      beforeAuditWrite: () => {
        if (failing.audit) throw new Error('the audit write failed (test)');
      },
      beforeEventWrite: () => {
        if (failing.events) throw new Error('the outbox write failed (test)');
      },
    },
  });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner');
  client = await t.signUp('client');
  car = await listCar(t, owner, { price_per_hour: 5000 });
});
afterAll(() => t.close());

const carItem = () => ({ type: 'car' as const, id: car.id });
const hours = (count: number) => count * 3_600_000;

describe('the bookings door (rules §9.20)', () => {
  it('a request writes its row, its first timeline line and a booking.requested event', async () => {
    const booking = await bookItem(t, client, carItem(), 800, 2);
    const stored = await storedBooking(t.db, booking.id);
    expect(stored.row.status).toBe('pending');
    expect(stored.timeline.map((line) => [line.fromStatus, line.toStatus, line.by])).toEqual([
      [null, 'pending', 'client'],
    ]);
    expect(stored.events).toHaveLength(1);
    expect(stored.events[0]).toMatchObject({
      type: 'booking.requested',
      actor: 'client',
      actorId: client.id,
      fromStatus: null,
      toStatus: 'pending',
      data: { client_id: client.id, provider_id: owner.id, item_type: 'car', item_id: car.id },
    });
    expect(stored.audit).toEqual([]);
  });

  it('an admin’s confirmation writes the move, its timeline line, its audit row and its event together', async () => {
    const booking = await bookItem(t, client, carItem(), 810, 2);
    expect((await moveBooking(t, admin, booking.id, 'confirmed')).statusCode).toBe(200);
    const stored = await storedBooking(t.db, booking.id);
    expect(stored.row.status).toBe('confirmed');
    expect(stored.timeline.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      by: 'admin',
      actorId: admin.id,
    });
    expect(stored.audit).toHaveLength(1);
    expect(stored.audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'booking.status_changed',
      summary: 'pending → confirmed',
    });
    expect(stored.events.map((event) => [event.type, event.actor, event.actorId])).toEqual([
      ['booking.requested', 'client', client.id],
      ['booking.confirmed', 'admin', admin.id],
    ]);
    // The three were written by one transaction, at one moment.
    expect(stored.audit[0]!.createdAt).toEqual(stored.timeline.at(-1)!.createdAt);
  });

  it('a provider’s decline and a client’s cancel raise their events, with no audit row', async () => {
    const declined = await bookItem(t, client, carItem(), 820, 1);
    const cancelled = await bookItem(t, client, carItem(), 830, 1);
    await moveBooking(t, owner, declined.id, 'cancelled');
    await moveBooking(t, client, cancelled.id, 'cancelled');
    const one = await storedBooking(t.db, declined.id);
    const two = await storedBooking(t.db, cancelled.id);
    expect(one.events.at(-1)).toMatchObject({
      type: 'booking.declined',
      actor: 'provider',
      reason: 'declined',
    });
    expect(two.events.at(-1)).toMatchObject({
      type: 'booking.cancelled',
      actor: 'client',
      reason: 'client_cancelled',
    });
    expect([...one.audit, ...two.audit]).toEqual([]);
  });

  it('a confirmation declines the requests it overlaps through the door, as the server’s move', async () => {
    const chosen = await bookItem(t, client, carItem(), 840, 3);
    const overlapping = await bookItem(t, await t.signUp('client'), carItem(), 841, 1);
    await moveBooking(t, owner, chosen.id, 'confirmed');
    const stored = await storedBooking(t.db, overlapping.id);
    expect(stored.row).toMatchObject({ status: 'cancelled', cancelReason: 'slot_taken' });
    expect(stored.timeline.at(-1)).toMatchObject({ by: 'system', reason: 'slot_taken' });
    expect(stored.events.at(-1)).toMatchObject({
      type: 'booking.declined',
      actor: 'system',
      actorId: null,
      fromStatus: 'pending',
      toStatus: 'cancelled',
      reason: 'slot_taken',
    });
  });

  it('a failed audit write after the move leaves nothing: not the move, its line, its event, nor the declines', async () => {
    const chosen = await bookItem(t, client, carItem(), 850, 3);
    const overlapping = await bookItem(t, await t.signUp('client'), carItem(), 851, 1);
    const before = await Promise.all([
      storedBooking(t.db, chosen.id),
      storedBooking(t.db, overlapping.id),
    ]);
    failing.audit = true;
    let response;
    try {
      response = await moveBooking(t, admin, chosen.id, 'confirmed');
    } finally {
      failing.audit = false;
    }
    expect(response.statusCode).toBe(500);
    const after = await Promise.all([
      storedBooking(t.db, chosen.id),
      storedBooking(t.db, overlapping.id),
    ]);
    expect(after).toEqual(before);
    expect(after[0].row.status).toBe('pending');
    // And the same move goes through once the audit log is back.
    expect((await moveBooking(t, admin, chosen.id, 'confirmed')).statusCode).toBe(200);
    expect((await storedBooking(t.db, overlapping.id)).row.status).toBe('cancelled');
  });

  it('a failed event write leaves a client’s cancel, and a new request, undone', async () => {
    const booking = await bookItem(t, client, carItem(), 860, 1);
    const before = await storedBooking(t.db, booking.id);
    failing.events = true;
    let cancel;
    let request;
    try {
      cancel = await moveBooking(t, client, booking.id, 'cancelled');
      request = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(client),
        payload: {
          item_type: 'car',
          item_id: car.id,
          start_time: new Date(testNow.getTime() + hours(870)).toISOString(),
          end_time: new Date(testNow.getTime() + hours(871)).toISOString(),
        },
      });
    } finally {
      failing.events = false;
    }
    expect(cancel.statusCode).toBe(500);
    expect(request.statusCode).toBe(500);
    expect(await storedBooking(t.db, booking.id)).toEqual(before);
    const mine = await t.app.inject({
      url: '/api/my-bookings?per_page=100',
      headers: bearer(client),
    });
    const starts = mine.json<{ data: BookingView[] }>().data.map((item) => item.start_time);
    expect(starts).not.toContain(new Date(testNow.getTime() + hours(870)).toISOString());
  });
});

describe('expiry: reads compute it, the job writes it (rules §4.6)', () => {
  it('an overdue request reads as expired everywhere at once; no read writes; the job writes it once', async () => {
    const other = await t.signUp('client');
    const soon = await bookItem(t, other, carItem(), 2, 1);
    clock.set(new Date(testNow.getTime() + hours(3)));
    try {
      const before = await storedBooking(t.db, soon.id);
      const read = async () => {
        const detail = await readBooking(t, other, soon.id);
        const mine = await t.app.inject({ url: '/api/my-bookings', headers: bearer(other) });
        const cancelledOnly = await t.app.inject({
          url: '/api/my-bookings?status=cancelled',
          headers: bearer(other),
        });
        const pendingOnly = await t.app.inject({
          url: '/api/my-bookings?status=pending',
          headers: bearer(other),
        });
        const provided = await t.app.inject({
          url: '/api/bookings?status=pending&per_page=100',
          headers: bearer(owner),
        });
        const adminList = await t.app.inject({
          url: '/api/admin/bookings?status=cancelled&per_page=100',
          headers: bearer(admin),
        });
        const dashboard = await t.app.inject({
          url: '/api/admin/dashboard',
          headers: bearer(admin),
        });
        expect(dashboard.statusCode).toBe(200);
        type List = { data: BookingView[]; summary: Record<string, number> };
        return {
          detail: detail.booking as BookingDetailView,
          mine: mine.json<List>(),
          cancelledOnly: cancelledOnly.json<List>().data.map((item) => item.id),
          pendingOnly: pendingOnly.json<List>().data.map((item) => item.id),
          provided: provided.json<List>().data.map((item) => item.id),
          adminCancelled: adminList.json<List>().data.map((item) => item.id),
          adminSummary: adminList.json<List>().summary,
        };
      };
      const shown = await read();
      expect(shown.detail).toMatchObject({ status: 'cancelled', cancel_reason: 'expired' });
      expect(shown.detail.history.at(-1)).toMatchObject({
        from_status: 'pending',
        to_status: 'cancelled',
        by: 'system',
        reason: 'expired',
        at: soon.start_time,
      });
      expect(shown.mine.data[0]).toMatchObject({ id: soon.id, status: 'cancelled' });
      expect(shown.mine.summary).toMatchObject({ pending: 0, cancelled: 1 });
      expect(shown.cancelledOnly).toEqual([soon.id]);
      expect(shown.pendingOnly).toEqual([]);
      expect(shown.provided).not.toContain(soon.id);
      expect(shown.adminCancelled).toContain(soon.id);
      const confirm = await moveBooking(t, owner, soon.id, 'confirmed');
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json<ErrorBody>().message).toBe(messages.bookingExpired);

      // Reads no longer write: the row, its timeline, its events are as they were.
      expect(await storedBooking(t.db, soon.id)).toEqual(before);
      expect(before.row.status).toBe('pending');

      // The job writes it through the door, as the server's move, dated at the start.
      await t.app.jobs.runDue();
      const written = await storedBooking(t.db, soon.id);
      expect(written.row).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
      expect(written.timeline.at(-1)).toMatchObject({
        by: 'system',
        actorId: null,
        reason: 'expired',
        createdAt: new Date(soon.start_time),
      });
      expect(written.events.at(-1)).toMatchObject({
        type: 'booking.expired',
        actor: 'system',
        reason: 'expired',
      });
      // Screens read the same before and after, and running the job again writes nothing.
      const again = await read();
      expect(again).toEqual(shown);
      await t.app.jobs.runDue();
      expect(await storedBooking(t.db, soon.id)).toEqual(written);
    } finally {
      clock.set(testNow);
    }
  });

  it('the admin’s counts read an overdue request as cancelled before the job runs', async () => {
    const overview = async () =>
      (await t.app.inject({ url: '/api/admin/bookings?per_page=1', headers: bearer(admin) })).json<{
        summary: BookingSummary;
      }>().summary;
    const other = await t.signUp('client');
    const soon = await bookItem(t, other, carItem(), 2, 1);
    const now = await overview();
    clock.set(new Date(testNow.getTime() + hours(3)));
    try {
      const later = await overview();
      expect(later.pending).toBe(now.pending - 1);
      expect(later.cancelled).toBe(now.cancelled + 1);
      expect(later.total).toBe(now.total);
      expect((await recordedOf(t.db, { type: 'booking', id: soon.id })).events).toHaveLength(1);
    } finally {
      clock.set(testNow);
    }
  });
});
