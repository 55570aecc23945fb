import { DomainError } from '@kodesha/domain';
import { describe, expect, it } from 'vitest';
import { createLoginTurns } from './login-throttle.js';

// rules §1.5: attempts on one account take turns in their lane, 2 at a time; a few more wait
// in order, each a bounded time; beyond either, 429.

const limits = { atOnce: 2, queue: { maxWaiting: 2, maxWaitMs: 200 } };

/** A piece of work that ends when the test says so. */
function held() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { end, work: () => ended };
}

describe('login turns', () => {
  it('runs 2 at once in a lane, the next wait in order and run when a turn is given back', async () => {
    const turns = createLoginTurns(limits);
    const [a, b, c, e] = [held(), held(), held(), held()];
    const order: string[] = [];
    const runs = [
      turns.run('lane', () => a.work().then(() => order.push('a'))),
      turns.run('lane', () => b.work().then(() => order.push('b'))),
      turns.run('lane', () => c.work().then(() => order.push('c'))),
      turns.run('lane', () => e.work().then(() => order.push('e'))),
    ];
    await Promise.resolve();
    expect(turns.size('lane')).toEqual({ running: 2, waiting: 2 });
    // Another lane is not held up by this one.
    await expect(turns.run('other', async () => 'done')).resolves.toBe('done');
    c.end(); // c has no turn yet: it cannot finish before a or b gives one back
    b.end();
    await runs[1];
    await runs[2];
    expect(order).toEqual(['b', 'c']);
    a.end();
    e.end();
    await Promise.all(runs);
    expect(order).toEqual(['b', 'c', 'a', 'e']);
    expect(turns.size('lane')).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once past the waiting line, and a waiter whose wait is over', async () => {
    const turns = createLoginTurns(limits);
    const [a, b] = [held(), held()];
    const running = [turns.run('lane', a.work), turns.run('lane', b.work)];
    const waiting = [turns.run('lane', async () => 1), turns.run('lane', async () => 2)];
    const refused = await turns.run('lane', async () => 3).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('auth.tooManyAttempts');
    // Nobody gives a turn back within 200 ms: both waiters are refused, and leave the line.
    const outcomes = await Promise.allSettled(waiting);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(turns.size('lane')).toEqual({ running: 2, waiting: 0 });
    a.end();
    b.end();
    await Promise.all(running);
    expect(turns.size('lane')).toEqual({ running: 0, waiting: 0 });
  });

  it('a turn is given back when the work throws', async () => {
    const turns = createLoginTurns({ ...limits, atOnce: 1 });
    await expect(
      turns.run('lane', () => Promise.reject(new Error('wrong password'))),
    ).rejects.toThrow('wrong password');
    await expect(turns.run('lane', async () => 'next')).resolves.toBe('next');
  });
});
