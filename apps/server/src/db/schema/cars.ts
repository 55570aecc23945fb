import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CarType, RwandaLocation } from '@kodesha/domain';
import { users } from './users.js';

/** The columns the public car list filters on (rules §2.6). */
const listFilters = [
  'searchText',
  'location',
  'carType',
  'pricePerHour',
  'availableDays',
  'availableFromHour',
  'availableToHour',
] as const;
type ListFilter = (typeof listFilters)[number];

/** Trailing keys for the list's indexes: the filtered columns an index does not lead with. */
function listFilterColumns<Column>(table: Record<ListFilter, Column>, ...leading: ListFilter[]) {
  return listFilters.filter((name) => !leading.includes(name)).map((name) => table[name]);
}

/** Cars listed by owners (rules §2.1). Only active cars are public (rules §2.5). */
export const cars = pgTable(
  'cars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: smallint('year').notNull(),
    carType: text('car_type').$type<CarType>().notNull(),
    description: text('description').notNull(),
    location: text('location').$type<RwandaLocation>().notNull(),
    pricePerHour: integer('price_per_hour').notNull(),
    availabilityNotes: text('availability_notes'),
    /** Days as bits, Monday = 1 … Sunday = 64 (`daysToMask` in the domain package). */
    availableDays: smallint('available_days').notNull(),
    availableFromHour: smallint('available_from_hour').notNull(),
    availableToHour: smallint('available_to_hour').notNull(),
    features: text('features').array().notNull(),
    licensePlate: text('license_plate'),
    /** Instant Book (rules §4.16): a verified client's free request is confirmed at once. */
    instantBook: boolean('instant_book').notNull().default(false),
    /** How many hours ahead an Instant Book request must start (0–72). */
    minNoticeHours: smallint('min_notice_hours').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** What the text search looks in: make, model and location, lower-cased. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(make || ' ' || model || ' ' || location)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cars_owner_idx').on(table.ownerId, table.createdAt),
    // The public list, active cars only (100,000 cars in `npm run bench:cars`). The leading
    // keys give an order (ascending: a backward scan serves `created_at desc, id desc`); the
    // trailing ones are every column the list filters on, so the matches of any filters are
    // found and counted (up to the cap, rules §2.6) from the index alone, without reading the
    // table. docs/decisions/0014-car-search-at-scale.md
    index('cars_active_newest_idx')
      .on(table.createdAt, table.id, ...listFilterColumns(table))
      .where(sql`${table.isActive}`),
    index('cars_active_price_idx')
      .on(table.pricePerHour, table.id, ...listFilterColumns(table, 'pricePerHour'))
      .where(sql`${table.isActive}`),
    // The commonest search: in one town and type, newest first.
    index('cars_active_town_type_newest_idx')
      .on(
        table.location,
        table.carType,
        table.createdAt,
        table.id,
        ...listFilterColumns(table, 'location', 'carType'),
      )
      .where(sql`${table.isActive}`),
    index('cars_active_type_idx')
      .on(table.carType, table.createdAt, table.id)
      .where(sql`${table.isActive}`),
    index('cars_active_location_idx')
      .on(table.location, table.createdAt, table.id)
      .where(sql`${table.isActive}`),
    // Text search plus the two commonest filters in one GIN index (trigrams for the text,
    // btree_gin for town and type): the planner intersects them inside the index and
    // reads only the matching rows. Measured in `npm run bench:cars`.
    index('cars_search_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'), table.location, table.carType)
      .where(sql`${table.isActive}`),
    check(
      'cars_type_check',
      sql`${table.carType} in ('sedan', 'suv', 'truck', 'van', 'luxury', 'electric')`,
    ),
    check('cars_price_check', sql`${table.pricePerHour} > 0`),
    check('cars_days_check', sql`${table.availableDays} between 1 and 127`),
    check(
      'cars_hours_check',
      sql`${table.availableFromHour} >= 0 and ${table.availableToHour} <= 24 and ${table.availableFromHour} < ${table.availableToHour}`,
    ),
    check('cars_notice_check', sql`${table.minNoticeHours} between 0 and 72`),
  ],
);

export type CarRecord = typeof cars.$inferSelect;

/**
 * A car's photos, in order. An uploaded photo is stored once under its content hash
 * (`image_key`, two WebP sizes under /uploads/cars); a linked one keeps its https URL.
 */
export const carImages = pgTable(
  'car_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    imageKey: text('image_key'),
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('car_images_car_idx').on(table.carId, table.position),
    index('car_images_key_idx').on(table.imageKey),
    check(
      'car_images_source_check',
      sql`(${table.imageKey} is null) <> (${table.sourceUrl} is null)`,
    ),
  ],
);

export type CarImageRecord = typeof carImages.$inferSelect;
