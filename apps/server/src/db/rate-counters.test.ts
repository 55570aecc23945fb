import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../test/test-app.js';
import type { DatabaseHandle } from './client.js';
import { createRateCounters, type RateCounters } from './rate-counters.js';

const at = (iso: string) => new Date(`2030-01-06T${iso}Z`);
const minute = 60_000;

let handle: DatabaseHandle;
let counters: RateCounters;
beforeAll(async () => {
  handle = await openFreshDatabase();
  counters = createRateCounters(handle.db);
});
afterAll(() => handle.close());

const hitsOf = async (key: string, windowMs: number, now: Date) =>
  (await counters.hit([{ key, windowMs }], now))[0]!;

describe('rate counters (record 12)', () => {
  it('parallel hits on one counter are each counted once', async () => {
    const states = await Promise.all(
      Array.from({ length: 20 }, () => hitsOf('parallel', minute, at('08:00:00'))),
    );
    expect(states.map((state) => state.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => n + 1),
    );
  });

  it('a window is fixed: it counts on until its end, then starts again at 1', async () => {
    expect(await hitsOf('window', minute, at('08:00:00'))).toEqual({
      key: 'window',
      hits: 1,
      windowEndsAt: at('08:01:00'),
    });
    expect((await hitsOf('window', minute, at('08:00:59'))).hits).toBe(2);
    expect(await hitsOf('window', minute, at('08:01:00'))).toEqual({
      key: 'window',
      hits: 1,
      windowEndsAt: at('08:02:00'),
    });
  });

  it('one hit counts on several counters at once, each with its own window', async () => {
    const states = await counters.hit(
      [
        { key: 'several:hour', windowMs: 60 * minute },
        { key: 'several:minute', windowMs: minute },
      ],
      at('09:00:00'),
    );
    expect(new Map(states.map((state) => [state.key, state.windowEndsAt.getTime()]))).toEqual(
      new Map([
        ['several:hour', at('10:00:00').getTime()],
        ['several:minute', at('09:01:00').getTime()],
      ]),
    );
  });

  it('takes a hit back only while the window runs; clears and sweeps', async () => {
    await hitsOf('back', minute, at('10:00:00'));
    await hitsOf('back', minute, at('10:00:00'));
    await counters.takeBack(['back'], at('10:00:30'));
    expect((await hitsOf('back', minute, at('10:00:40'))).hits).toBe(2);

    await counters.clear(['back']);
    expect((await hitsOf('back', minute, at('10:00:50'))).hits).toBe(1);

    await hitsOf('ended', minute, at('10:00:00'));
    expect(await counters.sweep(at('10:01:30'))).toBeGreaterThanOrEqual(1);
    // The window of 'back' (from 10:00:50) runs on: it stays.
    expect((await hitsOf('back', minute, at('10:01:40'))).hits).toBe(2);
    expect((await hitsOf('ended', minute, at('10:01:40'))).hits).toBe(1);
  });
});
