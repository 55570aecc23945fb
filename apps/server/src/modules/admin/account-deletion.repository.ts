import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DomainErrorCode, Role } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { bookingEvents, bookings } from '../../db/schema/bookings.js';
import { cars } from '../../db/schema/cars.js';
import { drivers } from '../../db/schema/drivers.js';
import { eventTickets } from '../../db/schema/events.js';
import { gpsRequests } from '../../db/schema/gps-requests.js';
import { sessions } from '../../db/schema/sessions.js';
import { ticketBookings } from '../../db/schema/ticket-bookings.js';
import { users } from '../../db/schema/users.js';
import { withArticle } from './change-summary.js';

/** What a deleted account leaves to clean up once the transaction is committed. */
export type DeletedAccount = {
  licenceFile: string | null;
  driver: { licenceFile: string | null; portrait: string | null } | null;
  carsHidden: number;
  bookingsCancelled: number;
  ticketsCancelled: number;
};

/** The name a deleted account shows to the people who dealt with it (rules §8.6). */
export const deletedName = 'Deleted user';
/** A placeholder email, unique per account, that no mail reaches and nobody can sign up with. */
export const deletedEmail = (id: number) => `deleted-${id}@deleted.kodesha.invalid`;

/**
 * rules §8.6 in one transaction: sign the person out everywhere, hide their cars and driver
 * profile, cancel their pending bookings (timeline and all), forget their name, email,
 * phone and licence, and record it in the audit log. Nothing is left half done: either all
 * of it happened or none. `refuse` decides, under a lock on the admins, whether it may.
 */
export function createAccountDeletionRepository(db: Database) {
  return {
    async deleteAccount(
      id: number,
      actor: { id: number },
      refuse: (target: { id: number; role: Role }, admins: number) => DomainErrorCode | undefined,
      now: Date,
    ): Promise<DeletedAccount | { refusal: DomainErrorCode } | undefined> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
          .orderBy(asc(users.id))
          .for('update');
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .for('update');
        if (!user) return undefined;
        const refusal = refuse(user, admins.length);
        if (refusal) return { refusal };

        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(eventTickets).where(eq(eventTickets.userId, id));
        await tx
          .update(users)
          .set({
            name: deletedName,
            email: deletedEmail(id),
            phoneNumber: null,
            // No password hashes to this: nobody signs in as a deleted account.
            passwordHash: '!deleted',
            mustChangePassword: false,
            licenseImageFile: null,
            licenseVerificationStatus: 'not_submitted',
            licenseSubmittedAt: null,
            licenseReviewedAt: null,
            deletedAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, id));

        const hidden = await tx
          .update(cars)
          .set({ isActive: false, updatedAt: now })
          .where(and(eq(cars.ownerId, id), eq(cars.isActive, true)))
          .returning({ id: cars.id });

        const [profile] = await tx.select().from(drivers).where(eq(drivers.userId, id));
        if (profile) {
          await tx
            .update(drivers)
            .set({
              name: deletedName,
              licenseNumber: null,
              licenseImageFile: null,
              profileImageKey: null,
              bio: null,
              isActive: false,
              isAvailable: false,
              updatedAt: now,
            })
            .where(eq(drivers.id, profile.id));
          // What was booked kept the driver's name; the other party now reads "Deleted user".
          await tx
            .update(bookings)
            .set({ itemTitle: deletedName })
            .where(and(eq(bookings.itemType, 'driver'), eq(bookings.itemId, profile.id)));
        }

        const cancelled = await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelReason: 'account_deleted', updatedAt: now })
          .where(
            and(
              eq(bookings.status, 'pending'),
              or(eq(bookings.clientId, id), eq(bookings.providerId, id)),
            ),
          )
          .returning({ id: bookings.id });
        if (cancelled.length > 0)
          await tx.insert(bookingEvents).values(
            cancelled.map((booking) => ({
              bookingId: booking.id,
              fromStatus: 'pending' as const,
              toStatus: 'cancelled' as const,
              by: 'admin' as const,
              actorId: actor.id,
              reason: 'account_deleted' as const,
              createdAt: now,
            })),
          );

        // Ticket requests still waiting are withdrawn; every request forgets its passenger.
        const ticketsCancelled = await tx
          .update(ticketBookings)
          .set({ status: 'cancelled', decidedAt: now, decidedBy: actor.id, updatedAt: now })
          .where(and(eq(ticketBookings.userId, id), eq(ticketBookings.status, 'pending')))
          .returning({ id: ticketBookings.id });
        await tx
          .update(ticketBookings)
          .set({ passengerName: deletedName, passengerEmail: deletedEmail(id), passengerPhone: '' })
          .where(eq(ticketBookings.userId, id));

        // GPS installations not yet done will not be: they end rejected, and forget the contact.
        await tx
          .update(gpsRequests)
          .set({ status: 'rejected', decidedAt: now, decidedBy: actor.id, updatedAt: now })
          .where(
            and(eq(gpsRequests.userId, id), inArray(gpsRequests.status, ['pending', 'approved'])),
          );
        await tx
          .update(gpsRequests)
          .set({ contactName: deletedName, contactPhone: '', contactEmail: null })
          .where(eq(gpsRequests.userId, id));

        await tx.insert(auditLog).values({
          actorId: actor.id,
          action: 'user.deleted',
          targetType: 'user',
          targetId: id,
          summary: `Deleted ${withArticle(user.role)} account: ${hidden.length} car(s) hidden, ${
            profile ? 'driver profile hidden, ' : ''
          }${cancelled.length} pending booking(s) and ${ticketsCancelled.length} ticket request(s) cancelled`,
          createdAt: now,
        });

        return {
          licenceFile: user.licenseImageFile,
          driver: profile
            ? { licenceFile: profile.licenseImageFile, portrait: profile.profileImageKey }
            : null,
          carsHidden: hidden.length,
          bookingsCancelled: cancelled.length,
          ticketsCancelled: ticketsCancelled.length,
        };
      });
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
