import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  like,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  windowOf,
  type AdminDriverSummary,
  type AdminDriversQuery,
  type DriverListQuery,
  type LicenceStatus,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { countWhere } from '../../db/counting.js';
import { freeFor, type CalendarColumns } from '../../db/free-time.js';
import type { Tx } from '../../db/transactions.js';
import { reviews } from '../../db/schema/bookings.js';
import { drivers, type DriverRecord } from '../../db/schema/drivers.js';
import { users } from '../../db/schema/users.js';
import { escapeLike, searchWords, totalOf } from '../../db/like-search.js';

export type NewDriver = Omit<
  DriverRecord,
  | 'id'
  | 'searchText'
  | 'createdAt'
  | 'updatedAt'
  | 'licenseVerificationStatus'
  | 'isActive'
  | 'isAvailable'
  | 'availableDays'
  | 'availableFromHour'
  | 'availableToHour'
  | 'instantBook'
  | 'minNoticeHours'
> &
  // Defaulted by the table: any day, any hour; no Instant Book (rules §4.15, §4.16).
  Partial<
    Pick<
      DriverRecord,
      'availableDays' | 'availableFromHour' | 'availableToHour' | 'instantBook' | 'minNoticeHours'
    >
  >;
export type DriverChanges = Partial<Omit<NewDriver, 'userId' | 'licenseImageFile'>> & {
  isAvailable?: boolean;
  isActive?: boolean;
  licenseVerificationStatus?: LicenceStatus;
};

/** A driver with their rating: the mean of reviews of completed bookings (rules §3.6). */
export type RatedDriver = DriverRecord & { rating: number | null; reviewCount: number };

/**
 * A driver as the admin sees them: with the account's email, phone and the account's own
 * licence (rules §8.8, §1.9), which is not the profile's.
 */
export type AdminDriver = RatedDriver & {
  account: {
    id: number;
    email: string;
    phoneNumber: string | null;
    licenseVerificationStatus: LicenceStatus;
  };
};

const driverReviews = sql`${reviews} where ${reviews.itemType} = 'driver' and ${reviews.itemId} = ${drivers.id}`;
const ratingOf = sql<
  number | null
>`(select round(avg(${reviews.rating}), 2)::float8 from ${driverReviews})`;
const reviewCountOf = sql<number>`(select count(*)::int from ${driverReviews})`;

/**
 * The SQL mirror of the domain's `isPublicDriver` (rules §3.4): active and verified.
 * drivers-list.routes.test.ts holds both to every combination.
 */
export const isPublic = and(
  eq(drivers.isActive, true),
  eq(drivers.licenseVerificationStatus, 'verified'),
)!;

/** The admin's list (rules §8.8): every driver; each search word in the name or the town. */
function adminFilter(query: AdminDriversQuery): SQL | undefined {
  return and(
    query.status ? eq(drivers.isActive, query.status === 'active') : undefined,
    query.verification ? eq(drivers.licenseVerificationStatus, query.verification) : undefined,
    ...searchWords(query.search ?? '').map((word) =>
      like(drivers.searchText, `%${escapeLike(word)}%`),
    ),
  );
}

/** A driver's calendar columns, for the time search (rules §4.14). */
export const driverCalendar: CalendarColumns = {
  type: 'driver',
  id: drivers.id,
  availableDays: drivers.availableDays,
  availableFromHour: drivers.availableFromHour,
  availableToHour: drivers.availableToHour,
};

/**
 * The public list's filters (rules §3.7); a searched window's values as placeholders, with
 * the values to run the statement with.
 */
function publicFilter(query: DriverListQuery) {
  const values: Record<string, unknown> = {};
  const bind = (name: string, value: unknown) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const conditions: (SQL | undefined)[] = [isPublic];
  for (const word of searchWords(query.search ?? ''))
    conditions.push(like(drivers.searchText, `%${escapeLike(word)}%`));
  if (query.location) conditions.push(eq(drivers.location, query.location));
  if (query.specialty) conditions.push(arrayContains(drivers.specialties, [query.specialty]));
  if (query.min_experience) conditions.push(gte(drivers.experienceYears, query.min_experience));
  // Drivers with no reviews have no rating ("New"), so they never reach a minimum.
  if (query.min_rating) conditions.push(sql`${ratingOf} >= ${query.min_rating}`);
  if (query.instant_book) conditions.push(eq(drivers.instantBook, true));
  // rules §4.14: only drivers free for the whole window.
  const window = windowOf(query);
  if (window) conditions.push(...freeFor(driverCalendar, window, bind));
  return { where: and(...conditions), values };
}

export function createDriversRepository(db: Database) {
  const selectRated = () =>
    db
      .select({ ...getTableColumns(drivers), rating: ratingOf, reviewCount: reviewCountOf })
      .from(drivers);
  const selectForAdmin = () =>
    db
      .select({
        ...getTableColumns(drivers),
        rating: ratingOf,
        reviewCount: reviewCountOf,
        account: {
          id: users.id,
          email: users.email,
          phoneNumber: users.phoneNumber,
          licenseVerificationStatus: users.licenseVerificationStatus,
        },
      })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId));

  return {
    /** Every public driver's id and last change, newest change first (the sitemap). */
    publicListings: (limit: number): Promise<{ id: number; updatedAt: Date }[]> =>
      db
        .select({ id: drivers.id, updatedAt: drivers.updatedAt })
        .from(drivers)
        .where(isPublic)
        .orderBy(desc(drivers.updatedAt))
        .limit(limit),

    async listForAdmin(query: AdminDriversQuery): Promise<{ rows: AdminDriver[]; total: number }> {
      const where = adminFilter(query);
      const rows = await selectForAdmin()
        .where(where)
        .orderBy(desc(drivers.createdAt), desc(drivers.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      const total = await totalOf(rows, query, async () => {
        const [counted] = await db.select({ total: count() }).from(drivers).where(where);
        return counted?.total ?? 0;
      });
      return { rows, total };
    },
    /** Driver Management's cards, over every driver. */
    async summaryForAdmin(): Promise<AdminDriverSummary> {
      const [row] = await db
        .select({
          total: count(),
          verified: countWhere(eq(drivers.licenseVerificationStatus, 'verified')),
          pending: countWhere(eq(drivers.licenseVerificationStatus, 'pending')),
          rejected: countWhere(eq(drivers.licenseVerificationStatus, 'rejected')),
          active: countWhere(eq(drivers.isActive, true)),
        })
        .from(drivers);
      const totals = row ?? { total: 0, verified: 0, pending: 0, rejected: 0, active: 0 };
      return { ...totals, inactive: totals.total - totals.active };
    },
    async findForAdmin(id: number): Promise<AdminDriver | undefined> {
      const [row] = await selectForAdmin().where(eq(drivers.id, id)).limit(1);
      return row;
    },
    async listPublic(query: DriverListQuery): Promise<{ rows: RatedDriver[]; total: number }> {
      const { where, values } = publicFilter(query);
      const [rows, [total]] = await Promise.all([
        selectRated()
          .where(where)
          .orderBy(desc(drivers.createdAt), desc(drivers.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page)
          .prepare('')
          .execute(values),
        db.select({ total: count() }).from(drivers).where(where).prepare('').execute(values),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    /**
     * rules §4.17: up to `limit` public drivers other than `driver`, online, in their town,
     * free for all of `window`, nearest in price (the newest first on a tie).
     */
    async similarFree(
      driver: Pick<DriverRecord, 'id' | 'location' | 'pricePerHour'>,
      window: { start: Date; end: Date },
      limit: number,
    ): Promise<RatedDriver[]> {
      const values: Record<string, unknown> = {};
      const bind = (name: string, value: unknown) => {
        values[name] = value;
        return sql.placeholder(name);
      };
      return selectRated()
        .where(
          and(
            isPublic,
            eq(drivers.isAvailable, true),
            ne(drivers.id, bind('id', driver.id)),
            eq(drivers.location, bind('location', driver.location)),
            ...freeFor(driverCalendar, window, bind),
          ),
        )
        .orderBy(
          sql`abs(${drivers.pricePerHour} - ${bind('price', driver.pricePerHour)}::int)`,
          desc(drivers.createdAt),
          desc(drivers.id),
        )
        .limit(limit)
        .prepare('')
        .execute(values);
    },
    async findById(id: number): Promise<RatedDriver | undefined> {
      const [row] = await selectRated().where(eq(drivers.id, id)).limit(1);
      return row;
    },
    async findByUserId(userId: number): Promise<RatedDriver | undefined> {
      const [row] = await selectRated().where(eq(drivers.userId, userId)).limit(1);
      return row;
    },
    /** The account's profile, locked for `tx` (an account renamed or deleted). */
    async lockOfUser(userId: number, tx: Tx): Promise<DriverRecord | undefined> {
      const [row] = await tx.select().from(drivers).where(eq(drivers.userId, userId)).for('update');
      return row;
    },
    /** Whether any driver still shows this portrait (photos are stored once per content). */
    async isPortraitUsed(key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.profileImageKey, key))
        .limit(1);
      return row !== undefined;
    },
    /** The phone of the driver's account (rules §1.12: only through the contact route). */
    async phoneOf(driver: DriverRecord): Promise<string | null> {
      const [row] = await db
        .select({ phone: users.phoneNumber })
        .from(users)
        .where(eq(users.id, driver.userId))
        .limit(1);
      return row?.phone ?? null;
    },
    async insert(driver: NewDriver, tx: Tx): Promise<DriverRecord> {
      const [created] = await tx.insert(drivers).values(driver).returning();
      return created!;
    },
    async update(
      id: number,
      changes: DriverChanges & { licenseImageFile?: string | null },
      now: Date,
      tx: Tx,
    ): Promise<DriverRecord | undefined> {
      const [updated] = await tx
        .update(drivers)
        .set({ ...changes, updatedAt: now })
        .where(eq(drivers.id, id))
        .returning();
      return updated;
    },
    /** The profile, locked for `tx` until it commits (its licence about to move). */
    async lock(id: number, tx: Tx): Promise<DriverRecord | undefined> {
      const [driver] = await tx.select().from(drivers).where(eq(drivers.id, id)).for('update');
      return driver;
    },
    /** A licence move, only if the status is still `from` (the one the mover saw). */
    async setLicence(
      id: number,
      from: LicenceStatus,
      to: LicenceStatus,
      now: Date,
      tx: Tx,
    ): Promise<DriverRecord | undefined> {
      const [updated] = await tx
        .update(drivers)
        .set({ licenseVerificationStatus: to, updatedAt: now })
        .where(and(eq(drivers.id, id), eq(drivers.licenseVerificationStatus, from)))
        .returning();
      return updated;
    },
  };
}

export type DriversRepository = ReturnType<typeof createDriversRepository>;
