// `npm run bench:chat`: live chat delivery across two server processes on one PostgreSQL
// database (rules §5.8). 200 people each hold one Server-Sent Events stream, half on process
// A and half on process B; every conversation pairs a client with an owner on the other
// process. Messages are posted at a steady rate (100/s for 20 s by default), alternately
// through A and B, and each is timed from just before its POST leaves to its arrival on
// the recipient's stream. Prints p50/p95/p99 delivery latency and the count of lost
// messages (posted, answered 201, never delivered). PASS when nothing is lost, no post
// failed and p95 is within the target (100 ms); the exit code says so.
//
// People, cars and chats are made through the API (passwords and sessions are real). The
// servers run with TRUST_PROXY=1 and each signup names its own X-Forwarded-For address,
// as distinct people behind a reverse proxy would (signups are limited per address).
//
// Env: BENCH_PEOPLE (200 streams), BENCH_RATE (100 messages/s), BENCH_DURATION (20 s),
// BENCH_TARGET_P95 (100 ms), BENCH_PORT (3206; B takes the next port),
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: a fresh database is made on
// this server and dropped afterwards), BENCH_KEEP=1 to keep that database.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  benchCar,
  ensureServerBuilt,
  inBatches,
  must,
  percentileOf,
  signUp,
  startServer,
} from './bench-support.mjs';

const people = Number(process.env.BENCH_PEOPLE ?? 200);
const rate = Number(process.env.BENCH_RATE ?? 100);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const targetP95 = Number(process.env.BENCH_TARGET_P95 ?? 100);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3206);
const bases = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`];
const password = 'bench-password-1';
const signupConcurrency = 8;
/** After the last post, how long a late message may still arrive before it counts as lost. */
const graceMs = 5_000;

ensureServerBuilt();

/**
 * One person's stream, opened as the web does: a single-use pass, then
 * `GET /api/events?ticket=`. Calls `onMessage(id, atMs)` for each `message` event.
 */
async function openStream(base, person, onMessage) {
  const { data } = await must(201, base, 'POST', '/api/events/ticket', { token: person.token });
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/events?ticket=${data.ticket}`,
      { headers: { accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.startsWith('event: message')) continue;
            const id = /\nid: (\d+)/.exec(block)?.[1];
            if (id) onMessage(Number(id), at);
          }
        });
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

async function main() {
  const database = `kodesha_bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const dataDirs = [
    await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-chat-a-')),
    await mkdtemp(path.join(os.tmpdir(), 'kodesha-bench-chat-b-')),
  ];
  const servers = [];
  const streams = [];
  let passed = false;
  try {
    // One at a time: the first applies the migrations.
    for (const [index, base] of bases.entries()) {
      const server = startServer(base, { DATABASE_URL: url.toString(), DATA_DIR: dataDirs[index] });
      servers.push(server);
      await server.ready();
    }
    const setupStarted = performance.now();
    const pairs = Math.floor(people / 2);
    const pairNumbers = Array.from({ length: pairs }, (_, n) => n);
    // Pair n: the owner lives on process n % 2, the client on the other one.
    const home = (n, role) => bases[(n + (role === 'owner' ? 0 : 1)) % 2];
    const owners = await inBatches(pairNumbers, signupConcurrency, (n) =>
      signUp(home(n, 'owner'), { label: 'chat', role: 'owner', n: n + 1, password }),
    );
    const clients = await inBatches(pairNumbers, signupConcurrency, (n) =>
      signUp(home(n, 'client'), { label: 'chat', role: 'client', n: n + 1, password }),
    );
    const chats = await inBatches(pairNumbers, signupConcurrency, async (n) => {
      const { data: car } = await must(201, home(n, 'owner'), 'POST', '/api/cars', {
        token: owners[n].token,
        body: benchCar(n, `Bench car ${n + 1}, kept for the chat benchmark.`),
      });
      const { data: chat } = await must(201, home(n, 'client'), 'POST', '/api/chats', {
        token: clients[n].token,
        body: { recipient_id: owners[n].id, related_to_type: 'car', related_to_id: car.id },
      });
      return chat.id;
    });
    console.log(
      `PostgreSQL database ${database}: ${pairs} owners with a car each, ${pairs} clients and ${pairs} chats made through the API in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    // Each recipient's deliveries, by message id: when each arrived.
    const arrivals = new Map(); // `${personId}:${messageId}` → ms
    const record = (personId) => (messageId, at) => {
      const key = `${personId}:${messageId}`;
      if (!arrivals.has(key)) arrivals.set(key, at);
    };
    await inBatches(pairNumbers, 20, async (n) => {
      streams.push(await openStream(home(n, 'owner'), owners[n], record(owners[n].id)));
      streams.push(await openStream(home(n, 'client'), clients[n], record(clients[n].id)));
    });
    console.log(
      `${streams.length} streams open: ${pairs} on ${bases[0]} and ${pairs} on ${bases[1]}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Message i: pair i % pairs; clients and owners take turns writing; posted through
    // A and B in turn, so half of the messages cross from one process to the other.
    const total = Math.round(rate * duration);
    const sent = []; // { recipientId, messageId, postedAt }
    const failures = {};
    const posting = [];
    const started = performance.now();
    for (let i = 0; i < total; i += 1) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const n = i % pairs;
      const fromClient = Math.floor(i / pairs) % 2 === 0;
      const [sender, recipient] = fromClient ? [clients[n], owners[n]] : [owners[n], clients[n]];
      const base = bases[i % 2];
      const postedAt = performance.now();
      posting.push(
        fetch(`${base}/api/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
          body: JSON.stringify({ chat_id: chats[n], content: `Bench message ${i + 1}` }),
        })
          .then(async (response) => {
            const body = await response.json();
            if (response.status === 201)
              sent.push({ recipientId: recipient.id, messageId: body.data.id, postedAt });
            else failures[response.status] = (failures[response.status] ?? 0) + 1;
          })
          .catch((error) => {
            failures[error.code ?? 'network'] = (failures[error.code ?? 'network'] ?? 0) + 1;
          }),
      );
    }
    await Promise.all(posting);
    const postingSeconds = (performance.now() - started) / 1000;
    const deadline = performance.now() + graceMs;
    const missing = () => sent.filter((m) => !arrivals.has(`${m.recipientId}:${m.messageId}`));
    while (missing().length > 0 && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));

    const latencies = sent
      .filter((m) => arrivals.has(`${m.recipientId}:${m.messageId}`))
      .map((m) => arrivals.get(`${m.recipientId}:${m.messageId}`) - m.postedAt)
      .sort((a, b) => a - b);
    const lost = missing().length;
    const failed = Object.values(failures).reduce((sum, count) => sum + count, 0);
    const p95 = percentileOf(latencies, 95);
    console.table([
      {
        streams: streams.length,
        posted: total,
        'msg/s': Math.round(total / postingSeconds),
        delivered: latencies.length,
        lost,
        'failed posts': failed,
        'p50 ms': Math.round(percentileOf(latencies, 50)),
        'p95 ms': Math.round(p95),
        'p99 ms': Math.round(percentileOf(latencies, 99)),
        'max ms': Math.round(latencies.at(-1)),
      },
    ]);
    if (failed > 0) console.log('failed posts by status:', failures);
    passed = lost === 0 && failed === 0 && p95 <= targetP95;
    console.log(
      passed
        ? `PASS: every message delivered across two processes, p95 ${Math.round(p95)} ms ≤ ${targetP95} ms`
        : `FAIL: ${lost} lost, ${failed} failed posts, p95 ${Math.round(p95)} ms (target ≤ ${targetP95} ms)`,
    );
  } finally {
    for (const stream of streams) stream.close();
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP === '1') console.log(`kept database ${database}`);
    else await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
  process.exit(passed ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
