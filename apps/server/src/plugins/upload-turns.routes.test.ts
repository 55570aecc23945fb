import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../test/error-bodies.js';
import {
  bearer,
  createTestApp,
  multipartFile,
  tinyPng,
  type TestApp,
  type TestUser,
} from '../test/test-app.js';

// rules §9.12: requests with photos take turns. Phones dropping off mobile data hang up
// while they wait; the line must not keep their places, or every upload after them hangs.

let t: TestApp;
let port: number;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp({ uploadTurns: { running: 1, waiting: 5 } });
  port = await listen(t);
  client = await t.signUp('client');
});
afterAll(() => t.close());

async function listen(app: TestApp): Promise<number> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return (app.app.server.address() as { port: number }).port;
}

/** A licence upload as raw HTTP: its head, and its body in two halves. */
function licenceUpload(user: TestUser) {
  const form = multipartFile('license_image', 'licence.png', tinyPng, 'image/png');
  const head =
    `POST /api/account/license HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
    `Authorization: ${bearer(user).authorization}\r\n` +
    `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`;
  const half = Math.floor(form.payload.length / 2);
  return { head, first: form.payload.subarray(0, half), rest: form.payload.subarray(half) };
}

/** Opens a connection; `answer` resolves with what came back once the server closes it. */
function open(to = port): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    const answer = new Promise<string>((done) => socket.on('close', () => done(text)));
    socket.once('connect', () => resolve({ socket, answer }));
    socket.once('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function health(app = t): Promise<number> {
  return (await app.app.inject({ url: '/api/health' })).statusCode;
}

describe('upload turns over real connections', () => {
  it('two uploads abandoned while waiting their turn leave the line: the next upload succeeds', async () => {
    // The first upload takes the one turn and sends half its body.
    const holder = await open();
    const upload = licenceUpload(client);
    holder.socket.write(upload.head);
    holder.socket.write(upload.first);
    await pause(300);

    // Two more send their headers and wait; then their phones drop off the network.
    for (let n = 0; n < 2; n += 1) {
      const abandoned = await open();
      const theirs = licenceUpload(client);
      abandoned.socket.write(theirs.head);
      abandoned.socket.write(theirs.first);
      await pause(300);
      abandoned.socket.destroy();
    }
    await pause(100);

    // The first finishes and is answered; its turn ends.
    holder.socket.write(upload.rest);
    expect(await holder.answer).toMatch(/^HTTP\/1\.1 200 /);

    // A normal upload afterwards gets its turn at once.
    const next = await open();
    const nextUpload = licenceUpload(client);
    next.socket.write(
      Buffer.concat([Buffer.from(nextUpload.head), nextUpload.first, nextUpload.rest]),
    );
    const started = Date.now();
    expect(await next.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await health()).toBe(200);
  });

  it('a turn whose client hangs up mid-body goes to the one waiting', async () => {
    const holder = await open();
    const upload = licenceUpload(client);
    holder.socket.write(upload.head);
    holder.socket.write(upload.first);
    await pause(300);

    const waiting = await open();
    const theirs = licenceUpload(client);
    waiting.socket.write(Buffer.concat([Buffer.from(theirs.head), theirs.first, theirs.rest]));
    await pause(300);
    holder.socket.destroy();
    expect(await waiting.answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('/api/health and a stuck line', () => {
  // A server that never gives a turn (none run at once) and a request time limit of 1 s:
  // whoever waits longer than that waits in a line that does not move.
  let stuck: TestApp;
  let stuckPort: number;
  beforeAll(async () => {
    stuck = await createTestApp({
      uploadTurns: { running: 0, waiting: 5 },
      requestTimeouts: {
        headersMs: 500,
        requestMs: 1_000,
        bodyWindowMs: 10_000,
        minBodyBytes: 1,
        checkEveryMs: 30_000,
      },
    });
    stuckPort = await listen(stuck);
  });
  afterAll(() => stuck.close());

  it('says so with a 503 while people wait in a line that has not moved; ok once it is empty', async () => {
    const user = await stuck.signUp('client');
    const waiting = await open(stuckPort);
    const upload = licenceUpload(user);
    waiting.socket.write(upload.head);
    waiting.socket.write(upload.first);
    await pause(1_300);
    const answer = await stuck.app.inject({ url: '/api/health' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(errorBody('server.uploadsStuck'));

    waiting.socket.destroy();
    await pause(100);
    expect(await health(stuck)).toBe(200);
  });
});
