import {
  daysToMask,
  isFreeFor,
  type BusyTime,
  type CarAvailability,
  type WeekDay,
} from '@kodesha/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { cars } from '../../db/schema/cars.js';
import { users } from '../../db/schema/users.js';
import { openFreshDatabase } from '../../test/test-app.js';
import { freeFor } from '../../db/free-time.js';
import { calendarBlocks } from '../../db/schema/calendar-blocks.js';
import { carCalendar } from './car-list.repository.js';

// rules §4.14: the time search's SQL and the domain's `isFreeFor` must keep the same cars for
// every window, on the database the tests run on (PGlite, or PostgreSQL with DATABASE_URL).

/** An instant written in Kigali's time: `2026-12-05T10:00` → 08:00 UTC. */
const at = (local: string) => new Date(`${local}:00+02:00`);

const weeklyCases: CarAvailability[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from_hour: 0, to_hour: 24 },
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from_hour: 9, to_hour: 17 },
  { days: ['sat', 'sun'], from_hour: 0, to_hour: 24 },
  { days: ['sat', 'sun'], from_hour: 6, to_hour: 24 },
  { days: ['sat'], from_hour: 8, to_hour: 18 },
  { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from_hour: 0, to_hour: 23 },
];
/**
 * Each weekly case four times: with nothing booked, with a confirmed and with a pending
 * booking, and with a block over the same time.
 */
const bookingCases = ['none', 'confirmed', 'pending', 'blocked'] as const;
/** Saturday 5 December 2026, 10:00 to 12:00 in Kigali. */
const booked = { start: at('2026-12-05T10:00'), end: at('2026-12-05T12:00') };

const windows: [string, string][] = [
  ['2026-12-05T08:00', '2026-12-05T10:00'], // ends as the booking starts
  ['2026-12-05T09:00', '2026-12-05T11:00'], // over the booking
  ['2026-12-05T11:30', '2026-12-05T12:15'], // over its end, not on whole hours
  ['2026-12-05T12:00', '2026-12-05T18:00'], // after it, up to 18:00
  ['2026-12-05T17:00', '2026-12-05T19:00'], // past 18:00
  ['2026-12-05T22:00', '2026-12-06T04:00'], // Saturday night into Sunday
  ['2026-12-06T22:00', '2026-12-07T02:00'], // Sunday night into Monday
  ['2026-12-07T09:00', '2026-12-07T17:00'], // a weekday's office hours
  ['2026-12-07T08:30', '2026-12-07T10:00'], // before them
  ['2026-12-07T22:30', '2026-12-07T23:30'], // past 23:00
];

let database: DatabaseHandle;
type Car = { id: number; weekly: CarAvailability; busy: BusyTime[] };
const seeded: Car[] = [];

beforeAll(async () => {
  database = await openFreshDatabase();
  const { db } = database;
  const [owner, client] = await db
    .insert(users)
    .values(
      ['owner', 'client'].map((role) => ({
        email: `window-${role}@example.rw`,
        name: role,
        role: role as 'owner' | 'client',
        passwordHash: 'not-used',
      })),
    )
    .returning({ id: users.id });
  for (const weekly of weeklyCases)
    for (const booking of bookingCases) {
      const [car] = await db
        .insert(cars)
        .values({
          ownerId: owner!.id,
          make: 'Toyota',
          model: `Window ${seeded.length}`,
          year: 2020,
          carType: 'sedan',
          description: 'A test car',
          location: 'Kigali',
          pricePerHour: 5000,
          availableDays: daysToMask(weekly.days as WeekDay[]),
          availableFromHour: weekly.from_hour,
          availableToHour: weekly.to_hour,
          features: [],
        })
        .returning({ id: cars.id });
      if (booking === 'blocked')
        await db.insert(calendarBlocks).values({
          itemType: 'car',
          itemId: car!.id,
          startTime: booked.start,
          endTime: booked.end,
          note: 'Service',
        });
      else if (booking !== 'none')
        await db.insert(bookings).values({
          clientId: client!.id,
          providerId: owner!.id,
          itemType: 'car',
          itemId: car!.id,
          itemTitle: 'Toyota',
          startTime: booked.start,
          endTime: booked.end,
          hours: 2,
          pricePerHour: 5000,
          totalPrice: 10_000,
          status: booking,
        });
      seeded.push({
        id: car!.id,
        weekly,
        // A confirmed booking or a block makes a time busy, a pending request does not
        // (rules §4.14).
        busy:
          booking === 'confirmed'
            ? [{ ...booked, kind: 'booked' }]
            : booking === 'blocked'
              ? [{ ...booked, kind: 'blocked' }]
              : [],
      });
    }
});
afterAll(() => database.close());

describe('the time search in SQL', () => {
  it.each(windows)('keeps the cars isFreeFor keeps, from %s to %s', async (from, until) => {
    const window = { start: at(from), end: at(until) };
    const values: Record<string, unknown> = {};
    const bind = (name: string, value: unknown) => {
      values[name] = value;
      return sql.placeholder(name);
    };
    const kept = await database.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.make, 'Toyota'), ...freeFor(carCalendar, window, bind)))
      .orderBy(asc(cars.id))
      .prepare('')
      .execute(values);
    const expected = seeded.filter((car) => isFreeFor(window, car)).map((car) => car.id);
    expect(kept.map((row) => row.id)).toEqual(expected);
  });

  it('the cases tell free from not free both ways', () => {
    // A table where every window kept every car, or none, would hold a broken mirror too.
    const outcomes = windows.flatMap(([from, until]) =>
      seeded.map((car) => isFreeFor({ start: at(from), end: at(until) }, car)),
    );
    expect(outcomes).toContain(true);
    expect(outcomes).toContain(false);
  });
});
