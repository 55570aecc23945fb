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
  t = await createTestApp({ requestTimeouts: timeouts, uploadTurns: { running: 0, waiting: 5 } });
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
