import type { CarView, Page } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type ErrorBody, type TestApp } from '../../test/test-app.js';
import { bookings } from '../../db/schema/bookings.js';
import { listCar } from './car-fixtures.js';

const weekdays = JSON.stringify(['mon', 'tue', 'wed', 'thu', 'fri']);
const everyDay = JSON.stringify(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);

/** Known cars, listed in this order; each model is unique, so results read as model names. */
const fleet: Record<string, string | number>[] = [
  {
    make: 'Toyota',
    model: 'RAV4',
    location: 'Kigali',
    car_type: 'suv',
    price_per_hour: 15000,
    available_days: weekdays,
    available_from_hour: 8,
    available_to_hour: 18,
  },
  {
    make: 'Toyota',
    model: 'Corolla',
    location: 'Huye',
    car_type: 'sedan',
    price_per_hour: 5000,
    available_days: everyDay,
    available_from_hour: 0,
    available_to_hour: 24,
  },
  {
    make: 'Suzuki',
    model: 'Swift',
    location: 'Kigali',
    car_type: 'sedan',
    price_per_hour: 4000,
    available_days: JSON.stringify(['sat', 'sun']),
    available_from_hour: 9,
    available_to_hour: 17,
  },
  {
    make: 'Nissan',
    model: 'Patrol',
    location: 'Musanze',
    car_type: 'luxury',
    price_per_hour: 45000,
    available_days: everyDay,
    available_from_hour: 6,
    available_to_hour: 22,
  },
  {
    make: 'Hyundai',
    model: 'Ioniq 5',
    location: 'Kigali',
    car_type: 'electric',
    price_per_hour: 20000,
    available_days: everyDay,
    available_from_hour: 0,
    available_to_hour: 24,
  },
  {
    make: 'Toyota',
    model: 'Hilux',
    location: 'Rubavu',
    car_type: 'truck',
    price_per_hour: 10000,
    available_days: JSON.stringify(['mon', 'tue', 'wed', 'thu', 'fri', 'sat']),
    available_from_hour: 7,
    available_to_hour: 19,
  },
  {
    make: 'Toyota',
    model: 'HiAce',
    location: 'Kigali',
    car_type: 'van',
    price_per_hour: 12000,
    available_days: everyDay,
    available_from_hour: 0,
    available_to_hour: 24,
    is_active: 0,
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signUp('owner', { phone_number: '+250 788 111 222' });
  for (const car of fleet) await listCar(t, owner, car);
}, 60_000);
afterAll(() => t.close());

async function list(query: string): Promise<Page<CarView>> {
  const response = await t.app.inject({ url: `/api/cars${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Page<CarView>>();
}
const modelsOf = async (query: string) => (await list(query)).data.map((car) => car.model);
const sorted = (models: string[]) => [...models].sort();

describe('GET /api/cars filters', () => {
  it.each([
    ['', ['RAV4', 'Corolla', 'Swift', 'Patrol', 'Ioniq 5', 'Hilux']],
    ['?search=toyota', ['RAV4', 'Corolla', 'Hilux']],
    ['?search=KIGALI', ['RAV4', 'Swift', 'Ioniq 5']],
    ['?search=toyota%20kigali', ['RAV4']],
    ['?search=rav', ['RAV4']],
    ['?search=%25', []],
    ['?search=mercedes', []],
    ['?location=Kigali', ['RAV4', 'Swift', 'Ioniq 5']],
    ['?car_type=sedan', ['Corolla', 'Swift']],
    ['?min_price=10000', ['RAV4', 'Patrol', 'Ioniq 5', 'Hilux']],
    ['?max_price=5000', ['Corolla', 'Swift']],
    ['?min_price=5000&max_price=10000', ['Corolla', 'Hilux']],
    ['?min_price=20000', ['Patrol', 'Ioniq 5']],
    ['?availability=weekdays', ['RAV4', 'Corolla', 'Patrol', 'Ioniq 5', 'Hilux']],
    ['?availability=weekends', ['Corolla', 'Swift', 'Patrol', 'Ioniq 5']],
    ['?availability=all_day', ['Corolla', 'Ioniq 5']],
    ['?search=toyota&availability=weekdays&max_price=12000', ['Corolla', 'Hilux']],
    ['?location=Kigali&car_type=electric', ['Ioniq 5']],
  ])('%s returns exactly the matching active cars', async (query, expected) => {
    expect(sorted(await modelsOf(query))).toEqual(sorted(expected));
  });

  it('never shows an inactive car, even to its search', async () => {
    expect(await modelsOf('?search=hiace')).toEqual([]);
  });

  it('sorts newest first by default, ties broken by the latest id', async () => {
    expect(await modelsOf('')).toEqual(['Hilux', 'Ioniq 5', 'Patrol', 'Swift', 'Corolla', 'RAV4']);
  });

  it('sorts by price both ways', async () => {
    const ascending = ['Swift', 'Corolla', 'Hilux', 'RAV4', 'Ioniq 5', 'Patrol'];
    expect(await modelsOf('?sort=price_asc')).toEqual(ascending);
    expect(await modelsOf('?sort=price_desc')).toEqual([...ascending].reverse());
  });

  it('pages per rules §9.8', async () => {
    const page = await list('?sort=price_asc&per_page=2&page=2');
    expect(page).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 6 });
    expect(page.data.map((car) => car.model)).toEqual(['Hilux', 'RAV4']);
    expect((await list('?page=9')).data).toEqual([]);
  });

  it('shows no phone number and no plate in the public list', async () => {
    const response = await t.app.inject({ url: '/api/cars' });
    // The owner's number, not just '788': a timestamp's milliseconds may read 788.
    expect(response.body).not.toMatch(/788\s*111\s*222/);
    expect(response.body).not.toContain('phone');
    for (const car of response.json<Page<CarView>>().data) expect(car.license_plate).toBeNull();
  });

  it.each([
    '?car_type=tank',
    '?availability=sometimes',
    '?sort=cheapest',
    '?min_price=-1',
    '?per_page=101',
    '?location=Paris',
  ])('refuses %s with 422', async (query) => {
    const response = await t.app.inject({ url: `/api/cars${query}` });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toBeDefined();
  });
});

describe('GET /api/cars after a change', () => {
  it('drops a car made inactive and shows it again once active, at once', async () => {
    const owner = await t.signUp('owner');
    const car = await listCar(t, owner, { model: 'Sportage' });
    expect(await modelsOf('?search=sportage')).toEqual(['Sportage']);
    const hide = (is_active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cars/${car.id}`,
        headers: bearer(owner),
        payload: { is_active },
      });
    await hide(false);
    expect(await modelsOf('?search=sportage')).toEqual([]);
    await hide(true);
    expect(await modelsOf('?search=sportage')).toEqual(['Sportage']);
    await t.app.inject({ method: 'DELETE', url: `/api/cars/${car.id}`, headers: bearer(owner) });
    expect(await modelsOf('?search=sportage')).toEqual([]);
  });
});

describe('GET /api/my-cars', () => {
  it("lists only the owner's own cars, inactive ones too, with their plates", async () => {
    const other = await t.signUp('owner');
    await listCar(t, other, { model: 'Tucson' });
    const response = await t.app.inject({ url: '/api/my-cars', headers: bearer(other) });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<CarView>>();
    expect(page.data.map((car) => car.model)).toEqual(['Tucson']);
    expect(page.data[0]!.license_plate).toBe('RAD 123 A');
  });

  it('is for owners only', async () => {
    const client = await t.signUp('client');
    expect((await t.app.inject({ url: '/api/my-cars', headers: bearer(client) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/my-cars' })).statusCode).toBe(401);
  });
});

describe('GET /api/cars with a window (rules §4.14)', () => {
  const window = (from: string, until: string) =>
    `from=${encodeURIComponent(`${from}:00+02:00`)}&until=${encodeURIComponent(`${until}:00+02:00`)}`;
  /** Saturday 5 December 2026, 10:00 to 12:00 in Kigali. */
  const saturdayMorning = window('2026-12-05T10:00', '2026-12-05T12:00');

  beforeAll(async () => {
    // The Corolla is confirmed for Saturday morning; the Ioniq 5 only asked for (pending).
    const cars = (await list('?per_page=100')).data;
    const idOf = (model: string) => cars.find((car) => car.model === model)!.id;
    const client = await t.signUp('client');
    const owner = cars[0]!.owner_id;
    await t.db.insert(bookings).values(
      (['Corolla', 'Ioniq 5'] as const).map((model) => ({
        clientId: client.id,
        providerId: owner,
        itemType: 'car' as const,
        itemId: idOf(model),
        itemTitle: model,
        startTime: new Date('2026-12-05T10:00:00+02:00'),
        endTime: new Date('2026-12-05T12:00:00+02:00'),
        hours: 2,
        pricePerHour: 5000,
        totalPrice: 10_000,
        status: model === 'Corolla' ? ('confirmed' as const) : ('pending' as const),
      })),
    );
  });

  it.each([
    // Not the weekday-only RAV4; not the Corolla, confirmed then; the pending request holds nothing.
    [saturdayMorning, ['Swift', 'Patrol', 'Ioniq 5', 'Hilux']],
    [`${saturdayMorning}&location=Kigali`, ['Swift', 'Ioniq 5']],
    // Monday from 08:00: the weekend-only Swift is out.
    [
      window('2026-12-07T08:00', '2026-12-07T10:00'),
      ['RAV4', 'Corolla', 'Patrol', 'Ioniq 5', 'Hilux'],
    ],
    // Saturday evening: past the Swift's 17:00, the Patrol's 22:00 and the Hilux's 19:00.
    [window('2026-12-05T21:00', '2026-12-05T23:00'), ['Corolla', 'Ioniq 5']],
    // Across midnight into Sunday: only the cars that run round the clock every day.
    [window('2026-12-05T22:00', '2026-12-06T02:00'), ['Corolla', 'Ioniq 5']],
  ])('?%s lists only the cars free for the whole window', async (query, expected) => {
    // Of the fleet above: other tests of this file list cars of their own.
    const ofTheFleet = (await modelsOf(`?${query}`)).filter((model) =>
      fleet.some((car) => car.model === model),
    );
    expect(sorted(ofTheFleet)).toEqual(sorted(expected));
  });

  it.each([
    [
      `from=${encodeURIComponent('2026-12-05T10:00:00+02:00')}`,
      'Please select start and end times',
    ],
    [window('2026-12-05T10:00', '2026-12-05T10:00'), 'End time must be after start time'],
    [window('2026-12-05T10:00', '2026-12-05T19:00'), 'A booking lasts from 1 to 8 hours'],
    ['from=saturday&until=sunday', 'Please select start and end times'],
  ])('refuses ?%s with 422 under from', async (query, message) => {
    const response = await t.app.inject({ url: `/api/cars?${query}` });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.from).toEqual([message]);
  });
});
