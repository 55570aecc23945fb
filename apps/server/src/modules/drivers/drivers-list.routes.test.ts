import type { DriverView, Page } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.js';
import { calendarBlocks } from '../../db/schema/calendar-blocks.js';
import { createTestApp, type ErrorBody, type TestApp } from '../../test/test-app.js';
import { registeredDriver } from './driver-fixtures.js';

// Weekly days and hours (rules §4.15) and Instant Book (rules §4.16) for the window and
// instant_book searches below: Alice and Claudine say nothing (any day, any hour).
const team: Record<string, string | number>[] = [
  {
    name: 'Alice Mukamana',
    location: 'Kigali',
    experience: 12,
    specialties: '["city-driving","luxury-vehicles"]',
  },
  {
    name: 'Bosco Habimana',
    location: 'Musanze',
    experience: 4,
    specialties: '["tourist-guide","long-distance"]',
    available_days: '["mon","tue","wed","thu","fri"]',
    available_from_hour: 9,
    available_to_hour: 17,
  },
  {
    name: 'Claudine Ingabire',
    location: 'Kigali',
    experience: 2,
    specialties: '["airport-transfers"]',
    instant_book: 1,
    min_notice_hours: 2,
  },
  {
    name: 'Didier Nshuti',
    location: 'Huye',
    experience: 6,
    specialties: '["long-distance","event-transportation"]',
    available_days: '["sat","sun"]',
    available_from_hour: 6,
    available_to_hour: 22,
    instant_book: 1,
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signInAdmin();
  for (const member of team) await registeredDriver(t, member, admin);
  await registeredDriver(t, { name: 'Unverified Umutoni', location: 'Kigali' }); // pending
}, 60_000);
afterAll(() => t.close());

const firstNames = async (query: string) =>
  (await t.app.inject({ url: `/api/drivers${query}` }))
    .json<Page<DriverView>>()
    .data.map((driver) => driver.name.split(' ')[0])
    .sort();

describe('GET /api/drivers filters', () => {
  it.each([
    ['', ['Alice', 'Bosco', 'Claudine', 'Didier']],
    ['?search=muka', ['Alice']],
    ['?search=kigali', ['Alice', 'Claudine']],
    ['?search=didier%20huye', ['Didier']],
    ['?location=Musanze', ['Bosco']],
    ['?specialty=long-distance', ['Bosco', 'Didier']],
    ['?min_experience=5', ['Alice', 'Didier']],
    ['?min_experience=5&location=Kigali', ['Alice']],
    ['?min_rating=4', []],
    ['?search=umutoni', []],
  ])('%s returns exactly the matching verified drivers', async (query, expected) => {
    expect(await firstNames(query)).toEqual(expected);
  });

  it('pages per rules §9.8, newest first', async () => {
    const page = (await t.app.inject({ url: '/api/drivers?per_page=3&page=2' })).json<
      Page<DriverView>
    >();
    expect(page).toMatchObject({ current_page: 2, last_page: 2, total: 4 });
    expect(page.data.map((driver) => driver.name)).toEqual(['Alice Mukamana']);
  });

  it.each(['?specialty=racing', '?min_experience=-1', '?min_rating=6', '?location=Goma'])(
    'refuses %s with 422',
    async (query) => {
      const response = await t.app.inject({ url: `/api/drivers${query}` });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors).toBeDefined();
    },
  );
});

describe('GET /api/drivers with a window (rules §4.14)', () => {
  const window = (from: string, until: string) =>
    `from=${encodeURIComponent(`${from}:00+02:00`)}&until=${encodeURIComponent(`${until}:00+02:00`)}`;
  /** Saturday 5 December 2026, 10:00 to 12:00 in Kigali. */
  const saturdayMorning = window('2026-12-05T10:00', '2026-12-05T12:00');
  const saturdayStart = new Date('2026-12-05T10:00:00+02:00');
  const saturdayEnd = new Date('2026-12-05T12:00:00+02:00');

  beforeAll(async () => {
    // Alice is confirmed on Saturday morning; Claudine blocked it; Didier was only asked
    // (pending), which holds nothing.
    const drivers = (await t.app.inject({ url: '/api/drivers' })).json<Page<DriverView>>().data;
    const driverNamed = (first: string) => drivers.find((d) => d.name.startsWith(first))!;
    const client = await t.signUp('client');
    const booking = (first: string, status: 'confirmed' | 'pending') => ({
      clientId: client.id,
      providerId: driverNamed(first).user_id,
      itemType: 'driver' as const,
      itemId: driverNamed(first).id,
      itemTitle: first,
      startTime: saturdayStart,
      endTime: saturdayEnd,
      hours: 2,
      pricePerHour: 3000,
      totalPrice: 6000,
      status,
    });
    await t.db
      .insert(bookings)
      .values([booking('Alice', 'confirmed'), booking('Didier', 'pending')]);
    await t.db.insert(calendarBlocks).values({
      itemType: 'driver',
      itemId: driverNamed('Claudine').id,
      startTime: saturdayStart,
      endTime: saturdayEnd,
      note: 'Wedding',
    });
  });

  it.each([
    // Bosco works weekdays only; Alice is booked and Claudine blocked then.
    [saturdayMorning, ['Didier']],
    // Just after: both free again.
    [window('2026-12-05T12:00', '2026-12-05T14:00'), ['Alice', 'Claudine', 'Didier']],
    // Monday morning: not Didier (weekends), not Bosco before 09:00.
    [window('2026-12-07T08:00', '2026-12-07T10:00'), ['Alice', 'Claudine']],
    [window('2026-12-07T09:00', '2026-12-07T17:00'), ['Alice', 'Bosco', 'Claudine']],
    // Saturday night past Didier's 22:00.
    [window('2026-12-05T21:00', '2026-12-05T23:00'), ['Alice', 'Claudine']],
    [`${window('2026-12-07T09:00', '2026-12-07T11:00')}&location=Kigali`, ['Alice', 'Claudine']],
  ])('?%s lists only the drivers free for the whole window', async (query, expected) => {
    expect(await firstNames(`?${query}`)).toEqual(expected);
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
    const response = await t.app.inject({ url: `/api/drivers?${query}` });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.from).toEqual([message]);
  });
});

describe('GET /api/drivers?instant_book=1 (rules §4.16)', () => {
  it.each([
    ['?instant_book=1', ['Claudine', 'Didier']],
    ['?instant_book=1&location=Huye', ['Didier']],
    ['?instant_book=0', ['Alice', 'Bosco', 'Claudine', 'Didier']],
  ])('%s lists the drivers asked for', async (query, expected) => {
    expect(await firstNames(query)).toEqual(expected);
  });

  it('each driver says whether they take Instant Book and with what notice', async () => {
    const drivers = (await t.app.inject({ url: '/api/drivers?instant_book=1' })).json<
      Page<DriverView>
    >().data;
    expect(
      drivers.map((driver) => [driver.name, driver.instant_book, driver.min_notice_hours]),
    ).toEqual([
      ['Didier Nshuti', true, 0],
      ['Claudine Ingabire', true, 2],
    ]);
  });

  it('refuses an instant_book that is not yes or no with 422', async () => {
    const response = await t.app.inject({ url: '/api/drivers?instant_book=maybe' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.instant_book).toBeDefined();
  });
});
