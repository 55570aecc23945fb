import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.js';
import { users } from './users.js';

/**
 * Single-use passes for the live stream (`GET /api/events?ticket=`): the long-lived
 * session token never travels in a URL (where proxies and logs keep it). Only the
 * SHA-256 is stored, and any server process can take the pass another one issued.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that took the pass: it opens nothing once that session has ended. */
    sessionHash: text('session_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('event_tickets_expiry_idx').on(table.expiresAt)],
);
