import { messages } from '@kodesha/domain';
import { afterEach, describe, vi } from 'vitest';
import { aPage } from '@/test/fixtures';
import { freshClient, itParsesByContract } from '@/test/contract';
import { aGpsRequest } from '../testing/gps-fixtures';
import { adminGpsListQuery, moveGpsRequest } from './admin-gps-requests';
import { myGpsRequestsQuery } from './my-gps-requests';
import { requestGps } from './request-gps';

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
    () => freshClient().fetchQuery(myGpsRequestsQuery()),
    { success: true, message: messages.gpsRequestsLoaded, data: [request] },
    [request],
    { success: true, message: messages.gpsRequestsLoaded, data: request },
  ],
  [
    'GET /admin/gps-requests',
    () => freshClient().fetchQuery(adminGpsListQuery({})),
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

describe('the GPS calls parse their answers by the contract (record 29)', () => {
  itParsesByContract(calls);
});
