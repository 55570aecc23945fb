// `npm run bench:revenue`: revenue analytics at scale on the PostgreSQL server. A fresh
// database gets 1,000 cars, 300 drivers and 200,000 completed bookings spread over the last
// two years (in SQL, with the rollups their trigger keeps), plus 5,000 confirmed ticket
// requests with a quoted price; then, signed in as an admin,
//   GET /api/admin/revenue?period=daily|weekly|monthly|total
// runs for each period at 10 connections for 15 s. Prints req/s and p50/p95/p99 for each
// against the target (p95 ≤ 150 ms), checks one answer against a sum over the bookings
// themselves, and prints the EXPLAIN ANALYZE of the queries behind the slowest period.
// The exit code says whether every target was met.
//
// Env: BENCH_BOOKINGS (200000), BENCH_DURATION (15), BENCH_CONNECTIONS (10), BENCH_PORT
// (3206), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: a fresh database is
// made there and dropped after), BENCH_KEEP=1 to keep it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureServerBuilt, loadPaths, must, p95Of, startServer } from './bench-support.mjs';

const bookingCount = Number(process.env.BENCH_BOOKINGS ?? 200_000);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3206);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench-admin@bench.kodesha.rw', password: 'bench-admin-password' };
const carCount = 1_000;
const driverCount = 300;
const ticketCount = 5_000;
const target = 150;

const seedSql = [
  `insert into users (email, name, role, phone_number, password_hash)
   select 'owner-' || g || '@bench.kodesha.rw', 'Owner ' || g, 'owner', '+250788' || lpad(g::text, 6, '0'), '!bench'
   from generate_series(1, 200) g`,
  `insert into users (email, name, role, password_hash)
   select 'client-' || g || '@bench.kodesha.rw', 'Client ' || g, 'client', '!bench'
   from generate_series(1, 2000) g`,
  `insert into users (email, name, role, phone_number, password_hash)
   select 'driver-' || g || '@bench.kodesha.rw', 'Driver ' || g, 'driver', '+250789' || lpad(g::text, 6, '0'), '!bench'
   from generate_series(1, ${driverCount}) g`,
  `insert into cars (owner_id, make, model, year, car_type, description, location, price_per_hour, features,
     availability_notes, available_days, available_from_hour, available_to_hour, is_active)
   select (select min(id) from users where role = 'owner') + g % 200,
     (array['Toyota','Nissan','Suzuki','Hyundai','Kia'])[1 + g % 5], 'Model ' || g, 2015 + g % 10,
     'sedan', 'A bench car', 'Kigali', 1000 * (5 + g % 20), array['Air conditioning'], 'Any day', 127, 0, 24, true
   from generate_series(1, ${carCount}) g`,
  `insert into drivers (user_id, name, age, experience_years, license_number, license_verification_status,
     location, price_per_hour, specialties, availability_notes, is_available)
   select u.id, u.name, 30, 5, 'RW-' || u.id, 'verified', 'Kigali', 3000, array['city-driving'], 'Any day', true
   from users u where u.role = 'driver'`,
  // Completed bookings: 70 % cars, 30 % drivers, completed at any minute of the last two
  // years (so every day, week and month has some).
  `insert into bookings (client_id, provider_id, item_type, item_id, item_title, start_time, end_time,
     hours, price_per_hour, total_price, status, completed_at, created_at, updated_at)
   select first.client + g % 2000, coalesce(car.owner_id, d.user_id),
     case when g % 10 < 7 then 'car' else 'driver' end, coalesce(car.id, d.id), 'Bench item',
     t.done - interval '4 hours', t.done - interval '4 hours' + (1 + g % 8) * interval '1 hour',
     1 + g % 8, 5000, (1 + g % 8) * 5000, 'completed', t.done, t.done - interval '2 days', t.done
   from generate_series(1, ${bookingCount}) g
   cross join (select (select min(id) from users where role = 'client') as client,
                      (select min(id) from cars) as car, (select min(id) from drivers) as driver) first
   cross join lateral (select now() - (random() * interval '730 days') + g * interval '0 seconds' as done) t
   left join cars car on g % 10 < 7 and car.id = first.car + g % ${carCount}
   left join drivers d on g % 10 >= 7 and d.id = first.driver + g % ${driverCount}`,
  `insert into ticket_bookings (user_id, ticket_type, trip_type, passenger_name, passenger_email, passenger_phone,
     departure_city, destination_country, destination_city, departure_date, passengers_count, class_type,
     status, quoted_price, decided_at, created_at, updated_at)
   select (select min(id) from users where role = 'client') + g % 2000, 'bus', 'one_way',
     'Passenger ' || g, 'p' || g || '@bench.kodesha.rw', '+250788000000',
     'Kigali', 'UG', 'Kampala', (t.decided + interval '10 days')::date, 1, 'economy',
     'confirmed', 20000 + (g % 50) * 1000, t.decided, t.decided - interval '1 day', t.decided
   from generate_series(1, ${ticketCount}) g
   cross join lateral (select now() - (random() * interval '730 days') + g * interval '0 seconds' as decided) t`,
];

/** The queries behind each period, as the server sends them (Kigali dates from the database's now). */
const kigaliToday = `((now() at time zone 'UTC') + interval '2 hours')::date`;
const explained = (period) => {
  const since = {
    daily: kigaliToday,
    weekly: `date_trunc('week', ${kigaliToday})::date`,
    monthly: `date_trunc('month', ${kigaliToday})::date`,
  }[period];
  const top =
    period === 'total'
      ? `select item_id, sum(bookings), sum(revenue) from revenue_item_months where item_type = 'car' group by item_id order by 3 desc limit 5`
      : period === 'monthly'
        ? `select item_id, sum(bookings), sum(revenue) from revenue_item_months where item_type = 'car' and month = ${since} group by item_id order by 3 desc limit 5`
        : `select item_id, count(*), sum(total_price) from bookings where status = 'completed' and item_type = 'car' and completed_at >= (${since}::timestamp - interval '2 hours') at time zone 'UTC' group by item_id order by 3 desc limit 5`;
  return [
    `select item_type, sum(revenue) filter (where day >= ${kigaliToday}), sum(revenue) from revenue_days group by item_type`,
    `select sum(quoted_price) filter (where decided_at >= now() - interval '1 day'), sum(quoted_price) from ticket_bookings where status = 'confirmed' and quoted_price is not null`,
    `select to_char(day, 'YYYY-MM'), sum(bookings), sum(revenue) from revenue_days where day >= date_trunc('month', ${kigaliToday} - interval '11 months')::date group by 1`,
    top,
  ];
};

const load = (token, paths) => loadPaths({ base, connections, duration, token, paths });

async function main() {
  ensureServerBuilt();
  const database = `kodesha_bench_revenue_${process.pid}`;
  const root = new pg.Client({ connectionString: serverUrl });
  await root.connect();
  await root.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-revenue-'));
  const server = startServer(base, {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const db = new pg.Client({ connectionString: url.toString() });
  let allMet = false;
  try {
    await server.ready(); // migrations, and the admin
    await db.connect();
    const started = Date.now();
    for (const statement of seedSql) await db.query(statement);
    await db.query('vacuum analyze');
    const counts = (
      await db.query(
        `select (select count(*) from bookings where status = 'completed')::int as bookings,
                (select count(*) from revenue_days)::int as days,
                (select count(*) from revenue_item_months)::int as item_months`,
      )
    ).rows[0];
    console.log(
      `PostgreSQL database ${database}: ${counts.bookings} completed bookings (rolled up into ${counts.days} day rows and ${counts.item_months} item-month rows) and ${ticketCount} priced tickets, written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const { token } = await must(200, base, 'POST', '/api/login', { body: admin });

    // The rollups must agree with the bookings themselves before speed counts.
    const answer = await must(200, base, 'GET', '/api/admin/revenue?period=total', { token });
    const truth = (
      await db.query(
        `select (select coalesce(sum(total_price), 0) from bookings where status = 'completed')::bigint
              + (select coalesce(sum(quoted_price), 0) from ticket_bookings where status = 'confirmed')::bigint as total`,
      )
    ).rows[0];
    if (Number(truth.total) !== answer.total_revenue)
      throw new Error(`total_revenue ${answer.total_revenue} ≠ the bookings' sum ${truth.total}`);
    console.log(
      `total_revenue ${answer.total_revenue} RWF equals the sum over the bookings and tickets`,
    );

    const runs = ['daily', 'weekly', 'monthly', 'total'].map((period) => ({
      period,
      label: `GET /api/admin/revenue?period=${period}`,
      paths: [`/api/admin/revenue?period=${period}`],
    }));
    const lines = [];
    for (const run of runs) {
      await must(200, base, 'GET', run.paths[0], { token });
      const result = await load(token, run.paths);
      const p95 = p95Of(result);
      run.p95 = p95;
      lines.push({
        run: `${run.label}, ${connections} connections, ${duration} s`,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p95 ms': p95,
        'p99 ms': result.latency.p99,
        'target p95 ms': target,
        met: p95 <= target && result.non2xx === 0 && result.errors === 0 ? 'yes' : 'NO',
        'non-2xx': result.non2xx,
      });
    }
    console.table(lines);
    allMet = lines.every((line) => line.met === 'yes');

    const slowest = runs.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    console.log(`\nEXPLAIN ANALYZE of the queries behind the slowest, ${slowest.label}:`);
    for (const query of explained(slowest.period)) {
      const plan = await db.query(`explain (analyze, buffers off, costs off) ${query}`);
      console.log(`\n${query.replace(/\s+/g, ' ')}`);
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
    }
    console.log(allMet ? '\nPASS: every target met' : '\nFAIL: a target was missed');
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
    if (process.env.BENCH_KEEP === '1') console.log(`kept database ${database}`);
    else await root.query(`drop database if exists ${database} with (force)`);
    await root.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exitCode = allMet ? 0 : 1;
}

await main();
