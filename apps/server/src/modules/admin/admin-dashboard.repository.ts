import { count, eq, isNull, sql } from 'drizzle-orm';
import { roles, type Role } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { countWhere } from '../../db/counting.js';
import { cars } from '../../db/schema/cars.js';
import { drivers } from '../../db/schema/drivers.js';
import { users } from '../../db/schema/users.js';

export type MarketplaceCounts = {
  usersByRole: Record<Role, number>;
  pendingUserLicences: number;
  cars: { total: number; active: number };
  drivers: { total: number; available: number; pendingLicences: number };
};

/**
 * The overview's counts of people and listings (rules §8.4), each table read once, grouped
 * in SQL (`npm run bench:admin`). Bookings are counted by the bookings service's totals.
 */
export function createAdminDashboardRepository(db: Database) {
  return {
    async counts(): Promise<MarketplaceCounts> {
      const [userRows, [carRow], [driverRow]] = await Promise.all([
        db
          .select({
            role: users.role,
            total: count(),
            pending: countWhere(eq(users.licenseVerificationStatus, 'pending')),
          })
          .from(users)
          .where(isNull(users.deletedAt))
          .groupBy(users.role),
        db.select({ total: count(), active: countWhere(eq(cars.isActive, true)) }).from(cars),
        db
          .select({
            total: count(),
            available: countWhere(sql`${drivers.isActive} and ${drivers.isAvailable}`),
            pending: countWhere(eq(drivers.licenseVerificationStatus, 'pending')),
          })
          .from(drivers),
      ]);
      const usersByRole = Object.fromEntries(roles.map((role) => [role, 0])) as Record<
        Role,
        number
      >;
      let pendingUserLicences = 0;
      for (const row of userRows) {
        usersByRole[row.role] = row.total;
        pendingUserLicences += row.pending;
      }
      return {
        usersByRole,
        pendingUserLicences,
        cars: { total: carRow?.total ?? 0, active: carRow?.active ?? 0 },
        drivers: {
          total: driverRow?.total ?? 0,
          available: driverRow?.available ?? 0,
          pendingLicences: driverRow?.pending ?? 0,
        },
      };
    },
  };
}

export type AdminDashboardRepository = ReturnType<typeof createAdminDashboardRepository>;
