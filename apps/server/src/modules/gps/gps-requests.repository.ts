import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminGpsRequestsQuery,
  GpsRequestInput,
  GpsRequestSummary,
  GpsStatus,
  RwandaLocation,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { escapeLike, searchWords, totalOf } from '../../db/like-search.js';
import { cars } from '../../db/schema/cars.js';
import { gpsRequests, type GpsRequestRecord } from '../../db/schema/gps-requests.js';
import { users } from '../../db/schema/users.js';

/** A request with its owner and the listed car it is for, as the views need them. */
export type GpsRequestDetails = {
  request: GpsRequestRecord;
  owner: { id: number; name: string; email: string; phoneNumber: string | null };
  car: { id: number; make: string; model: string; year: number; location: RwandaLocation } | null;
};

export type GpsMove = {
  from: GpsStatus;
  to: GpsStatus;
  installationDate: string | null | undefined;
  adminNotes: string | null | undefined;
  by: number;
  at: Date;
};

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

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
    ): Promise<number> {
      const [row] = await db
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
     * Moves a request, only if it still has the status it was read with: of two admins
     * moving it at once, one wins and the other finds it moved (409).
     */
    async move(id: number, move: GpsMove): Promise<boolean> {
      const rows = await db
        .update(gpsRequests)
        .set({
          status: move.to,
          ...(move.installationDate !== undefined && { installationDate: move.installationDate }),
          ...(move.adminNotes !== undefined && { adminNotes: move.adminNotes }),
          decidedAt: move.at,
          decidedBy: move.by,
          updatedAt: move.at,
        })
        .where(and(eq(gpsRequests.id, id), eq(gpsRequests.status, move.from)))
        .returning({ id: gpsRequests.id });
      return rows.length > 0;
    },
  };
}

export type GpsRequestsRepository = ReturnType<typeof createGpsRequestsRepository>;
