import { eq, sql } from 'drizzle-orm';
import type { CalendarBlockView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../db/schema/cars.js';
import { users } from '../../db/schema/users.js';
import { bearer, createTestApp, type ErrorBody, type TestApp } from '../../test/test-app.js';
import {
  bookItem,
  hoursFromNow,
  moveBooking,
  movableClock,
  requestBooking,
} from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';

// rules §4.15: a block's check and write and a booking's confirmation take the item's turn,
// so a confirmation and a block of the same time never both land.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: movableClock().now });
});
afterAll(() => t.close());

const blockCar = (carId: number, owner: { token: string }, startIn: number, hours: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cars/${carId}/blocks`,
    headers: bearer(owner),
    payload: { start_time: hoursFromNow(startIn), end_time: hoursFromNow(startIn + hours) },
  });

describe('a block and a confirmation of the same time', () => {
  it('sent at once, round after round: never both', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const client = await t.signUp('client');
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const startIn = 24 + round * 10;
      const request = await bookItem(t, client, { type: 'car', id: car.id }, startIn, 2);
      const [confirmation, block] = await Promise.all([
        moveBooking(t, owner, request.id, 'confirmed'),
        blockCar(car.id, owner, startIn + 1, 2),
      ]);
      const codes = [confirmation.statusCode, block.statusCode];
      expect(codes, JSON.stringify([confirmation.body, block.body])).toSatisfy(
        ([confirmed, blocked]: number[]) =>
          (confirmed === 200 && blocked === 409) || (confirmed === 409 && blocked === 201),
      );
      outcomes.push(confirmation.statusCode === 200 ? 'confirmed' : 'blocked');
    }
    const rows = await t.db.execute(sql`
      select count(*)::int as meetings from bookings b join calendar_blocks k
        on k.item_type = b.item_type and k.item_id = b.item_id
       and tstzrange(b.start_time, b.end_time, '[)') && tstzrange(k.start_time, k.end_time, '[)')
       where b.status = 'confirmed' and b.item_type = 'car' and b.item_id = ${car.id}`);
    expect((rows as unknown as { rows: { meetings: number }[] }).rows[0]!.meetings).toBe(0);
    expect(outcomes).toHaveLength(6);
  });

  it('an Instant Book request and a block sent at once: never both', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    await t.db.update(cars).set({ instantBook: true }).where(eq(cars.id, car.id));
    const client = await t.signUp('client', { phone_number: '+250 788 630 630' });
    await t.db
      .update(users)
      .set({ licenseVerificationStatus: 'verified', isPhoneVerified: true })
      .where(eq(users.id, client.id));
    for (let round = 0; round < 4; round += 1) {
      const startIn = 30 + round * 10;
      const [request, block] = await Promise.all([
        requestBooking(t, client, {
          item_type: 'car',
          item_id: car.id,
          start_time: hoursFromNow(startIn),
          end_time: hoursFromNow(startIn + 2),
        }),
        blockCar(car.id, owner, startIn + 1, 2),
      ]);
      const confirmed =
        request.statusCode === 201 &&
        request.json<{ data: { status: string } }>().data.status === 'confirmed';
      expect([confirmed, block.statusCode], request.body + block.body).toSatisfy(
        ([instant, blocked]: [boolean, number]) =>
          (instant && blocked === 409) ||
          (!instant && request.statusCode === 409 && blocked === 201),
      );
    }
  });

  it('a confirmation over a block set first is refused until the block is freed', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const request = await bookItem(t, await t.signUp('client'), { type: 'car', id: car.id }, 30, 2);
    const blocked = await blockCar(car.id, owner, 31, 1);
    expect(blocked.statusCode).toBe(201);

    const refused = await moveBooking(t, owner, request.id, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe(
      'This time is not available. Please choose another time.',
    );

    const block = blocked.json<{ data: CalendarBlockView }>().data;
    const freed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}/blocks/${block.id}`,
      headers: bearer(owner),
    });
    expect(freed.statusCode).toBe(204);
    expect((await moveBooking(t, owner, request.id, 'confirmed')).statusCode).toBe(200);
  });
});
