import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookItem, movableClock, requestBooking } from '../modules/bookings/booking-fixtures.js';
import { carFields, listCar, verifiedClient } from '../modules/cars/car-fixtures.js';
import { chatAboutCar, postMessage } from '../modules/chat/chat-fixtures.js';
import { driverFields, licenceFile, postDriver } from '../modules/drivers/driver-fixtures.js';
import { errorBody } from '../test/error-bodies.js';
import {
  bearer,
  createTestApp,
  multipartForm,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../test/test-app.js';
import type { RateLimits } from './rate-limits.js';

// rules §9.12: per-account limits, counted for the signed-in account wherever it calls from.
// Tight numbers here so a test reaches them in a few calls; the defaults are in rate-limits.ts.

type Reply = { statusCode: number; headers: Record<string, unknown>; json: <T>() => T };

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
const tight: Partial<RateLimits> = {
  chatMessage: [perMinute(2)],
  bookingRequest: [perMinute(2)],
  streamPass: [perMinute(2)],
  phoneReveal: [perMinute(2), { max: 4, timeWindow: 60 * 60_000 }],
  carWrite: [perMinute(2)],
  driverWrite: [perMinute(2)],
  phoneVerify: [perMinute(2)],
};

const clock = movableClock();
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, rateLimits: tight });
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

function expectRateLimited(response: Reply, retryAfter = '60') {
  expect(response.statusCode).toBe(429);
  expect(response.json<ErrorBody>()).toEqual(errorBody('request.rateLimited'));
  expect(response.headers['retry-after']).toBe(retryAfter);
}

const ticket = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: bearer(user) });

describe('per-account limits (rules §9.12)', () => {
  it('chat messages: the 3rd in a minute is refused; the other person still writes', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const client = await t.signUp('client');
    const chat = await chatAboutCar(t, client, car, 'Is it free on Monday?');
    expect((await postMessage(t, client, chat.id, 'Morning, 8 to 11')).statusCode).toBe(201);
    expectRateLimited(await postMessage(t, client, chat.id, 'Hello?'));
    expect((await postMessage(t, owner, chat.id, 'Yes, it is')).statusCode).toBe(201);
  });

  it('booking requests: the 3rd in a minute is refused', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const client = await t.signUp('client');
    await bookItem(t, client, { type: 'car', id: car.id }, 24);
    await bookItem(t, client, { type: 'car', id: car.id }, 28);
    expectRateLimited(await requestBooking(t, client, { item_type: 'car', item_id: car.id }));
  });

  it('live-stream passes: the 3rd in a minute is refused', async () => {
    const client = await t.signUp('client');
    expect((await ticket(client)).statusCode).toBe(201);
    expect((await ticket(client)).statusCode).toBe(201);
    expectRateLimited(await ticket(client));
  });

  it('phone reveals: per minute and per hour, counted per account, cars and drivers together', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const client = await verifiedClient(t, admin);
    const reveal = (user: TestUser, path = `/api/cars/${car.id}/contact`) =>
      t.app.inject({ url: path, headers: bearer(user) });
    expect((await reveal(client)).statusCode).toBe(200);
    expect((await reveal(client)).statusCode).toBe(200);
    expectRateLimited(await reveal(client, '/api/drivers/1/contact'));
    // Another person from the same address is not held back by this one.
    expect((await reveal(await verifiedClient(t, admin))).statusCode).toBe(200);

    const start = clock.now();
    clock.set(new Date(start.getTime() + 61_000));
    try {
      expect((await reveal(client)).statusCode).toBe(200);
      // A refused call counts too: the hour's 4 are used up, until the hour that began
      // with the first reveal ends.
      expectRateLimited(await reveal(client), String(60 * 60 - 61));
    } finally {
      clock.set(start);
    }
  });

  it('phone codes tried: the 3rd in a minute is refused, counted per account', async () => {
    const [one, two] = [await t.signUp('owner'), await t.signUp('owner')];
    const verify = (user: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/phone/verify',
        headers: bearer(user),
        payload: { code: '123456' },
      });
    for (let n = 0; n < 2; n += 1) expect((await verify(one)).statusCode).toBe(422);
    expectRateLimited(await verify(one));
    expect((await verify(two)).statusCode).toBe(422);
  });

  it('car writes: create, change and delete share one budget; the refused delete leaves the car', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner);
    const form = multipartForm(carFields({ price_per_hour: 16000 }));
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${car.id}`,
      headers: { ...form.headers, ...bearer(owner) },
      payload: form.payload,
    });
    expect(changed.statusCode).toBe(200);
    expectRateLimited(
      await t.app.inject({ method: 'DELETE', url: `/api/cars/${car.id}`, headers: bearer(owner) }),
    );
    const kept = await t.app.inject({ url: `/api/cars/${car.id}`, headers: bearer(owner) });
    expect(kept.statusCode).toBe(200);
  });

  it('driver writes: registering and changing the profile share one budget', async () => {
    const user = await t.signUp('driver', { phone_number: '+250 788 900 100' });
    const registered = await postDriver(t, user, driverFields(), [await licenceFile()]);
    expect(registered.statusCode).toBe(201);
    const id = registered.json<{ data: { id: number } }>().data.id;
    const update = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/drivers/${id}`,
        headers: bearer(user),
        payload: { is_available: false },
      });
    expect((await update()).statusCode).toBe(200);
    expectRateLimited(await update());
  });
});
