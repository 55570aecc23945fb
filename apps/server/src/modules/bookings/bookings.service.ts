import {
  billableHours,
  bookingMoveRefusal,
  bookingStatusAt,
  cancelReasonFor,
  DomainError,
  hasExpired,
  isBookable,
  isInstantBooking,
  quoteBooking,
  reviewRefusal,
  startsInFuture,
  startsTooFarAhead,
  takesDeclineNote,
  withinWeekly,
  toPage,
  type AdminBookingsQuery,
  type BookingActor,
  type BookingItemType,
  type BookingStatus,
  type BookingSummary,
  type CreateBookingInput,
  type MyBookingsQuery,
  type Page,
  type ProviderBookingsQuery,
  type ReviewInput,
} from '@kodesha/domain';
import { isExclusionViolation } from '../../db/errors.js';
import type { BookingEventRecord, BookingRecord } from '../../db/schema/bookings.js';
import type { UserRecord } from '../../db/schema/users.js';
import { savepoint, type Transactions, type Tx } from '../../db/transactions.js';
import { weeklyHoursOf } from '../cars/car.dto.js';
import type { CarsService } from '../cars/cars.service.js';
import type { DriversService } from '../drivers/drivers.service.js';
import type { BookingDoor } from './booking-door.service.js';
import type { BookingDetails } from './booking-reads.repository.js';
import type { BookingsRepository } from './bookings.repository.js';

export type { BookingDetails } from './booking-reads.repository.js';

export type BookingPage = Page<BookingDetails> & { summary: BookingSummary };

/** How `viewer` stands to a booking: its client, its provider, an admin, or nobody. */
export function actorOf(
  viewer: UserRecord,
  booking: Pick<BookingRecord, 'clientId' | 'providerId'>,
): BookingActor | null {
  if (viewer.id === booking.clientId) return 'client';
  if (viewer.id === booking.providerId) return 'provider';
  if (viewer.role === 'admin') return 'admin';
  return null;
}

/**
 * A booking as it reads at `now` (rules §4.6): an overdue request shows cancelled,
 * `expired`, from its start, whether or not the expiry job has written it yet.
 */
function asOf<T extends { booking: BookingRecord }>(details: T, now: Date): T {
  const { status, cancel_reason: cancelReason } = bookingStatusAt(
    {
      status: details.booking.status,
      start_time: details.booking.startTime,
      cancel_reason: details.booking.cancelReason,
    },
    now,
  );
  if (status === details.booking.status) return details;
  // It changed at its start, as the expiry job will write it.
  const updatedAt = details.booking.startTime;
  return { ...details, booking: { ...details.booking, status, cancelReason, updatedAt } };
}

/** How many overdue requests one transaction of the expiry job moves. */
const expiryBatch = 200;

export function createBookingsService(deps: {
  bookings: BookingsRepository;
  door: BookingDoor;
  transactions: Transactions;
  cars: CarsService;
  drivers: DriversService;
  /** The users' door for the one account write a request may make (rules §4.3). */
  clientPhones: { addPhoneIfNone(tx: Tx, userId: number, phone: string): Promise<void> };
  clock: () => Date;
}) {
  const { bookings, door, transactions, cars, drivers, clientPhones, clock } = deps;

  /** What is being booked, from whom and at what hourly price, if it may be booked. */
  async function bookableItem(actor: UserRecord, input: CreateBookingInput) {
    if (input.item_type === 'car') {
      const car = await cars.carToRequest(input.item_id); // active cars only: others are 404
      if (car.providerId === actor.id) throw new DomainError('booking.ownItem');
      return { ...car, closed: 'booking.carClosed' as const };
    }
    const driver = await drivers.getDriver(null, input.item_id); // verified, active drivers only
    if (driver.userId === actor.id) throw new DomainError('booking.ownItem');
    if (
      !isBookable({ type: 'driver', is_active: driver.isActive, is_available: driver.isAvailable })
    )
      throw new DomainError('booking.driverUnavailable');
    return {
      providerId: driver.userId,
      title: driver.name,
      pricePerHour: driver.pricePerHour,
      weekly: weeklyHoursOf(driver),
      instantBook: driver.instantBook,
      minNoticeHours: driver.minNoticeHours,
      closed: 'booking.driverClosed' as const,
    };
  }

  async function findOrFail(id: number): Promise<BookingDetails> {
    const details = await bookings.findById(id);
    if (!details) throw new DomainError('booking.notFound');
    return asOf(details, clock());
  }

  /** A page of bookings as they read now. */
  const pageAsOf = <T extends { rows: BookingDetails[] }>(page: T, now: Date): T => ({
    ...page,
    rows: page.rows.map((details) => asOf(details, now)),
  });

  /** The booking and how the viewer stands to it; 403 for anyone else (no IDOR). */
  async function getBooking(viewer: UserRecord, id: number) {
    const details = await findOrFail(id);
    const actor = actorOf(viewer, details.booking);
    if (!actor) throw new DomainError('booking.forbidden');
    return { details, actor };
  }

  return {
    getBooking,

    /**
     * The booking and its timeline. A request overdue but not yet written expired gets the
     * line the expiry job will write (rules §4.6), so the timeline reads the same before.
     */
    async bookingHistory(viewer: UserRecord, id: number) {
      const found = await getBooking(viewer, id);
      const history: BookingEventRecord[] = await bookings.history(id);
      const last = history.at(-1);
      const { booking } = found.details;
      if (booking.cancelReason === 'expired' && last?.reason !== 'expired')
        history.push({
          id: 0,
          bookingId: id,
          fromStatus: 'pending',
          toStatus: 'cancelled',
          by: 'system',
          actorId: null,
          reason: 'expired',
          via: null,
          note: null,
          createdAt: booking.startTime,
        });
      return { ...found, history };
    },

    /**
     * rules §4.2: a request for 1 to 8 whole hours starting in the future, at most a year
     * ahead, priced here from the item's hourly price (whatever the client sent is ignored).
     */
    async requestBooking(actor: UserRecord, input: CreateBookingInput): Promise<BookingDetails> {
      const now = clock();
      if (!startsInFuture(input.start_time, now)) throw new DomainError('booking.startPast');
      if (startsTooFarAhead(input.start_time, now)) throw new DomainError('booking.startTooFar');
      const item = await bookableItem(actor, input);
      const quote = quoteBooking({
        pricePerHour: item.pricePerHour,
        start: input.start_time,
        hours: billableHours(input.start_time, input.end_time),
      });
      const range = { start: quote.start, end: quote.end };
      const itemRef = { type: input.item_type, id: input.item_id };
      // rules §4.17: a time outside the item's weekly days and hours can never be answered.
      if (!withinWeekly(item.weekly, range)) throw new DomainError(item.closed);
      const instant = isInstantBooking(item, actor, quote.start, now);
      const created = await transactions.run(async (tx) => {
        // rules §4.16: an instant booking takes the item's turn like a confirmation, so of
        // two at once for one time the second sees the first confirmed; and before it reads
        // the blocks, so a block set meanwhile is seen (rules §4.15).
        if (instant) await bookings.lockItem(itemRef.type, itemRef.id, tx);
        if (await bookings.isBlocked(itemRef, range, tx))
          throw new DomainError('booking.timeBlocked');
        const row = await door.request(
          tx,
          {
            clientId: actor.id,
            providerId: item.providerId,
            itemType: input.item_type,
            itemId: input.item_id,
            itemTitle: item.title,
            startTime: quote.start,
            endTime: quote.end,
            hours: quote.hours,
            pricePerHour: item.pricePerHour,
            totalPrice: quote.total,
            notes: input.notes ?? null,
          },
          now,
          { instant },
        );
        // rules §4.3: the phone a client without one gave, so the provider can reach them.
        if (row && input.phone_number && !actor.phoneNumber)
          await clientPhones.addPhoneIfNone(tx, actor.id, input.phone_number);
        if (row && instant) {
          const [confirmed] = await door.move(tx, {
            ids: [row.id],
            from: 'pending',
            to: 'confirmed',
            by: 'system',
            actorId: null,
            reason: null,
            at: now,
          });
          if (confirmed) await declineOverlapping(tx, confirmed, now);
        }
        return row;
      });
      if (!created) throw new DomainError('booking.slotTaken');
      return findOrFail(created.id);
    },

    /**
     * One entry for the three status endpoints: the domain's table decides (409 when it
     * says no); a request whose start passed expires instead of being answered, and a
     * booking is completed only once it has started. A provider's decline may carry a
     * reason for the client (`note`); any other move given one is refused (rules §4.4).
     */
    async moveBooking(
      viewer: UserRecord,
      id: number,
      to: BookingStatus,
      note?: string,
    ): Promise<{ details: BookingDetails; actor: BookingActor }> {
      const now = clock();
      let actor: BookingActor;
      try {
        actor = await transactions.run((tx) => moveIn(tx, viewer, id, to, now, { note }));
      } catch (error) {
        if (isExclusionViolation(error)) throw new DomainError('booking.slotTaken');
        throw error;
      }
      return { details: await findOrFail(id), actor };
    },

    /**
     * rules §10.10: a provider's answer by SMS, in the caller's transaction, with the same
     * rules as the app's (`moveBooking`); its timeline and audit lines say it came by SMS.
     * Answers the booking as moved; a refusal throws the app's DomainError.
     */
    async moveBySms(
      tx: Tx,
      provider: UserRecord,
      id: number,
      to: 'confirmed' | 'cancelled',
    ): Promise<BookingRecord> {
      const now = clock();
      try {
        // A savepoint: a refused confirmation (an overlap the database refuses) leaves the
        // caller's transaction, and its record of the message, standing.
        await savepoint(tx, (inner) => moveIn(inner, provider, id, to, now, { via: 'sms' }));
      } catch (error) {
        if (isExclusionViolation(error)) throw new DomainError('booking.slotTaken');
        throw error;
      }
      return (await bookings.findRecord(id, tx))!;
    },

    /**
     * Every booking, for admins (rules §8.9), with the counts per status over the same
     * filters. Without a search the counts come from the running totals, not a count of
     * every row (`npm run bench:admin`); a search narrows the rows enough to count them.
     */
    async listForAdmin(query: AdminBookingsQuery): Promise<BookingPage> {
      const now = clock();
      const { status: _status, ...anyStatus } = query;
      if (query.search) {
        const [page, summary] = await Promise.all([
          bookings.listForAdmin(query, now),
          bookings.summaryForAdmin(anyStatus, now),
        ]);
        const { rows, total } = pageAsOf(page, now);
        return { ...toPage(rows, total, query), summary };
      }
      const summary = await bookings.totals(now, query.item_type);
      const { rows, total } = pageAsOf(
        await bookings.listForAdmin(
          query,
          now,
          query.status ? summary[query.status] : summary.total,
        ),
        now,
      );
      return { ...toPage(rows, total, query), summary };
    },

    /** The admin overview's Recent Activity: the newest bookings (rules §8.4). */
    async recentForAdmin(count: number): Promise<BookingDetails[]> {
      const now = clock();
      return (await bookings.newest(count)).map((details) => asOf(details, now));
    },

    /** Every booking counted by status, from the running totals (the admin overview). */
    totalsForAdmin: () => bookings.totals(clock()),

    async myBookings(viewer: UserRecord, query: MyBookingsQuery): Promise<BookingPage> {
      const now = clock();
      const [page, summary] = await Promise.all([
        bookings.listForClient(viewer.id, query, now),
        bookings.summaryForClient(viewer.id, now),
      ]);
      const { rows, total } = pageAsOf(page, now);
      return { ...toPage(rows, total, query), summary };
    },

    /** Requests on the caller's cars or driver profile (`GET /api/bookings`). */
    async providedBookings(viewer: UserRecord, query: ProviderBookingsQuery): Promise<BookingPage> {
      const now = clock();
      const [page, summary] = await Promise.all([
        bookings.listForProvider(viewer.id, query, now),
        bookings.summaryForProvider(viewer.id, now),
      ]);
      const { rows, total } = pageAsOf(page, now);
      return { ...toPage(rows, total, query), summary };
    },

    /** Whether `clientId` has asked for this car or driver: its provider may then write to them. */
    hasBooked(clientId: number, itemType: BookingItemType, itemId: number): Promise<boolean> {
      return bookings.hasClientBooked(clientId, itemType, itemId);
    },

    /** The owner dashboard's booking cards. */
    providerSummary: (viewer: UserRecord): Promise<BookingSummary> =>
      bookings.summaryForProvider(viewer.id, clock()),

    /** rules §4.10: the client of a completed booking rates it once. */
    async reviewBooking(
      viewer: UserRecord,
      id: number,
      input: ReviewInput,
    ): Promise<BookingDetails> {
      const { booking: record, review: existing } = await findOrFail(id);
      const actor = actorOf(viewer, record);
      if (!actor) throw new DomainError('booking.forbidden');
      const refusal = reviewRefusal({
        viewer: actor,
        status: record.status,
        reviewed: existing !== null,
      });
      if (refusal) throw new DomainError(refusal);
      // Two reviews sent at once: the database keeps the first, the second is told it exists.
      const review = await bookings.insertReview(
        {
          bookingId: id,
          clientId: viewer.id,
          itemType: record.itemType,
          itemId: record.itemId,
          rating: input.rating,
          comment: input.comment,
        },
        clock(),
      );
      if (!review) throw new DomainError('review.exists');
      return findOrFail(id);
    },

    /**
     * The expiry job (rules §4.6): requests nobody answered before their start are cancelled
     * as expired through the door, a batch a transaction; answers how many. Reads never
     * write: until this runs they read as expired all the same.
     */
    async expireOverdue(): Promise<number> {
      const now = clock();
      let expired = 0;
      for (;;) {
        const moved = await transactions.run(async (tx) => {
          const ids = await bookings.overdue(now, expiryBatch, tx);
          await door.move(tx, {
            ids,
            from: 'pending',
            to: 'cancelled',
            by: 'system',
            actorId: null,
            reason: 'expired',
            at: now,
            atStart: true,
          });
          return ids.length;
        });
        expired += moved;
        if (moved < expiryBatch) return expired;
      }
    },

    /** The rollup job: folds the running totals' changes into the totals (record 10). */
    foldTotals: () => bookings.foldTotals(),

    /** rules §10.6: a booking as its reminders see it now (they go only if it still stands). */
    async notice(id: number) {
      const details = await bookings.findById(id);
      if (!details) return undefined;
      const { booking, client } = details;
      return {
        id: booking.id,
        status: booking.status,
        itemTitle: booking.itemTitle,
        startTime: booking.startTime,
        endTime: booking.endTime,
        totalPrice: booking.totalPrice,
        clientId: booking.clientId,
        providerId: booking.providerId,
        clientName: client.name,
        replyCode: booking.replyCode,
      };
    },

    /**
     * rules §8.6, in the deletion's transaction: the person's pending requests, as client or
     * provider, are cancelled (`account_deleted`) through the door; what was booked of their
     * driver profile reads "Deleted user". Answers how many were cancelled.
     */
    async closeAccount(
      tx: Tx,
      userId: number,
      driver: { id: number; title: string } | null,
      now: Date,
    ): Promise<number> {
      if (driver) await bookings.retitleDriverBookings(driver.id, driver.title, tx);
      const moved = await door.move(tx, {
        ids: await bookings.pendingOfParty(userId, tx),
        from: 'pending',
        to: 'cancelled',
        by: 'system',
        actorId: null,
        reason: 'account_deleted',
        at: now,
      });
      return moved.length;
    },
  };

  /** One person's move of one booking in `tx`: the same checks whether in the app or by SMS. */
  async function moveIn(
    tx: Tx,
    viewer: UserRecord,
    id: number,
    to: BookingStatus,
    now: Date,
    { via, note }: { via?: 'sms'; note?: string } = {},
  ): Promise<BookingActor> {
    const record = await bookings.findRecord(id, tx);
    if (!record) throw new DomainError('booking.notFound');
    const mover = actorOf(viewer, record);
    if (!mover) throw new DomainError('booking.forbidden');
    // rules §4.4: refused rather than dropped, so nobody believes words were passed on.
    if (note && !takesDeclineNote(mover, to)) throw new DomainError('booking.noteNotDecline');
    const booking = { status: record.status, start_time: record.startTime };
    // Expired, even if the job has not written it yet (rules §4.6).
    if (hasExpired(booking, now)) throw new DomainError('booking.expired');
    // A request declined because another booking took its time says so, whenever asked.
    if (to === 'confirmed' && record.cancelReason === 'slot_taken')
      throw new DomainError('booking.slotTaken');
    // rules §4.4: completing before the start says why, not just "no longer possible".
    const refusal = bookingMoveRefusal(mover, booking, to, now);
    if (refusal) throw new DomainError(refusal);
    await confirmOrMove(tx, record, {
      to,
      by: mover,
      actorId: viewer.id,
      reason: to === 'cancelled' ? cancelReasonFor(mover) : null,
      at: now,
      ...(via && { via }),
      ...(note && { note }),
    });
    return mover;
  }

  /**
   * One person's move through the door; a confirmation takes the item's turn first, and
   * declines the pending requests its time now overlaps (`slot_taken`, rules §4.7), each
   * through the door too. A booking someone else moved meanwhile says why (409).
   */
  async function confirmOrMove(
    tx: Tx,
    record: BookingRecord,
    move: {
      to: BookingStatus;
      by: BookingActor;
      actorId: number;
      reason: BookingRecord['cancelReason'];
      at: Date;
      via?: 'sms';
      note?: string;
    },
  ): Promise<void> {
    if (move.to === 'confirmed') {
      await bookings.lockItem(record.itemType, record.itemId, tx);
      // rules §4.15: a block set before this confirmation took the item's turn stands; its
      // provider frees it first. So a block and a confirmation of one time never both land.
      const item = { type: record.itemType, id: record.itemId };
      if (await bookings.isBlocked(item, { start: record.startTime, end: record.endTime }, tx))
        throw new DomainError('booking.timeBlocked');
    }
    const [moved] = await door.move(tx, { ...move, ids: [record.id], from: record.status });
    if (!moved) {
      const current = await bookings.findRecord(record.id, tx);
      if (current?.cancelReason === 'slot_taken') throw new DomainError('booking.slotTaken');
      throw new DomainError('booking.moveRefused');
    }
    if (move.to === 'confirmed') await declineOverlapping(tx, moved, move.at);
  }

  /** rules §4.7: the pending requests a confirmed booking's time now overlaps are declined. */
  async function declineOverlapping(tx: Tx, confirmed: BookingRecord, at: Date): Promise<void> {
    await door.move(tx, {
      ids: await bookings.overlappingPending(confirmed, tx),
      from: 'pending',
      to: 'cancelled',
      by: 'system',
      actorId: null,
      reason: 'slot_taken',
      at,
    });
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>;
