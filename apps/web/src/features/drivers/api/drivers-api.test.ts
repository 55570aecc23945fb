import { adminCreateDriverInput } from '@kodesha/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { aDriver, anAdminDriver, anAdminDriverSummary, aPage } from '@/test/fixtures';
import { adminCreateDriver } from './admin-create-driver';
import { adminDriversQueryOptions } from './admin-drivers';
import { adminToggleDriverStatus } from './admin-toggle-driver-status';
import { adminUpdateDriver } from './admin-update-driver';
import { adminVerifyDriverLicence } from './admin-verify-driver-licence';
import { driverQuery } from './driver';
import { driversQuery, featuredDriversQuery } from './list-drivers';
import { myDriverProfileQuery } from './my-driver-profile';
import { registerDriver, updateDriver } from './save-driver-profile';
import { failureOf, respondWith } from '@/test/contract';

/** A query as a screen would run it, on a cache of its own. */
const client = () => new QueryClient();

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const driver = aDriver();
const adminDriver = anAdminDriver();
// A rating out of its type: what a server drifting from the contract might send.
const brokenDriver = { ...driver, rating: 'new' };
// The form's input as the domain reads it (no email or password: made up by the server).
const adminInput = adminCreateDriverInput.parse({
  name: 'Eric Niyonzima',
  age: 38,
  experience: 14,
  location: 'Kigali',
  price_per_hour: 4000,
});

/** The driver's own and the public calls (record 29): the call's name, how to make it. */
const oneDriver = [
  ['GET /drivers/4', () => client().fetchQuery(driverQuery(4))],
  ['GET /my-driver-profile', () => client().fetchQuery(myDriverProfileQuery)],
  ['POST /drivers', () => registerDriver(new FormData())],
  ['PUT /drivers/4', () => updateDriver({ id: 4, body: { is_available: false } })],
] as const;

/** The admin's calls on one driver: they answer with the admin's view. */
const oneAdminDriver = [
  ['PUT /admin/drivers/4', () => adminUpdateDriver({ id: 4, body: { age: 39 } })],
  ['POST /admin/drivers/4/toggle-status', () => adminToggleDriverStatus({ id: 4, isActive: true })],
  [
    'POST /admin/drivers/4/verify-license',
    () => adminVerifyDriverLicence({ id: 4, status: 'verified' }),
  ],
] as const;

describe('the driver calls parse their answers by the contract', () => {
  it.each(oneDriver)('%s: a driver comes back as sent', async (_call, run) => {
    respondWith(200, { data: driver });
    await expect(run()).resolves.toEqual(driver);
  });

  it.each(oneDriver)('%s: a wrong answer is an ApiContractError naming it', async (call, run) => {
    respondWith(200, { data: brokenDriver });
    const failure = await failureOf(run);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe(call);
    expect((failure as Error).message).toMatch(/data\.rating/);
  });

  it.each(oneAdminDriver)('%s: the admin view parses', async (_call, run) => {
    respondWith(200, { data: adminDriver });
    await expect(run()).resolves.toEqual(adminDriver);
  });

  it.each(oneAdminDriver)('%s: a driver without its account is refused', async (call, run) => {
    // The public view where the admin's is due: `user` (the account's contact) is missing.
    respondWith(200, { data: driver });
    const failure = await failureOf(run);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe(call);
    expect((failure as Error).message).toMatch(/data\.user/);
  });

  it.each([
    ['GET /drivers', () => client().fetchQuery(driversQuery({}))],
    ['GET /drivers', () => client().fetchQuery(featuredDriversQuery)],
  ] as const)('%s: a page parses, and a page of broken drivers is refused', async (call, run) => {
    respondWith(200, aPage([driver]));
    await expect(run()).resolves.toEqual(aPage([driver]));
    respondWith(200, aPage([brokenDriver]));
    const failure = await failureOf(run);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe(call);
  });

  it("GET /admin/drivers: the page needs the summary cards' counts", async () => {
    const page = { ...aPage([adminDriver]), summary: anAdminDriverSummary() };
    respondWith(200, page);
    await expect(client().fetchQuery(adminDriversQueryOptions({}))).resolves.toEqual(page);
    respondWith(200, aPage([adminDriver]));
    const failure = await failureOf(() => client().fetchQuery(adminDriversQueryOptions({})));
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe('GET /admin/drivers');
    expect((failure as Error).message).toMatch(/summary/);
  });

  it('POST /admin/drivers: the temporary password comes with the driver (rules §8.5)', async () => {
    respondWith(201, { data: adminDriver, temporary_password: 'kodesha-4821' });
    await expect(adminCreateDriver(adminInput)).resolves.toEqual({
      data: adminDriver,
      temporary_password: 'kodesha-4821',
    });
    respondWith(201, { data: adminDriver, temporary_password: 4821 });
    const failure = await failureOf(() => adminCreateDriver(adminInput));
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe('POST /admin/drivers');
  });
});
