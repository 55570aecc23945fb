import { messages, type CarView, type OwnerDashboardView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { listCar, verifiedClient } from './car-fixtures.js';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let activeCar: CarView;
let hiddenCar: CarView;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp('owner', { phone_number: '+250 788 123 456' });
  admin = await t.signInAdmin();
  activeCar = await listCar(t, owner);
  hiddenCar = await listCar(t, owner, { is_active: 0, model: 'Prado' });
});
afterAll(() => t.close());

const get = (url: string, actor?: TestUser) =>
  t.app.inject({ url, headers: actor ? bearer(actor) : {} });

describe('GET /api/cars/{id}', () => {
  it('shows an active car to everyone, without phone or plate', async () => {
    const response = await get(`/api/cars/${activeCar.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: CarView }>().data).toMatchObject({
      id: activeCar.id,
      license_plate: null,
      owner: { id: owner.id, name: expect.any(String) },
    });
    expect(response.body).not.toContain('788');
  });

  it('hides an inactive car from the public and other owners (404), not from its owner or an admin', async () => {
    const otherOwner = await t.signUp('owner');
    for (const viewer of [undefined, otherOwner, await t.signUp('client')]) {
      const response = await get(`/api/cars/${hiddenCar.id}`, viewer);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().message).toBe(messages.carNotFound);
    }
    for (const viewer of [owner, admin]) {
      const response = await get(`/api/cars/${hiddenCar.id}`, viewer);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: CarView }>().data.license_plate).toBe('RAD 123 A');
    }
  });

  it('treats a stale token on a public page as a visitor', async () => {
    const response = await get(`/api/cars/${activeCar.id}`, { token: 'not-a-session' } as TestUser);
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for ids that name nothing', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999'])
      expect((await get(`/api/cars/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/cars/{id}/contact (rules §1.12)', () => {
  const contact = (actor?: TestUser, id = activeCar.id) => get(`/api/cars/${id}/contact`, actor);

  it("asks a visitor to log in: 401 'Authentication required'", async () => {
    const response = await contact();
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().message).toBe(messages.contactLoginRequired);
  });

  it('refuses owners and drivers: a client account is needed', async () => {
    for (const actor of [owner, await t.signUp('driver')]) {
      const response = await contact(actor);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().message).toBe(messages.contactClientOnly);
    }
  });

  it('refuses a client whose licence is not verified', async () => {
    const response = await contact(await t.signUp('client'));
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toBe(messages.contactLicenceRequired);
  });

  it("gives a verified client the owner's phone, never cached", async () => {
    const client = await verifiedClient(t, admin);
    const response = await contact(client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { phone: '+250788123456' } });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('gives an admin the phone too', async () => {
    const response = await contact(admin);
    expect(response.json()).toEqual({ data: { phone: '+250788123456' } });
  });

  it('does not reveal an inactive car exists, even to a verified client', async () => {
    const client = await verifiedClient(t, admin);
    expect((await contact(client, hiddenCar.id)).statusCode).toBe(404);
  });
});

describe('GET /api/owner/dashboard', () => {
  it("counts the owner's cars; bookings and messages are 0 until those exist", async () => {
    const response = await get('/api/owner/dashboard', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: OwnerDashboardView }>().data.stats).toEqual({
      total_cars: 2,
      active_cars: 1,
      total_bookings: 0,
      pending_bookings: 0,
      unread_messages: 0,
    });
  });

  it('is for owners only', async () => {
    expect((await get('/api/owner/dashboard', await t.signUp('client'))).statusCode).toBe(403);
    expect((await get('/api/owner/dashboard')).statusCode).toBe(401);
  });
});
