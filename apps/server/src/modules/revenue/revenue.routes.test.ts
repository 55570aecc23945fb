import type { RevenueView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.js';
import { ticketBookings } from '../../db/schema/ticket-bookings.js';
import { errorBody } from '../../test/error-bodies.js';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { moveBooking, movableClock, requestBooking } from '../bookings/booking-fixtures.js';
import { listCar, verifiedClient } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';

// Friday 15 March 2030, 12:00 in Kigali: this week began on Monday the 11th, this month
// on the 1st, and the trend runs from April 2029 to March 2030.
const now = new Date('2030-03-15T10:00:00Z');

type Item = { type: 'car' | 'driver'; id: number; provider: number };

/** A completed booking written straight into the table, completed at `at` (UTC). */
async function completed(t: TestApp, client: TestUser, item: Item, at: string, total: number) {
  const start = new Date(Date.parse(at) - 3 * 3_600_000);
  await t.db.insert(bookings).values({
    clientId: client.id,
    providerId: item.provider,
    itemType: item.type,
    itemId: item.id,
    itemTitle: 'Written by the test',
    startTime: start,
    endTime: new Date(start.getTime() + 3_600_000),
    hours: 1,
    pricePerHour: total,
    totalPrice: total,
    status: 'completed',
    completedAt: new Date(at),
  });
}

async function revenue(t: TestApp, user: TestUser, period?: string) {
  const response = await t.app.inject({
    url: `/api/admin/revenue${period ? `?period=${period}` : ''}`,
    headers: bearer(user),
  });
  expect(response.statusCode).toBe(200);
  return response.json<RevenueView>();
}

describe('GET /api/admin/revenue (rules §8.12), around Kigali midnights', () => {
  let t: TestApp;
  let admin: TestUser;
  let client: TestUser;
  let owner: TestUser;
  const items: Record<string, Item> = {};

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    admin = await t.signInAdmin();
    client = await t.signUp('client');
    owner = await t.signUp('owner', { name: 'Aline Uwase' });
    for (const [key, model] of [
      ['car1', 'RAV4'],
      ['car2', 'Corolla'],
      ['car3', 'Hilux'],
    ] as const) {
      const car = await listCar(t, owner, { make: 'Toyota', model });
      items[key] = { type: 'car', id: car.id, provider: owner.id };
    }
    const driver = await registeredDriver(t, { name: 'Eric Niyonzima' }, admin);
    items.driver1 = { type: 'driver', id: driver.driver.id, provider: driver.user.id };

    await completed(t, client, items.car1!, '2030-03-14T22:30:00Z', 1000); // 15 Mar 00:30: today
    await completed(t, client, items.car1!, '2030-03-14T21:30:00Z', 2000); // 14 Mar 23:30: this week
    await completed(t, client, items.driver1!, '2030-03-10T22:30:00Z', 4000); // Mon 11 Mar 00:30
    await completed(t, client, items.driver1!, '2030-03-10T21:30:00Z', 8000); // Sun 10 Mar 23:30
    await completed(t, client, items.car2!, '2030-02-28T22:30:00Z', 16000); // 1 Mar 00:30
    await completed(t, client, items.car2!, '2030-02-28T21:30:00Z', 32000); // 28 Feb 23:30
    await completed(t, client, items.car3!, '2030-01-31T23:30:00Z', 100); // 1 Feb 01:30
    await completed(t, client, items.car3!, '2029-01-31T23:30:00Z', 64000); // Feb 2029: too old for the trend

    // Not completed: they add nothing, however large.
    for (const status of ['pending', 'confirmed', 'cancelled'] as const)
      await t.db.insert(bookings).values({
        clientId: client.id,
        providerId: owner.id,
        itemType: 'car',
        itemId: items.car1!.id,
        itemTitle: 'Not completed',
        startTime: new Date(`2030-03-1${status.length % 9}T08:00:00Z`),
        endTime: new Date(`2030-03-1${status.length % 9}T09:00:00Z`),
        hours: 1,
        pricePerHour: 900_000,
        totalPrice: 900_000,
        status,
        cancelReason: status === 'cancelled' ? 'declined' : null,
      });

    // Tickets: a confirmed one with a quoted price counts on the day it was confirmed.
    const ticket = {
      userId: client.id,
      ticketType: 'bus' as const,
      tripType: 'one_way' as const,
      passengerName: 'Aline Uwase',
      passengerEmail: 'aline@example.rw',
      passengerPhone: '+250 788 123 456',
      departureCity: 'Kigali',
      destinationCountry: 'UG',
      destinationCity: 'Kampala',
      departureDate: '2030-03-20',
      passengersCount: 1,
      classType: 'economy' as const,
    };
    await t.db.insert(ticketBookings).values([
      {
        ...ticket,
        status: 'confirmed',
        quotedPrice: 500,
        decidedAt: new Date('2030-03-15T08:00:00Z'),
      },
      {
        ...ticket,
        status: 'confirmed',
        quotedPrice: null,
        decidedAt: new Date('2030-03-15T08:00:00Z'),
      },
      { ...ticket, status: 'cancelled', decidedAt: new Date('2030-03-15T08:00:00Z') },
      { ...ticket, status: 'pending' },
    ]);
  });
  afterAll(() => t.close());

  it('sums each period in Kigali time: today, since Monday, since the 1st, all time', async () => {
    const body = await revenue(t, admin);
    expect(body).toMatchObject({
      period: 'monthly',
      period_start: '2030-02-28T22:00:00.000Z',
      daily_revenue: 1000 + 500,
      weekly_revenue: 1000 + 2000 + 4000 + 500,
      monthly_revenue: 1000 + 2000 + 4000 + 8000 + 16000 + 500,
      total_revenue: 1000 + 2000 + 4000 + 8000 + 16000 + 32000 + 100 + 64000 + 500,
    });
  });

  it('splits the chosen period into cars, drivers and tickets', async () => {
    const split = async (period: string) => {
      const body = await revenue(t, admin, period);
      return [
        body.car_bookings_revenue,
        body.driver_bookings_revenue,
        body.ticket_bookings_revenue,
      ];
    };
    expect(await split('daily')).toEqual([1000, 0, 500]);
    expect(await split('weekly')).toEqual([3000, 4000, 500]);
    expect(await split('monthly')).toEqual([19000, 12000, 500]);
    expect(await split('total')).toEqual([115100, 12000, 500]);
    expect((await revenue(t, admin, 'daily')).period_start).toBe('2030-03-14T22:00:00.000Z');
    expect((await revenue(t, admin, 'weekly')).period_start).toBe('2030-03-10T22:00:00.000Z');
    expect((await revenue(t, admin, 'total')).period_start).toBeNull();
  });

  it('gives the last 12 months oldest first, empty months as zero, tickets included', async () => {
    const { revenue_by_month: months } = await revenue(t, admin);
    expect(months.map((row) => row.month)).toEqual([
      '2029-04',
      '2029-05',
      '2029-06',
      '2029-07',
      '2029-08',
      '2029-09',
      '2029-10',
      '2029-11',
      '2029-12',
      '2030-01',
      '2030-02',
      '2030-03',
    ]);
    expect(months.at(-1)).toEqual({ month: '2030-03', bookings_count: 6, revenue: 31500 });
    // Completed at 23:30 UTC on 31 January: 1 February in Kigali.
    expect(months.at(-2)).toEqual({ month: '2030-02', bookings_count: 2, revenue: 32100 });
    expect(months.slice(0, 10).every((row) => row.revenue === 0 && row.bookings_count === 0)).toBe(
      true,
    );
  });

  it('ranks the top earners by revenue for the period, with their names', async () => {
    const all = await revenue(t, admin, 'total');
    expect(
      all.top_earning_cars.map((car) => [car.car_model, car.bookings_count, car.revenue]),
    ).toEqual([
      ['Hilux', 2, 64100],
      ['Corolla', 2, 48000],
      ['RAV4', 2, 3000],
    ]);
    expect(all.top_earning_cars[0]).toMatchObject({
      car_make: 'Toyota',
      owner_name: 'Aline Uwase',
    });
    expect(all.top_earning_drivers).toEqual([
      {
        driver_id: items.driver1!.id,
        driver_name: 'Eric Niyonzima',
        bookings_count: 2,
        revenue: 12000,
      },
    ]);
    const month = await revenue(t, admin, 'monthly');
    expect(month.top_earning_cars.map((car) => [car.car_model, car.revenue])).toEqual([
      ['Corolla', 16000],
      ['RAV4', 3000],
    ]);
    const today = await revenue(t, admin, 'daily');
    expect(today.top_earning_cars.map((car) => [car.car_model, car.revenue])).toEqual([
      ['RAV4', 1000],
    ]);
    expect(today.top_earning_drivers).toEqual([]);
  });

  it('counts users, cars, drivers and bookings for the cards', async () => {
    const body = await revenue(t, admin);
    expect(body).toMatchObject({
      users_count: 4,
      cars_count: 3,
      drivers_count: 1,
      bookings_count: 11,
    });
  });

  it('is for admins only, and refuses an unknown period', async () => {
    for (const user of [client, owner]) {
      const response = await t.app.inject({ url: '/api/admin/revenue', headers: bearer(user) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody('auth.adminOnly'));
    }
    expect((await t.app.inject({ url: '/api/admin/revenue' })).statusCode).toBe(401);
    const odd = await t.app.inject({
      url: '/api/admin/revenue?period=yearly',
      headers: bearer(admin),
    });
    expect(odd.statusCode).toBe(422);
  });
});

describe('revenue through the real moves', () => {
  let t: TestApp;
  const clock = movableClock(now);
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
  });
  afterAll(() => t.close());

  it('counts a booking the day its owner completes it, and stops the top lists at 5', async () => {
    const admin = await t.signInAdmin();
    const owner = await t.signUp('owner');
    const client = await verifiedClient(t, admin);
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const car = await listCar(t, owner, {
        model: `Model ${index}`,
        price_per_hour: (index + 1) * 1000,
      });
      // Seven cars, each booked for the next hour: all completed later today (rules §4.4).
      const start = new Date(now.getTime() + 3_600_000);
      const booked = await requestBooking(t, client, {
        item_type: 'car',
        item_id: car.id,
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 3_600_000).toISOString(),
      });
      expect(booked.statusCode).toBe(201);
      const id = booked.json<{ data: { id: number } }>().data.id;
      expect((await moveBooking(t, owner, id, 'confirmed')).statusCode).toBe(200);
      ids.push(id);
    }
    expect((await moveBooking(t, owner, ids[0]!, 'completed')).statusCode).toBe(409); // not started
    clock.set(new Date(now.getTime() + 2 * 3_600_000));
    for (const id of ids)
      expect((await moveBooking(t, owner, id, 'completed')).statusCode).toBe(200);
    const body = await revenue(t, admin, 'daily');
    expect(body.daily_revenue).toBe(28000);
    expect(body.car_bookings_revenue).toBe(28000);
    expect(body.top_earning_cars.map((car) => car.revenue)).toEqual([7000, 6000, 5000, 4000, 3000]);
  });
});
