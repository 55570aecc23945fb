import { bookingView } from '@kodesha/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { aBooking, aBookingSummary, aPage } from '@/test/fixtures';
import { failureOf, freshClient, respondWith } from '@/test/contract';
import { adminBookingQuery } from './admin-booking';
import { adminBookingListQuery } from './admin-bookings';
import { bookingQuery } from './booking';
import { myBookingsQuery, providerBookingsQuery } from './booking-lists';
import { createBooking } from './create-booking';
import { moveBooking } from './move-booking';
import { reviewBooking } from './review-booking';

afterEach(() => vi.unstubAllGlobals());

const detail = aBooking({ id: 7 });
const booking = bookingView.parse(detail);
// A total out of its type: what a server drifting from the contract might send.
const broken = { ...booking, total_price: '12000' };

describe('the booking calls parse their answers by the contract (record 29)', () => {
  const oneBooking = [
    [
      'POST /bookings',
      () =>
        createBooking({
          item_type: 'car',
          item_id: 4,
          start_time: '2026-12-01T08:00:00.000Z',
          end_time: '2026-12-01T10:00:00.000Z',
        }),
    ],
    ['POST /bookings/7/update-status', () => moveBooking({ id: 7, status: 'confirmed' })],
    ['POST /bookings/7/reviews', () => reviewBooking({ id: 7, rating: 5, comment: 'Clean car' })],
  ] as const;

  it.each(oneBooking)('%s: the booking comes back as sent', async (_call, run) => {
    respondWith(200, { data: booking });
    await expect(run()).resolves.toEqual(booking);
  });

  it.each(oneBooking)('%s: a wrong answer is an ApiContractError naming it', async (call, run) => {
    respondWith(200, { data: broken });
    const failure = await failureOf(run);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe(call);
    expect((failure as Error).message).toMatch(/data\.total_price/);
  });

  it.each([
    ['GET /bookings/7', () => freshClient().fetchQuery(bookingQuery(7))],
    ['GET /admin/bookings/7', () => freshClient().fetchQuery(adminBookingQuery(7))],
  ] as const)('%s: the timeline is part of the answer', async (call, run) => {
    respondWith(200, { data: detail });
    await expect(run()).resolves.toEqual(detail);
    respondWith(200, { data: booking }); // no `history`
    const failure = await failureOf(run);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe(call);
    expect((failure as Error).message).toMatch(/data\.history/);
  });

  it.each([
    ['GET /my-bookings', () => freshClient().fetchQuery(myBookingsQuery({}))],
    ['GET /bookings', () => freshClient().fetchQuery(providerBookingsQuery({}))],
    ['GET /admin/bookings', () => freshClient().fetchQuery(adminBookingListQuery({}))],
  ] as const)('%s: a page needs its summary cards', async (call, run) => {
    const page = { ...aPage([booking]), summary: aBookingSummary() };
    respondWith(200, page);
    await expect(run()).resolves.toEqual(page);
    respondWith(200, aPage([booking]));
    const failure = await failureOf(run);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe(call);
    expect((failure as Error).message).toMatch(/summary/);
  });
});
