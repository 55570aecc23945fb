import { carListTotalCap, type CarView, type Page } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carImages, cars } from '../../db/schema/cars.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// rules §2.6: the public list counts its matches up to carListTotalCap; past it the total
// reads as the cap, marked `total_capped`. Cars are written straight to the database: the
// count is what is tested here, not how a car is listed (cars.routes.test.ts).

const toyotas = carListTotalCap; // exactly the cap: counted exactly
const suzukis = 3;
const hiddenToyotas = 5;
const start = Date.parse('2026-03-02T08:00:00Z');

let t: TestApp;
/** Every active car's id, newest first, ties by the latest id (rules §2.6). */
let newestFirst: number[];
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signUp('owner');
  const car = (index: number, make: string, isActive = true) => ({
    ownerId: owner.id,
    make,
    model: `Model ${index}`,
    year: 2020,
    carType: 'sedan' as const,
    description: 'A test car',
    location: index % 2 === 0 ? ('Kigali' as const) : ('Huye' as const),
    pricePerHour: 5000 + (index % 7) * 1000,
    availableDays: 127,
    availableFromHour: 0,
    availableToHour: 24,
    features: ['Air conditioning'],
    isActive,
    // Pairs of cars share a minute, so the order's tie-break by id is exercised.
    createdAt: new Date(start + Math.floor(index / 2) * 60_000),
  });
  const rows = [
    ...Array.from({ length: toyotas }, (_, i) => car(i, 'Toyota')),
    ...Array.from({ length: suzukis }, (_, i) => car(toyotas + i, 'Suzuki')),
    ...Array.from({ length: hiddenToyotas }, (_, i) => car(toyotas + suzukis + i, 'Toyota', false)),
  ];
  const inserted = await t.db
    .insert(cars)
    .values(rows)
    .returning({ id: cars.id, createdAt: cars.createdAt, isActive: cars.isActive });
  newestFirst = inserted
    .filter((row) => row.isActive)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((row) => row.id);
  // The newest car has two photos, stored out of order.
  await t.db.insert(carImages).values([
    { carId: newestFirst[0]!, position: 1, sourceUrl: 'https://example.rw/second.jpg' },
    { carId: newestFirst[0]!, position: 0, sourceUrl: 'https://example.rw/first.jpg' },
  ]);
}, 60_000);
afterAll(() => t.close());

async function list(query: string): Promise<Page<CarView>> {
  const response = await t.app.inject({ url: `/api/cars${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Page<CarView>>();
}
const envelope = ({ data: _data, ...rest }: Page<CarView>) => rest;

describe('GET /api/cars totals', () => {
  it('reads as the cap, marked as capped, when more cars match than it counts', async () => {
    expect(envelope(await list(''))).toEqual({
      current_page: 1,
      last_page: carListTotalCap / 20,
      per_page: 20,
      total: carListTotalCap,
      total_capped: true,
    });
    expect(envelope(await list('?per_page=100'))).toMatchObject({
      last_page: carListTotalCap / 100,
      total: carListTotalCap,
      total_capped: true,
    });
  });

  it('stays exact, without the mark, up to the cap', async () => {
    const exactlyTheCap = envelope(await list('?search=toyota'));
    expect(exactlyTheCap).toEqual({
      current_page: 1,
      last_page: carListTotalCap / 20,
      per_page: 20,
      total: carListTotalCap,
    });
    expect(envelope(await list('?search=suzuki'))).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: suzukis,
    });
    expect(envelope(await list('?search=toyota&location=Huye'))).toEqual({
      current_page: 1,
      last_page: toyotas / 2 / 20,
      per_page: 20,
      total: toyotas / 2,
    });
  });

  it('pages through every active car once, newest first, past the cap too', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 11; page += 1) {
      const result = await list(`?per_page=100&page=${page}`);
      expect(result.current_page).toBe(page);
      // A page past the cap still lies within the total: the count reaches it.
      expect(result.last_page).toBeGreaterThanOrEqual(page);
      seen.push(...result.data.map((car) => car.id));
    }
    expect(seen).toEqual(newestFirst);
    expect(envelope(await list('?per_page=100&page=11'))).toEqual({
      current_page: 11,
      last_page: 11,
      per_page: 100,
      total: toyotas + suzukis,
    });
  });

  it('answers an empty page past the end with the exact total', async () => {
    const page = await list('?page=60');
    expect(page.data).toEqual([]);
    expect(envelope(page)).toEqual({
      current_page: 60,
      last_page: Math.ceil((toyotas + suzukis) / 20),
      per_page: 20,
      total: toyotas + suzukis,
    });
  });

  it('shows each car of a page with its photos in order', async () => {
    const [newest] = (await list('')).data;
    expect(newest!.id).toBe(newestFirst[0]);
    expect(newest!.images.map((image) => image.url)).toEqual([
      'https://example.rw/first.jpg',
      'https://example.rw/second.jpg',
    ]);
  });
});
