import { DomainError } from '@kodesha/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createImageWork, type ImageWorkLimits } from './image-work.js';

/** Every input sharp is opened on, so a test can count how often an upload was decoded. */
const opened: unknown[] = [];
const countingSharp = Object.assign((...args: Parameters<typeof sharp>) => {
  opened.push(args[0]);
  return sharp(...args);
}, sharp);

const limits = (overrides: Partial<ImageWorkLimits> = {}): ImageWorkLimits => ({
  running: 2,
  waiting: 3,
  maxWaitMs: 5_000,
  threads: 1,
  ...overrides,
});

/** A task that ends when the test says so. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { task: () => done, release };
}

const busy = (error: unknown) => error instanceof DomainError && error.code === 'image.busy';

describe('the image queue (rules §9.12)', () => {
  it('runs at most `running` images at once, the others in the order they came', async () => {
    const work = createImageWork(limits({ running: 2, waiting: 10 }));
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, () => held());
    const results = tasks.map((entry, index) =>
      work.run(async () => {
        started.push(index);
        await entry.task();
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    tasks[1]!.release();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const entry of tasks) entry.release();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses with image.busy (429) at once when the waiting line is full', async () => {
    const work = createImageWork(limits({ running: 1, waiting: 2 }));
    const gate = held();
    const accepted = [work.run(gate.task), work.run(gate.task), work.run(gate.task)];
    const started = Date.now();
    const refused = await work.run(gate.task).catch((error: unknown) => error);
    expect(busy(refused)).toBe(true);
    expect(Date.now() - started).toBeLessThan(100);
    gate.release();
    await Promise.all(accepted);
    await expect(work.run(async () => 'room again')).resolves.toBe('room again');
  });

  it('refuses an image that waited longer than maxWaitMs, and frees its place', async () => {
    const work = createImageWork(limits({ running: 1, waiting: 1, maxWaitMs: 50 }));
    const gate = held();
    const running = work.run(gate.task);
    const waited = await work.run(async () => 'late').catch((error: unknown) => error);
    expect(busy(waited)).toBe(true);
    const next = work.run(async () => 'next'); // the line has room again
    gate.release();
    await running;
    await expect(next).resolves.toBe('next');
  });

  it('a failing task frees its place for the next one', async () => {
    const work = createImageWork(limits({ running: 1, waiting: 1 }));
    const failing = work.run(() => Promise.reject(new Error('broken')));
    const after = work.run(async () => 'after');
    await expect(failing).rejects.toThrow('broken');
    await expect(after).resolves.toBe('after');
  });

  it('decodes an upload once for both sizes: the thumbnail comes from the detail pixels', async () => {
    const work = createImageWork(limits(), countingSharp);
    const bytes = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#2a6f97' },
    })
      .jpeg()
      .toBuffer();
    opened.length = 0;
    const photo = await work.publicPhoto({ bytes, type: 'image/jpeg' });
    // The header check and the decode share one opening of the upload.
    expect(opened.filter((input) => input === bytes)).toHaveLength(1);
    expect(await sharp(photo.detail).metadata()).toMatchObject({ format: 'webp', width: 1280 });
    expect(await sharp(photo.medium).metadata()).toMatchObject({ format: 'webp', width: 800 });
    expect(await sharp(photo.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 480 });
  });
});
