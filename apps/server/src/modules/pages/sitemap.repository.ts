import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cars } from '../../db/schema/cars.js';
import { drivers } from '../../db/schema/drivers.js';

export type SitemapListing = { id: number; updatedAt: Date };

/** One sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const sitemapLimit = 50_000;

/**
 * What the public may see, as the car and driver lists decide it (rules §2.6, §3.7): active
 * cars; active drivers with a verified licence. Newest changes first, through the partial
 * indexes those lists use.
 */
export function createSitemapRepository(db: Database) {
  return {
    async publicCars(limit: number): Promise<SitemapListing[]> {
      return db
        .select({ id: cars.id, updatedAt: cars.updatedAt })
        .from(cars)
        .where(eq(cars.isActive, true))
        .orderBy(desc(cars.updatedAt))
        .limit(limit);
    },
    async publicDrivers(limit: number): Promise<SitemapListing[]> {
      return db
        .select({ id: drivers.id, updatedAt: drivers.updatedAt })
        .from(drivers)
        .where(and(eq(drivers.isActive, true), eq(drivers.licenseVerificationStatus, 'verified')))
        .orderBy(desc(drivers.updatedAt))
        .limit(limit);
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
