// `npm run bench:bookings`: 200 booking requests over 50 cars sent at once to the server on
// PostgreSQL, then every owner confirms every request on their cars at the same moment (the
// requests of one car overlap, so most confirmations must lose). Prints throughput and
// p50/p95/p99 latency of both phases, then counts with SQL the pairs of confirmed bookings
// of one item whose times overlap: there must be none. Last, GET /api/bookings for one
// owner under load. PASS when no confirmed overlap and no 5xx answer; the exit code says so.
//
// Then, paired (rules §4.16): plain requests and Instant Book requests sent in turns, one of
// each at a time by the same clients, at BENCH_CONNECTIONS at once — the plain ones for cars
// as they are, the instant ones for cars with `instant_book` set in the database, each
// request for a time of its own (so every instant one is confirmed through the door and
// every plain one stays pending). The clients' licences and phones are marked verified in
// the database first. Prints p50/p95 of each side by side. Target: an Instant
// Book request answers within the same p95 as a plain one (here: at most 1.2 × the plain
// p95, BENCH_INSTANT_TOLERANCE, for a burst's noise), every instant request confirmed.
//
// Owners, cars and clients are made through the API, so passwords and sessions are real.
// Signing up is limited to 30 per address per hour and only `buildApp` can change that, so
// the server runs with TRUST_PROXY=1 and each signup names its own X-Forwarded-For address,
// as distinct people behind a reverse proxy would.
//
// Env: BENCH_REQUESTS (200), BENCH_ITEMS (50 cars, 10 per owner), BENCH_DURATION (10 s of
// GET /api/bookings, 0 to skip), BENCH_CONNECTIONS (50), BENCH_PAIRED (plain and instant
// requests, each; BENCH_REQUESTS by default, at most twice the clients: 5 a minute each),
// BENCH_PORT (3204),
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: a fresh database is made on
// this server and dropped afterwards), BENCH_KEEP=1 to keep that database for a look after.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  benchCar,
  call as callAt,
  ensureServerBuilt,
  inBatches,
  must as mustAt,
  percentileOf,
  signUp as signUpAt,
  startServer as startServerAt,
} from './bench-support.mjs';

const requestCount = Number(process.env.BENCH_REQUESTS ?? 200);
const itemCount = Number(process.env.BENCH_ITEMS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3204);
const pairedCount = Number(process.env.BENCH_PAIRED ?? requestCount);
const instantTolerance = Number(process.env.BENCH_INSTANT_TOLERANCE ?? 1.2);
const base = `http://127.0.0.1:${port}`;
const carsPerOwner = 10;
const password = 'bench-password-1';
/** Signups at a time: each hashes a password (memory-hard), the server's costliest call. */
const signupConcurrency = 8;
/** Set on Ctrl-C (or SIGTERM): the server stops, the run ends and cleans up, exit code 130. */
let interrupted = false;

ensureServerBuilt();
const startServer = (env) => startServerAt(base, env);
const must = (expected, method, url, options) => mustAt(expected, base, method, url, options);
const signUp = (role, n) => signUpAt(base, { label: 'bookings', role, n, password });
const carBody = (n) =>
  benchCar(
    n,
    `Bench car ${n}: a reliable car kept in good condition, serviced regularly, ready for trips.`,
  );

const call = (method, url, options) => callAt(base, method, url, options);

/** Tomorrow at 08:00 in Kigali (UTC+2 all year), as a UTC time in ms. */
function tomorrowMorning() {
  const kigali = new Date(Date.now() + 2 * 3_600_000);
  return Date.UTC(kigali.getUTCFullYear(), kigali.getUTCMonth(), kigali.getUTCDate() + 1, 8 - 2);
}

/**
 * Request `i` asks for car `i % items`; the requests of one car start 0 to 3 hours after
 * 08:00 and last 1 to 4 hours, arranged differently car by car, so most of them overlap.
 */
function bookingPlan(cars, clients) {
  const morning = tomorrowMorning();
  const hour = 3_600_000;
  return Array.from({ length: requestCount }, (_, i) => {
    const c = i % cars.length;
    const round = Math.floor(i / cars.length);
    const start = morning + ((round + c) % 4) * hour;
    const hours = 1 + ((round * 3 + c) % 4);
    return {
      car: cars[c],
      client: clients[i % clients.length],
      start,
      end: start + hours * hour,
    };
  });
}

/** The day after tomorrow at 08:00 in Kigali, as a UTC time in ms: after phase A's times. */
const pairedMorning = () => tomorrowMorning() + 24 * 3_600_000;

/**
 * The paired run's requests, plain and instant in turns: the `j`th of each kind asks for
 * car `j % cars` of its kind, in a slot of its own (3 hours apart from the day after
 * tomorrow at 08:00), for 1 or 2 hours, by client `j` — so no two requests of one car
 * overlap, and each client sends one of each kind.
 */
function pairedPlan(plainCars, instantCars, clients) {
  const morning = pairedMorning();
  const hour = 3_600_000;
  return Array.from({ length: pairedCount }, (_, j) => {
    const c = j % plainCars.length;
    const start = morning + Math.floor(j / plainCars.length) * 3 * hour;
    const end = start + (1 + (j % 2)) * hour;
    const client = clients[j % clients.length];
    return [
      { kind: 'plain', car: plainCars[c], client, start, end },
      { kind: 'instant', car: instantCars[c], client, start, end },
    ];
  }).flat();
}

/** Latency figures of some timed answers. */
function figures(answers) {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    requests: answers.length,
    'p50 ms': Math.round(percentileOf(sorted, 50)),
    'p95 ms': Math.round(percentileOf(sorted, 95)),
    'p99 ms': Math.round(percentileOf(sorted, 99)),
    'max ms': Math.round(sorted.at(-1)),
    '5xx': answers.filter((answer) => answer.status >= 500).length,
  };
}

/** Pairs of planned requests for one car whose times overlap. */
function overlappingPairs(plan) {
  let pairs = 0;
  for (let a = 0; a < plan.length; a += 1)
    for (let b = a + 1; b < plan.length; b += 1)
      if (
        plan[a].car.id === plan[b].car.id &&
        plan[a].start < plan[b].end &&
        plan[b].start < plan[a].end
      )
        pairs += 1;
  return pairs;
}

/** Fires every call at once; throughput over the whole burst, latency of each call. */
async function burst(label, calls) {
  const started = performance.now();
  const answers = await Promise.all(calls.map((makeCall) => makeCall()));
  const seconds = (performance.now() - started) / 1000;
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const answer of answers) {
    const key =
      answer.status >= 300
        ? `${answer.status} ${answer.json?.message ?? ''}`.trim()
        : answer.status;
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const line = {
    run: label,
    requests: answers.length,
    'req/s': Math.round(answers.length / seconds),
    'p50 ms': Math.round(percentileOf(sorted, 50)),
    'p95 ms': Math.round(percentileOf(sorted, 95)),
    'p99 ms': Math.round(percentileOf(sorted, 99)),
    'max ms': Math.round(sorted.at(-1)),
    '5xx': answers.filter((answer) => answer.status >= 500).length,
  };
  return { answers, line, statuses, seconds };
}

/** autocannon reports p97.5, not p95; its histogram has p90 and p97.5 around it. */
function p95Of(result) {
  const { p90, p97_5: p975 } = result.latency;
  return Math.round(p90 + ((p975 - p90) * (95 - 90)) / (97.5 - 90));
}

const overlapSql = `
  select count(*)::int as pairs
  from bookings a
  join bookings b on b.item_type = a.item_type and b.item_id = a.item_id and a.id < b.id
  where a.status = 'confirmed' and b.status = 'confirmed'
    and tstzrange(a.start_time, a.end_time, '[)') && tstzrange(b.start_time, b.end_time, '[)')`;

/** Declined for a taken slot, yet no confirmed booking of that item overlaps it. */
const wronglyDeclinedSql = `
  select count(*)::int as wrongly
  from bookings d
  where d.status = 'cancelled' and d.cancel_reason = 'slot_taken'
    and not exists (
      select 1 from bookings c
      where c.item_type = d.item_type and c.item_id = d.item_id and c.status = 'confirmed'
        and tstzrange(c.start_time, c.end_time, '[)') && tstzrange(d.start_time, d.end_time, '[)'))`;

async function main() {
  const database = `kodesha_bench_bookings_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-bookings-'));
  const server = startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  let stopLoad = () => {};
  const stopIfInterrupted = () => {
    if (interrupted) throw new Error('interrupted');
  };
  const onInterrupt = (signal) => {
    interrupted = true;
    console.log(`${signal}: stopping the server, then cleaning up`);
    stopLoad();
    server.kill(); // the calls under way fail, and the finally below cleans up
  };
  process.once('SIGINT', onInterrupt);
  process.once('SIGTERM', onInterrupt);
  const fiveHundreds = [];
  let overlaps = NaN;
  let instantPass = true;
  let instantSummary = '';
  try {
    await server.ready(); // runs the migrations
    const setupStarted = performance.now();
    const ownerCount = Math.ceil(itemCount / carsPerOwner);
    const owners = await inBatches(
      Array.from({ length: ownerCount }, (_, n) => n + 1),
      signupConcurrency,
      (n) => signUp('owner', n),
    );
    const cars = await inBatches(
      Array.from({ length: itemCount }, (_, n) => n),
      signupConcurrency,
      async (n) => {
        const owner = owners[Math.floor(n / carsPerOwner)];
        const { data } = await must(201, 'POST', '/api/cars', {
          token: owner.token,
          body: carBody(n + 1),
        });
        return { id: data.id, owner };
      },
    );
    const clients = await inBatches(
      Array.from({ length: requestCount }, (_, n) => n + 1),
      signupConcurrency,
      (n) => signUp('client', n),
    );
    console.log(
      `PostgreSQL database ${database}: ${owners.length} owners, ${cars.length} cars and ${clients.length} clients signed up through the API in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const plan = bookingPlan(cars, clients);
    console.log(
      `${plan.length} booking requests over ${cars.length} cars for tomorrow from 08:00 Kigali time, ${overlappingPairs(plan)} pairs of them overlapping on one car`,
    );

    // Phase A: every request at once.
    const created = await burst(
      'A: POST /api/bookings, all at once',
      plan.map(
        (request) => () =>
          call('POST', '/api/bookings', {
            token: request.client.token,
            body: {
              item_type: 'car',
              item_id: request.car.id,
              start_time: new Date(request.start).toISOString(),
              end_time: new Date(request.end).toISOString(),
            },
          }),
      ),
    );
    const bookings = [];
    created.answers.forEach((answer, i) => {
      if (answer.status === 201) bookings.push({ id: answer.json.data.id, car: plan[i].car });
      if (answer.status >= 500) fiveHundreds.push(`POST /api/bookings: ${answer.text}`);
    });

    stopIfInterrupted();
    // Phase B: each owner confirms every request on their cars, all at the same moment.
    const confirmed = await burst(
      'B: confirm every request, all at once',
      bookings.map(
        (booking) => () =>
          call('POST', `/api/bookings/${booking.id}/update-status`, {
            token: booking.car.owner.token,
            body: { status: 'confirmed' },
          }),
      ),
    );
    confirmed.answers.forEach((answer, i) => {
      if (answer.status >= 500)
        fiveHundreds.push(`confirm booking ${bookings[i].id}: ${answer.status} ${answer.text}`);
    });

    const lines = [created.line, confirmed.line];
    for (const [phase, result] of [
      ['A', created],
      ['B', confirmed],
    ])
      console.log(
        `${phase}: ${result.answers.length} requests in ${(result.seconds * 1000).toFixed(0)} ms; answers: ${Object.entries(
          result.statuses,
        )
          .map(([status, n]) => `${n} × ${status}`)
          .join(', ')}`,
      );

    stopIfInterrupted();
    // The check, on the database itself.
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      overlaps = (await db.query(overlapSql)).rows[0].pairs;
      const byStatus = (
        await db.query(
          `select status, cancel_reason, count(*)::int as n from bookings group by 1, 2 order by 1, 2`,
        )
      ).rows;
      const count = (status, reason) =>
        byStatus
          .filter(
            (row) =>
              row.status === status && (reason === undefined || row.cancel_reason === reason),
          )
          .reduce((sum, row) => sum + row.n, 0);
      const wrongly = (await db.query(wronglyDeclinedSql)).rows[0].wrongly;
      const carsWithConfirmed = (
        await db.query(
          `select count(distinct item_id)::int as n from bookings where status = 'confirmed'`,
        )
      ).rows[0].n;
      console.log(
        `After the race: ${count('confirmed')} confirmed (on ${carsWithConfirmed} of ${cars.length} cars), ${count('cancelled', 'slot_taken')} declined as slot taken, ${count('pending')} still pending, ${count('cancelled') - count('cancelled', 'slot_taken')} cancelled otherwise`,
      );
      console.log(`Declined as slot taken with no confirmed booking overlapping them: ${wrongly}`);
      console.log(`Confirmed bookings of one item overlapping each other (SQL check): ${overlaps}`);
    } finally {
      await db.end();
    }

    stopIfInterrupted();
    // Phase P: plain and Instant Book requests in turns, paired (rules §4.16).
    if (pairedCount > 0) {
      // Owners of their own: an owner writes at most 10 cars a minute.
      const pairedOwners = await inBatches(
        Array.from({ length: 2 * ownerCount }, (_, n) => ownerCount + n + 1),
        signupConcurrency,
        (n) => signUp('owner', n),
      );
      const pairedCars = await inBatches(
        Array.from({ length: 2 * itemCount }, (_, n) => n),
        signupConcurrency,
        async (n) => {
          const owner = pairedOwners[Math.floor(n / carsPerOwner)];
          const { data } = await must(201, 'POST', '/api/cars', {
            token: owner.token,
            body: carBody(itemCount + n + 1),
          });
          return { id: data.id, owner };
        },
      );
      const plainCars = pairedCars.slice(0, itemCount);
      const instantCars = pairedCars.slice(itemCount);
      const setup = new pg.Client({ connectionString: url.toString() });
      await setup.connect();
      try {
        await setup.query('update cars set instant_book = true where id = any($1)', [
          instantCars.map((car) => car.id),
        ]);
        // What an admin's licence check and an SMS code would do (rules §4.16).
        await setup.query(
          `update users set license_verification_status = 'verified', is_phone_verified = true,
             phone_number = coalesce(phone_number, '+25078' || lpad(id::text, 7, '0'))
           where role = 'client'`,
        );
      } finally {
        await setup.end();
      }
      const plan = pairedPlan(plainCars, instantCars, clients);
      const started = performance.now();
      const answers = await inBatches(plan, connections, (request) =>
        call('POST', '/api/bookings', {
          token: request.client.token,
          body: {
            item_type: 'car',
            item_id: request.car.id,
            start_time: new Date(request.start).toISOString(),
            end_time: new Date(request.end).toISOString(),
          },
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const of = (kind) => answers.filter((_, i) => plan[i].kind === kind);
      for (const kind of ['plain', 'instant']) {
        const statuses = {};
        for (const answer of of(kind)) {
          const key =
            answer.status === 201
              ? `201 ${answer.json.data.status}`
              : `${answer.status} ${answer.json?.message ?? ''}`.trim();
          statuses[key] = (statuses[key] ?? 0) + 1;
        }
        console.log(
          `P, ${kind}: ${Object.entries(statuses)
            .map(([status, n]) => `${n} × ${status}`)
            .join(', ')}`,
        );
      }
      answers.forEach((answer, i) => {
        if (answer.status >= 500)
          fiveHundreds.push(`POST /api/bookings (${plan[i].kind}): ${answer.text}`);
      });
      const rate = Math.round(answers.length / seconds);
      const plain = {
        run: `P: POST /api/bookings, plain (paired)`,
        'req/s': rate,
        ...figures(of('plain')),
      };
      const instant = {
        run: `P: POST /api/bookings, Instant Book (paired)`,
        'req/s': rate,
        ...figures(of('instant')),
      };
      lines.push(plain, instant);
      const allConfirmed = of('instant').every(
        (answer) => answer.status === 201 && answer.json.data.status === 'confirmed',
      );
      const allPending = of('plain').every(
        (answer) => answer.status === 201 && answer.json.data.status === 'pending',
      );
      instantPass =
        allConfirmed && allPending && instant['p95 ms'] <= plain['p95 ms'] * instantTolerance;
      instantSummary = `plain p50 ${plain['p50 ms']} ms, p95 ${plain['p95 ms']} ms; Instant Book p50 ${instant['p50 ms']} ms, p95 ${instant['p95 ms']} ms (${(instant['p95 ms'] / plain['p95 ms']).toFixed(2)} × plain; ${answers.length} requests at ${connections} at once, ${rate} req/s); every instant one confirmed: ${allConfirmed}, every plain one pending: ${allPending}`;
    }

    stopIfInterrupted();
    // Phase C: one owner's list with its summary cards, under load.
    if (duration > 0) {
      const result = await new Promise((resolve, reject) => {
        const load = autocannon(
          {
            url: `${base}/api/bookings`,
            connections,
            duration,
            headers: { authorization: `Bearer ${owners[0].token}` },
          },
          (error, finished) => (error ? reject(error) : resolve(finished)),
        );
        stopLoad = () => load.stop();
      });
      stopIfInterrupted();
      lines.push({
        run: `C: GET /api/bookings (one owner), ${connections} connections, ${duration} s`,
        requests: result.requests.total,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p95 ms': p95Of(result),
        'p99 ms': result.latency.p99,
        'max ms': result.latency.max,
        '5xx': result['5xx'],
      });
      if (result['5xx'] > 0) fiveHundreds.push(`GET /api/bookings: ${result['5xx']} × 5xx`);
      if (result.errors + result.timeouts + result.non2xx > 0)
        console.log(
          `C: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
        );
    }
    stopIfInterrupted();
    console.table(lines);
  } finally {
    process.off('SIGINT', onInterrupt);
    process.off('SIGTERM', onInterrupt);
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP === '1') console.log(`kept database ${database} (BENCH_KEEP=1)`);
    else await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }

  for (const problem of fiveHundreds) console.log(`5xx: ${problem}`);
  if (instantSummary)
    console.log(
      `${instantPass ? 'PASS' : 'FAIL'}: an Instant Book request within the p95 of a plain one (at most ${instantTolerance} ×): ${instantSummary}`,
    );
  const pass = overlaps === 0 && fiveHundreds.length === 0 && instantPass;
  console.log(
    `${pass ? 'PASS' : 'FAIL'}: ${overlaps} confirmed overlaps (must be 0), ${fiveHundreds.length} 5xx answers (must be 0)${instantSummary ? `, Instant Book within the plain p95: ${instantPass ? 'yes' : 'no'}` : ''}`,
  );
  if (!pass) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.log('FAIL: the benchmark did not finish');
  process.exitCode = interrupted ? 130 : 1;
}
