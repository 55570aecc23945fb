import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (rules §9): one row per limited thing (an address, an account, an
 * account-and-address pair) and limit, counting hits in a fixed window. They live in the
 * database so every server process counts against the same limit.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_counters_window_idx').on(table.windowEndsAt)],
);
