import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** The Kigali dates each period starts on, and the first month of the trend (`YYYY-MM-01`). */
export type RevenueDates = {
  today: string;
  monday: string;
  monthStart: string;
  trendStart: string;
};

/** The same starts as instants, for what is stored by time (tickets, today's bookings). */
export type RevenueInstants = { today: Date; monday: Date; monthStart: Date; trendStart: Date };

export type PeriodTotals = { daily: number; weekly: number; monthly: number; total: number };

export type TopEarner = {
  itemId: number;
  title: string | null;
  model: string | null;
  ownerName: string | null;
  bookings: number;
  revenue: number;
};

/** A period's window for the top earners: from a Kigali date on, or all time. */
export type TopWindow =
  { kind: 'since'; from: Date } | { kind: 'month'; month: string } | { kind: 'all' };

const number = (value: unknown) => Number(value ?? 0);

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/**
 * Revenue in SQL (rules §8.12). Period totals and the monthly trend read the day rollup
 * (`revenue_days`); the top earners read the month rollup for a month or all time, and the
 * completed bookings themselves (by `completed_at`, indexed) for today and this week.
 * Nothing is summed outside the database.
 */
export function createRevenueRepository(db: Database) {
  return {
    /** Car and driver totals of each period, by Kigali day. */
    async bookingTotals(dates: RevenueDates): Promise<Record<'car' | 'driver', PeriodTotals>> {
      const result = await db.execute(sql`
        select item_type,
          coalesce(sum(revenue) filter (where day >= ${dates.today}::date), 0) as daily,
          coalesce(sum(revenue) filter (where day >= ${dates.monday}::date), 0) as weekly,
          coalesce(sum(revenue) filter (where day >= ${dates.monthStart}::date), 0) as monthly,
          coalesce(sum(revenue), 0) as total
        from revenue_days group by item_type`);
      const totals = {
        car: { daily: 0, weekly: 0, monthly: 0, total: 0 },
        driver: { daily: 0, weekly: 0, monthly: 0, total: 0 },
      };
      for (const row of rowsOf(result)) {
        const type = row.item_type === 'driver' ? 'driver' : 'car';
        totals[type] = {
          daily: number(row.daily),
          weekly: number(row.weekly),
          monthly: number(row.monthly),
          total: number(row.total),
        };
      }
      return totals;
    },

    /** Quoted prices of confirmed ticket requests, by when they were confirmed. */
    async ticketTotals(starts: RevenueInstants): Promise<PeriodTotals> {
      const result = await db.execute(sql`
        select
          coalesce(sum(quoted_price) filter (where decided_at >= ${starts.today.toISOString()}::timestamptz), 0) as daily,
          coalesce(sum(quoted_price) filter (where decided_at >= ${starts.monday.toISOString()}::timestamptz), 0) as weekly,
          coalesce(sum(quoted_price) filter (where decided_at >= ${starts.monthStart.toISOString()}::timestamptz), 0) as monthly,
          coalesce(sum(quoted_price), 0) as total
        from ticket_bookings where status = 'confirmed' and quoted_price is not null`);
      const [row] = rowsOf(result);
      return {
        daily: number(row?.daily),
        weekly: number(row?.weekly),
        monthly: number(row?.monthly),
        total: number(row?.total),
      };
    },

    /** Bookings and tickets of each Kigali month since `trendStart`, together. */
    async byMonth(
      dates: RevenueDates,
      starts: RevenueInstants,
    ): Promise<{ month: string; bookings: number; revenue: number }[]> {
      const result = await db.execute(sql`
        select month, sum(bookings) as bookings, sum(revenue) as revenue from (
          select to_char(day, 'YYYY-MM') as month, bookings, revenue
          from revenue_days where day >= ${dates.trendStart}::date
          union all
          select to_char((decided_at at time zone 'UTC') + interval '2 hours', 'YYYY-MM'), 1, quoted_price
          from ticket_bookings
          where status = 'confirmed' and quoted_price is not null and decided_at >= ${starts.trendStart.toISOString()}::timestamptz
        ) as months group by month order by month`);
      return rowsOf(result).map((row) => ({
        month: String(row.month),
        bookings: number(row.bookings),
        revenue: number(row.revenue),
      }));
    },

    /** The five cars or drivers that earned most in the window, most first. */
    async topEarners(type: 'car' | 'driver', window: TopWindow, limit: number) {
      const earned =
        window.kind === 'since'
          ? sql`select item_id, count(*) as bookings, sum(total_price) as revenue
                from bookings
                where status = 'completed' and item_type = ${type} and completed_at >= ${window.from.toISOString()}::timestamptz
                group by item_id`
          : sql`select item_id, sum(bookings) as bookings, sum(revenue) as revenue
                from revenue_item_months
                where item_type = ${type} ${
                  window.kind === 'month' ? sql`and month = ${window.month}::date` : sql``
                }
                group by item_id`;
      const named =
        type === 'car'
          ? sql`left join cars on cars.id = earned.item_id
                left join users on users.id = cars.owner_id`
          : sql`left join drivers on drivers.id = earned.item_id`;
      const fields =
        type === 'car'
          ? sql`cars.make as title, cars.model as model, users.name as owner_name`
          : sql`drivers.name as title, null as model, null as owner_name`;
      const result = await db.execute(sql`
        select earned.item_id, earned.bookings, earned.revenue, ${fields}
        from (${earned}) as earned ${named}
        where earned.revenue > 0
        order by earned.revenue desc, earned.bookings desc, earned.item_id
        limit ${limit}`);
      return rowsOf(result).map((row): TopEarner => ({
        itemId: number(row.item_id),
        title: (row.title as string | null) ?? null,
        model: (row.model as string | null) ?? null,
        ownerName: (row.owner_name as string | null) ?? null,
        bookings: number(row.bookings),
        revenue: number(row.revenue),
      }));
    },

    /** The cards' counts of people and listings (deleted accounts not counted). */
    async counts(): Promise<{ users: number; cars: number; drivers: number }> {
      const result = await db.execute(sql`
        select (select count(*) from users where deleted_at is null) as users,
               (select count(*) from cars) as cars,
               (select count(*) from drivers) as drivers`);
      const [row] = rowsOf(result);
      return { users: number(row?.users), cars: number(row?.cars), drivers: number(row?.drivers) };
    },
  };
}

export type RevenueRepository = ReturnType<typeof createRevenueRepository>;
