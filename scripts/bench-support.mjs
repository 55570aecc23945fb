// What the benchmarks share: a fresh server build, servers started as child processes,
// setup calls through the API, signups from distinct addresses, batches and percentiles.
import { readFile } from 'node:fs/promises';
import { spawn, execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** The newest modification time under `dir`, in ms (0 when it does not exist). */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export const builtServer = 'apps/server/dist/server.js';

/** Builds the server when its bundle is missing or older than its sources. */
export function ensureServerBuilt() {
  const sources = Math.max(newestMtime('apps/server/src'), newestMtime('packages/domain/src'));
  if (!existsSync(builtServer) || statSync(builtServer).mtimeMs < sources) {
    console.log('building the server…');
    execSync('npm run build -w @kodesha/server', { stdio: 'inherit' });
  }
}

/**
 * The built server on `base`'s port, behind a trusted proxy (TRUST_PROXY=1) so each
 * signup can name its own address. It never outlives this process. `root`: the checkout
 * whose build runs (this one unless named).
 */
export function startServer(base, env, root = '.') {
  const child = spawn(process.execPath, [path.join(root, builtServer)], {
    cwd: root,
    env: {
      ...process.env,
      PORT: new URL(base).port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  const killOnExit = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    /** The server's process id (its CPU time is read from /proc by the benches that report it). */
    pid: child.pid,
    async ready() {
      for (let attempt = 0; attempt < 240; attempt += 1) {
        if (child.exitCode !== null) throw new Error('the server stopped during start-up');
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error('the server did not start');
    },
    kill() {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
    /** Resolves when the process has ended. */
    exited: stopped,
    /** Gone at once, as a lost machine: no stop, nothing finished. */
    kill9() {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await stopped;
      process.off('exit', killOnExit);
    },
  };
}

/** One API call, timed from sending to the last byte of the answer; `body` JSON or a FormData. */
export async function call(base, method, url, { token, body, headers = {} } = {}) {
  const started = performance.now();
  const asIs = body === undefined || body instanceof FormData;
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(asIs ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: asIs ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, ms };
}

/** A setup call that must answer `expected`; its answer is shown when it does not. */
export async function must(expected, base, method, url, options) {
  const answer = await call(base, method, url, options);
  if (answer.status !== expected)
    throw new Error(`${method} ${url}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.json;
}

/** Runs `task` over `items`, `limit` at a time, keeping the order of the results. */
export async function inBatches(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Nearest-rank percentile of sorted latencies. */
export function percentileOf(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

let signups = 0;
/**
 * `POST /api/register` from an address of its own (signups are limited per address):
 * `Bench Owner 3`, `bench-<label>-owner-3@bench.kodesha.rw`. Owners get a phone.
 */
export async function signUp(base, { label, role, n, password }) {
  signups += 1;
  const address = `10.${(signups >> 16) & 255}.${(signups >> 8) & 255}.${signups & 255}`;
  const { user, token } = await must(201, base, 'POST', '/api/register', {
    headers: { 'x-forwarded-for': address },
    body: {
      name: `Bench ${role === 'owner' ? 'Owner' : 'Client'} ${n}`,
      email: `bench-${label}-${role}-${n}@bench.kodesha.rw`,
      password,
      password_confirmation: password,
      role,
      phone_number: role === 'owner' ? `+250 788 1${String(signups).padStart(5, '0')}` : undefined,
    },
  });
  return { id: user.id, token };
}

/** A 1×1 PNG: a bench car's photo, cheap to re-encode. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A form's fields and photos as multipart: lists as JSON text, `photos` (buffers) under
 * `images`, each named by its first bytes' type.
 */
export function carForm(fields, photos) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    form.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  photos.forEach((bytes, index) => {
    const isPng = bytes[0] === 0x89;
    const type = isPng ? 'image/png' : 'image/jpeg';
    form.append('images', new Blob([bytes], { type }), `photo-${index}.${isPng ? 'png' : 'jpg'}`);
  });
  return form;
}

/**
 * A car as the owner's form would send it, with one tiny photo: linked photos are fetched
 * by the server (rules §2.3), and a bench has no photo host to link to.
 */
export const benchCar = (n, description) => carForm(benchCarFields(n, description), [tinyPng]);

/** A bench car's text fields. */
export const benchCarFields = (n, description) => ({
  make: ['Toyota', 'Suzuki', 'Nissan', 'Hyundai', 'Kia'][n % 5],
  model: ['RAV4', 'Swift', 'X-Trail', 'Tucson', 'Sportage'][n % 5],
  year: new Date().getFullYear(),
  car_type: 'sedan',
  description,
  location: 'Kigali',
  price_per_hour: 5000,
  availability_notes: 'Any time',
  available_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  available_from_hour: 0,
  available_to_hour: 24,
  features: ['Air conditioning'],
});

/** autocannon reports p97.5, not p95; its histogram has p90 and p97.5 around it. */
export function p95Of(result) {
  const { p90, p97_5: p975 } = result.latency;
  return Math.round(p90 + ((p975 - p90) * (95 - 90)) / (97.5 - 90));
}

/** autocannon against `base` as one signed-in person, each request the next of `paths`. */
export function loadPaths({ base, connections, duration, token, paths }) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration,
        headers: { authorization: `Bearer ${token}` },
        requests: [
          {
            setupRequest: (request) => {
              request.path = paths[next++ % paths.length];
              return request;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * The CPU time a process has used so far, in microseconds (user + system, from
 * /proc/<pid>/stat), or undefined where there is no /proc. Ticks are 1/100 s on Linux.
 */
export async function cpuMicrosOf(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}
