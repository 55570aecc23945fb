import { kigaliToday } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../modules/bookings/booking-fixtures.js';
import { busTicketRequest } from '../modules/tickets/ticket-fixtures.js';
import {
  bearer,
  createTestApp,
  multipartFile,
  tinyPng,
  type TestApp,
  type TestUser,
} from '../test/test-app.js';
import { defaultRateLimits } from './rate-limits.js';

// rules §9.12: a carrier puts many people behind one address. With the product's own
// limits, people on one address do not use up each other's turns; one account's burst is
// still refused.

const clock = movableClock();
const sharedAddress = '41.186.7.20';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, rateLimits: defaultRateLimits });
});
afterAll(() => t.close());

const signUp = async (n: number): Promise<TestUser> => {
  const password = 'correct-horse-battery';
  const email = `neighbour-${n}-${Date.now()}@example.rw`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: sharedAddress,
    payload: { name: `Neighbour ${n}`, email, password, password_confirmation: password },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ user: { id: number }; token: string }>();
  return { id: body.user.id, email, token: body.token, password };
};

const askForTicket = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ticket-bookings',
    remoteAddress: sharedAddress,
    headers: bearer(user),
    payload: busTicketRequest(kigaliToday(clock.now())),
  });

const uploadLicence = (user: TestUser) => {
  const body = multipartFile('license_image', 'licence.png', tinyPng, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/api/account/license',
    remoteAddress: sharedAddress,
    headers: { ...body.headers, ...bearer(user) },
    payload: body.payload,
  });
};

const changePassword = (user: TestUser, current: string, next: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/update-password',
    remoteAddress: sharedAddress,
    headers: bearer(user),
    payload: {
      current_password: current,
      new_password: next,
      new_password_confirmation: next,
    },
  });

describe('one shared address, many people (rules §9.12)', () => {
  it('25 accounts from one address each ask for a ticket, upload a licence and change their password: none is refused', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 25; n += 1) {
      const user = await signUp(n);
      statuses.push((await askForTicket(user)).statusCode);
      statuses.push((await uploadLicence(user)).statusCode);
      statuses.push((await changePassword(user, user.password, `a-new-password-${n}`)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 25 }, () => [201, 200, 200]).flat());
  });

  it('one account’s burst is still refused: tickets, licences, password changes', async () => {
    const user = await signUp(100);
    const tickets = [];
    for (let n = 0; n < 21; n += 1) tickets.push((await askForTicket(user)).statusCode);
    expect(tickets).toEqual([...Array<number>(20).fill(201), 429]);

    const licences = [];
    for (let n = 0; n < 11; n += 1) licences.push((await uploadLicence(user)).statusCode);
    expect(licences).toEqual([...Array<number>(10).fill(200), 429]);

    // Ten changes, each from the password the last one set; the eleventh is refused.
    const changes = [];
    let current = user.password;
    for (let n = 0; n < 11; n += 1) {
      const next = `burst-password-${n}`;
      const response = await changePassword(user, current, next);
      changes.push(response.statusCode);
      if (response.statusCode === 200) current = next;
    }
    expect(changes).toEqual([...Array<number>(10).fill(200), 429]);

    // Its neighbours on the same address are not held back by it.
    const neighbour = await signUp(101);
    expect((await askForTicket(neighbour)).statusCode).toBe(201);
    expect((await uploadLicence(neighbour)).statusCode).toBe(200);
  });
});
