import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { burstAbove, countTraffic, createTraffic } from './traffic.js';

// rules §10.1: work that can wait (the outbox's relay) gives way to a burst of requests:
// it waits for the burst to ease, never longer than its bound; ordinary traffic (a few
// requests at a time) does not hold it.

const traffic = createTraffic();
const app = Fastify();
const gate = { open: () => {}, shut: Promise.resolve() };
let inHand = 0;
beforeAll(async () => {
  countTraffic(app, traffic);
  app.get('/slow', async () => {
    inHand += 1;
    await gate.shut;
    return { ok: true };
  });
  app.get('/stream', { config: { longLived: true } }, async () => {
    inHand += 1;
    await gate.shut;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Whether `promise` has resolved once everything already due has run. */
async function settled(promise: Promise<boolean>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

const url = (path: string) =>
  `http://127.0.0.1:${(app.server.address() as { port: number }).port}${path}`;

/** `count` requests to `path`, answered once `gate.open()` is called. */
async function holdRequests(count: number, path = '/slow') {
  gate.shut = new Promise<void>((resolve) => (gate.open = resolve));
  inHand = 0;
  const answers = Array.from({ length: count }, () => fetch(url(path)));
  await expect.poll(() => inHand).toBe(count);
  return answers;
}

describe('a burst of requests in hand', () => {
  it('ordinary traffic does not hold the wait', async () => {
    const answers = await holdRequests(burstAbove);
    expect(await settled(traffic.calm(60_000))).toBe(true);
    gate.open();
    for (const answer of await Promise.all(answers)) expect(answer.status).toBe(200);
  });

  it('a burst holds the wait until enough of its answers are sent', async () => {
    const answers = await holdRequests(burstAbove + 3);
    const calm = traffic.calm(60_000);
    expect(await settled(calm)).toBe(false);
    gate.open();
    for (const answer of await Promise.all(answers)) expect(answer.status).toBe(200);
    await expect.poll(() => settled(calm)).toBe(true);
    expect(await calm).toBe(true); // it eased
  });

  it('streams that stay open are not work in hand', async () => {
    const streams = await holdRequests(burstAbove + 3, '/stream');
    expect(await settled(traffic.calm(60_000))).toBe(true);
    gate.open();
    for (const stream of await Promise.all(streams)) expect(stream.status).toBe(200);
  });

  it('waits no longer than its bound when the burst goes on', async () => {
    vi.useFakeTimers();
    try {
      const busy = createTraffic();
      for (let i = 0; i <= burstAbove; i += 1) busy.started();
      const calm = busy.calm(250);
      expect(await settledWith(calm, 249)).toBe(false);
      expect(await settledWith(calm, 1)).toBe(true);
      expect(await calm).toBe(false); // the burst goes on
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Whether `promise` resolved after the fake clock moved `ms` on. */
async function settledWith(promise: Promise<boolean>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}
