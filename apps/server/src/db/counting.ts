import { sql, type SQL } from 'drizzle-orm';

/** How many rows of a grouped or whole-table count meet `condition`. */
export const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
