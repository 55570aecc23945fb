// `npm run bench:scale`: 1, then 2, then 4 server processes on one PostgreSQL database and
// one S3 server (s3rver), behind a small round-robin proxy, under a mixed load: search,
// car pages, booking requests and confirmations, chat messages and photo uploads. Prints
// throughput and p95 per kind for each. Then, with 4 processes, kills one with -9 in the
// middle of the load and checks (record 22): every acknowledged booking and message is in
// the database, no two confirmed bookings of one car overlap, chat goes on (a live stream
// on a surviving process receives messages sent after the kill), and the proxy's errors
// are only requests that were in flight on the killed process. PASS/FAIL in the exit code.
//
// The proxy is what a load balancer does: round robin; a backend that refuses a connection
// is taken out and the request (which never reached it) goes to the next one; a request
// cut after it was sent is answered 502, since it may have been acted on.
//
// Env: BENCH_DURATION (seconds per run, 6), BENCH_CONCURRENCY (16 clients at once),
// BENCH_PROCESSES ("1,2,4"), BENCH_PORT (3105: the proxy; processes on the next four),
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: a fresh database is made on
// this server and dropped afterwards). Keep runs short on a shared machine.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import {
  benchCarFields,
  call,
  carForm,
  ensureServerBuilt,
  inBatches,
  must,
  percentileOf,
  startServer,
} from './bench-support.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 6);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const processCounts = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number);
const proxyPort = Number(process.env.BENCH_PORT ?? 3105);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const base = `http://127.0.0.1:${proxyPort}`;
const backendBase = (index) => `http://127.0.0.1:${proxyPort + 1 + index}`;
const password = 'bench-password-1';
const ownerCount = 20;
const clientCount = 60;
const bucket = 'kodesha-bench';

/** Mixed load: each request is of one kind, drawn by these weights. */
const weights = { search: 36, car: 28, book: 8, confirm: 8, chat: 16, upload: 4 };

// ---------------------------------------------------------------- the round-robin proxy

function startProxy() {
  const backends = [];
  let next = 0;
  const errors = [];
  let requestIds = 0;
  const pickBackend = (skip) => {
    for (let tried = 0; tried < backends.length; tried += 1) {
      const backend = backends[next++ % backends.length];
      if (backend.up && !skip.has(backend)) return backend;
    }
    return undefined;
  };
  const server = http.createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const tried = new Set();
    const forward = () => {
      const backend = pickBackend(tried);
      if (!backend) {
        errors.push({ at: Date.now(), reason: 'no backend up', url: request.url });
        response.writeHead(503).end('no backend');
        return;
      }
      tried.add(backend);
      const id = ++requestIds;
      backend.open.add(id);
      backend.watch?.add(id);
      let sent = false;
      const upstream = http.request(
        {
          port: new URL(backend.base).port,
          host: '127.0.0.1',
          // A connection per request: a refused one is known unsent, a cut one was in flight.
          agent: false,
          method: request.method,
          path: request.url,
          headers: {
            ...request.headers,
            'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          answer.on('end', () => backend.open.delete(id));
          answer.on('error', () => response.destroy());
        },
      );
      upstream.on('socket', (socket) => socket.once('connect', () => (sent = true)));
      upstream.on('error', (error) => {
        backend.open.delete(id);
        if (!sent && error.code === 'ECONNREFUSED') {
          // Never reached the process: take it out and try the next one.
          backend.up = false;
          forward();
          return;
        }
        errors.push({
          id,
          at: Date.now(),
          backend: backend.base,
          reason: error.code,
          url: request.url,
        });
        if (!response.headersSent) response.writeHead(502).end('bad gateway');
        else response.destroy();
      });
      upstream.end(body);
    };
    forward();
  });
  server.keepAliveTimeout = 5_000;
  return {
    errors,
    setBackends(list) {
      backends.splice(
        0,
        backends.length,
        ...list.map((b) => ({ base: b, up: true, open: new Set(), watch: undefined })),
      );
    },
    /**
     * From now on, the requests on `b`: those open now and those sent to it until `stop`
     * is called (a dying process's port accepts until it is gone).
     */
    watch(b) {
      const backend = backends.find((candidate) => candidate.base === b);
      backend.watch = new Set(backend.open);
      return { ids: backend.watch, stop: () => (backend.watch = undefined) };
    },
    listen: () => new Promise((resolve) => server.listen(proxyPort, '127.0.0.1', resolve)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// ---------------------------------------------------------------- the load

const hour = 3_600_000;
/** Tomorrow and the next days at whole hours in Kigali, as UTC ms. */
function slot(offsetHours) {
  const now = new Date();
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6);
  return tomorrow + offsetHours * hour;
}

async function photos(count) {
  return Promise.all(
    Array.from({ length: count }, (_, n) =>
      sharp({
        create: {
          width: 320,
          height: 240,
          channels: 3,
          background: { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53) % 256 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}

function kindOf(random) {
  const total = Object.values(weights).reduce((a, b) => a + b, 0);
  let roll = random * total;
  for (const [kind, weight] of Object.entries(weights)) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'search';
}

/** One run of mixed load through the proxy for `seconds`; what was acknowledged is kept. */
async function mixedLoad(world, seconds, acknowledged) {
  const samples = Object.fromEntries(Object.keys(weights).map((kind) => [kind, []]));
  const statuses = {};
  const deadline = performance.now() + seconds * 1000;
  let counter = 0;
  const actions = {
    search: () =>
      call(
        base,
        'GET',
        `/api/cars?search=${['Toyota', 'Suzuki', 'RAV4', 'Swift'][counter % 4]}&location=Kigali&limit=12`,
      ),
    car: () => call(base, 'GET', `/api/cars/${world.cars[counter % world.cars.length].id}`),
    book: async () => {
      const client = world.clients[counter % world.clients.length];
      const car = world.cars[(counter * 7) % world.cars.length];
      const start = slot((counter * 5) % 72);
      const answer = await call(base, 'POST', '/api/bookings', {
        token: client.token,
        body: {
          item_type: 'car',
          item_id: car.id,
          start_time: new Date(start).toISOString(),
          end_time: new Date(start + (1 + (counter % 3)) * hour).toISOString(),
        },
      });
      if (answer.status === 201) {
        acknowledged.bookings.push(answer.json.data.id);
        world.pending.push({ id: answer.json.data.id, owner: car.owner });
      }
      return answer;
    },
    confirm: async () => {
      const booking = world.pending.shift();
      if (!booking) return call(base, 'GET', '/api/cars?limit=12');
      const answer = await call(base, 'POST', `/api/bookings/${booking.id}/update-status`, {
        token: booking.owner.token,
        body: { status: 'confirmed' },
      });
      if (answer.status === 200) acknowledged.confirmations.push(booking.id);
      return answer;
    },
    chat: async () => {
      const chat = world.chats[counter % world.chats.length];
      const answer = await call(base, 'POST', '/api/messages', {
        token: chat.client.token,
        body: { chat_id: chat.id, content: `Bench message ${counter}` },
      });
      if (answer.status === 201) acknowledged.messages.push(answer.json.data.id);
      return answer;
    },
    upload: async () => {
      const owner = world.owners[counter % world.owners.length];
      const n = world.uploads++;
      return call(base, 'POST', '/api/cars', {
        token: owner.token,
        body: carForm(
          benchCarFields(n, `Bench upload ${n}: a car listed during the scale run, with a photo.`),
          [world.photos[n % world.photos.length]],
        ),
      });
    },
  };
  const worker = async () => {
    while (performance.now() < deadline) {
      counter += 1;
      const kind = kindOf(Math.random());
      let answer;
      try {
        answer = await actions[kind]();
      } catch (error) {
        answer = { status: `failed: ${error.cause?.code ?? error.message}`, ms: 0 };
      }
      const key = `${kind} ${answer.status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      // Answered: anything but a failure, a 5xx, or a person's own limit (429, rules §9.12).
      if (typeof answer.status === 'number' && answer.status < 500 && answer.status !== 429)
        samples[kind].push(answer.ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { samples, statuses };
}

function report(label, seconds, { samples, statuses }) {
  const rows = Object.entries(samples).map(([kind, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      run: label,
      kind,
      answered: sorted.length,
      'req/s': Math.round(sorted.length / seconds),
      'p50 ms': Math.round(percentileOf(sorted, 50)),
      'p95 ms': Math.round(percentileOf(sorted, 95)),
    };
  });
  const all = Object.values(samples).flat();
  rows.push({
    run: label,
    kind: 'all',
    answered: all.length,
    'req/s': Math.round(all.length / seconds),
  });
  console.table(rows);
  const odd = Object.entries(statuses).filter(([key]) => !/ (200|201)$/.test(key));
  if (odd.length) console.log(`  other answers: ${odd.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  return rows;
}

// ---------------------------------------------------------------- setup and checks

async function setUp(world) {
  // One sign-up from each "address": the proxy's, so REGISTER_LIMIT is raised for the run.
  const signUp = (role, n) =>
    must(201, base, 'POST', '/api/register', {
      body: {
        name: `Bench ${role} ${n}`,
        email: `bench-scale-${role}-${n}@bench.kodesha.rw`,
        password,
        password_confirmation: password,
        role,
        phone_number: role === 'owner' ? `+250 788 2${String(n).padStart(5, '0')}` : undefined,
      },
    }).then(({ user, token }) => ({ id: user.id, token }));
  world.owners = await inBatches([...Array(ownerCount).keys()], 4, (n) => signUp('owner', n + 1));
  world.clients = await inBatches([...Array(clientCount).keys()], 4, (n) =>
    signUp('client', n + 1),
  );
  world.cars = await inBatches(world.owners, 4, async (owner, n) => {
    const { data } = await must(201, base, 'POST', '/api/cars', {
      token: owner.token,
      body: carForm(benchCarFields(n, `Bench car ${n}: kept for the scale benchmark.`), [
        world.photos[n],
      ]),
    });
    return { id: data.id, owner };
  });
  world.chats = await inBatches(world.clients, 4, async (client, n) => {
    const car = world.cars[n % world.cars.length];
    const { data } = await must(201, base, 'POST', '/api/chats', {
      token: client.token,
      body: { recipient_id: car.owner.id, related_to_type: 'car', related_to_id: car.id },
    });
    return { id: data.id, client, owner: car.owner };
  });
}

/** A live stream for `person`, opened straight on `processBase`; counts `message` events. */
async function listen(processBase, person) {
  const { data } = await must(201, processBase, 'POST', '/api/events/ticket', {
    token: person.token,
  });
  const controller = new AbortController();
  const received = new Set();
  const response = await fetch(`${processBase}/api/events?ticket=${data.ticket}`, {
    signal: controller.signal,
  });
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (const match of buffer.matchAll(/event: message\nid: (\d+)/g))
          received.add(Number(match[1]));
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 1);
      }
    } catch {
      // closed
    }
  })();
  return { received, close: () => controller.abort() };
}

async function main() {
  ensureServerBuilt();
  const database = `kodesha_scale_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const s3Dir = await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  const proxy = startProxy();
  await proxy.listen();
  const dataDirs = [];
  let servers = [];
  const env = (index) => ({
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDirs[index],
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: '1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    REGISTER_LIMIT: '100000',
    TRUST_PROXY: '1',
    PUBLIC_URL: base,
  });
  const startCluster = async (count) => {
    await Promise.all(servers.map((server) => server.stop()));
    while (dataDirs.length < count)
      dataDirs.push(await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-scale-')));
    servers = Array.from({ length: count }, (_, i) => startServer(backendBase(i), env(i)));
    await Promise.all(servers.map((server) => server.ready()));
    proxy.setBackends(servers.map((_, i) => backendBase(i)));
  };
  const acknowledged = { bookings: [], confirmations: [], messages: [] };
  const failures = [];
  let listener;
  try {
    const world = { photos: await photos(200), uploads: 100, pending: [] };
    await startCluster(Math.max(...processCounts));
    const setupStarted = performance.now();
    await setUp(world);
    console.log(
      `Database ${database}, S3 at :${s3Port}: ${ownerCount} owners with a car, ${clientCount} clients and chats, set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s. ${concurrency} clients at once, ${duration} s a run, ${os.cpus().length} cores shared by all processes.`,
    );
    for (const count of processCounts) {
      await startCluster(count);
      report(
        `${count} process${count > 1 ? 'es' : ''}`,
        duration,
        await mixedLoad(world, duration, acknowledged),
      );
    }

    // Kill -9 one of four in the middle of the load.
    await startCluster(4);
    const victim = backendBase(1);
    const survivor = backendBase(0);
    const watched = world.chats[0];
    listener = await listen(survivor, watched.owner);
    const sentAfterKill = [];
    let killedAt;
    let inFlight = new Set();
    // In flight on it: what it was answering when killed, and what still reached it
    // between the signal and its end (its port accepts until the process is gone).
    const killer = setTimeout(
      () => {
        const watch = proxy.watch(victim);
        inFlight = watch.ids;
        killedAt = Date.now();
        servers[1].kill9();
        void servers[1].exited.then(watch.stop);
      },
      (duration * 1000) / 2,
    );
    const chatAfterKill = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (duration * 1000) / 2 + 300));
      for (let i = 0; i < 5; i += 1) {
        const answer = await call(base, 'POST', '/api/messages', {
          token: watched.client.token,
          body: { chat_id: watched.id, content: `After the kill ${i}` },
        });
        if (answer.status === 201) {
          sentAfterKill.push(answer.json.data.id);
          acknowledged.messages.push(answer.json.data.id);
        }
      }
    })();
    const killRun = await mixedLoad(world, duration, acknowledged);
    clearTimeout(killer);
    await chatAfterKill;
    report('4, one killed -9 midway', duration, killRun);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    // The checks, in SQL on the database itself.
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const missing = async (table, ids) =>
      ids.length === 0
        ? 0
        : (await db.query(`select count(*)::int as n from ${table} where id = any($1)`, [ids]))
            .rows[0].n;
    const bookingsFound = await missing('bookings', acknowledged.bookings);
    const confirmedFound = (
      await db.query(
        `select count(*)::int as n from bookings where id = any($1) and status in ('confirmed', 'completed')`,
        [acknowledged.confirmations],
      )
    ).rows[0].n;
    const messagesFound = await missing('messages', acknowledged.messages);
    const overlaps = (
      await db.query(`select count(*)::int as n from bookings a join bookings b
        on b.item_type = a.item_type and b.item_id = a.item_id and a.id < b.id
        where a.status = 'confirmed' and b.status = 'confirmed'
          and tstzrange(a.start_time, a.end_time, '[)') && tstzrange(b.start_time, b.end_time, '[)')`)
    ).rows[0].n;
    await db.end();
    const errorsAfter = proxy.errors.filter((error) => error.at >= (killedAt ?? Infinity));
    const strayErrors = proxy.errors.filter((error) => !inFlight.has(error.id));
    const liveReceived = sentAfterKill.filter((id) => listener.received.has(id)).length;
    console.log(
      [
        `Acknowledged bookings in the database: ${bookingsFound} of ${acknowledged.bookings.length}`,
        `Acknowledged confirmations still confirmed: ${confirmedFound} of ${acknowledged.confirmations.length}`,
        `Acknowledged messages in the database: ${messagesFound} of ${acknowledged.messages.length}`,
        `Confirmed bookings of one car overlapping each other: ${overlaps}`,
        `Chat after the kill: ${sentAfterKill.length} of 5 messages acknowledged, ${liveReceived} received live on a surviving process`,
        `Proxy errors: ${proxy.errors.length} (${errorsAfter.length} after the kill, ${inFlight.size} requests were in flight on the killed process), ${strayErrors.length} not among those`,
      ].join('\n'),
    );
    if (bookingsFound !== acknowledged.bookings.length)
      failures.push('an acknowledged booking is missing');
    if (confirmedFound !== acknowledged.confirmations.length)
      failures.push('an acknowledged confirmation is undone');
    if (messagesFound !== acknowledged.messages.length)
      failures.push('an acknowledged message is missing');
    if (overlaps > 0) failures.push('double booking');
    if (sentAfterKill.length < 5 || liveReceived < sentAfterKill.length)
      failures.push('chat did not go on');
    if (process.env.BENCH_VERBOSE)
      console.log(proxy.errors.map((error) => ({ ...error, at: error.at - killedAt })));
    if (strayErrors.length > 0)
      failures.push(
        `proxy errors for requests not in flight on the killed process: ${JSON.stringify(strayErrors.slice(0, 3))}`,
      );
  } finally {
    listener?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await proxy.close();
    await s3.close();
    for (const dir of [...dataDirs, s3Dir]) await rm(dir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
  console.log(failures.length ? `FAIL: ${failures.join('; ')}` : 'PASS');
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
