import type { BookingDetailView, BookingView } from '@kodesha/domain';
import { bearer, type TestApp, type TestUser } from '../../test/test-app.js';

/** The tests' fixed "now" and times relative to it (STYLE: tests fix the clock). */
export const testNow = new Date('2030-01-06T06:00:00Z');
export const hoursFromNow = (hours: number, from = testNow) =>
  new Date(from.getTime() + hours * 3_600_000).toISOString();

/** A clock the test can move forward, for expiry and for completing a booking once it starts. */
export type MovableClock = ReturnType<typeof movableClock>;
export function movableClock(start = testNow) {
  let now = start;
  return {
    now: () => now,
    set: (to: Date) => {
      now = to;
    },
  };
}

export type BookingBody = {
  item_type?: string;
  item_id?: number | string;
  start_time?: string;
  end_time?: string;
  notes?: string;
  [extra: string]: unknown;
};

export const requestBooking = (t: TestApp, client: TestUser | undefined, body: BookingBody) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: client ? bearer(client) : {},
    payload: body,
  });

/** A pending request for `hours` hours starting `startIn` hours from the test's now. */
export async function bookItem(
  t: TestApp,
  client: TestUser,
  item: { type: 'car' | 'driver'; id: number },
  startIn = 24,
  hours = 3,
): Promise<BookingView> {
  const response = await requestBooking(t, client, {
    item_type: item.type,
    item_id: item.id,
    start_time: hoursFromNow(startIn),
    end_time: hoursFromNow(startIn + hours),
  });
  if (response.statusCode !== 201)
    throw new Error(`booking failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: BookingView }>().data;
}

export const moveBooking = (
  t: TestApp,
  actor: TestUser,
  id: number,
  status: string,
  via: 'update-status' | 'status' | 'plain' = 'update-status',
) =>
  t.app.inject({
    method: via === 'update-status' ? 'POST' : 'PATCH',
    url:
      via === 'update-status'
        ? `/api/bookings/${id}/update-status`
        : via === 'status'
          ? `/api/bookings/${id}/status`
          : `/api/bookings/${id}`,
    headers: bearer(actor),
    payload: { status },
  });

export async function readBooking(t: TestApp, actor: TestUser, id: number) {
  const response = await t.app.inject({ url: `/api/bookings/${id}`, headers: bearer(actor) });
  return {
    status: response.statusCode,
    booking: response.json<{ data: BookingDetailView }>().data,
  };
}

/**
 * The provider completes a confirmed booking as a booking is completed: once it has
 * started (rules §4.4). The clock moves to a minute after its start and back afterwards.
 * The test's sessions last 12 hours from the clock they began at, so such bookings
 * start within that.
 */
export async function completeBooking(
  t: TestApp,
  clock: MovableClock,
  provider: TestUser,
  booking: { id: number; start_time: string },
) {
  const before = clock.now();
  clock.set(new Date(new Date(booking.start_time).getTime() + 60_000));
  try {
    return await moveBooking(t, provider, booking.id, 'completed');
  } finally {
    clock.set(before);
  }
}
