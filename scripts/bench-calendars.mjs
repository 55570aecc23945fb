// `npm run bench:calendars`: a car's and a driver's calendar for 31 days
// (`GET /api/{cars|drivers}/{id}/availability?from&until`, rules §4.15) at 50 connections
// for 20 s each, on a fresh PostgreSQL database of 100,000 cars and 2,000 drivers with
// their calendars (10 bookings each, a third of them confirmed, and blocks: bench-seed.mjs).
// Each request asks for another item and another stretch, so nothing is answered twice.
// Prints requests/s and p50/p95/p99 latency, and PASS/FAIL against the target.
//
// Target (rules §4.15): p95 ≤ 20 ms with no errors, for cars and for drivers.
//
// Env: BENCH_CARS (100000), BENCH_DRIVERS (2000), BENCH_BOOKINGS_PER_ITEM (10),
// BENCH_DURATION (20), BENCH_CONNECTIONS (50), BENCH_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/test: a fresh database is made on this server and
// dropped afterwards), BENCH_KEEP=1 to keep it, BENCH_PORT (3205), BENCH_WARMUP (5 s of
// requests before each run, not counted).
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureServerBuilt, p95Of, startServer } from './bench-support.mjs';
import {
  calendarSeedSql,
  carsSeedSql,
  driversSeedSql,
  freshDatabase,
  kigaliMidnight,
  seedPostgres,
  seededBookings,
} from './bench-seed.mjs';

const carCount = Number(process.env.BENCH_CARS ?? 100_000);
const driverCount = Number(process.env.BENCH_DRIVERS ?? 2000);
const perItem = Number(process.env.BENCH_BOOKINGS_PER_ITEM ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const base = `http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 3205)}`;
/** A calendar of 31 days, answered within 20 ms (p95). */
const targetP95 = 20;
const calendarDays = 31;
const dayMs = 86_400_000;

ensureServerBuilt();

/**
 * Request `i`'s path: the next of `ids`, for 31 days from one of the hours of the coming
 * week (168 stretches; with thousands of items, no item and stretch come twice in a run).
 */
const availabilityPath = (kind, ids, midnight) => (i) => {
  const from = midnight + (i % 168) * 3_600_000;
  const query = `from=${encodeURIComponent(new Date(from).toISOString())}&until=${encodeURIComponent(new Date(from + calendarDays * dayMs).toISOString())}`;
  return `/api/${kind}/${ids[(i * 7919) % ids.length]}/availability?${query}`;
};

async function drive(label, makePath) {
  // Requests before the run, not counted (statements not yet built, caches cold), numbered
  // apart from the run's.
  if (warmUpSeconds > 0) {
    let warm = 1_000_000;
    await autocannon({
      url: base,
      connections,
      duration: warmUpSeconds,
      requests: [{ setupRequest: (request) => ({ ...request, path: makePath(warm++) }) }],
    });
  }
  let index = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: makePath(index++) }) }],
  });
  return {
    run: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p95 ms': p95Of(result),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

async function main() {
  const database = await freshDatabase(serverUrl, 'calendars', {
    keep: process.env.BENCH_KEEP === '1',
  });
  const server = startServer(base, { DATABASE_URL: database.url });
  try {
    await server.ready(); // runs the migrations
    const midnight = kigaliMidnight();
    const seconds = await seedPostgres(database.url, [
      ...carsSeedSql(carCount),
      ...driversSeedSql(driverCount),
      ...calendarSeedSql({ perItem, midnight }),
      'vacuum analyze',
    ]);
    console.log(
      `PostgreSQL: ${carCount.toLocaleString('en')} cars, ${driverCount.toLocaleString('en')} drivers, ${seededBookings({ cars: carCount, drivers: driverCount, perItem }).toLocaleString('en')} bookings seeded in ${seconds.toFixed(1)} s`,
    );
    // The items the public may see (others are 404 to them, as on their pages).
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const idsOf = async (statement) => (await db.query(statement)).rows.map((row) => row.id);
    const carIds = await idsOf('select id from cars where is_active order by id');
    const driverIds = await idsOf(
      `select id from drivers where is_active and license_verification_status = 'verified' order by id`,
    );
    const busy = (
      await db.query(
        `select count(*)::int as n from bookings where item_type = 'car' and item_id = $1 and status = 'confirmed'`,
        [carIds[0]],
      )
    ).rows[0].n;
    await db.end();
    const sample = await fetch(`${base}${availabilityPath('cars', carIds, midnight)(0)}`);
    const body = await sample.json();
    console.log(
      `A car's calendar for ${calendarDays} days: ${sample.status}, ${body.data?.busy.length} busy times (car ${carIds[0]}: ${busy} confirmed bookings in all)`,
    );
    const lines = [
      await drive(
        `GET /api/cars/{id}/availability, ${calendarDays} days`,
        availabilityPath('cars', carIds, midnight),
      ),
      await drive(
        `GET /api/drivers/{id}/availability, ${calendarDays} days`,
        availabilityPath('drivers', driverIds, midnight),
      ),
    ];
    console.table(lines);
    let failed = false;
    for (const line of lines) {
      const pass = line.requests > 0 && line['p95 ms'] <= targetP95 && line.errors === 0;
      failed ||= !pass;
      console.log(
        `Target: ${line.run}, ${connections} connections, p95 ≤ ${targetP95} ms, zero errors: ${pass ? 'PASS' : 'FAIL'} (${line['req/s']} req/s, p50 ${line['p50 ms']} ms, p95 ${line['p95 ms']} ms, p99 ${line['p99 ms']} ms, ${line.errors} errors)`,
      );
    }
    if (failed) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
