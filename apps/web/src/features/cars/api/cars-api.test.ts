import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { aCar, anAdminUser, aPage } from '@/test/fixtures';
import { adminCarOwnersQuery } from './admin-car-owners';
import { adminCarsQueryOptions } from './admin-cars';
import { adminCreateCar } from './admin-create-car';
import { adminDeleteCar } from './admin-delete-car';
import { adminToggleCarStatus } from './admin-toggle-car-status';
import { adminUpdateCar } from './admin-update-car';
import { carQuery } from './car';
import { deleteCar } from './delete-car';
import { carsQuery, featuredCarsQuery } from './list-cars';
import { myCarsQuery } from './my-cars';
import { createCar, updateCar } from './save-car';
import { setCarActive } from './set-car-active';

/** Every answer is JSON from the stub, whatever was asked. */
function respond(status: number, body?: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A query as a screen would run it, on a cache of its own. */
const client = () => new QueryClient();

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const car = aCar();
// A car whose price came as text: what a server drifting from the contract might send.
const brokenCar = { ...car, price_per_hour: '15000' };
const form = () => new FormData();

/** Each car call (record 29): its name as `ApiContractError` says it, and how to make it. */
const oneCar = [
  ['GET /cars/7', () => client().fetchQuery(carQuery(7))],
  ['POST /cars', () => createCar(form())],
  ['PUT /cars/7', () => updateCar({ id: 7, form: form() })],
  ['PUT /cars/7', () => setCarActive({ id: 7, isActive: false })],
  ['POST /admin/cars', () => adminCreateCar(form())],
  ['PUT /admin/cars/7', () => adminUpdateCar({ id: 7, form: form() })],
  ['POST /admin/cars/7/toggle-status', () => adminToggleCarStatus({ id: 7, isActive: true })],
] as const;

const carPages = [
  ['GET /cars', () => client().fetchQuery(carsQuery({}))],
  ['GET /cars', () => client().fetchQuery(featuredCarsQuery)],
  ['GET /my-cars', () => client().fetchQuery(myCarsQuery(1))],
  ['GET /admin/cars', () => client().fetchQuery(adminCarsQueryOptions({ status: 'active' }))],
] as const;

describe('the car calls parse their answers by the contract', () => {
  it.each(oneCar)('%s: a car comes back as it was sent', async (_call, run) => {
    respond(200, { data: car });
    await expect(run()).resolves.toEqual(expect.objectContaining({ id: 7 }));
  });

  it.each(oneCar)(
    '%s: a wrong answer is an ApiContractError naming the call',
    async (call, run) => {
      respond(200, { data: brokenCar });
      const failure = await (run() as Promise<unknown>).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiContractError);
      expect((failure as ApiContractError).call).toBe(call);
      expect((failure as Error).message).toMatch(/data\.price_per_hour/);
    },
  );

  it.each(carPages)('%s: a page parses', async (_call, run) => {
    respond(200, aPage([car]));
    await expect(run()).resolves.toEqual(aPage([car]));
  });

  it.each(carPages)('%s: a page without its total is refused', async (call, run) => {
    const { total: _total, ...withoutTotal } = aPage([car]);
    respond(200, withoutTotal);
    const failure = await (run() as Promise<unknown>).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe(call);
  });

  it('the public list keeps total_capped (rules §2.6: the total is a lower bound)', async () => {
    respond(200, { ...aPage([car], { total: 1000 }), total_capped: true });
    await expect(client().fetchQuery(carsQuery({ search: 'a' }))).resolves.toMatchObject({
      total: 1000,
      total_capped: true,
    });
  });

  it('the owner choice parses a page of owner accounts', async () => {
    const owner = anAdminUser({ role: 'owner' });
    respond(200, aPage([owner]));
    await expect(client().fetchQuery(adminCarOwnersQuery('al'))).resolves.toEqual(aPage([owner]));
    respond(200, aPage([{ ...owner, role: 'pilot' }]));
    const failure = await client()
      .fetchQuery(adminCarOwnersQuery('al'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe('GET /admin/users');
  });

  it.each([
    ['DELETE /cars/7', () => deleteCar(7)],
    ['DELETE /admin/cars/7', () => adminDeleteCar(7)],
  ])('%s answers 204 without a body', async (_call, run) => {
    respond(204);
    await expect(run()).resolves.toBeUndefined();
  });
});
