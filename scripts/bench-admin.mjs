// `npm run bench:admin`: the admin console at scale on the PostgreSQL server. A fresh
// database gets 10,000 users, 1,000 cars, 500 drivers and 100,000 bookings (in SQL, as a
// busy year would leave them); then, signed in as an admin, each of
//   GET /api/admin/users?search=…       (a name or email search, rotating)
//   GET /api/admin/bookings?status=pending
//   GET /api/admin/dashboard
// runs at 10 connections for 15 s. Prints req/s and p50/p95/p99 for each, and the CPU time each
// request cost the server and the database's backends (from /proc: figures a busy machine
// moves far less than req/s, for comparing two builds run apart), checks them against
// the targets (lists p95 ≤ 50 ms, dashboard p95 ≤ 100 ms), and the EXPLAIN ANALYZE of the
// queries behind the slowest. The exit code says whether every target was met.
//
// Env: BENCH_USERS (10000), BENCH_BOOKINGS (100000), BENCH_DURATION (15), BENCH_CONNECTIONS
// (10), BENCH_PORT (3205), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: a
// fresh database is made there and dropped after), BENCH_KEEP=1 to keep it for a look after.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  cpuMicrosOf,
  ensureServerBuilt,
  loadPaths,
  p95Of,
  must as mustAt,
  startServer as startServerAt,
} from './bench-support.mjs';

const userCount = Number(process.env.BENCH_USERS ?? 10_000);
const bookingCount = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3205);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench-admin@bench.kodesha.rw', password: 'bench-admin-password' };
const carCount = 1_000;
const driverCount = 500;

const firstNames = [
  'Aline',
  'Jean',
  'Eric',
  'Diane',
  'Claude',
  'Grace',
  'Patrick',
  'Josiane',
  'Emmanuel',
  'Chantal',
  'Olivier',
  'Sandrine',
  'Innocent',
  'Clarisse',
  'Fabrice',
  'Solange',
];
const lastNames = [
  'Uwase',
  'Mugisha',
  'Niyonzima',
  'Habimana',
  'Mukamana',
  'Nshimiyimana',
  'Uwimana',
  'Hakizimana',
  'Ingabire',
  'Ndayisaba',
  'Iradukunda',
  'Twagirayezu',
  'Mutoni',
  'Bizimana',
  'Umutoni',
  'Kamanzi',
  'Nkurunziza',
  'Gatete',
  'Munyaneza',
  'Rukundo',
];

/** The data, in SQL: roles, licences, listings and bookings in the proportions of a busy site. */
const seedSql = [
  // Users: 60 % clients, 25 % owners, 15 % drivers; one in twenty with a licence waiting.
  `insert into users (email, name, role, phone_number, password_hash, license_verification_status, license_submitted_at, created_at)
   select 'user-' || g || '@bench.kodesha.rw',
     (array['${firstNames.join("','")}'])[1 + g % ${firstNames.length}] || ' ' || (array['${lastNames.join("','")}'])[1 + (g / ${firstNames.length}) % ${lastNames.length}],
     case when g % 20 < 12 then 'client' when g % 20 < 17 then 'owner' else 'driver' end,
     '+250 78' || lpad(g::text, 7, '0'),
     'not-a-password',
     case when g % 20 = 0 then 'pending' when g % 3 = 0 then 'verified' else 'not_submitted' end,
     case when g % 20 = 0 or g % 3 = 0 then now() - (g || ' minutes')::interval end,
     now() - (g || ' minutes')::interval
   from generate_series(1, ${userCount}) g`,
  `insert into cars (owner_id, make, model, year, car_type, description, location, price_per_hour,
     availability_notes, available_days, available_from_hour, available_to_hour, features, is_active)
   select o.id, (array['Toyota','Suzuki','Nissan','Hyundai','Kia'])[1 + o.n % 5],
     (array['RAV4','Swift','X-Trail','Tucson','Sportage'])[1 + o.n % 5], 2018, 'sedan',
     'A reliable car kept in good condition.', 'Kigali', (4 + o.n % 20) * 1000, null, 127, 0, 24,
     array['Air conditioning'], o.n % 10 <> 0
   from (select id, row_number() over (order by id) as n from users where role = 'owner') o
   where o.n <= ${carCount}`,
  `insert into drivers (user_id, name, age, experience_years, license_number, license_image_file,
     license_verification_status, location, price_per_hour, specialties, availability_notes, is_available)
   select d.id, d.name, 30, 5, 'RW-' || d.id, null,
     case when d.n % 10 = 0 then 'pending' else 'verified' end, 'Kigali', 3000,
     array['city-driving'], 'Any day', d.n % 7 <> 0
   from (select id, name, row_number() over (order by id) as n from users where role = 'driver') d
   where d.n <= ${driverCount}`,
  // Bookings: a quarter pending (all in the future, so none expires during the run), the
  // rest confirmed, completed or cancelled; each 9 hours after the last, so no two confirmed
  // bookings of one item overlap (the exclusion constraint holds).
  `insert into bookings (client_id, provider_id, item_type, item_id, item_title, start_time, end_time,
     hours, price_per_hour, total_price, status, cancel_reason, completed_at, created_at, updated_at)
   select c.id, car.owner_id, 'car', car.id, 'Toyota RAV4',
     now() + interval '1 day' + (g * interval '9 hours'),
     now() + interval '1 day' + (g * interval '9 hours') + ((1 + g % 8) * interval '1 hour'),
     1 + g % 8, 5000, (1 + g % 8) * 5000,
     (array['pending','confirmed','completed','cancelled'])[1 + g % 4],
     case when g % 4 = 3 then 'client_cancelled' end,
     case when g % 4 = 2 then now() end,
     now() - ((${bookingCount} - g) * interval '5 minutes'),
     now() - ((${bookingCount} - g) * interval '5 minutes')
   from generate_series(1, ${bookingCount}) g
   join lateral (select id, owner_id from cars where cars.id = (select min(id) from cars) + g % ${carCount}) car on true
   join lateral (select id from users where users.id = (select min(id) from users) + (g * 7) % ${userCount}) c on true`,
];

/** What admins type into the users search: names and email fragments. */
const userSearches = [
  'mugisha',
  'aline',
  'uwase',
  'jean habimana',
  'user-123',
  'ingabire',
  'eric',
  'bench.kodesha',
  'kamanzi',
  'solange',
];

/** The queries behind each endpoint, as the server sends them, for EXPLAIN ANALYZE. */
const explained = {
  users: [
    `select users.*, drivers.id, drivers.license_verification_status,
       (select count(*) from users where users.deleted_at is null and users.search_text like '%mugisha%')
     from users left join drivers on drivers.user_id = users.id
     where users.deleted_at is null and users.search_text like '%mugisha%'
     order by users.created_at desc, users.id desc limit 20`,
  ],
  bookings: [
    `select id from bookings where status = 'pending' order by created_at desc, id desc limit 20`,
    `select bookings.*, client.name, provider.name, cars.make, drivers.name, reviews.rating,
       (select image_key from car_images where car_images.car_id = cars.id order by position limit 1)
     from bookings
     join users client on client.id = bookings.client_id
     join users provider on provider.id = bookings.provider_id
     left join cars on bookings.item_type = 'car' and cars.id = bookings.item_id
     left join drivers on bookings.item_type = 'driver' and drivers.id = bookings.item_id
     left join reviews on reviews.booking_id = bookings.id
     where bookings.id = any((select array_agg(id) from (select id from bookings where status = 'pending' order by created_at desc limit 20) page)::int[])`,
    `select status, sum(bookings), sum(value) from (select status, item_type, bookings, value from booking_totals
     union all select status, item_type, bookings, value from booking_total_changes) sources group by status`,
  ],
  dashboard: [
    `select role, count(*), count(*) filter (where license_verification_status = 'pending') from users where deleted_at is null group by role`,
    `select count(*), count(*) filter (where is_active) from cars`,
    `select count(*), count(*) filter (where is_active and is_available), count(*) filter (where license_verification_status = 'pending') from drivers`,
    `select status, sum(bookings), sum(value) from (select status, item_type, bookings, value from booking_totals
     union all select status, item_type, bookings, value from booking_total_changes) sources group by status`,
  ],
};

const load = (token, paths) => loadPaths({ base, connections, duration, token, paths });

async function main() {
  ensureServerBuilt();
  const database = `kodesha_bench_admin_${process.pid}`;
  const root = new pg.Client({ connectionString: serverUrl });
  await root.connect();
  await root.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-admin-'));
  const server = startServerAt(base, {
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
    // A live database is vacuumed by autovacuum; after a bulk load it has not had the time.
    await db.query('vacuum analyze');
    const counts = (
      await db.query(
        `select (select count(*) from users)::int as users, (select count(*) from cars)::int as cars,
                (select count(*) from drivers)::int as drivers, (select count(*) from bookings)::int as bookings`,
      )
    ).rows[0];
    console.log(
      `PostgreSQL database ${database}: ${counts.users} users, ${counts.cars} cars, ${counts.drivers} drivers, ${counts.bookings} bookings, written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const { token } = await mustAt(200, base, 'POST', '/api/login', { body: admin });

    const runs = [
      {
        key: 'users',
        label: 'GET /api/admin/users?search=…',
        target: 50,
        paths: userSearches.map((term) => `/api/admin/users?search=${encodeURIComponent(term)}`),
      },
      {
        key: 'bookings',
        label: 'GET /api/admin/bookings?status=pending',
        target: 50,
        paths: ['/api/admin/bookings?status=pending'],
      },
      {
        key: 'dashboard',
        label: 'GET /api/admin/dashboard',
        target: 100,
        paths: ['/api/admin/dashboard'],
      },
    ];
    /** CPU time so far of the server and of this database's PostgreSQL backends, µs. */
    const backendPids = async () =>
      (
        await db.query(
          'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        )
      ).rows.map((row) => row.pid);
    const cpuNow = async () => {
      const backends = new Map();
      for (const pid of await backendPids()) backends.set(pid, (await cpuMicrosOf(pid)) ?? 0);
      return { server: await cpuMicrosOf(server.pid), backends };
    };
    const cpuSince = async (before) => {
      const after = await cpuNow();
      let backends = 0;
      for (const [pid, micros] of after.backends)
        backends += micros - (before.backends.get(pid) ?? 0);
      return {
        server: after.server === undefined ? undefined : after.server - before.server,
        database: backends,
      };
    };
    const lines = [];
    for (const run of runs) {
      // One call first: its answer must be right before its speed counts.
      await mustAt(200, base, 'GET', run.paths[0], { token });
      const cpuBefore = await cpuNow();
      const result = await load(token, run.paths);
      const cpu = await cpuSince(cpuBefore);
      const perRequest = (micros) =>
        micros === undefined || result.requests.total === 0
          ? 'n/a'
          : Math.round(micros / result.requests.total);
      const p95 = p95Of(result);
      run.p95 = p95;
      lines.push({
        run: `${run.label}, ${connections} connections, ${duration} s`,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p95 ms': p95,
        'p99 ms': result.latency.p99,
        'server CPU µs/req': perRequest(cpu.server),
        'PostgreSQL CPU µs/req': perRequest(cpu.database),
        'target p95 ms': run.target,
        met: p95 <= run.target && result.non2xx === 0 && result.errors === 0 ? 'yes' : 'NO',
        'non-2xx': result.non2xx,
      });
    }
    console.table(lines);
    allMet = lines.every((line) => line.met === 'yes');

    const slowest = runs.reduce((a, b) => (b.p95 / b.target > a.p95 / a.target ? b : a));
    console.log(`\nEXPLAIN ANALYZE of the queries behind the slowest, ${slowest.label}:`);
    for (const query of explained[slowest.key]) {
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
