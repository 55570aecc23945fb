// `npm run bench:login`: can strangers keep an owner out of their own account? Kodesha runs
// on a fresh PostgreSQL database; one owner signs up, then for 20 s 50 guessers, each from
// an address of its own, keep trying the owner's email with wrong passwords (each sends its
// next guess as soon as the last is answered), while the owner, from another address, logs
// in with the right password every 500 ms, one login after the other: once from the address
// it logged in from before (known there: rules §1.5 gives it a lane of its own and no
// slowdown), once from a new address each time (a phone whose carrier moved it: a lane of
// its own, the account's slowdown). Prints the guessers' attempts and answers (401 wrong,
// 429 throttled), and for each owner its attempts, successes, other answers, success rate
// and p50/p95/max latency (of every attempt, whatever its answer). The target: the owner
// gets in every time (100 %) both ways; the exit code says whether it was met.
//
// The owner is made through the API, so the password is a real Argon2id hash and every
// login checks it as production does. The server runs with TRUST_PROXY=1 and each person
// names its own X-Forwarded-For address from the 198.18.0.0/15 benchmarking range (header
// values only: every request goes to 127.0.0.1), and with REGISTER_LIMIT high.
//
// Env: BENCH_GUESSERS (50), BENCH_DURATION (20 s), BENCH_OWNER_EVERY_MS (500),
// BENCH_TARGET_RATE (100, in %), BENCH_PORT (3207), BENCH_DATABASE_URL or DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/test: a fresh database is made on this server and
// dropped afterwards), BENCH_KEEP=1 to keep that database for a look after.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  call as callAt,
  ensureServerBuilt,
  percentileOf,
  signUp as signUpAt,
  startServer,
} from './bench-support.mjs';

const guesserCount = Number(process.env.BENCH_GUESSERS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const ownerEveryMs = Number(process.env.BENCH_OWNER_EVERY_MS ?? 500);
const targetRate = Number(process.env.BENCH_TARGET_RATE ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3207);
const serverUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';
const base = `http://127.0.0.1:${port}`;
const password = 'bench-owner-password-1';
/** The owner's known address, a new one each time, and guesser `i`'s: all in 198.18.0.0/15. */
const ownerAddress = '198.19.255.1';
const newOwnerAddress = (n) => `198.19.${128 + (n >> 8)}.${n & 255}`;
const guesserAddress = (i) => `198.18.${(i + 1) >> 8}.${(i + 1) & 255}`;
/** Set on Ctrl-C (or SIGTERM): the server stops, the run ends and cleans up, exit code 130. */
let interrupted = false;

const call = (method, url, options) => callAt(base, method, url, options);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A login from `address`; a request that fails outright counts as status `error`. */
async function login(address, body) {
  try {
    return await call('POST', '/api/login', { headers: { 'x-forwarded-for': address }, body });
  } catch (error) {
    return { status: 'error', ms: NaN, text: String(error) };
  }
}

const countInto = (counts, status) => {
  counts[status] = (counts[status] ?? 0) + 1;
};
const describe = (counts) =>
  Object.entries(counts)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ') || 'none';

/** Guesser `i` until `until`: a wrong password, the answer, the next wrong password. */
async function guess(i, email, until, counts) {
  let attempts = 0;
  while (Date.now() < until && !interrupted) {
    attempts += 1;
    const answer = await login(guesserAddress(i), {
      email,
      password: `wrong-guess-${i}-${attempts}`,
    });
    countInto(counts, answer.status);
  }
  return attempts;
}

/**
 * The owner until `until`: the right password every `ownerEveryMs`, one login at a time,
 * from the address `addressOf(n)` names for attempt `n`.
 */
async function ownerLogins(email, until, addressOf) {
  const statuses = {};
  const latencies = [];
  let attempts = 0;
  let successes = 0;
  while (Date.now() < until && !interrupted) {
    const started = Date.now();
    attempts += 1;
    const answer = await login(addressOf(attempts), { email, password });
    countInto(statuses, answer.status);
    if (answer.status === 200) successes += 1;
    if (!Number.isNaN(answer.ms)) latencies.push(answer.ms);
    const wait = started + ownerEveryMs - Date.now();
    if (wait > 0) await sleep(Math.min(wait, Math.max(0, until - Date.now())));
  }
  return { attempts, successes, statuses, latencies: latencies.sort((a, b) => a - b) };
}

async function main() {
  ensureServerBuilt();
  const database = `kodesha_bench_login_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  let dataDir;
  let server;
  const onInterrupt = (signal) => {
    interrupted = true;
    console.log(`${signal}: stopping the server, then cleaning up`);
    server?.kill(); // the calls under way fail, and the finally below cleans up
  };
  process.once('SIGINT', onInterrupt);
  process.once('SIGTERM', onInterrupt);
  let passed = false;
  try {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-login-'));
    server = startServer(base, {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      REGISTER_LIMIT: '100000',
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
    });
    await server.ready(); // runs the migrations
    await signUpAt(base, { label: 'login', role: 'owner', n: 1, password });
    const email = 'bench-login-owner-1@bench.kodesha.rw';
    // One quiet login first: the right password must work before the guessing starts.
    const quiet = await call('POST', '/api/login', {
      headers: { 'x-forwarded-for': ownerAddress },
      body: { email, password },
    });
    if (quiet.status !== 200)
      throw new Error(`the owner's first login: ${quiet.status} ${quiet.text.slice(0, 300)}`);
    console.log(
      `PostgreSQL database ${database}: one owner signed up; a quiet login took ${Math.round(quiet.ms)} ms`,
    );

    console.log(
      `${guesserCount} guessers try wrong passwords on ${email} for ${duration} s, while the owner logs in every ${ownerEveryMs} ms…`,
    );
    const until = Date.now() + duration * 1000;
    const guesserStatuses = {};
    const [guesserAttempts, known, moved] = await Promise.all([
      Promise.all(
        Array.from({ length: guesserCount }, (_, i) => guess(i, email, until, guesserStatuses)),
      ).then((attempts) => attempts.reduce((sum, n) => sum + n, 0)),
      ownerLogins(email, until, () => ownerAddress),
      ownerLogins(email, until, newOwnerAddress),
    ]);
    if (interrupted) throw new Error('interrupted');

    console.log(
      `guessers: ${guesserAttempts} attempts from ${guesserCount} addresses; answers: ${describe(guesserStatuses)}`,
    );
    passed = true;
    for (const [label, owner] of [
      ['the owner where it logged in before', known],
      ['the owner on a new address each time', moved],
    ]) {
      const rate = owner.attempts === 0 ? 0 : (100 * owner.successes) / owner.attempts;
      const other = Object.fromEntries(
        Object.entries(owner.statuses).filter(([status]) => status !== '200'),
      );
      const ms = (p) => Math.round(percentileOf(owner.latencies, p));
      console.log(
        `${label}: ${owner.attempts} attempts, ${owner.successes} successes (200); other answers: ${describe(other)}`,
      );
      console.log(
        `  success rate ${rate.toFixed(1)} %; latency p50 ${ms(50)} ms, p95 ${ms(95)} ms, max ${Math.round(owner.latencies.at(-1) ?? NaN)} ms`,
      );
      const met = owner.attempts > 0 && rate >= targetRate;
      passed &&= met;
      console.log(
        `  ${met ? 'PASS' : 'FAIL'}: got in ${rate.toFixed(1)} % of the time (target ${targetRate} %)`,
      );
    }
  } finally {
    process.off('SIGINT', onInterrupt);
    process.off('SIGTERM', onInterrupt);
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP === '1') console.log(`kept database ${database} (BENCH_KEEP=1)`);
    else await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
  process.exitCode = passed ? 0 : 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.log('FAIL: the benchmark did not finish');
  process.exitCode = interrupted ? 130 : 1;
}
