import { messages } from '@kodesha/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { aPage } from '@/test/fixtures';
import { aGpsRequest } from '../testing/gps-fixtures';
import { adminGpsListQuery, moveGpsRequest } from './admin-gps-requests';
import { myGpsRequestsQuery } from './my-gps-requests';
import { requestGps } from './request-gps';

/** Every answer is this JSON, whatever was asked. */
function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

const client = () => new QueryClient();
const failureOf = (run: () => Promise<unknown>) => run().catch((error: unknown) => error);

afterEach(() => vi.unstubAllGlobals());

const request = aGpsRequest();
const one = { success: true, message: messages.gpsRequested, data: request };
const summary = { total: 1, pending: 1, approved: 0, completed: 0, rejected: 0 };

/** Each call: its name, how to make it, a good answer, what it resolves to, a broken answer. */
const calls = [
  [
    'POST /gps-requests',
    () =>
      requestGps({
        car_make: 'Toyota',
        car_model: 'RAV4',
        license_plate: 'RAD 123 A',
        contact_name: 'Eric',
        contact_phone: '+250788123456',
        installation_location: 'Kigali',
      }),
    one,
    one,
    { ...one, success: false },
  ],
  [
    'GET /my-gps-requests',
    () => client().fetchQuery(myGpsRequestsQuery()),
    { success: true, message: messages.gpsRequestsLoaded, data: [request] },
    [request],
    { success: true, message: messages.gpsRequestsLoaded, data: request },
  ],
  [
    'GET /admin/gps-requests',
    () => client().fetchQuery(adminGpsListQuery({})),
    { ...aPage([request]), success: true, summary },
    { ...aPage([request]), success: true, summary },
    { ...aPage([request]), success: true }, // no summary
  ],
  [
    `POST /admin/gps-requests/${request.id}/update-status`,
    () => moveGpsRequest({ id: request.id, status: 'rejected', admin_notes: '' }),
    one,
    one,
    { ...one, data: { ...request, status: 'lost' } },
  ],
] as const;

describe('the GPS calls parse their answers by the contract (DESIGN §1.34)', () => {
  it.each(calls)('%s: a well-formed answer parses', async (_call, run, good, result) => {
    respond(200, good);
    await expect(run()).resolves.toEqual(result);
  });

  it.each(calls)(
    '%s: a malformed answer is an ApiContractError naming it',
    async (call, run, _good, _result, broken) => {
      respond(200, broken);
      const failure = await failureOf(run);
      expect(failure).toBeInstanceOf(ApiContractError);
      expect((failure as ApiContractError).call).toBe(call);
    },
  );
});
