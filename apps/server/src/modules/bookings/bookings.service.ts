import {
  billableHours,
  bookingMoveRefusal,
  cancelReasonFor,
  carTitle,
  DomainError,
  hasExpired,
  isBookable,
  quoteBooking,
  reviewRefusal,
  startsInFuture,
  startsTooFarAhead,
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
import type { BookingRecord } from '../../db/schema/bookings.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { AuditLogService } from '../audit/audit-log.service.js';
import type { CarsService } from '../cars/cars.service.js';
import type { DriversService } from '../drivers/drivers.service.js';
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

export function createBookingsService(deps: {
  bookings: BookingsRepository;
  cars: CarsService;
  drivers: DriversService;
  audit: AuditLogService;
  clock: () => Date;
}) {
  const { bookings, cars, drivers, audit, clock } = deps;

  /** What is being booked, from whom and at what hourly price, if it may be booked. */
  async function bookableItem(actor: UserRecord, input: CreateBookingInput) {
    if (input.item_type === 'car') {
      const { car } = await cars.getCar(null, input.item_id); // active cars only: others are 404
      if (car.ownerId === actor.id) throw new DomainError('booking.ownItem');
      return { providerId: car.ownerId, title: carTitle(car), pricePerHour: car.pricePerHour };
    }
    const driver = await drivers.getDriver(null, input.item_id); // verified, active drivers only
    if (driver.userId === actor.id) throw new DomainError('booking.ownItem');
    if (
      !isBookable({ type: 'driver', is_active: driver.isActive, is_available: driver.isAvailable })
    )
      throw new DomainError('booking.driverUnavailable');
    return { providerId: driver.userId, title: driver.name, pricePerHour: driver.pricePerHour };
  }

  async function findOrFail(id: number): Promise<BookingDetails> {
    const details = await bookings.findById(id);
    if (!details) throw new DomainError('booking.notFound');
    return details;
  }

  /** The booking and how the viewer stands to it; 403 for anyone else (no IDOR). */
  async function getBooking(viewer: UserRecord, id: number) {
    await bookings.expireOverdue(clock());
    const details = await findOrFail(id);
    const actor = actorOf(viewer, details.booking);
    if (!actor) throw new DomainError('booking.forbidden');
    return { details, actor };
  }

  return {
    getBooking,

    async bookingHistory(viewer: UserRecord, id: number) {
      const found = await getBooking(viewer, id);
      return { ...found, history: await bookings.history(id) };
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
      const created = await bookings.insert(
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
      );
      if (!created) throw new DomainError('booking.slotTaken');
      return findOrFail(created.id);
    },

    /**
     * One entry for the three status endpoints: the domain's table decides (409 when it
     * says no); a request whose start passed expires instead of being answered, and a
     * booking is completed only once it has started.
     */
    async moveBooking(
      viewer: UserRecord,
      id: number,
      to: BookingStatus,
    ): Promise<{ details: BookingDetails; actor: BookingActor }> {
      const now = clock();
      const record = await bookings.findRecord(id);
      if (!record) throw new DomainError('booking.notFound');
      const actor = actorOf(viewer, record);
      if (!actor) throw new DomainError('booking.forbidden');
      const booking = { status: record.status, start_time: record.startTime };
      if (hasExpired(booking, now)) {
        await bookings.expireOverdue(now);
        throw new DomainError('booking.expired');
      }
      // A request declined because another booking took its time says so, whenever it is asked.
      if (to === 'confirmed' && record.cancelReason === 'slot_taken')
        throw new DomainError('booking.slotTaken');
      // rules §4.4: completing before the start says why, not just "no longer possible".
      const refusal = bookingMoveRefusal(actor, booking, to, now);
      if (refusal) throw new DomainError(refusal);
      let moved;
      try {
        moved = await bookings.move(id, {
          from: record.status,
          to,
          by: actor,
          actorId: viewer.id,
          reason: to === 'cancelled' ? cancelReasonFor(actor) : null,
          now,
        });
      } catch (error) {
        if (isExclusionViolation(error)) throw new DomainError('booking.slotTaken');
        throw error;
      }
      if (!moved) {
        // Someone moved it first: say why when another booking took the time.
        const current = await bookings.findRecord(id);
        if (current?.cancelReason === 'slot_taken') throw new DomainError('booking.slotTaken');
        throw new DomainError('booking.moveRefused');
      }
      // rules §8.13: an admin's answer to a request is an admin write like any other.
      if (actor === 'admin')
        await audit.record(viewer, 'booking.status_changed', id, `${record.status} → ${to}`);
      return { details: await findOrFail(id), actor };
    },

    /**
     * Every booking, for admins (rules §8.9), with the counts per status over the same
     * filters. Without a search the counts come from the running totals, not a count of
     * every row (`npm run bench:admin`); a search narrows the rows enough to count them.
     */
    async listForAdmin(query: AdminBookingsQuery): Promise<BookingPage> {
      await bookings.expireOverdue(clock());
      const { status: _status, ...anyStatus } = query;
      if (query.search) {
        const [{ rows, total }, summary] = await Promise.all([
          bookings.listForAdmin(query),
          bookings.summaryForAdmin(anyStatus),
        ]);
        return { ...toPage(rows, total, query), summary };
      }
      const summary = await bookings.totals(query.item_type);
      const { rows, total } = await bookings.listForAdmin(
        query,
        query.status ? summary[query.status] : summary.total,
      );
      return { ...toPage(rows, total, query), summary };
    },

    /** The admin overview's Recent Activity: the newest bookings (rules §8.4). */
    recentForAdmin: (count: number): Promise<BookingDetails[]> => bookings.newest(count),

    /** Every booking counted by status, from the running totals (the admin overview). */
    totalsForAdmin: () => bookings.totals(),

    /**
     * The minute's upkeep: expire requests nobody answered in time, and fold the running
     * totals' changes into the totals.
     */
    async sweep(): Promise<void> {
      await bookings.expireOverdue(clock());
      await bookings.foldTotals();
    },

    async myBookings(viewer: UserRecord, query: MyBookingsQuery): Promise<BookingPage> {
      await bookings.expireOverdue(clock());
      const [{ rows, total }, summary] = await Promise.all([
        bookings.listForClient(viewer.id, query),
        bookings.summaryForClient(viewer.id),
      ]);
      return { ...toPage(rows, total, query), summary };
    },

    /** Requests on the caller's cars or driver profile (`GET /api/bookings`). */
    async providedBookings(viewer: UserRecord, query: ProviderBookingsQuery): Promise<BookingPage> {
      await bookings.expireOverdue(clock());
      const [{ rows, total }, summary] = await Promise.all([
        bookings.listForProvider(viewer.id, query),
        bookings.summaryForProvider(viewer.id),
      ]);
      return { ...toPage(rows, total, query), summary };
    },

    /** Whether `clientId` has asked for this car or driver: its provider may then write to them. */
    hasBooked(clientId: number, itemType: BookingItemType, itemId: number): Promise<boolean> {
      return bookings.hasClientBooked(clientId, itemType, itemId);
    },

    /** The owner dashboard's booking cards. */
    async providerSummary(viewer: UserRecord): Promise<BookingSummary> {
      await bookings.expireOverdue(clock());
      return bookings.summaryForProvider(viewer.id);
    },

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

    /** Run now and then: requests nobody answered before their start are cancelled as expired. */
    expireOverdue: () => bookings.expireOverdue(clock()),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
