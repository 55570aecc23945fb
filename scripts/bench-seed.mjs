// The seed of `bench:cars` and `bench:calendars`, in SQL both databases run: cars with varied
// makes, towns, prices and weekly hours; drivers; and their calendars — bookings (a third of
// them confirmed) and blocks — made with generate_series, so a million rows take seconds,
// not the hours the API would. A bench's windows come from `searchWindow`, which always
// lies inside every seeded car's weekly hours, whatever day of the week it is run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const hourMs = 3_600_000;
/** Kigali is UTC+2 all year. */
const kigaliOffsetMs = 2 * hourMs;

/** Midnight today in Kigali, as an instant: the day the seeded calendars are laid from. */
export function kigaliMidnight(now = Date.now()) {
  const kigali = new Date(now + kigaliOffsetMs);
  return (
    Date.UTC(kigali.getUTCFullYear(), kigali.getUTCMonth(), kigali.getUTCDate()) - kigaliOffsetMs
  );
}

/**
 * Bench owners and the cars: varied makes, models, towns, types, prices; weekly days any of
 * the 127 masks (so each day of the week is in half of them, whichever day it is), opening
 * at 00:00–09:00 and closing at 14:00–24:00.
 */
export const carsSeedSql = (count) => [
  `insert into users (email, name, role, phone_number, password_hash)
   select 'bench-owner-' || g || '@bench.kodesha.rw', 'Bench Owner ' || g, 'owner', '+250 788 ' || lpad(g::text, 6, '0'), 'not-a-password'
   from generate_series(1, 500) g`,
  `insert into cars (owner_id, make, model, year, car_type, description, location, price_per_hour,
     availability_notes, available_days, available_from_hour, available_to_hour, features, license_plate, is_active, created_at)
   select (select min(id) from users) + (hashint % 500),
     (array['Toyota','Suzuki','Nissan','Hyundai','Kia','Mitsubishi','Volkswagen','Mercedes-Benz','Isuzu','BYD'])[1 + hashint % 10],
     (array['RAV4','Corolla','Hilux','Land Cruiser','Swift','X-Trail','Tucson','Sportage','Pajero','Polo','C-Class','D-Max','Atto 3','Vitz','Prado'])[1 + (hashint / 10) % 15],
     1998 + (hashint / 7) % 28,
     (array['sedan','suv','truck','van','luxury','electric'])[1 + (hashint / 150) % 6],
     'A reliable car kept in good condition, serviced regularly, with a clean interior and ready for trips across Rwanda.',
     (array['Kigali','Kigali','Kigali','Muhanga','Huye','Karongi','Musanze','Rubavu','Gicumbi','Rwamagana','Kayonza','Nyagatare'])[1 + (hashint / 900) % 12],
     (4 + (hashint / 11) % 57) * 1000,
     'Call a day ahead',
     1 + (hashint / 13) % 127, (hashint / 17) % 10, 14 + (hashint / 19) % 11,
     array['Air conditioning','Bluetooth','USB charging'],
     'RA' || chr(65 + g % 26) || ' ' || lpad((g % 1000)::text, 3, '0') || ' ' || chr(65 + (g / 26) % 26),
     g % 10 <> 0,
     now() - (g || ' minutes')::interval
   from (select g, abs(hashtext(g::text)) as hashint from generate_series(1, ${count}) g) s`,
  `insert into car_images (car_id, position, image_key)
   select id, p, md5(id::text || p::text) from cars, generate_series(0, 1) p`,
];

/** Public drivers (active, licence verified), each with an account of their own. */
export const driversSeedSql = (count) => [
  `insert into users (email, name, role, phone_number, password_hash)
   select 'bench-driver-' || g || '@bench.kodesha.rw', 'Bench Driver ' || g, 'driver', '+250 789 ' || lpad(g::text, 6, '0'), 'not-a-password'
   from generate_series(1, ${count}) g`,
  `insert into drivers (user_id, name, age, experience_years, license_number, license_verification_status,
     location, price_per_hour, specialties, availability_notes, available_days, available_from_hour, available_to_hour)
   select u.id, u.name, 25 + u.id % 30, 1 + u.id % 20, 'RW-BENCH-' || u.id, 'verified',
     (array['Kigali','Kigali','Huye','Musanze','Rubavu','Muhanga'])[1 + u.id % 6],
     (3 + u.id % 20) * 1000, array['city-driving','airport-transfers'], 'Any day',
     1 + (abs(hashtext(u.id::text)) / 13) % 127, (abs(hashtext(u.id::text)) / 17) % 10, 14 + (abs(hashtext(u.id::text)) / 19) % 11
   from users u where u.role = 'driver' and u.email like 'bench-driver-%'`,
];

/**
 * The calendars, for every car and driver seeded: `perItem` bookings each, from two days
 * ago on, the `k`th starting at any hour of the `k`th 34 hours and lasting 1–8 hours (so an
 * item's never overlap, and every hour of a day is booked for some items), a third
 * confirmed, a third pending (expired, those starting before an hour from now: the server's
 * expiry job would otherwise work through them all during the runs), a third declined; and a block of
 * 2–5 hours from 12:00 on one item in ten. Clients are seeded for them. `midnight`: Kigali's midnight today, in ms.
 */
export const calendarSeedSql = ({ perItem, midnight }) => {
  const base = `'${new Date(midnight).toISOString()}'::timestamptz`;
  // Starting before an hour from now: a request there would have expired by the runs' end.
  const past = `(k - 2) * 34 + (i.id * 7 + k * 11) % 24 < ${Math.ceil((Date.now() - midnight) / hourMs) + 1}`;
  const bookingsOf = (items, type, title) =>
    `insert into bookings (client_id, provider_id, item_type, item_id, item_title, start_time, end_time,
       hours, price_per_hour, total_price, status, cancel_reason, created_at, updated_at)
     select (select min(id) from users where role = 'client') + (i.id * 7 + k) % 2000, i.provider_id, '${type}', i.id, ${title},
       ${base} + make_interval(hours => (k - 2) * 34 + (i.id * 7 + k * 11) % 24),
       ${base} + make_interval(hours => (k - 2) * 34 + (i.id * 7 + k * 11) % 24 + 1 + (i.id / 3 + k) % 8),
       1 + (i.id / 3 + k) % 8, i.price_per_hour, (1 + (i.id / 3 + k) % 8) * i.price_per_hour,
       (array['confirmed','pending','cancelled'])[1 + (i.id + k) % 3 + case when ${past} and (i.id + k) % 3 = 1 then 1 else 0 end],
       case when (i.id + k) % 3 = 2 then 'declined' when ${past} and (i.id + k) % 3 = 1 then 'expired' end,
       ${base} - interval '3 days', ${base} - interval '3 days'
     from (${items}) i, generate_series(0, ${perItem - 1}) k`;
  return [
    `insert into users (email, name, role, password_hash)
     select 'bench-client-' || g || '@bench.kodesha.rw', 'Bench Client ' || g, 'client', 'not-a-password'
     from generate_series(1, 2000) g`,
    bookingsOf(
      'select id, owner_id as provider_id, price_per_hour from cars',
      'car',
      `'Bench car ' || i.id`,
    ),
    bookingsOf(
      'select id, user_id as provider_id, price_per_hour from drivers',
      'driver',
      `'Bench driver ' || i.id`,
    ),
    `insert into calendar_blocks (item_type, item_id, start_time, end_time, note)
     select item_type, id, ${base} + make_interval(hours => 24 * (id % 9) + 12),
       ${base} + make_interval(hours => 24 * (id % 9) + 14 + id % 4), 'Service'
     from (select 'car' as item_type, id from cars union all select 'driver', id from drivers) i
     where id % 10 = 3`,
  ];
};

/**
 * A search window nobody asked for a moment ago: request `i`'s is 1 to 3 hours between
 * 09:00 and 14:00 Kigali time (inside every seeded car's weekly hours: they open by 09:00
 * and close from 14:00), on one of the next 8 days, starting at any minute. 2 × 60 × 3 × 8
 * different windows, in an order that repeats none within thousands of requests.
 */
export function searchWindow(midnight, i) {
  const minute = i % 60;
  const hours = 1 + (Math.floor(i / 60) % 3);
  const day = 1 + (Math.floor(i / 180) % 8);
  const hour = 9 + (Math.floor(i / 1440) % 2);
  const start = midnight + day * 24 * hourMs + hour * hourMs + minute * 60_000;
  return {
    from: new Date(start).toISOString(),
    until: new Date(start + hours * hourMs).toISOString(),
  };
}

/** The bookings a seed makes: `perItem` for each car and driver. */
export const seededBookings = ({ cars, drivers, perItem }) => (cars + drivers) * perItem;

/**
 * A fresh PostgreSQL database on `serverUrl`'s server for one run (`label` names it), and
 * how to drop it. `keep` leaves it for EXPLAIN afterwards.
 */
export async function freshDatabase(serverUrl, label, { keep = false } = {}) {
  const database = `kodesha_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async drop() {
      if (keep) console.log(`kept database ${database}`);
      else await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

/** Runs `statements` on a PostgreSQL database; answers the seconds they took. */
export async function seedPostgres(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
  return (Date.now() - started) / 1000;
}

/** Runs `statements` on the embedded database in `dataDir` (its server stopped); answers seconds. */
export async function seedEmbedded(dataDir, statements) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const db = await PGlite.create(path.join(dataDir, 'db'), {
    extensions: { pg_trgm, btree_gist, btree_gin },
  });
  const started = Date.now();
  try {
    for (const statement of statements) await db.query(statement);
  } finally {
    await db.close();
  }
  return (Date.now() - started) / 1000;
}

/** A temporary data directory for an embedded run, and how to remove it. */
export async function tempDataDir(label) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `kodesha-bench-${label}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
