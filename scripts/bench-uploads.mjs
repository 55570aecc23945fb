// `npm run bench:uploads`: do photo uploads starve everyone else (rules §9.12)? Kodesha runs
// on a fresh embedded database; 20 clients keep logging in (each once every 4 s) and listing
// cars (each twice a second) — first alone, then while 20 owners each post a car with 10
// photos of 4000 × 3000, all at once. Prints login and list p50/p95 in both phases, and
// checks the target: with the uploads, login and list p95 within 2× of without them. The
// exit code says whether it was met.
//
// People and cars are made through the API (real Argon2id passwords and sessions). The
// server runs with TRUST_PROXY=1, each person naming an X-Forwarded-For address of their
// own (signups are limited per address), and REGISTER_LIMIT high. Each owner writes two
// cars, inside the per-person car-write limit; successful logins are not limited. The
// owners upload from a thread of their own at the lowest priority (see `ownersThread`).
// The slowest answer of each 5 s of the flood is printed too: receiving 420 MB of photos
// costs the server's main thread in the first seconds, decoding them afterwards does not.
//
// Env: BENCH_OWNERS (20), BENCH_PHOTOS (10 per car), BENCH_CLIENTS (20), BENCH_DURATION
// (20 s per phase), BENCH_PORT (3461), BENCH_TARGET_RATIO (2).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import {
  benchCar,
  benchCarFields,
  call as callAt,
  carForm,
  ensureServerBuilt,
  inBatches,
  percentileOf,
  signUp as signUpAt,
  startServer,
} from './bench-support.mjs';

const ownerCount = Number(process.env.BENCH_OWNERS ?? 20);
const photosPerCar = Number(process.env.BENCH_PHOTOS ?? 10);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 20);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3461);
const targetRatio = Number(process.env.BENCH_TARGET_RATIO ?? 2);
const base = `http://127.0.0.1:${port}`;
const password = 'bench-password-1';
/** How often each client logs in, and lists cars. */
const loginEveryMs = 4_000;
const listEveryMs = 500;

const call = (method, url, options) => callAt(base, method, url, options);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A phone photo's size, 4000 × 3000, textured like a real one (a plain colour decodes fast). */
async function bigPhoto() {
  return sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .resize(4000, 3000)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Each client, until `until`: a login every 4 s and a car list twice a second, started at
 * staggered moments. Returns the latencies of each kind, and the failures by status.
 */
async function clientTraffic(clients, until) {
  const logins = [];
  const lists = [];
  const timeline = []; // [when, ms] of each login and list
  const failures = {};
  const failed = (status) => {
    failures[status] = (failures[status] ?? 0) + 1;
  };
  await Promise.all(
    clients.map(async (client, index) => {
      await sleep((index * loginEveryMs) / clients.length);
      let nextLogin = 0;
      while (Date.now() < until) {
        const now = Date.now();
        if (now >= nextLogin) {
          nextLogin = now + loginEveryMs;
          const answer = await call('POST', '/api/login', {
            headers: { 'x-forwarded-for': client.address },
            body: { email: client.email, password },
          });
          timeline.push([Date.now(), answer.ms]);
          if (answer.status === 200) logins.push(answer.ms);
          else failed(answer.status);
        }
        const answer = await call('GET', '/api/cars?page=1', { token: client.token });
        timeline.push([Date.now(), answer.ms]);
        if (answer.status === 200) lists.push(answer.ms);
        else failed(answer.status);
        await sleep(listEveryMs);
      }
    }),
  );
  return {
    logins: logins.sort((a, b) => a - b),
    lists: lists.sort((a, b) => a - b),
    timeline,
    failures,
  };
}

/** The slowest answer (login or list) in each 5 s of a phase, to see when a phase was slow. */
function slowestBySpan(timeline, from) {
  const spans = {};
  for (const [when, ms] of timeline) {
    const span = Math.floor((when - from) / 5000) * 5;
    spans[`${span}-${span + 5} s`] = Math.max(spans[`${span}-${span + 5} s`] ?? 0, Math.round(ms));
  }
  return spans;
}

/**
 * The owners' side, on a thread of its own at the lowest CPU priority (on Linux a thread's
 * own): their phones are not this machine, and sending 20 × 21 MB must not take the CPU
 * the server and the clients' timings need. Posts every car at once; reports each answer.
 */
async function ownersThread({ base: at, owners, photos }) {
  try {
    os.setPriority(19);
  } catch {
    // not allowed here: the owners share the CPU
  }
  await Promise.all(
    owners.map(async (owner, n) => {
      const answer = await callAt(at, 'POST', '/api/cars', {
        token: owner.token,
        body: carForm(
          benchCarFields(n, `Bench car with ${photos.length} big photos.`),
          photos.map((bytes) => Buffer.from(bytes)),
        ),
      });
      parentPort.postMessage({ status: answer.status, ms: answer.ms });
    }),
  );
}

/** Starts the owners' uploads on their thread; resolves with each upload's answer. */
function startUploads(owners, photos) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { base, owners, photos } });
  const answers = [];
  const done = new Promise((resolve, reject) => {
    worker.on('message', (answer) => {
      answers.push(answer);
      if (answers.length === owners.length) resolve(answers);
    });
    worker.on('error', reject);
    worker.on('exit', () => resolve(answers));
  });
  return { answers, done };
}

const summary = (phase, traffic) => ({
  phase,
  logins: traffic.logins.length,
  'login p50 ms': Math.round(percentileOf(traffic.logins, 50)),
  'login p95 ms': Math.round(percentileOf(traffic.logins, 95)),
  lists: traffic.lists.length,
  'list p50 ms': Math.round(percentileOf(traffic.lists, 50)),
  'list p95 ms': Math.round(percentileOf(traffic.lists, 95)),
  failures: JSON.stringify(traffic.failures),
});

async function main() {
  ensureServerBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-uploads-'));
  // A fresh embedded database in a fresh folder (no DATABASE_URL).
  const server = startServer(base, {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    REGISTER_LIMIT: '100000',
  });
  let passed = false;
  try {
    await server.ready();
    console.log(`making ${photosPerCar} photos of 4000 × 3000…`);
    const photos = await Promise.all(Array.from({ length: photosPerCar }, bigPhoto));
    const photoMb = photos.reduce((sum, bytes) => sum + bytes.length, 0) / photosPerCar / 1e6;

    const owners = await inBatches(
      Array.from({ length: ownerCount }, (_, n) => n + 1),
      4,
      (n) => signUpAt(base, { label: 'uploads', role: 'owner', n, password }),
    );
    let signups = 0;
    const clients = await inBatches(
      Array.from({ length: clientCount }, (_, n) => n + 1),
      4,
      async (n) => {
        const { token } = await signUpAt(base, { label: 'uploads', role: 'client', n, password });
        signups += 1;
        return {
          token,
          email: `bench-uploads-client-${n}@bench.kodesha.rw`,
          address: `10.200.${signups >> 8}.${signups & 255}`,
        };
      },
    );
    // Something to list: each owner's first car, with a tiny photo.
    await inBatches(owners, 4, async (owner, n) => {
      const answer = await call('POST', '/api/cars', {
        token: owner.token,
        body: benchCar(n, `Bench car ${n + 1}: listed before the uploads begin.`),
      });
      if (answer.status !== 201) throw new Error(`a car: ${answer.status} ${answer.text}`);
    });
    console.log(
      `${ownerCount} owners (a car each) and ${clientCount} clients made; photos of ${photoMb.toFixed(1)} MB`,
    );

    console.log(`quiet: ${clientCount} clients log in and list cars for ${duration} s…`);
    const quiet = await clientTraffic(clients, Date.now() + duration * 1000);

    console.log(
      `flood: ${ownerCount} owners each post a car with ${photosPerCar} photos at once, while the clients go on…`,
    );
    const floodStarted = Date.now();
    const uploads = startUploads(owners, photos);
    await sleep(1_000); // the uploads are under way
    const flooded = await clientTraffic(clients, Date.now() + duration * 1000);
    const stillRunning = ownerCount - uploads.answers.length;
    const answers = await uploads.done;
    const floodSeconds = (Date.now() - floodStarted) / 1000;
    const uploadMs = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const uploadStatuses = {};
    for (const { status } of answers) uploadStatuses[status] = (uploadStatuses[status] ?? 0) + 1;

    console.table([summary('quiet', quiet), summary('with the upload flood', flooded)]);
    console.log('slowest answer (ms) by time since the uploads began:');
    console.log(slowestBySpan(flooded.timeline, floodStarted));
    console.log(
      `uploads: ${JSON.stringify(uploadStatuses)} in ${floodSeconds.toFixed(1)} s (${((ownerCount * photosPerCar) / floodSeconds).toFixed(1)} photos/s; per request p50 ${(percentileOf(uploadMs, 50) / 1000).toFixed(1)} s, max ${(uploadMs.at(-1) / 1000).toFixed(1)} s); ${stillRunning} still running when the measurement ended`,
    );
    const ratio = (kind) =>
      percentileOf(flooded[kind], 95) / Math.max(1, percentileOf(quiet[kind], 95));
    const loginRatio = ratio('logins');
    const listRatio = ratio('lists');
    passed =
      loginRatio <= targetRatio &&
      listRatio <= targetRatio &&
      stillRunning > 0 && // measured while the uploads ran
      Object.keys(flooded.failures).length === 0;
    console.log(
      `${passed ? 'PASS' : 'FAIL'}: with the flood, login p95 ×${loginRatio.toFixed(2)} and list p95 ×${listRatio.toFixed(2)} of without (target ≤ ×${targetRatio})${stillRunning > 0 ? '' : '; the uploads ended before the measurement did'}`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(passed ? 0 : 1);
}

if (isMainThread)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
else await ownersThread(workerData);
