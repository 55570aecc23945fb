import {
  availabilityFilters,
  daysToMask,
  matchesAvailability,
  maskToDays,
  type WeekDay,
} from '@kodesha/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { cars } from '../../db/schema/cars.js';
import { users } from '../../db/schema/users.js';
import { openFreshDatabase } from '../../test/test-app.js';
import { availableFor } from './car-list.repository.js';

// The car list's availability filter in SQL and the domain's `matchesAvailability` must keep
// the same cars, on the database the tests run on (PGlite, or PostgreSQL with DATABASE_URL).

const days = (...list: WeekDay[]) => list;
const dayCases: WeekDay[][] = [
  days('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'),
  days('mon', 'tue', 'wed', 'thu', 'fri'),
  days('mon', 'tue', 'wed', 'thu'),
  days('tue', 'wed', 'thu', 'fri', 'sat', 'sun'),
  days('sat', 'sun'),
  days('sat'),
  days('sun'),
  days('fri', 'sat', 'sun'),
  days('wed'),
];
const hourCases = [
  { from: 0, to: 24 },
  { from: 0, to: 23 },
  { from: 1, to: 24 },
  { from: 8, to: 18 },
];
const cases = dayCases.flatMap((list) => hourCases.map((hours) => ({ days: list, ...hours })));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openFreshDatabase();
  const [owner] = await database.db
    .insert(users)
    .values({ email: 'owner@example.rw', name: 'Owner', role: 'owner', passwordHash: 'not-used' })
    .returning({ id: users.id });
  await database.db.insert(cars).values(
    cases.map((item, index) => ({
      ownerId: owner!.id,
      make: 'Toyota',
      model: `Case ${index}`,
      year: 2020,
      carType: 'sedan' as const,
      description: 'A test car',
      location: 'Kigali' as const,
      pricePerHour: 5000,
      availableDays: daysToMask(item.days),
      availableFromHour: item.from,
      availableToHour: item.to,
      features: [],
    })),
  );
});
afterAll(() => database.close());

describe('the car list’s availability filter in SQL', () => {
  it.each(availabilityFilters)(
    'agrees with matchesAvailability on every car for %s',
    async (filter) => {
      const rows = await database.db
        .select({
          id: cars.id,
          days: cars.availableDays,
          from: cars.availableFromHour,
          to: cars.availableToHour,
        })
        .from(cars)
        .orderBy(asc(cars.id));
      const kept = new Set(
        (await database.db.select({ id: cars.id }).from(cars).where(availableFor(filter))).map(
          (row) => row.id,
        ),
      );
      expect(rows).toHaveLength(cases.length);
      const disagreements = rows.filter(
        (row) =>
          kept.has(row.id) !==
          matchesAvailability(
            { days: maskToDays(row.days), from_hour: row.from, to_hour: row.to },
            filter,
          ),
      );
      expect(disagreements).toEqual([]);
      // The table covers both answers, or agreeing would prove little.
      expect(kept.size).toBeGreaterThan(0);
      expect(kept.size).toBeLessThan(rows.length);
    },
  );
});
