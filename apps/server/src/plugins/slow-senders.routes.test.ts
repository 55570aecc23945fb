import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app.js';
import { defaultRequestTimeouts, type RequestTimeouts } from './slow-senders.js';

/** Short timings, so a test sees a cut-off in a second or two. */
const timeouts: RequestTimeouts = {
  headersMs: 1_000,
  requestMs: 10_000,
  bodyWindowMs: 400,
  minBodyBytes: 64,
  checkEveryMs: 250,
};

let t: TestApp;
let port: number;
beforeAll(async () => {
  // No upload ever gets its turn here: one that waits must not be taken for a slow sender.
  t = await createTestApp({
    requestTimeouts: timeouts,
    uploadTurns: { running: 0, waiting: 5 },
    // No driver-profile write at all: each is answered 429 before its body is read.
    rateLimits: { driverWrite: [{ max: 0, timeWindow: 60_000 }] },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Opens a raw connection; `closed` resolves with how long after opening it was closed, and what came back. */
function rawConnection(): Promise<{
  socket: Socket;
  closed: Promise<{ afterMs: number; text: string }>;
}> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    const closed = new Promise<{ afterMs: number; text: string }>((done) => {
      socket.on('close', () => done({ afterMs: Date.now() - started, text }));
    });
    socket.on('error', () => undefined); // a reset is one way of being cut off
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** Writes one byte every `everyMs` until the connection closes. */
function trickle(socket: Socket, everyMs: number): () => void {
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write('a');
  }, everyMs);
  return () => clearInterval(timer);
}

describe('slow senders', () => {
  it('a body trickled a byte at a time is cut off after the first window', async () => {
    const { socket, closed } = await rawConnection();
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":"',
    );
    const stop = trickle(socket, 150);
    const { afterMs, text } = await closed;
    stop();
    expect(afterMs).toBeLessThan(2_500);
    expect(text).not.toContain('HTTP/1.1 2'); // nothing was answered as if it were a request
  });

  it('headers trickled a byte at a time are cut off at the headers timeout', async () => {
    const { socket, closed } = await rawConnection();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const stop = trickle(socket, 150);
    const { afterMs, text } = await closed;
    stop();
    expect(afterMs).toBeLessThan(3_000);
    expect(text).not.toContain('HTTP/1.1 200');
  });

  it('a body that arrives at a steady pace is answered', async () => {
    const { socket, closed } = await rawConnection();
    const body = JSON.stringify({ email: 'nobody@example.rw', password: 'x'.repeat(300) });
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // 100 bytes every 200 ms: slower than any real connection, above the short test minimum.
    for (let at = 0; at < body.length; at += 100) {
      socket.write(body.slice(at, at + 100));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { text } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 (401|422) /);
  });

  it('an upload waiting its turn is not cut off, though the server reads nothing of it', async () => {
    const owner = await t.signUp('owner');
    const { socket, closed } = await rawConnection();
    let open = true;
    void closed.then(() => (open = false));
    const boundary = 'kodesha-turn';
    socket.write(
      `POST /api/cars HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${bearer(owner).authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="make"\r\n\r\nToyota\r\n`,
    );
    // Four of the short windows with no byte sent: a sender this slow would be cut off.
    await new Promise((resolve) => setTimeout(resolve, 4 * timeouts.bodyWindowMs));
    expect(open).toBe(true);
    socket.destroy();
  });

  it('an early 401 closes a trickling connection: the answer, then the end', async () => {
    const { socket, closed } = await rawConnection();
    let answeredAt = 0;
    socket.on('data', () => (answeredAt ||= Date.now()));
    socket.write(
      'POST /api/users/update-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"current_password":"',
    );
    // 32 bytes every 100 ms: fast enough for the slow-sender check, slower than any upload.
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write('a'.repeat(32));
    }, 100);
    const { text } = await closed;
    clearInterval(timer);
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(answeredAt).toBeGreaterThan(0);
    expect(Date.now() - answeredAt).toBeLessThan(1_500);
  });

  it('a read request keeps its connection; a body too large for it is answered 413 and closed', async () => {
    const { socket, closed } = await rawConnection();
    socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.destroyed).toBe(false);
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n{',
    );
    const { text } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toContain('HTTP/1.1 413 ');
  });

  it('by default a trickling client is cut off well inside a minute', () => {
    const { headersMs, checkEveryMs, bodyWindowMs, minBodyBytes } = defaultRequestTimeouts;
    expect(headersMs + checkEveryMs).toBeLessThanOrEqual(30_000);
    expect(2 * bodyWindowMs).toBeLessThanOrEqual(30_000);
    // A phone on slow mobile data (a few kilobytes a second) is never cut off.
    expect(minBodyBytes / (bodyWindowMs / 1000)).toBeLessThanOrEqual(1024);
  });
});

describe('early answers that arrive (rules §9.12)', () => {
  /** A multipart form with a small photo, as a browser posts it, by real HTTP. */
  const photoForm = (size: number) => {
    const form = new FormData();
    form.append('make', 'Toyota');
    form.append('images', new Blob([Buffer.alloc(size, 7)], { type: 'image/jpeg' }), 'car.jpg');
    return form;
  };
  const post = (path: string, headers: Record<string, string> = {}, size = 1024) =>
    fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body: photoForm(size), headers });

  it('a multipart body without a token, with the wrong role, or over a limit is answered, and the answer is read', async () => {
    const client = await t.signUp('client');
    // Each answer closes its connection, so each is a new one: ten of each, as a reset
    // came at some of them, not all.
    for (let n = 0; n < 10; n += 1) {
      const noToken = await post('/api/cars');
      expect(noToken.status).toBe(401);
      expect(await noToken.json()).toMatchObject({ code: 'auth.unauthenticated' });
      expect((await post('/api/cars', bearer(client))).status).toBe(403);
      expect((await post('/api/admin/cars', bearer(client))).status).toBe(403);
    }
    const driver = await t.signUp('driver');
    for (let n = 0; n < 10; n += 1)
      expect((await post('/api/drivers', bearer(driver))).status).toBe(429);
    // A phone's photo, still being sent when the answer comes.
    expect((await post('/api/cars', bearer(client), 3_000_000)).status).toBe(403);
  });

  it('a client still sending when the answer comes is not reset: the server reads on, then closes', async () => {
    // A client that keeps its side open when ours ends, as a browser still uploading does.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    await new Promise((resolve) => socket.once('connect', resolve));
    let text = '';
    let failed: Error | undefined;
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', (error) => (failed = error));
    const ended = new Promise((resolve) => socket.once('end', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const body = 'a'.repeat(200_000);
    socket.write(
      `POST /api/users/update-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // The answer, then the end of the server's side: the client has not sent its body yet.
    await ended;
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    // The body, sent after the answer came, in pieces: taken and thrown away, not reset.
    for (let at = 0; at < body.length; at += 20_000) {
      socket.write(body.slice(at, at + 20_000));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.end();
    await closed;
    expect(failed).toBeUndefined();
  });

  it('a client that trickles on after the answer is cut: the server reads on 2 s at most', async () => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => undefined); // a reset is how it is cut
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('end', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      'POST /api/users/update-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
    );
    await ended;
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    const answeredAt = Date.now();
    const stop = trickle(socket, 50);
    await closed;
    stop();
    expect(Date.now() - answeredAt).toBeLessThan(6_000);
  });
});
