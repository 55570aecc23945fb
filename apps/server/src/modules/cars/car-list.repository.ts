import { and, asc, count, desc, eq, gte, inArray, like, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  weekdaysMask,
  weekendMask,
  windowOf,
  type AvailabilityFilter,
  type CarListQuery,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { freeFor, type CalendarColumns } from '../../db/free-time.js';
import { carImages, cars, type CarImageRecord, type CarRecord } from '../../db/schema/cars.js';
import { users } from '../../db/schema/users.js';
import { escapeLike, searchWords } from '../../db/like-search.js';
import type { CarDetails } from './cars.repository.js';

// The public car list (rules §2.6) at 100,000 cars: one statement per request, built once
// per shape of query. docs/decisions/0014-car-search-at-scale.md holds the plans.

/** A car and its owner's id, name and phone, as every view of a car selects them. */
export const carWithOwner = {
  car: cars,
  owner: { id: users.id, name: users.name, phoneNumber: users.phoneNumber },
};

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

/** A car's calendar columns, for the time search (rules §4.14). */
export const carCalendar: CalendarColumns = {
  type: 'car',
  id: cars.id,
  availableDays: cars.availableDays,
  availableFromHour: cars.availableFromHour,
  availableToHour: cars.availableToHour,
};

/**
 * The list's filters with a placeholder for each value, the values, and the shape of the
 * statement: what its text depends on (the sort, the availability filter, which values are
 * given), so that one shape's statement is built once.
 */
function publicFilter(query: CarListQuery) {
  const values: Record<string, unknown> = {};
  const bind = (name: string, value: unknown) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const conditions: (SQL | undefined)[] = [eq(cars.isActive, true)];
  searchWords(query.search ?? '').forEach((word, index) =>
    conditions.push(like(cars.searchText, bind(`word${index}`, `%${escapeLike(word)}%`))),
  );
  if (query.location) conditions.push(eq(cars.location, bind('location', query.location)));
  if (query.car_type) conditions.push(eq(cars.carType, bind('carType', query.car_type)));
  if (query.min_price !== undefined)
    conditions.push(gte(cars.pricePerHour, bind('minPrice', query.min_price)));
  if (query.max_price !== undefined)
    conditions.push(lte(cars.pricePerHour, bind('maxPrice', query.max_price)));
  if (query.availability) conditions.push(availableFor(query.availability));
  // rules §4.16: only Instant Book cars; a fixed condition, so no value of its own.
  if (query.instant_book) conditions.push(eq(cars.instantBook, true));
  const window = windowOf(query);
  if (window) conditions.push(...freeFor(carCalendar, window, bind));
  const shape = [
    query.sort,
    query.availability ?? 'any',
    query.instant_book ? 'instant' : 'any',
    ...Object.keys(values),
  ].join(' ');
  return { where: and(...conditions), values, shape };
}

/** Each sort as its key column and direction; ties go by id the same way. */
const sortKeys = {
  newest: { key: cars.createdAt, direction: desc },
  price_asc: { key: cars.pricePerHour, direction: asc },
  price_desc: { key: cars.pricePerHour, direction: desc },
} as const;

type ImageJson = {
  id: number;
  car_id: number;
  position: number;
  image_key: string | null;
  source_url: string | null;
  created_at: string;
};

/** A car's photos in order, as JSON inside the list's statement (no second round trip). */
const imagesJson = sql<ImageJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${carImages.id}, 'car_id', ${carImages.carId}, 'position', ${carImages.position},
    'image_key', ${carImages.imageKey}, 'source_url', ${carImages.sourceUrl},
    'created_at', ${carImages.createdAt}
  ) order by ${carImages.position}, ${carImages.id}), '[]')
  from ${carImages} where ${carImages.carId} = ${cars.id}
)`;

const toImageRecord = (image: ImageJson): CarImageRecord => ({
  id: image.id,
  carId: image.car_id,
  position: image.position,
  imageKey: image.image_key,
  sourceUrl: image.source_url,
  createdAt: new Date(image.created_at),
});

export function createCarListRepository(db: Database) {
  /**
   * The statement for one shape of query: the matches' ids and sort keys are found once, in
   * order, from an index that holds every filtered column; the count (up to the reach) and
   * the page both read them, and the page's cars come with their owner and photos.
   */
  function prepareListPage(sort: CarListQuery['sort'], where: SQL | undefined) {
    const { key, direction } = sortKeys[sort];
    const matching = db.$with('matching').as(
      db
        .select({ id: cars.id, key: sql`${key}`.as('key') })
        .from(cars)
        .where(where)
        .orderBy(direction(key), direction(cars.id))
        .limit(sql.placeholder('reach')),
    );
    const pageIds = db
      .select({ id: matching.id })
      .from(matching)
      .orderBy(direction(matching.key), direction(matching.id))
      .limit(sql.placeholder('perPage'))
      .offset(sql.placeholder('offset'));
    return (
      db
        .with(matching)
        .select({
          ...carWithOwner,
          images: imagesJson,
          counted: sql<number>`(select count(*) from ${matching})`.mapWith(Number),
        })
        .from(cars)
        .innerJoin(users, eq(users.id, cars.ownerId))
        .where(inArray(cars.id, pageIds))
        .orderBy(direction(key), direction(cars.id))
        // Unnamed (''), so PostgreSQL plans every run with its values: a named statement's
        // generic plan cannot tell which partial index or which town applies. What is saved
        // is the building, which costs this process more than the query costs the database.
        .prepare('')
    );
  }
  /** By shape: a sort, an availability filter and which values are given — a few hundred at most. */
  const listPages = new Map<string, ReturnType<typeof prepareListPage>>();

  return {
    /**
     * Active cars matching every filter of the public list (rules §2.6), and how many match,
     * counted no further than `reach` + 1: past `reach` the caller shows a capped total.
     */
    async listPublic(
      query: CarListQuery,
      reach: number,
    ): Promise<{ rows: CarDetails[]; counted: number }> {
      const { where, values, shape } = publicFilter(query);
      let statement = listPages.get(shape);
      if (!statement) {
        statement = prepareListPage(query.sort, where);
        listPages.set(shape, statement);
      }
      const rows = await statement.execute({
        ...values,
        reach: reach + 1,
        perPage: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      let counted = rows[0]?.counted;
      if (counted === undefined && query.page > 1) {
        // An empty page past the end says nothing of the total: count on its own.
        const [row] = await db
          .select({ counted: count() })
          .from(
            db
              .select({ id: cars.id })
              .from(cars)
              .where(where)
              .limit(reach + 1)
              .as('found'),
          )
          .prepare('')
          .execute(values);
        counted = row?.counted;
      }
      return {
        rows: rows.map(({ car, owner, images }) => ({
          car,
          owner,
          images: images.map(toImageRecord),
        })),
        counted: counted ?? 0,
      };
    },

    /**
     * rules §4.17: up to `limit` active cars other than `car`, in its town and of its type,
     * free for all of `window`, nearest in price (the newest first on a tie).
     */
    async similarFree(
      car: {
        id: number;
        location: CarRecord['location'];
        carType: CarRecord['carType'];
        pricePerHour: number;
      },
      window: { start: Date; end: Date },
      limit: number,
    ): Promise<CarDetails[]> {
      const values: Record<string, unknown> = {};
      const bind = (name: string, value: unknown) => {
        values[name] = value;
        return sql.placeholder(name);
      };
      const rows = await db
        .select({ ...carWithOwner, images: imagesJson })
        .from(cars)
        .innerJoin(users, eq(users.id, cars.ownerId))
        .where(
          and(
            eq(cars.isActive, true),
            ne(cars.id, bind('id', car.id)),
            eq(cars.location, bind('location', car.location)),
            eq(cars.carType, bind('carType', car.carType)),
            ...freeFor(carCalendar, window, bind),
          ),
        )
        .orderBy(
          sql`abs(${cars.pricePerHour} - ${bind('price', car.pricePerHour)}::int)`,
          desc(cars.createdAt),
          desc(cars.id),
        )
        .limit(limit)
        .prepare('')
        .execute(values);
      return rows.map(({ car: found, owner, images }) => ({
        car: found,
        owner,
        images: images.map(toImageRecord),
      }));
    },
  };
}
