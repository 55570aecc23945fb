import { gpsReference, gpsRequestView, type GpsRequestView } from '@kodesha/domain';
import type { z } from 'zod';

/**
 * Fakes of the GPS API's answers for component tests, built on the domain's view schema
 * as test/fixtures.ts builds its own: each is checked against the schema when a test
 * makes it, so a fake that drifts from what the server sends fails at once.
 */
const strictly = <S extends z.ZodObject>(schema: S, value: z.input<S>): z.output<S> =>
  schema.strict().parse(value) as z.output<S>;

/**
 * A pending request for aCar()'s RAV4 (car 7) by the owner of aUser({ id: 3 }), with a
 * preferred morning and notes. An `id` override carries its reference along (`G` and
 * seven digits) unless one is given too.
 */
export function aGpsRequest(overrides: Partial<GpsRequestView> = {}): GpsRequestView {
  const id = overrides.id ?? 12;
  return strictly(gpsRequestView, {
    id,
    reference: gpsReference(id),
    user_id: 3,
    car_id: 7,
    status: 'pending',
    car_make: 'Toyota',
    car_model: 'RAV4',
    car_year: 2020,
    license_plate: 'RAB 123 C',
    contact_name: 'Aline Uwase',
    contact_phone: '+250 788 123 456',
    contact_email: 'aline@example.rw',
    installation_location: 'Kigali Heights, KG 7 Ave',
    preferred_installation_date: '2026-12-12',
    preferred_time: 'morning',
    reason: 'Please call before coming.',
    installation_date: null,
    admin_notes: null,
    requested_at: '2026-11-20T07:30:00.000Z',
    decided_at: null,
    created_at: '2026-11-20T07:30:00.000Z',
    updated_at: '2026-11-20T07:30:00.000Z',
    car: { id: 7, make: 'Toyota', model: 'RAV4', year: 2020, location: 'Kigali' },
    user: {
      id: 3,
      name: 'Aline Uwase',
      email: 'aline@example.rw',
      phone_number: '+250 788 123 456',
    },
    ...overrides,
  });
}
