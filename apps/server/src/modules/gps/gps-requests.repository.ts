import { and, count, desc, eq, inArray, like, or } from 'drizzle-orm';
import type {
  AdminGpsRequestsQuery,
  GpsRequestInput,
  GpsRequestSummary,
  GpsStatus,
  RwandaLocation,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { countWhere } from '../../db/counting.js';
import { escapeLike, searchWords, totalOf } from '../../db/like-search.js';
import { cars } from '../../db/schema/cars.js';
import { gpsRequests, type GpsRequestRecord } from '../../db/schema/gps-requests.js';
import { users } from '../../db/schema/users.js';
import type { Tx } from '../../db/transactions.js';

/** A request with its owner and the listed car it is for, as the views need them. */
export type GpsRequestDetails = {
  request: GpsRequestRecord;
  owner: { id: number; name: string; email: string; phoneNumber: string | null };
  car: { id: number; make: string; model: string; year: number; location: RwandaLocation } | null;
};

/** A status written on requests still in `from`, with what an admin's move carries. */
export type GpsStatusChange = {
  from: GpsStatus;
  to: GpsStatus;
  installationDate?: string | null;
  adminNotes?: string | null;
  /** The admin who moved it; null when the server did (rules §8.6). */
  by: number | null;
  at: Date;
};

/** GPS installation requests in the database (rules §7). */
export function createGpsRequestsRepository(db: Database) {
  const columns = {
    request: gpsRequests,
    owner: { id: users.id, name: users.name, email: users.email, phoneNumber: users.phoneNumber },
    car: {
      id: cars.id,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      location: cars.location,
    },
  };
  const withDetails = () =>
    db
      .select(columns)
      .from(gpsRequests)
      .innerJoin(users, eq(users.id, gpsRequests.userId))
      .leftJoin(cars, eq(cars.id, gpsRequests.carId));
  // A left join gives a car of nulls when there is none.
  const tidy = (row: {
    request: GpsRequestRecord;
    owner: GpsRequestDetails['owner'];
    car: GpsRequestDetails['car'] | { id: null };
  }): GpsRequestDetails => ({ ...row, car: row.car?.id == null ? null : row.car });

  return {
    /** The owner of a car, or undefined when there is no such car. */
    async carOwner(carId: number): Promise<number | undefined> {
      const [row] = await db.select({ ownerId: cars.ownerId }).from(cars).where(eq(cars.id, carId));
      return row?.ownerId;
    },

    async insert(
      userId: number,
      input: GpsRequestInput & { contact_name: string },
      now: Date,
      tx: Tx,
    ): Promise<number> {
      const [row] = await tx
        .insert(gpsRequests)
        .values({
          userId,
          carId: input.car_id ?? null,
          carMake: input.car_make,
          carModel: input.car_model,
          carYear: input.car_year ?? null,
          licensePlate: input.license_plate!,
          contactName: input.contact_name,
          contactPhone: input.contact_phone,
          contactEmail: input.contact_email,
          installationLocation: input.installation_location,
          preferredInstallationDate: input.preferred_installation_date,
          preferredTime: input.preferred_time,
          reason: input.reason,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: gpsRequests.id });
      return row!.id;
    },

    async find(id: number): Promise<GpsRequestDetails | undefined> {
      const [row] = await withDetails().where(eq(gpsRequests.id, id));
      return row && tidy(row);
    },

    async ofUser(userId: number): Promise<GpsRequestDetails[]> {
      const rows = await withDetails()
        .where(eq(gpsRequests.userId, userId))
        .orderBy(desc(gpsRequests.createdAt), desc(gpsRequests.id))
        .limit(200);
      return rows.map(tidy);
    },

    async list(
      query: AdminGpsRequestsQuery,
    ): Promise<{ rows: GpsRequestDetails[]; total: number }> {
      const where = and(
        query.status ? eq(gpsRequests.status, query.status) : undefined,
        // Each word in the car's make or model, or in the owner's name or email.
        ...searchWords(query.search ?? '').map((word) => {
          const pattern = `%${escapeLike(word)}%`;
          return or(like(gpsRequests.searchText, pattern), like(users.searchText, pattern));
        }),
      );
      const rows = await withDetails()
        .where(where)
        .orderBy(desc(gpsRequests.createdAt), desc(gpsRequests.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      const total = await totalOf(rows, query, async () => {
        const [row] = await db
          .select({ total: count() })
          .from(gpsRequests)
          .innerJoin(users, eq(users.id, gpsRequests.userId))
          .where(where);
        return row?.total ?? 0;
      });
      return { rows: rows.map(tidy), total };
    },

    async summary(): Promise<GpsRequestSummary> {
      const [row] = await db
        .select({
          total: count(),
          pending: countWhere(eq(gpsRequests.status, 'pending')),
          approved: countWhere(eq(gpsRequests.status, 'approved')),
          completed: countWhere(eq(gpsRequests.status, 'completed')),
          rejected: countWhere(eq(gpsRequests.status, 'rejected')),
        })
        .from(gpsRequests);
      return row ?? { total: 0, pending: 0, approved: 0, completed: 0, rejected: 0 };
    },

    /**
     * Writes `to` on those of `ids` still in `from`, and answers their ids: of two admins
     * moving one at once, one wins and the other finds it moved (409).
     */
    async setStatus(ids: number[], change: GpsStatusChange, tx: Tx): Promise<GpsRequestRecord[]> {
      if (ids.length === 0) return [];
      return tx
        .update(gpsRequests)
        .set({
          status: change.to,
          ...(change.installationDate !== undefined && {
            installationDate: change.installationDate,
          }),
          ...(change.adminNotes !== undefined && { adminNotes: change.adminNotes }),
          decidedAt: change.at,
          decidedBy: change.by,
          updatedAt: change.at,
        })
        .where(and(inArray(gpsRequests.id, ids), eq(gpsRequests.status, change.from)))
        .returning();
    },

    /** An owner's requests in `status`, locked for `tx`. */
    async ofOwnerIn(userId: number, status: GpsStatus, tx: Tx): Promise<number[]> {
      const rows = await tx
        .select({ id: gpsRequests.id })
        .from(gpsRequests)
        .where(and(eq(gpsRequests.userId, userId), eq(gpsRequests.status, status)))
        .orderBy(gpsRequests.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Every request of a deleted account forgets its contact (rules §8.6). */
    async forgetContact(userId: number, name: string, tx: Tx): Promise<void> {
      await tx
        .update(gpsRequests)
        .set({ contactName: name, contactPhone: '', contactEmail: null })
        .where(eq(gpsRequests.userId, userId));
    },
  };
}

export type GpsRequestsRepository = ReturnType<typeof createGpsRequestsRepository>;
