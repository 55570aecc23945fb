import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAs, serverProcesses } from '../../test/server-process.js';

/**
 * rules §9.20 under a crash: two server processes on one PostgreSQL database take a burst
 * of admin confirmations, and one is killed (SIGKILL) in the middle of it. Every booking
 * that ended confirmed has its timeline line, its audit row and its event; none has one
 * without the others, and none is half moved. The PostgreSQL tier (`npm run test:api:pg`).
 */
const admin = { email: 'crash-admin@example.rw', password: 'crash-admin-password' };
const bookingCount = 240;

describe('a process killed in the middle of a burst of confirmations', () => {
  let processes: Awaited<ReturnType<typeof serverProcesses>>;
  let db: pg.Client;
  let survivor: string;
  let doomed: { base: string; child: ChildProcess };
  const ids: number[] = [];

  beforeAll(async () => {
    processes = await serverProcesses('kodesha_crash');
    const env = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
    survivor = (await processes.start(env)).base;
    doomed = await processes.start(env);
    db = new pg.Client({ connectionString: processes.databaseUrl });
    await db.connect();
    // An owner with a car per request and a client, written as a busy day leaves them: one
    // pending request per car, so every confirmation can succeed.
    const { rows: people } = await db.query<{ id: number }>(
      `insert into users (email, name, role, phone_number, password_hash)
       values ('crash-owner@example.rw', 'Crash Owner', 'owner', '+250 788 000 001', 'x'),
              ('crash-client@example.rw', 'Crash Client', 'client', null, 'x')
       returning id`,
    );
    const [owner, client] = people.map((row) => row.id);
    const { rows: cars } = await db.query<{ id: number }>(
      `insert into cars (owner_id, make, model, year, car_type, description, location, price_per_hour,
         available_days, available_from_hour, available_to_hour, features, is_active)
       select $1, 'Toyota', 'RAV4', 2020, 'suv', 'A car for the test.', 'Kigali', 5000, 127, 0, 24,
         array['Air conditioning'], true
       from generate_series(1, ${bookingCount})
       returning id`,
      [owner],
    );
    const { rows: bookings } = await db.query<{ id: number }>(
      `insert into bookings (client_id, provider_id, item_type, item_id, item_title, start_time,
         end_time, hours, price_per_hour, total_price, status)
       select $1, $2, 'car', id, 'Toyota RAV4', now() + interval '2 days',
         now() + interval '2 days 2 hours', 2, 5000, 10000, 'pending'
       from unnest($3::int[]) as id
       returning id`,
      [client, owner, cars.map((car) => car.id)],
    );
    ids.push(...bookings.map((row) => row.id));
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await processes?.close();
  });

  it('leaves every booking either confirmed with its line, audit row and event, or untouched', async () => {
    const login = async (base: string) =>
      (await postAs<{ token: string }>(base, '/api/login', undefined, admin)).token;
    const tokens = { survivor: await login(survivor), doomed: await login(doomed.base) };
    let answered = 0;
    const confirm = async (base: string, token: string, id: number) => {
      try {
        const response = await fetch(`${base}/api/bookings/${id}/update-status`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'confirmed' }),
        });
        answered += 1;
        return response.status;
      } catch {
        return 'lost'; // the killed process's connection went with it
      }
    };
    // Half the burst to each process, all at once; the doomed one dies once a few answered.
    const burst = ids.map((id, index) =>
      index % 2 === 0
        ? confirm(survivor, tokens.survivor, id)
        : confirm(doomed.base, tokens.doomed, id),
    );
    while (answered < 20) await new Promise((resolve) => setTimeout(resolve, 2));
    doomed.child.kill('SIGKILL');
    const outcomes = await Promise.all(burst);
    expect(outcomes.filter((status) => status === 'lost').length).toBeGreaterThan(0);
    // Every request through the survivor was answered, and answered yes.
    expect(outcomes.filter((status, index) => index % 2 === 0 && status !== 200)).toEqual([]);

    const { rows } = await db.query<{
      id: number;
      status: string;
      lines: number;
      audits: number;
      events: number;
    }>(
      `select b.id, b.status,
         (select count(*)::int from booking_events e where e.booking_id = b.id and e.to_status = 'confirmed') as lines,
         (select count(*)::int from audit_log a where a.target_type = 'booking' and a.target_id = b.id
            and a.action = 'booking.status_changed') as audits,
         (select count(*)::int from outbox_events o where o.subject_type = 'booking' and o.subject_id = b.id
            and o.type = 'booking.confirmed') as events
       from bookings b where b.id = any($1::int[]) order by b.id`,
      [ids],
    );
    const confirmed = rows.filter((row) => row.status === 'confirmed');
    const untouched = rows.filter((row) => row.status === 'pending');
    expect(confirmed.length + untouched.length).toBe(bookingCount);
    expect(confirmed.length).toBeGreaterThanOrEqual(bookingCount / 2);
    expect(
      confirmed.filter((row) => !(row.lines === 1 && row.audits === 1 && row.events === 1)),
    ).toEqual([]);
    expect(untouched.filter((row) => row.lines + row.audits + row.events > 0)).toEqual([]);
    // Every confirmation the doomed process answered before it died was kept.
    const answeredByDoomed = ids.filter((_, index) => index % 2 === 1 && outcomes[index] === 200);
    const keptIds = new Set(confirmed.map((row) => row.id));
    expect(answeredByDoomed.every((id) => keptIds.has(id))).toBe(true);
  });
});
