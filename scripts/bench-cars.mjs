// `npm run bench:cars`: 100,000 cars and their calendars (1,000,000 bookings, a third of them
// confirmed, and blocks) in a fresh PostgreSQL database, and 10,000 cars (100,000 bookings)
// in the embedded one; then GET /api/cars at 50 connections for 20 s a run:
// - as people repeat searches (a text and two filters; answers come from the 5 s cache),
// - fresh searches without a window (the same with a different price bound each request,
//   so the database finds and counts the matches every time),
// - fresh searches with a window and a town (rules §4.14; each request a window of its
//   own, so nothing comes from the cache: see `searchWindow`).
// Prints requests/s and p50/p95/p99 latency, and PASS/FAIL against each target.
//
// Targets (rules §4.14): fresh searches with a window and a town, and without a window, p95 ≤
// 50 ms with no errors, on PostgreSQL at 100,000 cars and on the embedded database at 10,000.
//
// BENCH_BASELINE=<checkouts whose server is built, comma-separated> runs those builds too,
// on the same database right after this one, search by search (the database is migrated by
// this build; an older build finds its migrations applied). A build without the time search
// (it answers `from=x` with 200) runs only the searches without a window. BENCH_EXTRA_SQL:
// statements (`;`-separated) run after the seed, such as an index tried by hand.
// docs/decisions/0014-car-search-at-scale.md holds the query plans behind the list.
//
// Env: BENCH_DB=postgres|embedded|both (both), BENCH_CARS (100000), BENCH_EMBEDDED_CARS
// (10000), BENCH_BOOKINGS_PER_CAR (10), BENCH_DURATION (20), BENCH_CONNECTIONS (50),
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: a fresh database is made on
// this server and dropped afterwards), BENCH_KEEP=1 to keep it for EXPLAIN afterwards,
// BENCH_VACUUM=0 to leave the seeded tables unvacuumed, BENCH_BASELINE, BENCH_PORT (3203),
// BENCH_WARMUP (5 s of requests before each run, not counted), BENCH_EXTRA_SQL,
// BENCH_SCENARIOS (repeat,plain,window: the runs above, in that order).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureServerBuilt, p95Of, startServer as startServerAt } from './bench-support.mjs';
import {
  calendarSeedSql,
  carsSeedSql,
  freshDatabase,
  kigaliMidnight,
  searchWindow,
  seedEmbedded,
  seedPostgres,
  seededBookings,
  tempDataDir,
} from './bench-seed.mjs';

const which = process.env.BENCH_DB ?? 'both';
const carCount = Number(process.env.BENCH_CARS ?? 100_000);
const embeddedCarCount = Number(process.env.BENCH_EMBEDDED_CARS ?? 10_000);
const perCar = Number(process.env.BENCH_BOOKINGS_PER_CAR ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3203);
const base = `http://127.0.0.1:${port}`;
const vacuum = process.env.BENCH_VACUUM !== '0';
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 5);
const chosen = (process.env.BENCH_SCENARIOS ?? 'repeat,plain,window').split(',');
const baselines = (process.env.BENCH_BASELINE ?? '')
  .split(',')
  .filter(Boolean)
  .map((root) => path.resolve(root));
/** Statements run after the seed, before `vacuum analyze`: an index tried by hand, say. */
const extraSql = (process.env.BENCH_EXTRA_SQL ?? '')
  .split(';')
  .map((statement) => statement.trim())
  .filter(Boolean);
/** A fresh search, with a window and a town or without a window, answered within 50 ms (p95). */
const targetP95 = 50;

if (!existsSync('apps/web/dist/index.html')) {
  console.log('building…');
  execSync('npm run build', { stdio: 'inherit' });
}
// The bench measures the sources as they are: a bundle older than them is rebuilt.
ensureServerBuilt();
for (const root of baselines)
  if (!existsSync(path.join(root, 'apps/server/dist/server.js')))
    throw new Error(
      `BENCH_BASELINE: no built server in ${root} (npm run build -w @kodesha/server)`,
    );

/** The builds that run: this checkout's, then each baseline's. */
const builds = [
  { name: 'this build', root: '.' },
  ...baselines.map((root) => ({ name: `build ${path.basename(root)}`, root })),
];

/**
 * The seed: cars, their calendars, and `vacuum analyze` — what autovacuum does to a freshly
 * loaded table on a server with default settings (this machine's test server has
 * autovacuum off): the visibility map lets the list's indexes answer without the table.
 */
const seedSql = (count, midnight) => [
  ...carsSeedSql(count),
  ...calendarSeedSql({ perItem: perCar, midnight }),
  ...extraSql,
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

const searches = listRequests();
const windowTowns = ['Kigali', 'Huye', 'Musanze', 'Rubavu'];

/** The runs, each a way of making request `i`'s path; `window`: needs the time search. */
const scenarios = (midnight) => [
  {
    id: 'repeat',
    name: 'searches as people repeat them',
    path: (i) => searches[i % searches.length],
  },
  {
    id: 'plain',
    name: 'fresh, no window',
    target: true,
    // Every request a different price bound: nothing is answered from memory.
    path: (i) => `${searches[i % searches.length]}&max_price=${30000 + ((i * 7919) % 900000)}`,
  },
  {
    id: 'window',
    name: 'fresh, window + town',
    target: true,
    window: true,
    path: (i) => {
      const { from, until } = searchWindow(midnight, i);
      const town = windowTowns[Math.floor(i / 7) % windowTowns.length];
      return `/api/cars?location=${town}&from=${encodeURIComponent(from)}&until=${encodeURIComponent(until)}&page=1`;
    },
  },
];

/**
 * `seconds` of requests before a run, not counted: a process just started (its statements
 * not yet built, the embedded database's caches cold) is not what people meet. Its requests
 * are numbered apart from the run's, so none of them is answered from the cache later.
 */
async function warmUp(makePath, seconds) {
  if (seconds <= 0) return;
  let index = 1_000_000;
  // One request alone first: the embedded database loads an extension (pg_trgm's, for a
  // text search) the first time a query needs it, which takes seconds.
  await (await fetch(`${base}${makePath(index++)}`)).text();
  await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: makePath(index++) }) }],
  });
}

async function drive(label, makePath) {
  await warmUp(makePath, warmUpSeconds);
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

/** Whether the running server searches by a window: it refuses an unreadable one (422). */
async function searchesByWindow() {
  const answer = await fetch(`${base}/api/cars?from=x&until=y`);
  await answer.text();
  return answer.status === 422;
}

/** What a window search finds, to show the seed makes it choose: a Kigali window vs none. */
async function windowShare(midnight) {
  const { from, until } = searchWindow(midnight, 0);
  const totalOf = async (query) => {
    const answer = await fetch(`${base}/api/cars?location=Kigali${query}`);
    const body = await answer.json();
    return `${body.total}${body.total_capped ? '+' : ''}`;
  };
  const window = `&from=${encodeURIComponent(from)}&until=${encodeURIComponent(until)}`;
  console.log(
    `  Kigali: ${await totalOf('')} cars; free ${from} → ${until}: ${await totalOf(window)}`,
  );
}

/**
 * Each scenario on each build, back to back on the same database: start `env`'s server of
 * one build, run, stop, the next build. A build without the time search skips its runs.
 */
async function runBuilds(database, env, midnight) {
  const lines = [];
  for (const scenario of scenarios(midnight).filter((each) => chosen.includes(each.id))) {
    for (const build of builds) {
      const server = startServerAt(base, env, build.root);
      try {
        await server.ready();
        if (scenario.window && !(await searchesByWindow())) {
          console.log(`${database}, ${build.name}: no time search, '${scenario.name}' skipped`);
          continue;
        }
        if (scenario.window && build === builds[0]) await windowShare(midnight);
        const line = await drive(`${database}, ${build.name}, ${scenario.name}`, scenario.path);
        lines.push({ figures: line, database, build: build.name, scenario });
        console.log(
          `  ${line.run}: ${line['req/s']} req/s, p50 ${line['p50 ms']} ms, p95 ${line['p95 ms']} ms`,
        );
      } finally {
        await server.stop();
      }
    }
  }
  return lines;
}

async function benchPostgres() {
  const database = await freshDatabase(serverUrl, 'cars', { keep: process.env.BENCH_KEEP === '1' });
  const env = { DATABASE_URL: database.url };
  try {
    const server = startServerAt(base, env);
    await server.ready(); // runs the migrations
    await server.stop();
    const midnight = kigaliMidnight();
    const seconds = await seedPostgres(database.url, seedSql(carCount, midnight));
    console.log(
      `PostgreSQL: ${carCount.toLocaleString('en')} cars, ${seededBookings({ cars: carCount, drivers: 0, perItem: perCar }).toLocaleString('en')} bookings seeded in ${seconds.toFixed(1)} s`,
    );
    return await runBuilds('PostgreSQL', env, midnight);
  } finally {
    await database.drop();
  }
}

async function benchEmbedded() {
  const data = await tempDataDir('cars');
  const env = { DATA_DIR: data.dir, DATABASE_URL: '' };
  try {
    const server = startServerAt(base, env);
    await server.ready(); // migrations
    await server.stop();
    // The embedded database admits one process: seed it while the server is down.
    const midnight = kigaliMidnight();
    const seconds = await seedEmbedded(data.dir, seedSql(embeddedCarCount, midnight));
    console.log(
      `Embedded: ${embeddedCarCount.toLocaleString('en')} cars, ${seededBookings({ cars: embeddedCarCount, drivers: 0, perItem: perCar }).toLocaleString('en')} bookings seeded in ${seconds.toFixed(1)} s`,
    );
    return await runBuilds('Embedded', env, midnight);
  } finally {
    await data.remove();
  }
}

console.log(
  `GET /api/cars, ${connections} connections, ${duration} s per run, ${perCar} bookings per car${vacuum ? '' : ', tables not vacuumed'}; builds: ${builds.map((build) => build.name).join(', ')}`,
);
const lines = [];
if (which === 'postgres' || which === 'both') lines.push(...(await benchPostgres()));
if (which === 'embedded' || which === 'both') lines.push(...(await benchEmbedded()));
console.table(lines.map((each) => each.figures));

let failed = false;
for (const line of lines.filter((each) => each.scenario.target && each.build === builds[0].name)) {
  const pass =
    line.figures.requests > 0 && line.figures['p95 ms'] <= targetP95 && line.figures.errors === 0;
  failed ||= !pass;
  const others = lines
    .filter(
      (other) =>
        other.database === line.database &&
        other.scenario === line.scenario &&
        other.build !== line.build,
    )
    .map(
      (other) =>
        `; ${other.build}: ${other.figures['req/s']} req/s, p50 ${other.figures['p50 ms']} ms, p95 ${other.figures['p95 ms']} ms`,
    )
    .join('');
  console.log(
    `Target: ${line.database}, ${line.scenario.name}, p95 ≤ ${targetP95} ms, zero errors: ${pass ? 'PASS' : 'FAIL'} (${line.figures['req/s']} req/s, p50 ${line.figures['p50 ms']} ms, p95 ${line.figures['p95 ms']} ms, p99 ${line.figures['p99 ms']} ms, ${line.figures.errors} errors)${others}`,
  );
}
if (failed) process.exitCode = 1;
