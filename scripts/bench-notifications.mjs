// `npm run bench:notifications`: two server processes on one PostgreSQL database, a local
// stand-in for Africa's Talking (HTTP) and an SMTP catcher in this process. Owners verify
// their phones by SMS code; then 1,000 booking requests from 200 clients over 20 s, sent
// to both processes in turn. Every provider must get exactly one SMS and one email per
// request; prints p50/p95 from each request's 201 to the gateway's receipt of its SMS.
// Then 500 more requests from 100 other clients while one process is killed with SIGKILL
// in the middle: nothing may be sent twice, and every SMS and email row must end `sent`
// except those the killed process had in hand (they end `unknown` once their lease runs
// out, and the SQL below counts them as still `queued` under a dead lease meanwhile).
// Then one more request whose SMS, once the gateway took it, sees every database connection
// cut before the gateway answers: it must still arrive once, never be handed over again.
//
// Env: BENCH_REQUESTS (1000), BENCH_SECONDS (20), BENCH_CLIENTS (200), BENCH_OWNERS (50),
// BENCH_KILL_REQUESTS (500), BENCH_PORT (3103; the second process takes BENCH_PORT_2,
// 31030), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: a fresh database
// is made there and dropped afterwards), BENCH_KEEP=1 keeps it.
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import {
  benchCar,
  call,
  ensureServerBuilt,
  inBatches,
  must,
  percentileOf,
  signUp,
  startServer,
} from './bench-support.mjs';

const requestCount = Number(process.env.BENCH_REQUESTS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 200);
const ownerCount = Number(process.env.BENCH_OWNERS ?? 50);
const killRequests = Number(process.env.BENCH_KILL_REQUESTS ?? 500);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const bases = [
  `http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 3103)}`,
  `http://127.0.0.1:${Number(process.env.BENCH_PORT_2 ?? 31030)}`,
];
const password = 'bench-password-1';
const webhookToken = 'bench-delivery-reports-token-000';

/** What the stand-in gateway took: each SMS with the moment it arrived. */
const smsReceived = [];
const mailReceived = [];

/**
 * Set, the next SMS taken runs it before the gateway answers: the servers' database
 * connections are cut the moment after the hand-over, as a database failing then would.
 */
let beforeAnswering;

function startGateway() {
  let counter = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      const form = new URLSearchParams(body);
      counter += 1;
      smsReceived.push({ to: form.get('to'), message: form.get('message'), at: Date.now() });
      const once = beforeAnswering;
      beforeAnswering = undefined;
      await once?.();
      response.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1',
            Recipients: [{ statusCode: 101, status: 'Success', messageId: `ATXid_${counter}` }],
          },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })),
  );
}

function startMail() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          mailReceived.push({ to: mail.to?.value?.[0]?.address, text: mail.text ?? '' });
          done();
        })
        .catch(done);
    },
  });
  // The killed process's open connections reset: that is expected, not a reason to stop.
  server.on('error', () => undefined);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.server.address().port })),
  );
}

/** Tomorrow at 06:00 in Kigali, as UTC ms: every request gets an hour of its own. */
function tomorrowMorning() {
  const kigali = new Date(Date.now() + 2 * 3_600_000);
  return Date.UTC(kigali.getUTCFullYear(), kigali.getUTCMonth(), kigali.getUTCDate() + 1, 4);
}

const refOf = (id) => `B${String(id).padStart(7, '0')}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `plan` spread evenly over `spanMs`, each to one process in turn; answers when all answered. */
async function spread(plan, spanMs, onSent) {
  const started = performance.now();
  const answers = await Promise.all(
    plan.map(async (item, i) => {
      await sleep((spanMs * i) / plan.length);
      const base = bases[i % bases.length];
      const answer = await call(base, 'POST', '/api/bookings', {
        token: item.client.token,
        body: {
          item_type: 'car',
          item_id: item.car.id,
          start_time: new Date(item.start).toISOString(),
          end_time: new Date(item.start + 3_600_000).toISOString(),
        },
      }).catch((error) => ({ status: 0, error }));
      const answeredAt = Date.now();
      onSent?.(i);
      return { ...answer, answeredAt, car: item.car };
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/**
 * Waits until nothing is on its way: no delivery queued and no event still to be worked out
 * into its notifications (a delivery exists only once its event has been; counting queued
 * deliveries alone, the last events of a burst could be counted missing). Answers how many
 * deliveries are still queued.
 */
async function settle(db, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query(
      `select (select count(*)::int from notification_deliveries where status = 'queued') as queued,
              (select count(*)::int from outbox_events where processed_at is null) as events`,
    );
    const { queued, events } = rows[0];
    if ((queued === 0 && events === 0) || Date.now() > until) return queued;
    await sleep(500);
  }
}

async function main() {
  ensureServerBuilt();
  const gateway = await startGateway();
  const mail = await startMail();
  const database = `kodesha_bench_notifications_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  let db = new pg.Client({ connectionString: url.toString() });
  // Phase 3 cuts every connection to the database, this one too.
  db.on('error', () => undefined);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-notifications-'));
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'africastalking',
    AT_USERNAME: 'bench',
    AT_API_KEY: 'bench-key',
    AT_BASE_URL: `http://127.0.0.1:${gateway.port}`,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    MAIL_FROM: 'Kodesha <no-reply@bench.kodesha.rw>',
    SMS_WEBHOOK_TOKEN: webhookToken,
    PUBLIC_URL: 'http://bench.kodesha.rw',
  };
  const first = startServer(bases[0], env);
  let second;
  let pass = false;
  try {
    await first.ready(); // migrations run once, here
    second = startServer(bases[1], env);
    await second.ready();
    await db.connect();

    const setupStarted = performance.now();
    const owners = await inBatches(
      Array.from({ length: ownerCount }, (_, n) => n + 1),
      8,
      (n) => signUp(bases[0], { label: 'notifications', role: 'owner', n, password }),
    );
    // Each owner verifies their phone with the code the gateway took (rules §10.7).
    for (const owner of owners) {
      const taken = smsReceived.length;
      await must(202, bases[0], 'POST', '/api/me/phone/verification', { token: owner.token });
      // The code goes by the outbox, a moment after the answer (rules §10.3).
      while (smsReceived.length === taken) await sleep(20);
      const code = /\b(\d{6})\b/.exec(smsReceived.at(-1).message)[1];
      await must(200, bases[0], 'POST', '/api/me/phone/verify', {
        token: owner.token,
        body: { code },
      });
    }
    const cars = await inBatches(owners, 8, async (owner, n) => {
      const { data } = await must(201, bases[0], 'POST', '/api/cars', {
        token: owner.token,
        body: benchCar(n + 1, `Bench car ${n + 1}: kept clean, serviced, ready for trips.`),
      });
      return { id: data.id, owner };
    });
    const clients = await inBatches(
      Array.from({ length: clientCount + Math.ceil(killRequests / 5) }, (_, n) => n + 1),
      8,
      (n) => signUp(bases[n % 2], { label: 'notifications', role: 'client', n, password }),
    );
    console.log(
      `setup: ${owners.length} owners (phones verified), ${cars.length} cars, ${clients.length} clients in ${Math.round((performance.now() - setupStarted) / 1000)} s`,
    );
    smsReceived.length = 0;

    const morning = tomorrowMorning();
    const perCar = new Map();
    const planOf = (count, clientPool) =>
      Array.from({ length: count }, (_, i) => {
        const car = cars[i % cars.length];
        const slot = perCar.get(car.id) ?? 0;
        perCar.set(car.id, slot + 1);
        return {
          car,
          client: clientPool[i % clientPool.length],
          start: morning + slot * 2 * 3_600_000,
        };
      });

    // Phase 1: the burst.
    const burst = await spread(planOf(requestCount, clients.slice(0, clientCount)), seconds * 1000);
    const created = burst.answers.filter((answer) => answer.status === 201);
    const leftQueued = await settle(db, 60_000);
    const smsByRef = new Map();
    for (const sms of smsReceived) {
      const ref = /Ref (B\d{7})/.exec(sms.message)?.[1];
      if (ref) smsByRef.set(ref, [...(smsByRef.get(ref) ?? []), sms]);
    }
    const delays = created
      .map((answer) => {
        const got = smsByRef.get(refOf(answer.json.data.id));
        return got ? Math.max(0, got[0].at - answer.answeredAt) : Infinity;
      })
      .sort((a, b) => a - b);
    const twice = [...smsByRef.values()].filter((list) => list.length > 1).length;
    const missing = delays.filter((delay) => delay === Infinity).length;
    const mailsByLink = new Map();
    for (const one of mailReceived) {
      const id = /\/booking\/(\d+)/.exec(one.text)?.[1];
      if (id) mailsByLink.set(id, (mailsByLink.get(id) ?? 0) + 1);
    }
    const mailTwice = [...mailsByLink.values()].filter((count) => count > 1).length;
    const mailMissing = created.filter(
      (answer) => !mailsByLink.has(String(answer.json.data.id)),
    ).length;
    console.table([
      {
        phase: 'burst',
        requests: burst.answers.length,
        201: created.length,
        other: burst.answers.length - created.length,
        seconds: Math.round(burst.seconds),
        'sms missing': missing,
        'sms twice': twice,
        'email missing': mailMissing,
        'email twice': mailTwice,
        'p50 201→gateway ms': Math.round(percentileOf(delays.filter(Number.isFinite), 50)),
        'p95 201→gateway ms': Math.round(percentileOf(delays.filter(Number.isFinite), 95)),
        'still queued': leftQueued,
      },
    ]);

    // Phase 2: kill -9 one process with requests in flight.
    const before = smsReceived.length;
    let killedAt = -1;
    const killPlan = planOf(killRequests, clients.slice(clientCount));
    const killed = await spread(killPlan, 5_000, (i) => {
      if (killedAt < 0 && i >= killRequests / 2) {
        killedAt = i;
        second.kill9();
      }
    });
    const stillQueued = await settle(db, 30_000);
    const { rows: statuses } = await db.query(
      `select channel, status, count(*)::int as rows from notification_deliveries
       where channel <> 'in_app' group by channel, status order by channel, status`,
    );
    const { rows: dupes } = await db.query(
      `select count(*)::int as twice from (select notification_id, channel from notification_deliveries where notification_id is not null group by 1, 2 having count(*) > 1) d`,
    );
    const smsRefs = smsReceived.slice(before).map((sms) => /Ref (B\d{7})/.exec(sms.message)?.[1]);
    const sentTwice = smsRefs.length - new Set(smsRefs).size;
    console.table([
      {
        phase: 'kill -9',
        requests: killed.answers.length,
        201: killed.answers.filter((answer) => answer.status === 201).length,
        'lost with the process': killed.answers.filter((answer) => answer.status === 0).length,
        'sms taken': smsRefs.length,
        'sms sent twice': sentTwice,
        'rows twice': dupes[0].twice,
        'queued (dead lease)': stillQueued,
      },
    ]);
    console.table(statuses);

    // Phase 3: the database fails right after the gateway took an SMS. The surviving process
    // records it on a fresh connection, or leaves it unknown: it never hands it over again.
    // A client of its own: the others have used up their requests of the hour.
    const fresh = await signUp(bases[0], {
      label: 'notifications',
      role: 'client',
      n: 999_999,
      password,
    });
    const injected = planOf(1, [fresh])[0];
    beforeAnswering = () =>
      admin.query(
        `select count(pg_terminate_backend(pid))::int from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [database],
      );
    const one = await call(bases[0], 'POST', '/api/bookings', {
      token: injected.client.token,
      body: {
        item_type: 'car',
        item_id: injected.car.id,
        start_time: new Date(injected.start).toISOString(),
        end_time: new Date(injected.start + 3_600_000).toISOString(),
      },
    });
    const injectedRef = one.status === 201 ? refOf(one.json.data.id) : undefined;
    // The cut comes when the gateway takes the SMS: wait for it before connecting again.
    const waitUntil = Date.now() + 30_000;
    while (
      injectedRef &&
      Date.now() < waitUntil &&
      !smsReceived.some((sms) => sms.message.includes(injectedRef))
    )
      await sleep(100);
    await sleep(500);
    await db.end().catch(() => undefined);
    db = new pg.Client({ connectionString: url.toString() });
    db.on('error', () => undefined);
    await db.connect();
    await settle(db, 15_000);
    await sleep(5_000);
    const injectedSms = smsReceived.filter(
      (sms) => injectedRef && sms.message.includes(injectedRef),
    );
    const { rows: injectedRows } = injectedRef
      ? await db.query(
          `select d.status, d.provider_message_id from notification_deliveries d
           join notifications n on n.id = d.notification_id
           where d.channel = 'sms' and n.subject_type = 'booking' and n.subject_id = $1`,
          [one.json.data.id],
        )
      : { rows: [] };
    console.table([
      {
        phase: 'database fails after hand-over',
        request: one.status,
        'sms taken': injectedSms.length,
        'row status': injectedRows.map((row) => row.status).join(', '),
        'gateway id kept': injectedRows.some((row) => row.provider_message_id !== null),
      },
    ]);
    pass =
      missing === 0 &&
      twice === 0 &&
      mailTwice === 0 &&
      sentTwice === 0 &&
      dupes[0].twice === 0 &&
      one.status === 201 &&
      injectedSms.length === 1;
    console.log(pass ? 'PASS' : 'FAIL');
  } finally {
    await first.stop();
    await second?.stop();
    await db.end().catch(() => undefined);
    gateway.server.close();
    mail.server.close();
    if (process.env.BENCH_KEEP !== '1')
      await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(pass ? 0 : 1);
}

await main();
