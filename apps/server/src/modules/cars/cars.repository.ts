import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminCarsQuery, PageQuery } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/transactions.js';
import { carImages, cars, type CarImageRecord, type CarRecord } from '../../db/schema/cars.js';
import { users } from '../../db/schema/users.js';
import { escapeLike, searchWords, totalOf } from '../../db/like-search.js';
import { carWithOwner, createCarListRepository } from './car-list.repository.js';

export type NewCar = Omit<
  CarRecord,
  'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'instantBook' | 'minNoticeHours'
> &
  // Defaulted by the table: no Instant Book (rules §4.16).
  Partial<Pick<CarRecord, 'instantBook' | 'minNoticeHours'>>;
export type CarChanges = Partial<NewCar>;
export type NewCarImage =
  { imageKey: string; sourceUrl?: undefined } | { imageKey?: undefined; sourceUrl: string };

/** A car with what every view of it shows: its photos in order and its owner's name and phone. */
export type CarDetails = {
  car: CarRecord;
  images: CarImageRecord[];
  owner: { id: number; name: string; phoneNumber: string | null };
};

/** The admin's list (rules §8.7): every car, each search word in make, model, town or owner's name. */
function adminFilter(query: AdminCarsQuery): SQL | undefined {
  return and(
    query.status ? eq(cars.isActive, query.status === 'active') : undefined,
    query.owner_id ? eq(cars.ownerId, query.owner_id) : undefined,
    ...searchWords(query.search ?? '').map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return sql`(${cars.searchText} like ${pattern} or lower(${users.name}) like ${pattern})`;
    }),
  );
}

/** Newest first, ties by the latest id (the owner's and the admin's lists). */
const newestFirst = [desc(cars.createdAt), desc(cars.id)];

export function createCarsRepository(db: Database) {
  /** The photos of many cars in one query, attached in order. */
  async function withImages(
    rows: { car: CarRecord; owner: CarDetails['owner'] }[],
  ): Promise<CarDetails[]> {
    if (rows.length === 0) return [];
    const images = await db
      .select()
      .from(carImages)
      .where(
        inArray(
          carImages.carId,
          rows.map((row) => row.car.id),
        ),
      )
      .orderBy(asc(carImages.carId), asc(carImages.position), asc(carImages.id));
    const byCar = new Map<number, CarImageRecord[]>();
    for (const image of images) {
      const list = byCar.get(image.carId) ?? [];
      list.push(image);
      byCar.set(image.carId, list);
    }
    return rows.map((row) => ({ ...row, images: byCar.get(row.car.id) ?? [] }));
  }

  /** A page of cars; `countWithOwner` when the filter reads the owner's columns. */
  async function page(
    where: SQL | undefined,
    order: readonly SQL[],
    paging: PageQuery,
    countWithOwner = false,
  ) {
    const counted = countWithOwner
      ? db
          .select({ total: count() })
          .from(cars)
          .innerJoin(users, eq(users.id, cars.ownerId))
          .where(where)
      : db.select({ total: count() }).from(cars).where(where);
    const rows = await db
      .select(carWithOwner)
      .from(cars)
      .innerJoin(users, eq(users.id, cars.ownerId))
      .where(where)
      .orderBy(...order)
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page);
    const total = await totalOf(rows, paging, async () => (await counted)[0]?.total ?? 0);
    return { rows: await withImages(rows), total };
  }

  return {
    ...createCarListRepository(db),

    /** Every public car's id and last change, newest change first (the sitemap). */
    publicListings: (limit: number): Promise<{ id: number; updatedAt: Date }[]> =>
      db
        .select({ id: cars.id, updatedAt: cars.updatedAt })
        .from(cars)
        .where(eq(cars.isActive, true))
        .orderBy(desc(cars.updatedAt))
        .limit(limit),

    listByOwner: (ownerId: number, paging: PageQuery) =>
      page(eq(cars.ownerId, ownerId), newestFirst, paging),

    listForAdmin: (query: AdminCarsQuery) =>
      page(adminFilter(query), newestFirst, query, Boolean(query.search)),

    /** What a request for an active car needs of it, in one light read (no photos, no owner). */
    async findActiveForRequest(id: number) {
      const [row] = await db
        .select({
          ownerId: cars.ownerId,
          make: cars.make,
          model: cars.model,
          year: cars.year,
          pricePerHour: cars.pricePerHour,
          availableDays: cars.availableDays,
          availableFromHour: cars.availableFromHour,
          availableToHour: cars.availableToHour,
          instantBook: cars.instantBook,
          minNoticeHours: cars.minNoticeHours,
        })
        .from(cars)
        .where(and(eq(cars.id, id), eq(cars.isActive, true)))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<CarDetails | undefined> {
      const [row] = await db
        .select(carWithOwner)
        .from(cars)
        .innerJoin(users, eq(users.id, cars.ownerId))
        .where(eq(cars.id, id))
        .limit(1);
      return row ? (await withImages([row]))[0] : undefined;
    },

    /** A new car and its photos, in the caller's `tx`. */
    async insert(car: NewCar, images: NewCarImage[], tx: Tx): Promise<number> {
      const [created] = await tx.insert(cars).values(car).returning({ id: cars.id });
      const carId = created!.id;
      await tx
        .insert(carImages)
        .values(images.map((image, position) => ({ carId, position, ...image })));
      return carId;
    },

    /** Hides every active car of `ownerId`; answers how many (rules §8.6). */
    async hideAllOf(ownerId: number, now: Date, tx: Tx): Promise<number> {
      const hidden = await tx
        .update(cars)
        .set({ isActive: false, updatedAt: now })
        .where(and(eq(cars.ownerId, ownerId), eq(cars.isActive, true)))
        .returning({ id: cars.id });
      return hidden.length;
    },
    /**
     * Changes a car and its photos at once, in the caller's `tx`: `keepImageIds` in their new
     * order, then `added`. Returns the keys of the photos it dropped, for their files to go.
     */
    async update(
      id: number,
      changes: CarChanges,
      photos: { keepImageIds: number[]; added: NewCarImage[] } | undefined,
      now: Date,
      tx: Tx,
    ): Promise<string[]> {
      await tx
        .update(cars)
        .set({ ...changes, updatedAt: now })
        .where(eq(cars.id, id));
      if (!photos) return [];
      const current = await tx.select().from(carImages).where(eq(carImages.carId, id));
      const dropped = current.filter((image) => !photos.keepImageIds.includes(image.id));
      if (dropped.length > 0)
        await tx.delete(carImages).where(
          inArray(
            carImages.id,
            dropped.map((image) => image.id),
          ),
        );
      for (const [position, imageId] of photos.keepImageIds.entries())
        await tx.update(carImages).set({ position }).where(eq(carImages.id, imageId));
      if (photos.added.length > 0)
        await tx.insert(carImages).values(
          photos.added.map((image, index) => ({
            carId: id,
            position: photos.keepImageIds.length + index,
            ...image,
          })),
        );
      return dropped.flatMap((image) => (image.imageKey ? [image.imageKey] : []));
    },

    /** Deletes a car (its photo rows go with it); returns the keys of its photos. */
    async delete(id: number, tx: Tx): Promise<string[]> {
      const images = await tx
        .select({ key: carImages.imageKey })
        .from(carImages)
        .where(eq(carImages.carId, id));
      await tx.delete(cars).where(eq(cars.id, id));
      return images.flatMap((image) => (image.key ? [image.key] : []));
    },

    /** Whether another photo row still uses these bytes (the same photo on two cars). */
    async isImageKeyUsed(key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: carImages.id })
        .from(carImages)
        .where(eq(carImages.imageKey, key))
        .limit(1);
      return row !== undefined;
    },

    async hasAny(): Promise<boolean> {
      const [row] = await db.select({ id: cars.id }).from(cars).limit(1);
      return row !== undefined;
    },

    async countByOwner(ownerId: number): Promise<{ total: number; active: number }> {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${cars.isActive})`.mapWith(Number),
        })
        .from(cars)
        .where(eq(cars.ownerId, ownerId));
      return { total: row?.total ?? 0, active: row?.active ?? 0 };
    },
  };
}

export type CarsRepository = ReturnType<typeof createCarsRepository>;
