import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  like,
  ne,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  BookingItemType,
  BookingMover,
  BookingStatus,
  BookingSummary,
  CancelReason,
  MyBookingsQuery,
  ProviderBookingsQuery,
  RwandaLocation,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import {
  bookingEvents,
  bookings,
  reviews,
  type BookingEventRecord,
  type BookingRecord,
  type ReviewRecord,
} from '../../db/schema/bookings.js';
import { carImages, cars } from '../../db/schema/cars.js';
import { drivers } from '../../db/schema/drivers.js';
import { users } from '../../db/schema/users.js';
import { escapeLike, searchWords } from '../../db/like-search.js';

export type NewBooking = Pick<
  BookingRecord,
  | 'clientId'
  | 'providerId'
  | 'itemType'
  | 'itemId'
  | 'itemTitle'
  | 'startTime'
  | 'endTime'
  | 'hours'
  | 'pricePerHour'
  | 'totalPrice'
  | 'notes'
>;

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

export type StatusMove = {
  from: BookingStatus;
  to: BookingStatus;
  by: BookingMover;
  actorId: number | null;
  reason: CancelReason | null;
  now: Date;
};

const client = alias(users, 'client');
const provider = alias(users, 'provider');

/** The first photo of a car, for the booking's thumbnail. */
const firstImage = (column: 'image_key' | 'source_url') =>
  sql<
    string | null
  >`(select ${sql.identifier(column)} from ${carImages} where ${carImages.carId} = ${cars.id} order by ${carImages.position} limit 1)`;

/** Confirmed bookings of one item overlapping [start, end) — what the exclusion constraint forbids. */
const overlaps = (start: Date, end: Date) =>
  sql`tstzrange(${bookings.startTime}, ${bookings.endTime}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

/** Per-item lock keys: confirmations of one car or driver take turns (no deadlocks, no races). */
const lockSpace: Record<BookingItemType, number> = { car: 5_001, driver: 5_002 };

export function createBookingsRepository(db: Database) {
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

  async function listWhere(where: SQL | undefined, paging: { page: number; per_page: number }) {
    const [rows, [total]] = await Promise.all([
      selectDetails()
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(paging.per_page)
        .offset((paging.page - 1) * paging.per_page),
      db
        .select({ total: count() })
        .from(bookings)
        .innerJoin(client, eq(client.id, bookings.clientId))
        .where(where),
    ]);
    return { rows: rows.map(toDetails), total: total?.total ?? 0 };
  }

  /** Words must each appear in what was booked or, for providers, the client's name. */
  function searchFilter(search: string | undefined, withClientName: boolean): SQL[] {
    const text = withClientName
      ? sql`lower(${bookings.itemTitle} || ' ' || ${client.name})`
      : sql`lower(${bookings.itemTitle})`;
    return searchWords(search ?? '').map((word) => like(text, `%${escapeLike(word)}%`));
  }

  async function summaryWhere(where: SQL): Promise<BookingSummary> {
    const rows = await db
      .select({ status: bookings.status, count: count(), value: sum(bookings.totalPrice) })
      .from(bookings)
      .where(where)
      .groupBy(bookings.status);
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

  return {
    async findById(id: number): Promise<BookingDetails | undefined> {
      const [row] = await selectDetails().where(eq(bookings.id, id)).limit(1);
      return row ? toDetails(row) : undefined;
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

    async findRecord(id: number): Promise<BookingRecord | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      return row;
    },

    async history(bookingId: number): Promise<BookingEventRecord[]> {
      return db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, bookingId))
        .orderBy(asc(bookingEvents.id));
    },

    listForClient(clientId: number, query: MyBookingsQuery) {
      return listWhere(
        and(
          eq(bookings.clientId, clientId),
          query.status ? eq(bookings.status, query.status) : undefined,
          query.item_type ? eq(bookings.itemType, query.item_type) : undefined,
          ...searchFilter(query.search, false),
        ),
        query,
      );
    },

    listForProvider(providerId: number, query: ProviderBookingsQuery) {
      return listWhere(
        and(
          eq(bookings.providerId, providerId),
          query.status ? eq(bookings.status, query.status) : undefined,
          ...searchFilter(query.search, true),
        ),
        query,
      );
    },

    summaryForClient: (clientId: number) => summaryWhere(eq(bookings.clientId, clientId)),
    summaryForProvider: (providerId: number) => summaryWhere(eq(bookings.providerId, providerId)),

    /**
     * A new request, with the first line of its timeline, unless the item already has a
     * confirmed booking overlapping it (then nothing is written and `undefined` returned).
     */
    async insert(booking: NewBooking, now: Date): Promise<BookingRecord | undefined> {
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.itemType, booking.itemType),
              eq(bookings.itemId, booking.itemId),
              eq(bookings.status, 'confirmed'),
              overlaps(booking.startTime, booking.endTime),
            ),
          )
          .limit(1);
        if (taken) return undefined;
        const [created] = await tx
          .insert(bookings)
          .values({ ...booking, createdAt: now, updatedAt: now })
          .returning();
        await tx.insert(bookingEvents).values({
          bookingId: created!.id,
          fromStatus: null,
          toStatus: 'pending',
          by: 'client',
          actorId: booking.clientId,
          createdAt: now,
        });
        return created;
      });
    },

    /**
     * Moves a booking only if it is still in `from` (someone else may have moved it
     * meanwhile: then `undefined`). A confirmation takes the item's lock first, so
     * confirmations of one car or driver take turns; the exclusion constraint still
     * refuses an overlap (SQLSTATE 23P01, rolled back), and the overlapping pending
     * requests are declined in the same transaction, each with its timeline line.
     */
    async move(
      id: number,
      move: StatusMove,
    ): Promise<{ booking: BookingRecord; declined: number[] } | undefined> {
      return db.transaction(async (tx) => {
        if (move.to === 'confirmed') {
          const [target] = await tx
            .select({ itemType: bookings.itemType, itemId: bookings.itemId })
            .from(bookings)
            .where(eq(bookings.id, id));
          if (!target) return undefined;
          await tx.execute(
            sql`select pg_advisory_xact_lock(${lockSpace[target.itemType]}::int, ${target.itemId}::int)`,
          );
        }
        const [moved] = await tx
          .update(bookings)
          .set({ status: move.to, cancelReason: move.reason, updatedAt: move.now })
          .where(and(eq(bookings.id, id), eq(bookings.status, move.from)))
          .returning();
        if (!moved) return undefined;
        await tx.insert(bookingEvents).values({
          bookingId: id,
          fromStatus: move.from,
          toStatus: move.to,
          by: move.by,
          actorId: move.actorId,
          reason: move.reason,
          createdAt: move.now,
        });
        let declined: number[] = [];
        if (move.to === 'confirmed') {
          const rows = await tx
            .update(bookings)
            .set({ status: 'cancelled', cancelReason: 'slot_taken', updatedAt: move.now })
            .where(
              and(
                eq(bookings.itemType, moved.itemType),
                eq(bookings.itemId, moved.itemId),
                eq(bookings.status, 'pending'),
                ne(bookings.id, id),
                overlaps(moved.startTime, moved.endTime),
              ),
            )
            .returning({ id: bookings.id });
          declined = rows.map((row) => row.id);
          if (declined.length > 0)
            await tx.insert(bookingEvents).values(
              declined.map((bookingId) => ({
                bookingId,
                fromStatus: 'pending' as const,
                toStatus: 'cancelled' as const,
                by: 'system' as const,
                reason: 'slot_taken' as const,
                createdAt: move.now,
              })),
            );
        }
        return { booking: moved, declined };
      });
    },

    /** Pending requests whose start has passed: cancelled as expired, with their timeline line. */
    async expireOverdue(now: Date): Promise<number> {
      const result = await db.execute(sql`
        with expired as (
          update ${bookings}
          set status = 'cancelled', cancel_reason = 'expired', updated_at = ${now.toISOString()}::timestamptz
          where status = 'pending' and start_time <= ${now.toISOString()}::timestamptz
          returning id
        )
        insert into ${bookingEvents} (booking_id, from_status, to_status, by, reason, created_at)
        select id, 'pending', 'cancelled', 'system', 'expired', ${now.toISOString()}::timestamptz from expired
        returning booking_id as id`);
      // Both drivers answer `execute` with `{ rows }` (pg's QueryResult, PGlite's Results).
      return (result as unknown as { rows: unknown[] }).rows.length;
    },

    /** The review of a booking; `undefined` when the booking already has one (unique key). */
    async insertReview(
      review: Pick<
        ReviewRecord,
        'bookingId' | 'clientId' | 'itemType' | 'itemId' | 'rating' | 'comment'
      >,
      now: Date,
    ): Promise<ReviewRecord | undefined> {
      const [created] = await db
        .insert(reviews)
        .values({ ...review, createdAt: now })
        .onConflictDoNothing({ target: reviews.bookingId })
        .returning();
      return created;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
