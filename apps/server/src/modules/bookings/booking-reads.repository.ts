import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  like,
  lt,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type {
  AdminBookingsQuery,
  BookingItemType,
  BookingStatus,
  BookingSummary,
  MyBookingsQuery,
  ProviderBookingsQuery,
  RwandaLocation,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import type { Reader, Tx } from '../../db/transactions.js';
import { calendarBlocks } from '../../db/schema/calendar-blocks.js';
import {
  bookingEvents,
  bookings,
  bookingTotalChanges,
  bookingTotals,
  reviews,
  type BookingEventRecord,
  type BookingRecord,
  type ReviewRecord,
} from '../../db/schema/bookings.js';
import { carImages, cars } from '../../db/schema/cars.js';
import { drivers } from '../../db/schema/drivers.js';
import { users } from '../../db/schema/users.js';
import { escapeLike, searchWords, totalOf } from '../../db/like-search.js';

/** A booking with what its view needs: both parties, the item as it is now, the review. */
export type BookingDetails = {
  booking: BookingRecord;
  client: { id: number; name: string; email: string; phoneNumber: string | null };
  provider: { id: number; name: string; phoneNumber: string | null };
  car: {
    id: number;
    make: string;
    model: string;
    year: number;
    location: RwandaLocation;
    licensePlate: string | null;
    imageKey: string | null;
    imageUrl: string | null;
  } | null;
  driver: {
    id: number;
    name: string;
    experienceYears: number;
    location: RwandaLocation;
    profileImageKey: string | null;
  } | null;
  review: Pick<ReviewRecord, 'rating' | 'comment' | 'createdAt'> | null;
};

/**
 * The SQL mirror of the domain's `hasExpired`: a pending request whose start is at or
 * before `now`. booking-expiry.repository.test.ts holds both to the same table of cases.
 */
export const overdueAt = (now: Date) => overdueBy(sql`${now.toISOString()}::timestamptz`);

/** {@link overdueAt} at a time given as SQL (a prepared statement's placeholder). */
const overdueBy = (at: SQL) =>
  sql`${bookings.status} = 'pending' and ${bookings.startTime} <= ${at}`;

/**
 * A booking's status as it reads at `now` (rules §4.6, the domain's `bookingStatusAt`): an
 * overdue request is cancelled from its start, before the expiry job writes it so.
 */
const statusAt = (now: Date) =>
  sql<BookingStatus>`case when ${overdueAt(now)} then 'cancelled' else ${bookings.status} end`;

/** Bookings whose status reads `status` at `now`, each form answered by an index. */
function statusIs(status: BookingStatus, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (status === 'pending')
    return sql`${bookings.status} = 'pending' and ${bookings.startTime} > ${at}`;
  if (status === 'cancelled') return sql`(${bookings.status} = 'cancelled' or ${overdueAt(now)})`;
  return eq(bookings.status, status);
}

const client = alias(users, 'client');
const provider = alias(users, 'provider');

/** The first photo of a car, for the booking's thumbnail. */
const firstImage = (column: 'image_key' | 'source_url') =>
  sql<
    string | null
  >`(select ${sql.identifier(column)} from ${carImages} where ${carImages.carId} = ${cars.id} order by ${carImages.position} limit 1)`;

/** The totals' row of requests overdue but not yet written expired (not a status). */
const overdueRow = 'overdue';
type TotalsRowStatus = BookingStatus | typeof overdueRow;

/** Counts per status (and the completed value) as the summary cards show them. */
function summaryOf(
  rows: { status: BookingStatus; count: number; value: string | number | null }[],
): BookingSummary {
  const summary: BookingSummary = {
    total: 0,
    pending: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
    completed_value: 0,
  };
  for (const row of rows) {
    summary[row.status] = row.count;
    summary.total += row.count;
    if (row.status === 'completed') summary.completed_value = Number(row.value ?? 0);
  }
  return summary;
}

/** Reading bookings: one with its parties and item, the lists, their summaries, the timeline. */
export function createBookingReadsRepository(db: Database) {
  const selectDetails = () =>
    db
      .select({
        booking: getTableColumns(bookings),
        client: {
          id: client.id,
          name: client.name,
          email: client.email,
          phoneNumber: client.phoneNumber,
        },
        provider: { id: provider.id, name: provider.name, phoneNumber: provider.phoneNumber },
        carId: cars.id,
        carMake: cars.make,
        carModel: cars.model,
        carYear: cars.year,
        carLocation: cars.location,
        carPlate: cars.licensePlate,
        carImageKey: firstImage('image_key'),
        carImageUrl: firstImage('source_url'),
        driverId: drivers.id,
        driverName: drivers.name,
        driverExperience: drivers.experienceYears,
        driverLocation: drivers.location,
        driverImageKey: drivers.profileImageKey,
        reviewRating: reviews.rating,
        reviewComment: reviews.comment,
        reviewCreatedAt: reviews.createdAt,
      })
      .from(bookings)
      .innerJoin(client, eq(client.id, bookings.clientId))
      .innerJoin(provider, eq(provider.id, bookings.providerId))
      .leftJoin(cars, and(eq(bookings.itemType, 'car'), eq(cars.id, bookings.itemId)))
      .leftJoin(drivers, and(eq(bookings.itemType, 'driver'), eq(drivers.id, bookings.itemId)))
      .leftJoin(reviews, eq(reviews.bookingId, bookings.id));

  type Row = Awaited<ReturnType<ReturnType<typeof selectDetails>['execute']>>[number];
  const toDetails = (row: Row): BookingDetails => ({
    booking: row.booking,
    client: row.client,
    provider: row.provider,
    car:
      row.carId === null
        ? null
        : {
            id: row.carId,
            make: row.carMake!,
            model: row.carModel!,
            year: row.carYear!,
            location: row.carLocation!,
            licensePlate: row.carPlate,
            imageKey: row.carImageKey,
            imageUrl: row.carImageUrl,
          },
    driver:
      row.driverId === null
        ? null
        : {
            id: row.driverId,
            name: row.driverName!,
            experienceYears: row.driverExperience!,
            location: row.driverLocation!,
            profileImageKey: row.driverImageKey,
          },
    review:
      row.reviewRating === null
        ? null
        : {
            rating: row.reviewRating,
            comment: row.reviewComment!,
            createdAt: row.reviewCreatedAt!,
          },
  });

  /**
   * Bookings with their details, by id, in the order asked. The query joins six tables,
   * which costs PostgreSQL more to plan (≈3 ms) than to run (≈0.5 ms for a page), so it is
   * a prepared statement: each connection plans it once (`npm run bench:admin`).
   */
  const detailsByIds = selectDetails()
    .where(sql`${bookings.id} = any(${sql.placeholder('ids')})`)
    .prepare('booking_details_by_ids');
  async function detailsOf(ids: number[]): Promise<BookingDetails[]> {
    if (ids.length === 0) return [];
    const rows = await detailsByIds.execute({ ids });
    const byId = new Map(rows.map((row) => [row.booking.id, toDetails(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The ids of a page of bookings, newest first; `readsClient` when `where` reads the client. */
  async function pageIds(
    where: SQL | undefined,
    paging: { page: number; per_page: number },
    readsClient: boolean,
  ): Promise<number[]> {
    const base = db.select({ id: bookings.id }).from(bookings);
    const rows = await (
      readsClient ? base.innerJoin(client, eq(client.id, bookings.clientId)) : base
    )
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page);
    return rows.map((row) => row.id);
  }

  /** A page of bookings and their count; `readsClient` when the filter reads the client's columns. */
  async function listWhere(
    where: SQL | undefined,
    paging: { page: number; per_page: number },
    readsClient = true,
  ) {
    const counted = readsClient
      ? db
          .select({ total: count() })
          .from(bookings)
          .innerJoin(client, eq(client.id, bookings.clientId))
          .where(where)
      : db.select({ total: count() }).from(bookings).where(where);
    const ids = await pageIds(where, paging, readsClient);
    const total = await totalOf(ids, paging, async () => (await counted)[0]?.total ?? 0);
    return { rows: await detailsOf(ids), total };
  }

  /** Words must each appear in what was booked or, for providers, the client's name. */
  function searchFilter(search: string | undefined, withClientName: boolean): SQL[] {
    const text = withClientName
      ? sql`lower(${bookings.itemTitle} || ' ' || ${client.name})`
      : sql`lower(${bookings.itemTitle})`;
    return searchWords(search ?? '').map((word) => like(text, `%${escapeLike(word)}%`));
  }

  /**
   * The admin's search (rules §8.9): each word in what was booked, a party's name or email,
   * or the reference (`B0000042`, or its number). Each part is answered by an index.
   */
  function adminSearchFilter(search: string | undefined): SQL[] {
    return searchWords(search ?? '').map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      const people = db.select({ id: users.id }).from(users).where(like(users.searchText, pattern));
      const reference = /^b?(\d{1,10})$/.exec(word)?.[1];
      const id = reference ? Number(reference) : undefined;
      return or(
        like(sql`lower(${bookings.itemTitle})`, pattern),
        inArray(bookings.clientId, people),
        inArray(bookings.providerId, people),
        id !== undefined && id <= 2_147_483_647 ? eq(bookings.id, id) : undefined,
      )!;
    });
  }

  const adminWhere = (query: Omit<AdminBookingsQuery, 'status'>) =>
    and(
      query.item_type ? eq(bookings.itemType, query.item_type) : undefined,
      ...adminSearchFilter(query.search),
    );

  /**
   * The admin's counts: the running totals, their unfolded changes, and the requests overdue
   * at `now` but not yet written expired, counted once (an index probe, rules §4.6) as the
   * row `overdue`. Prepared, as the dashboard and every unsearched admin list ask for it:
   * each connection parses it once (`npm run bench:admin`).
   */
  const totalsOf = (itemType: SQL | undefined, name: string) => {
    const sources = unionAll(
      db
        .select({
          status: sql<TotalsRowStatus>`${bookingTotals.status}`.as('status'),
          itemType: bookingTotals.itemType,
          bookings: bookingTotals.bookings,
          value: bookingTotals.value,
        })
        .from(bookingTotals),
      db
        .select({
          status: sql<TotalsRowStatus>`${bookingTotalChanges.status}`.as('status'),
          itemType: bookingTotalChanges.itemType,
          bookings: bookingTotalChanges.bookings,
          value: bookingTotalChanges.value,
        })
        .from(bookingTotalChanges),
      db
        .select({
          status: sql<TotalsRowStatus>`${overdueRow}::text`.as('status'),
          itemType: bookings.itemType,
          bookings: sql<number>`count(*)::int`.as('bookings'),
          value: sql<number>`0::bigint`.as('value'),
        })
        .from(bookings)
        .where(overdueBy(sql`${sql.placeholder('now')}::timestamptz`))
        .groupBy(bookings.itemType),
    ).as('sources');
    return db
      .select({
        status: sources.status,
        count: sql<number>`coalesce(sum(${sources.bookings}), 0)`.mapWith(Number),
        value: sql<number>`coalesce(sum(${sources.value}), 0)`.mapWith(Number),
      })
      .from(sources)
      .where(itemType ? eq(sources.itemType, itemType) : undefined)
      .groupBy(sources.status)
      .prepare(name);
  };
  const totalsOfAll = totalsOf(undefined, 'booking_totals');
  const totalsOfType = totalsOf(sql`${sql.placeholder('itemType')}`, 'booking_totals_of_type');

  async function summaryWhere(where: SQL | undefined, now: Date): Promise<BookingSummary> {
    const status = statusAt(now);
    const rows = await db
      .select({ status, count: count(), value: sum(bookings.totalPrice) })
      .from(bookings)
      .where(where)
      // By the first column: a parameter written twice is not the same expression to SQL.
      .groupBy(sql`1`);
    return summaryOf(rows);
  }

  return {
    /**
     * Whether a block of one car or driver meets `range` (half-open): a request over it is
     * refused (rules §4.17). Read in the request's transaction.
     */
    async isBlocked(
      item: { type: BookingItemType; id: number },
      range: { start: Date; end: Date },
      reader: Reader,
    ): Promise<boolean> {
      const [found] = await reader
        .select({ id: calendarBlocks.id })
        .from(calendarBlocks)
        .where(
          and(
            eq(calendarBlocks.itemType, item.type),
            eq(calendarBlocks.itemId, item.id),
            lt(calendarBlocks.startTime, range.end),
            gt(calendarBlocks.endTime, range.start),
          ),
        )
        .limit(1);
      return found !== undefined;
    },

    async findById(id: number): Promise<BookingDetails | undefined> {
      const [details] = await detailsOf([id]);
      return details;
    },

    /** Whether `clientId` ever asked for this car or driver (any status). */
    async hasClientBooked(clientId: number, itemType: BookingItemType, itemId: number) {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.clientId, clientId),
            eq(bookings.itemType, itemType),
            eq(bookings.itemId, itemId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findRecord(id: number, tx: Tx): Promise<BookingRecord | undefined> {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      return row;
    },

    async history(bookingId: number): Promise<BookingEventRecord[]> {
      return db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, bookingId))
        .orderBy(asc(bookingEvents.id));
    },

    listForClient(clientId: number, query: MyBookingsQuery, now: Date) {
      return listWhere(
        and(
          eq(bookings.clientId, clientId),
          query.status ? statusIs(query.status, now) : undefined,
          query.item_type ? eq(bookings.itemType, query.item_type) : undefined,
          ...searchFilter(query.search, false),
        ),
        query,
      );
    },

    listForProvider(providerId: number, query: ProviderBookingsQuery, now: Date) {
      return listWhere(
        and(
          eq(bookings.providerId, providerId),
          query.status ? statusIs(query.status, now) : undefined,
          ...searchFilter(query.search, true),
        ),
        query,
      );
    },

    /**
     * Every booking (rules §8.9), newest first, by status, type and search. `total` given
     * (from {@link totals}) spares counting them again.
     */
    async listForAdmin(query: AdminBookingsQuery, now: Date, total?: number) {
      const where = and(query.status ? statusIs(query.status, now) : undefined, adminWhere(query));
      if (total === undefined) return listWhere(where, query, false);
      return { rows: await detailsOf(await pageIds(where, query, false)), total };
    },

    /** The newest bookings, for the admin's Recent Activity. */
    newest: async (count: number): Promise<BookingDetails[]> =>
      detailsOf(await pageIds(undefined, { page: 1, per_page: count }, false)),

    /**
     * Every booking counted by status (of one item type, if given), with the value of the
     * completed ones, from the running totals: a few rows read, never the whole table.
     */
    async totals(now: Date, itemType?: BookingItemType): Promise<BookingSummary> {
      const rows = await (itemType
        ? totalsOfType.execute({ now: now.toISOString(), itemType })
        : totalsOfAll.execute({ now: now.toISOString() }));
      const overdue = rows.find((row) => row.status === overdueRow)?.count ?? 0;
      const summary = summaryOf(
        rows.filter(
          (row): row is (typeof rows)[number] & { status: BookingStatus } =>
            row.status !== overdueRow,
        ),
      );
      // Requests overdue at `now` but not yet written expired (the expiry job runs every
      // minute) move from pending to cancelled here, so the counts read as the lists do.
      return {
        ...summary,
        pending: summary.pending - overdue,
        cancelled: summary.cancelled + overdue,
      };
    },

    /** The admin's counts per status, over the same search and type (any status). */
    summaryForAdmin: (query: Omit<AdminBookingsQuery, 'status'>, now: Date) =>
      summaryWhere(adminWhere(query), now),

    summaryForClient: (clientId: number, now: Date) =>
      summaryWhere(eq(bookings.clientId, clientId), now),
    summaryForProvider: (providerId: number, now: Date) =>
      summaryWhere(eq(bookings.providerId, providerId), now),
  };
}

export type BookingReadsRepository = ReturnType<typeof createBookingReadsRepository>;
