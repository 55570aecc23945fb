import { sql } from 'drizzle-orm';
import type { BookingView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExclusionViolation } from '../../db/errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { listCar } from '../cars/car-fixtures.js';
import { bookItem, moveBooking, movableClock } from './booking-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: movableClock().now });
});
afterAll(() => t.close());

describe('never double-booked (rules §4.7)', () => {
  it('10 clients book one slot and the owner confirms all 10 at once: exactly one ends confirmed', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const clients = await Promise.all(Array.from({ length: 10 }, () => t.signUp('client')));
    const requests = await Promise.all(
      clients.map((client, index) =>
        bookItem(t, client, { type: 'car', id: car.id }, 48, 2 + (index % 3)),
      ),
    );
    expect(requests.every((booking) => booking.status === 'pending')).toBe(true);

    const answers = await Promise.all(
      requests.map((booking) => moveBooking(t, owner, booking.id, 'confirmed')),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    const winner = answers
      .find((answer) => answer.statusCode === 200)!
      .json<{ data: BookingView }>().data;

    const rows = await t.db.execute(sql`
      select id, status, cancel_reason from bookings where item_type = 'car' and item_id = ${car.id}`);
    // Both drivers answer `execute` with `{ rows }`.
    const statuses = (
      rows as unknown as { rows: { id: number; status: string; cancel_reason: string | null }[] }
    ).rows;
    expect(statuses.filter((row) => row.status === 'confirmed').map((row) => row.id)).toEqual([
      winner.id,
    ]);
    expect(
      statuses
        .filter((row) => row.id !== winner.id)
        .every((row) => row.cancel_reason === 'slot_taken'),
    ).toBe(true);
    const overlaps = await t.db.execute(sql`
      select count(*)::int as overlaps from bookings a join bookings b
        on a.item_type = b.item_type and a.item_id = b.item_id and a.id < b.id
       and tstzrange(a.start_time, a.end_time, '[)') && tstzrange(b.start_time, b.end_time, '[)')
       where a.status = 'confirmed' and b.status = 'confirmed'`);
    expect((overlaps as unknown as { rows: { overlaps: number }[] }).rows[0]!.overlaps).toBe(0);
  });

  it('the database itself refuses a second overlapping confirmed booking', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const [a, b] = await Promise.all([
      bookItem(t, await t.signUp('client'), { type: 'car', id: car.id }, 72, 3),
      bookItem(t, await t.signUp('client'), { type: 'car', id: car.id }, 73, 3),
    ]);
    await t.db.execute(sql`update bookings set status = 'confirmed' where id = ${a!.id}`);
    const refusal = await t.db
      .execute(sql`update bookings set status = 'confirmed' where id = ${b!.id}`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isExclusionViolation(refusal)).toBe(true);
  });
});
