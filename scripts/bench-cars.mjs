// `npm run bench:cars`: 100,000 cars in a fresh database, then GET /api/cars
// (a text search plus two filters, page 1) at 50 connections for 20 s, on the PostgreSQL
// server and on the embedded database: once as people repeat searches (answers come from
// the 5 s cache), once with every request a new query (nothing from memory: each request
// carries a different price bound, so the database finds and counts the matches every
// time). Prints requests/s and p50/p95/p99 latency.
//
// Target: the uncached search on PostgreSQL at p95 ≤ 100 ms with no errors.
// docs/decisions/0014-car-search-at-scale.md holds the query plans behind it.
//
// Env: BENCH_DB=postgres|embedded|both (both), BENCH_CARS (100000), BENCH_DURATION (20),
// BENCH_CONNECTIONS (50), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test),
// BENCH_KEEP=1 to keep the PostgreSQL database for EXPLAIN afterwards, BENCH_VACUUM=0 to
// leave the seeded tables unvacuumed (see `seedSql`).
import { spawn, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureServerBuilt, p95Of } from './bench-support.mjs';

const which = process.env.BENCH_DB ?? 'both';
const carCount = Number(process.env.BENCH_CARS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3203);
const vacuum = process.env.BENCH_VACUUM !== '0';
/** A search nobody made a moment ago, with two filters, answered within 100 ms (p95). */
const targetP95 = 100;

if (!existsSync('apps/web/dist/index.html')) {
  console.log('building…');
  execSync('npm run build', { stdio: 'inherit' });
}
// The bench measures the sources as they are: a bundle older than them is rebuilt.
ensureServerBuilt();

/**
 * The seed, in SQL both databases run: varied makes, models, towns, types, prices, hours.
 * It ends with `vacuum analyze`, what autovacuum does to a freshly loaded table on a
 * server with default settings (this machine's test server has autovacuum off): the
 * visibility map lets the list's indexes answer without reading the table.
 */
const seedSql = (count) => [
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
  vacuum ? 'vacuum analyze' : 'analyze',
];

/** A text search plus two filters, page 1, rotating through what people type. */
function listRequests() {
  const terms = [
    'toyota',
    'rav4',
    'hilux',
    'suzuki',
    'kig',
    'nissan',
    'prado',
    'corolla',
    'land cruiser',
    'huye',
  ];
  const types = ['suv', 'sedan', 'truck', 'van'];
  const towns = ['Kigali', 'Huye', 'Musanze', 'Rubavu'];
  const paths = [];
  for (const term of terms)
    for (const type of types)
      for (const town of towns)
        paths.push(
          `/api/cars?search=${encodeURIComponent(term)}&car_type=${type}&location=${town}&page=1`,
        );
  return paths;
}

function startServer(env) {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  return {
    async ready() {
      for (let attempt = 0; attempt < 240; attempt += 1) {
        if (child.exitCode !== null) throw new Error('the server stopped during start-up');
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error('the server did not start');
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await stopped;
    },
  };
}

async function drive(label, makePath) {
  const paths = listRequests();
  let index = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: makePath(paths, index++) }) }],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const line = {
    run: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p95 ms': p95Of(result),
    'p99 ms': result.latency.p99,
    errors,
    requests: result.requests.total,
  };
  return line;
}

async function benchPostgres() {
  const database = `kodesha_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const server = startServer({ DATABASE_URL: url.toString() });
  try {
    await server.ready(); // runs the migrations
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const started = Date.now();
    for (const statement of seedSql(carCount)) await client.query(statement);
    await client.end();
    console.log(
      `PostgreSQL: ${carCount.toLocaleString('en')} cars seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const lines = [];
    lines.push(
      await drive(
        'PostgreSQL, searches as people repeat them',
        (paths, i) => paths[i % paths.length],
      ),
    );
    // Every request a different price bound: nothing is answered from memory.
    lines.push(
      await drive(
        'PostgreSQL, every request a new query (no cache)',
        (paths, i) => `${paths[i % paths.length]}&max_price=${30000 + ((i * 7919) % 900000)}`,
      ),
    );
    return lines;
  } finally {
    await server.stop();
    if (process.env.BENCH_KEEP === '1') console.log(`kept database ${database} (BENCH_KEEP=1)`);
    else await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function benchEmbedded() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-'));
  try {
    let server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await server.ready(); // migrations
    await server.stop();
    // The embedded database admits one process: seed it while the server is down.
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
    const db = await PGlite.create(path.join(dataDir, 'db'), {
      extensions: { pg_trgm, btree_gist, btree_gin },
    });
    const started = Date.now();
    for (const statement of seedSql(carCount)) await db.query(statement);
    await db.close();
    console.log(
      `Embedded: ${carCount.toLocaleString('en')} cars seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      await server.ready();
      return [
        await drive(
          'Embedded, searches as people repeat them',
          (paths, i) => paths[i % paths.length],
        ),
        await drive(
          'Embedded, every request a new query (no cache)',
          (paths, i) => `${paths[i % paths.length]}&max_price=${30000 + ((i * 7919) % 900000)}`,
        ),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const lines = [];
console.log(
  `GET /api/cars, ${connections} connections, ${duration} s per run, ${carCount.toLocaleString('en')} cars${vacuum ? '' : ', tables not vacuumed'}`,
);
if (which === 'postgres' || which === 'both') lines.push(...(await benchPostgres()));
if (which === 'embedded' || which === 'both') lines.push(...(await benchEmbedded()));
console.table(lines);
const target = lines.find((line) => line.run.startsWith('PostgreSQL, every request'));
if (target) {
  const pass = target['p95 ms'] <= targetP95 && target.errors === 0;
  console.log(
    `Target: uncached search with two filters on PostgreSQL, p95 ≤ ${targetP95} ms, zero errors: ${pass ? 'PASS' : 'FAIL'} (${target['req/s']} req/s, p50 ${target['p50 ms']} ms, p95 ${target['p95 ms']} ms, p99 ${target['p99 ms']} ms, ${target.errors} errors)`,
  );
  if (!pass) process.exitCode = 1;
}
