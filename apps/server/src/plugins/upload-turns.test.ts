import { EventEmitter } from 'node:events';
import { DomainError } from '@kodesha/domain';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUploadTurns, isWaitingForTurn } from './upload-turns.js';

/** A request as far as turns look at it: its raw message and that message's connection. */
const aRequest = () => {
  const socket = new EventEmitter();
  return { raw: { socket } } as unknown as FastifyRequest & { raw: { socket: EventEmitter } };
};

/** Whether a promise has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('upload turns (rules §9.12)', () => {
  it('lets a few requests in, keeps the rest waiting with their bodies unread, in order', async () => {
    const turns = createUploadTurns({ running: 1, waiting: 5 });
    const [first, second, third] = [aRequest(), aRequest(), aRequest()];
    await turns.take(first);
    const secondTurn = turns.take(second);
    const thirdTurn = turns.take(third);
    expect(await settled(secondTurn)).toBe(false);
    expect(isWaitingForTurn(second.raw)).toBe(true);
    expect(isWaitingForTurn(first.raw)).toBe(false);

    turns.end(first);
    expect(await settled(secondTurn)).toBe(true);
    expect(isWaitingForTurn(second.raw)).toBe(false);
    expect(await settled(thirdTurn)).toBe(false);
    turns.end(first); // a second end of the same turn frees nothing more
    expect(await settled(thirdTurn)).toBe(false);
  });

  it('ends a turn when the client goes away, so the next one starts', async () => {
    const turns = createUploadTurns({ running: 1, waiting: 5 });
    const [gone, next] = [aRequest(), aRequest()];
    await turns.take(gone);
    const nextTurn = turns.take(next);
    gone.raw.socket.emit('close');
    expect(await settled(nextTurn)).toBe(true);
    expect(gone.raw.socket.listenerCount('close')).toBe(0);
  });

  it('refuses one more than the line holds with a 429, and keeps the line as it was', async () => {
    const turns = createUploadTurns({ running: 1, waiting: 1 });
    const [first, second, third] = [aRequest(), aRequest(), aRequest()];
    await turns.take(first);
    const secondTurn = turns.take(second);
    const refused = await turns.take(third).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('image.busy');
    turns.end(first);
    expect(await settled(secondTurn)).toBe(true);
  });
});
