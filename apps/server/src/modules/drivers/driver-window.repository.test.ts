import { daysToMask, isFreeFor } from '@kodesha/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { freeFor } from '../../db/free-time.js';
import { drivers } from '../../db/schema/drivers.js';
import { users } from '../../db/schema/users.js';
import {
  at,
  bookingCases,
  seedBookingCase,
  weeklyCases,
  windows,
  type SeededItem,
} from '../../test/free-time-cases.js';
import { openFreshDatabase } from '../../test/test-app.js';
import { driverCalendar } from './drivers.repository.js';

// rules §4.14: the drivers' time search and the domain's `isFreeFor` keep the same drivers
// for every window, by the same cases as the cars' (car-window.repository.test.ts).

let database: DatabaseHandle;
const seeded: SeededItem[] = [];

beforeAll(async () => {
  database = await openFreshDatabase();
  const { db } = database;
  const [client] = await db
    .insert(users)
    .values({
      email: 'window-client@example.rw',
      name: 'client',
      role: 'client',
      passwordHash: 'not-used',
    })
    .returning({ id: users.id });
  for (const weekly of weeklyCases)
    for (const booking of bookingCases) {
      const [account] = await db
        .insert(users)
        .values({
          email: `window-driver-${seeded.length}@example.rw`,
          name: 'driver',
          role: 'driver',
          passwordHash: 'not-used',
        })
        .returning({ id: users.id });
      const [driver] = await db
        .insert(drivers)
        .values({
          userId: account!.id,
          name: `Window ${seeded.length}`,
          age: 30,
          experienceYears: 5,
          profileImageKey: null,
          licenseNumber: null,
          licenseImageFile: null,
          location: 'Kigali',
          pricePerHour: 3000,
          specialties: [],
          bio: 'window case',
          availabilityNotes: '',
          availableDays: daysToMask(weekly.days),
          availableFromHour: weekly.from_hour,
          availableToHour: weekly.to_hour,
        })
        .returning({ id: drivers.id });
      seeded.push(
        await seedBookingCase(db, { type: 'driver', id: driver!.id, weekly }, booking, {
          clientId: client!.id,
          providerId: account!.id,
        }),
      );
    }
});
afterAll(() => database.close());

describe("the drivers' time search in SQL", () => {
  it.each(windows)('keeps the drivers isFreeFor keeps, from %s to %s', async (from, until) => {
    const window = { start: at(from), end: at(until) };
    const values: Record<string, unknown> = {};
    const bind = (name: string, value: unknown) => {
      values[name] = value;
      return sql.placeholder(name);
    };
    const kept = await database.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.bio, 'window case'), ...freeFor(driverCalendar, window, bind)))
      .orderBy(asc(drivers.id))
      .prepare('')
      .execute(values);
    const expected = seeded.filter((driver) => isFreeFor(window, driver)).map((d) => d.id);
    expect(kept.map((row) => row.id)).toEqual(expected);
  });

  it('the cases tell free from not free both ways', () => {
    const outcomes = windows.flatMap(([from, until]) =>
      seeded.map((driver) => isFreeFor({ start: at(from), end: at(until) }, driver)),
    );
    expect(outcomes).toContain(true);
    expect(outcomes).toContain(false);
  });
});
