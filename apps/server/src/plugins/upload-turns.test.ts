import { EventEmitter } from 'node:events';
import { DomainError } from '@kodesha/domain';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUploadTurns, isWaitingForTurn, RequestGoneError } from './upload-turns.js';

type FakeSocket = EventEmitter & { destroyed: boolean; hangUp(): void };

/** A request as far as turns look at it: its raw message and that message's connection. */
const aRequest = () => {
  const socket = Object.assign(new EventEmitter(), {
    destroyed: false,
    hangUp() {
      socket.destroyed = true;
      socket.emit('close');
    },
  }) as FakeSocket;
  return { raw: { socket } } as unknown as FastifyRequest & { raw: { socket: FakeSocket } };
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

  it('a request that goes away while it waits leaves the line; the turn passes it by', async () => {
    const turns = createUploadTurns({ running: 1, waiting: 5 });
    const [first, gone, alsoGone, next] = [aRequest(), aRequest(), aRequest(), aRequest()];
    await turns.take(first);
    const goneTurn = turns.take(gone).catch((error: unknown) => error);
    const alsoGoneTurn = turns.take(alsoGone).catch((error: unknown) => error);
    const nextTurn = turns.take(next);
    expect(turns.state().waiting).toBe(3);
    gone.raw.socket.hangUp();
    alsoGone.raw.socket.hangUp();
    expect(await goneTurn).toBeInstanceOf(RequestGoneError);
    expect(await alsoGoneTurn).toBeInstanceOf(RequestGoneError);
    expect(turns.state().waiting).toBe(1);
    expect(isWaitingForTurn(gone.raw)).toBe(false);
    expect(gone.raw.socket.listenerCount('close')).toBe(0);

    turns.end(first);
    expect(await settled(nextTurn)).toBe(true);
    expect(turns.state()).toMatchObject({ running: 1, waiting: 0 });
  });

  it('a turn handed to a request whose client is already gone goes to the next at once', async () => {
    const turns = createUploadTurns({ running: 1, waiting: 5 });
    const [first, gone, next] = [aRequest(), aRequest(), aRequest()];
    await turns.take(first);
    const goneTurn = turns.take(gone).catch((error: unknown) => error);
    const nextTurn = turns.take(next);
    // Gone without the connection saying so yet: found out when the turn comes.
    gone.raw.socket.destroyed = true;
    turns.end(first);
    expect(await goneTurn).toBeInstanceOf(RequestGoneError);
    expect(await settled(nextTurn)).toBe(true);
    // A request whose client left before it asked gets no turn at all.
    const late = aRequest();
    late.raw.socket.destroyed = true;
    expect(await turns.take(late).catch((error: unknown) => error)).toBeInstanceOf(
      RequestGoneError,
    );
    expect(turns.state()).toMatchObject({ running: 1, waiting: 0 });
  });

  it('no turn outlives the request’s time limit', async () => {
    const turns = createUploadTurns({ running: 1, waiting: 5 }, { maxHoldMs: 30 });
    const [stuck, next] = [aRequest(), aRequest()];
    await turns.take(stuck);
    const nextTurn = turns.take(next);
    expect(await settled(nextTurn)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await settled(nextTurn)).toBe(true);
    expect(stuck.raw.socket.listenerCount('close')).toBe(0);
    turns.end(next);
    expect(turns.state()).toEqual({ running: 0, waiting: 0, stuckForMs: 0 });
  });

  it('says the line is stuck when people wait and no turn began or ended for longer than a turn may last', async () => {
    let now = 0;
    const turns = createUploadTurns(
      { running: 1, waiting: 5 },
      { maxHoldMs: 60_000, now: () => now },
    );
    const [holder, waiter] = [aRequest(), aRequest()];
    await turns.take(holder);
    now = 120_000; // nobody waits: nothing is stuck, however long a turn seems to take
    expect(turns.state().stuckForMs).toBe(0);
    const waiting = turns.take(waiter);
    now = 180_000;
    expect(turns.state()).toEqual({ running: 1, waiting: 1, stuckForMs: 180_000 });
    turns.end(holder);
    await waiting;
    expect(turns.state().stuckForMs).toBe(0);
    turns.end(waiter);
  });
});
