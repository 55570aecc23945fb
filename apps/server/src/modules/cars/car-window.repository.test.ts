import { daysToMask, isFreeFor } from '@kodesha/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { cars } from '../../db/schema/cars.js';
import { users } from '../../db/schema/users.js';
import { openFreshDatabase } from '../../test/test-app.js';
import { freeFor } from '../../db/free-time.js';
import {
  at,
  bookingCases,
  seedBookingCase,
  weeklyCases,
  windows,
  type SeededItem,
} from '../../test/free-time-cases.js';
import { carCalendar } from './car-list.repository.js';

// rules §4.14: the time search's SQL and the domain's `isFreeFor` must keep the same cars for
// every window, on the database the tests run on (PGlite, or PostgreSQL with DATABASE_URL).

let database: DatabaseHandle;
const seeded: SeededItem[] = [];

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
          availableDays: daysToMask(weekly.days),
          availableFromHour: weekly.from_hour,
          availableToHour: weekly.to_hour,
          features: [],
        })
        .returning({ id: cars.id });
      seeded.push(
        await seedBookingCase(db, { type: 'car', id: car!.id, weekly }, booking, {
          clientId: client!.id,
          providerId: owner!.id,
        }),
      );
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
