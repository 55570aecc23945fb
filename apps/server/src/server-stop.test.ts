import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listeningOn } from './test/listening.js';

/**
 * A clean stop (record 22), on the built server as `npm start` runs it: a child process on
 * its own embedded database, sent SIGTERM while requests are in flight.
 */
const serverFolder = fileURLToPath(new URL('..', import.meta.url));
const builtServer = path.join(serverFolder, 'dist', 'server.js');

type Started = { child: ChildProcess; port: number; output: () => string; exit: Promise<number> };
const running: { child: ChildProcess; dataDir: string }[] = [];

async function startServer(env: Record<string, string>): Promise<Started> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kodesha-stop-'));
  const child = spawn(process.execPath, [builtServer], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push({ child, dataDir });
  const exit = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  const listening = listeningOn(child);
  const port = Number(new URL(await listening.base).port);
  return { child, port, output: listening.output, exit };
}

/** A login whose body is sent in two halves, the second once `release` resolves. */
function slowLogin(port: number, release: Promise<void>, agent?: http.Agent) {
  const body = JSON.stringify({ email: 'nobody@example.rw', password: 'not-the-password' });
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const request = http.request(
      {
        port,
        path: '/api/login',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection }),
        );
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    void release.then(() => request.end(body.slice(10)));
  });
}

function get(port: number, url: string, agent?: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ port, path: url, agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Each test starts a server process and stops it: bounded generously, so a slow or busy
 * machine passes on conditions met, not on time.
 */
const processTestMs = 120_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

beforeAll(() => {
  // What `npm start` runs: the bundle, built here from these sources.
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverFolder, stdio: 'ignore' });
}, 60_000);

afterEach(() => {
  for (const { child, dataDir } of running.splice(0)) {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('SIGTERM', { timeout: processTestMs }, () => {
  it('answers health with 503 while draining, finishes requests in flight and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '1500' });
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });
    expect((await get(server.port, '/api/health', keepAlive)).status).toBe(200);
    // An idle keep-alive connection, left open: it must not hold the stop.
    let letGo!: () => void;
    const release = new Promise<void>((resolve) => (letGo = resolve));
    const inFlight = slowLogin(server.port, release);
    await pause(200);

    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    await pause(300);
    const health = await get(server.port, '/api/health');
    expect(health.status).toBe(503);
    expect(health.connection).toBe('close');

    letGo();
    // The login's answer is the application's (wrong password), not a cut connection.
    expect((await inFlight).status).toBe(401);
    expect(await server.exit).toBe(0);
    // Drain (1.5 s) and the rest; nowhere near a keep-alive timeout or the 20 s deadline.
    expect(Date.now() - stopAsked).toBeLessThan(8_000);
    expect(server.output()).toContain('"msg":"stopped"');
    keepAlive.destroy();
  });

  it('waits for a request still arriving after the port closed', async () => {
    const server = await startServer({});
    let letGo!: () => void;
    const release = new Promise<void>((resolve) => (letGo = resolve));
    const inFlight = slowLogin(server.port, release);
    await pause(200);
    server.child.kill('SIGTERM');
    await pause(500);
    expect(server.child.exitCode).toBeNull();
    letGo();
    const answer = await inFlight;
    expect(answer.status).toBe(401);
    expect(answer.connection).toBe('close');
    expect(await server.exit).toBe(0);
  });

  it('ends live streams with a reconnect hint, and exits 0', async () => {
    const server = await startServer({});
    const origin = `http://127.0.0.1:${server.port}`;
    const post = async (url: string, body: unknown, token?: string) => {
      const response = await fetch(`${origin}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      expect(response.status, url).toBe(201);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const password = 'a-long-enough-password';
    const { token } = (await post('/api/register', {
      name: 'Stream Reader',
      email: 'reader@example.rw',
      password,
      password_confirmation: password,
      role: 'client',
    })) as { token: string };
    const { data } = (await post('/api/events/ticket', {}, token)) as { data: { ticket: string } };
    let text = '';
    const ended = new Promise<void>((resolve, reject) => {
      http
        .get(`${origin}/api/events?ticket=${data.ticket}`, (response) => {
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', resolve);
        })
        .on('error', reject);
    });
    while (!text.includes('retry: 3000')) await pause(50);

    server.child.kill('SIGTERM');
    await ended;
    // The last thing said: come back in 1 to 5 s (to another process, through the balancer),
    // as an event for the app and as the browser's own `retry`.
    const hint = /event: reconnect\ndata: \{"after_ms":(\d+)\}\n\nretry: (\d+)\n\n$/.exec(text);
    expect(hint).not.toBeNull();
    expect(Number(hint![1])).toBeGreaterThanOrEqual(1_000);
    expect(Number(hint![1])).toBeLessThanOrEqual(5_000);
    expect(hint![2]).toBe(hint![1]);
    expect(await server.exit).toBe(0);
  });

  it('is not held by clients that hung up, before or after their request reached its handler', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '200', SHUTDOWN_TIMEOUT_MS: '6000' });
    const hangUp = (body: string, length: number) => {
      const request = http.request({
        port: server.port,
        path: '/api/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': length },
      });
      request.on('error', () => undefined);
      request.write(body);
      return request;
    };
    const whole = JSON.stringify({ email: 'nobody@example.rw', password: 'not-the-password' });
    // Phones on weak signal: one gone while its body was arriving, others once the whole
    // login was sent, their handlers still at work (the password check takes a while).
    const gone = [hangUp(whole.slice(0, 10), whole.length)];
    for (let n = 0; n < 5; n += 1) gone.push(hangUp(whole, whole.length));
    await pause(20);
    for (const request of gone) request.destroy();
    await pause(1_000);

    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(4_000);
    expect(server.output()).not.toContain('still busy at the stop deadline');
  });

  it('stops anyway at SHUTDOWN_TIMEOUT_MS when a request never ends', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const never = slowLogin(server.port, new Promise<void>(() => undefined)).catch(
      () => 'cut' as const,
    );
    await pause(200);
    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(1);
    expect(Date.now() - stopAsked).toBeLessThan(5_000);
    expect(await never).toBe('cut');
    expect(server.output()).toContain('still busy at the stop deadline');
  });
});
