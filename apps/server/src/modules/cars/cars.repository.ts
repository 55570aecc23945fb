import { and, asc, count, desc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import {
  weekdaysMask,
  weekendMask,
  type AdminCarsQuery,
  type AvailabilityFilter,
  type CarListQuery,
  type PageQuery,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { carImages, cars, type CarImageRecord, type CarRecord } from '../../db/schema/cars.js';
import { users } from '../../db/schema/users.js';
import { escapeLike, searchWords, totalOf } from '../../db/like-search.js';

export type NewCar = Omit<CarRecord, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>;
export type CarChanges = Partial<NewCar>;
export type NewCarImage =
  { imageKey: string; sourceUrl?: undefined } | { imageKey?: undefined; sourceUrl: string };

/** A car with what every view of it shows: its photos in order and its owner's name and phone. */
export type CarDetails = {
  car: CarRecord;
  images: CarImageRecord[];
  owner: { id: number; name: string; phoneNumber: string | null };
};

function publicFilter(query: CarListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(cars.isActive, true)];
  for (const word of searchWords(query.search ?? ''))
    conditions.push(like(cars.searchText, `%${escapeLike(word)}%`));
  if (query.location) conditions.push(eq(cars.location, query.location));
  if (query.car_type) conditions.push(eq(cars.carType, query.car_type));
  if (query.min_price !== undefined) conditions.push(gte(cars.pricePerHour, query.min_price));
  if (query.max_price !== undefined) conditions.push(lte(cars.pricePerHour, query.max_price));
  if (query.availability) conditions.push(availableFor(query.availability));
  return and(...conditions);
}

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

/**
 * The SQL mirror of the domain's `matchesAvailability`: the cars a filter keeps.
 * cars.repository.test.ts holds both to the same table of cases.
 */
export function availableFor(filter: AvailabilityFilter): SQL | undefined {
  switch (filter) {
    case 'weekdays':
      return sql`(${cars.availableDays} & ${weekdaysMask}) = ${weekdaysMask}`;
    case 'weekends':
      return sql`(${cars.availableDays} & ${weekendMask}) = ${weekendMask}`;
    case 'all_day':
      return and(eq(cars.availableFromHour, 0), eq(cars.availableToHour, 24));
  }
}

const orderBy = {
  newest: [desc(cars.createdAt), desc(cars.id)],
  price_asc: [asc(cars.pricePerHour), asc(cars.id)],
  price_desc: [desc(cars.pricePerHour), desc(cars.id)],
} as const;

/** Each sort of the public list as its key column and direction; ties go by id the same way. */
const sortKeys = {
  newest: { key: cars.createdAt, direction: desc },
  price_asc: { key: cars.pricePerHour, direction: asc },
  price_desc: { key: cars.pricePerHour, direction: desc },
} as const;

/** A car's photos in order, as JSON inside the list's one statement (no second round trip). */
const imagesJson = sql<ImageJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${carImages.id}, 'car_id', ${carImages.carId}, 'position', ${carImages.position},
    'image_key', ${carImages.imageKey}, 'source_url', ${carImages.sourceUrl},
    'created_at', ${carImages.createdAt}
  ) order by ${carImages.position}, ${carImages.id}), '[]')
  from ${carImages} where ${carImages.carId} = ${cars.id}
)`;
type ImageJson = {
  id: number;
  car_id: number;
  position: number;
  image_key: string | null;
  source_url: string | null;
  created_at: string;
};
const toImageRecord = (image: ImageJson): CarImageRecord => ({
  id: image.id,
  carId: image.car_id,
  position: image.position,
  imageKey: image.image_key,
  sourceUrl: image.source_url,
  createdAt: new Date(image.created_at),
});

export function createCarsRepository(db: Database) {
  const carWithOwner = {
    car: cars,
    owner: { id: users.id, name: users.name, phoneNumber: users.phoneNumber },
  };

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

  /**
   * The public list's page and how many cars match, counted no further than `reach` + 1
   * (rules §2.6), in one statement: the matches' ids and sort keys are found once, in
   * order, from an index where one serves the filters; the count and the page both read
   * them. Decision 14 (docs/decisions/0014-car-search-at-scale.md) holds the plans.
   */
  async function cappedPage(query: CarListQuery, reach: number) {
    const where = publicFilter(query);
    const { key, direction } = sortKeys[query.sort];
    const matching = db.$with('matching').as(
      db
        .select({ id: cars.id, key: sql`${key}`.as('key') })
        .from(cars)
        .where(where)
        .orderBy(direction(key), direction(cars.id))
        .limit(reach + 1),
    );
    const pageIds = db
      .select({ id: matching.id })
      .from(matching)
      .orderBy(direction(matching.key), direction(matching.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const rows = await db
      .with(matching)
      .select({
        ...carWithOwner,
        images: imagesJson,
        counted: sql<number>`(select count(*) from ${matching})`.mapWith(Number),
      })
      .from(cars)
      .innerJoin(users, eq(users.id, cars.ownerId))
      .where(inArray(cars.id, pageIds))
      .orderBy(...orderBy[query.sort]);
    let counted = rows[0]?.counted;
    if (counted === undefined && query.page > 1) {
      // An empty page past the end says nothing of the total: count on its own.
      const [row] = await db.select({ counted: count() }).from(
        db
          .select({ id: cars.id })
          .from(cars)
          .where(where)
          .limit(reach + 1)
          .as('found'),
      );
      counted = row?.counted;
    }
    const details = rows.map(({ car, owner, images }) => ({
      car,
      owner,
      images: images.map(toImageRecord),
    }));
    return { rows: details, counted: counted ?? 0 };
  }

  return {
    /**
     * Active cars matching every filter of the public list (rules §2.6), and how many match,
     * counted up to `reach` + 1: past `reach` the caller shows a capped total.
     */
    listPublic: (query: CarListQuery, reach: number) => cappedPage(query, reach),

    listByOwner: (ownerId: number, paging: PageQuery) =>
      page(eq(cars.ownerId, ownerId), orderBy.newest, paging),

    listForAdmin: (query: AdminCarsQuery) =>
      page(adminFilter(query), orderBy.newest, query, Boolean(query.search)),

    async findById(id: number): Promise<CarDetails | undefined> {
      const [row] = await db
        .select(carWithOwner)
        .from(cars)
        .innerJoin(users, eq(users.id, cars.ownerId))
        .where(eq(cars.id, id))
        .limit(1);
      return row ? (await withImages([row]))[0] : undefined;
    },

    async insert(car: NewCar, images: NewCarImage[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(cars).values(car).returning({ id: cars.id });
        const carId = created!.id;
        await tx
          .insert(carImages)
          .values(images.map((image, position) => ({ carId, position, ...image })));
        return carId;
      });
    },

    /**
     * Changes a car and its photos at once: `keepImageIds` in their new order, then
     * `added`. Returns the keys of the photos it dropped, for their files to go.
     */
    async update(
      id: number,
      changes: CarChanges,
      photos: { keepImageIds: number[]; added: NewCarImage[] } | undefined,
      now: Date,
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
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
      });
    },

    /** Deletes a car (its photo rows go with it); returns the keys of its photos. */
    async delete(id: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        const images = await tx
          .select({ key: carImages.imageKey })
          .from(carImages)
          .where(eq(carImages.carId, id));
        await tx.delete(cars).where(eq(cars.id, id));
        return images.flatMap((image) => (image.key ? [image.key] : []));
      });
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
