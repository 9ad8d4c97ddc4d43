import { sql, type SQL } from "drizzle-orm";
import { indiaDayBounds } from "@taaza/domain";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import { orderItems, orders } from "../modules/orders/orders-tables.ts";
import { productSalesDays, salesDays } from "../modules/reports/reports-tables.ts";
import { rowsOf } from "../platform/database/raw-rows.ts";

/**
 * The charts' days: from `first` to `last` (India dates), of which those before `openFrom` have
 * ended long enough ago to be summed once into `sales_days`; the rest are summed from the orders
 * at every call.
 */
export interface ChartDays {
  first: string;
  last: string;
  openFrom: string;
}

// An order's sales day: the India date (taaza_india_date, migration 0013) of its bill, or of its
// placing before it has one. The sales days' trigger names a day the same way.
const salesDay = sql`taaza_india_date(coalesce(o.billed_at, o.created_at))`;

/**
 * Orders whose sales day is India day `from` or later, and before `until` when it is given,
 * written as ranges of instants so PostgreSQL reads them from the `billed_at` and `created_at`
 * indexes instead of computing every order's day.
 */
const soldBetween = (from: string, until?: string) => {
  const start = sql`${indiaDayBounds(from).start.toISOString()}::timestamptz`;
  const end = until === undefined ? null : sql`${indiaDayBounds(until).start.toISOString()}::timestamptz`;
  const within = (column: SQL) => (end ? sql`${column} >= ${start} and ${column} < ${end}` : sql`${column} >= ${start}`);
  return sql`((${within(sql`o.billed_at`)}) or (o.billed_at is null and ${within(sql`o.created_at`)}))`;
};

/** The exclusive half of the lock the migration's triggers take shared (see 0012_sales_days.sql). */
const SALES_DAYS_LOCK = 7_340_300;

/**
 * Revenue and order count per day, every day present; `summed` is false for an ended day that
 * has no `sales_days` row yet (the caller sums those with `sumEndedDays` and asks again).
 */
export async function revenueByDay(db: Database, days: ChartDays) {
  const result = await db.execute(sql`
    with chart_days as (select generate_series(${days.first}::date, ${days.last}::date, interval '1 day')::date as day),
    open_days as (
      select ${salesDay} as day, count(*)::int as orders, sum(o.bill_price_paise) as revenue_paise
      from ${orders} o
      where o.status <> 'Canceled' and ${soldBetween(days.openFrom)}
      group by 1)
    select to_char(d.day, 'YYYY-MM-DD') as day,
           coalesce(s.revenue_paise, l.revenue_paise, 0)::float8 as revenue_paise,
           coalesce(s.orders, l.orders, 0)::int as orders,
           (d.day >= ${days.openFrom}::date or s.day is not null) as summed
    from chart_days d
    left join ${salesDays} s on s.day = d.day and d.day < ${days.openFrom}::date
    left join open_days l on l.day = d.day
    order by d.day`);
  return rowsOf<{ day: string; revenue_paise: number | string; orders: number | string; summed: boolean }>(result).map((r) => ({
    day: r.day,
    revenuePaise: Number(r.revenue_paise),
    orders: Number(r.orders),
    summed: r.summed,
  }));
}

/**
 * Sums every ended day of the chart that has no `sales_days` row, with its products, in one
 * transaction, and lets go of the days the chart has moved past. The lock waits for
 * uncommitted changes to orders of ended days, so the sums read them committed; the rows
 * missing are found only after it, so two processes summing at once write each day once.
 */
export async function sumEndedDays(db: Database, days: ChartDays): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SALES_DAYS_LOCK})`);
    await tx.execute(sql`
      with passed as (delete from ${salesDays} where day < ${days.first}::date),
      wanted as (
        select d::date as day from generate_series(${days.first}::date, ${days.openFrom}::date - 1, interval '1 day') d
        where not exists (select 1 from ${salesDays} s where s.day = d::date)),
      sold as (
        select ${salesDay} as day, o.id, o.bill_price_paise
        from ${orders} o
        where o.status <> 'Canceled' and ${soldBetween(days.first, days.openFrom)}),
      summed as (
        insert into ${salesDays} (day, orders, revenue_paise)
        select w.day, count(s.id), coalesce(sum(s.bill_price_paise), 0)
        from wanted w left join sold s on s.day = w.day
        group by w.day
        returning day)
      insert into ${productSalesDays} (day, name, quantity, revenue_paise)
      select s.day, i.name, sum(i.quantity), sum(i.unit_price_paise::bigint * i.quantity)
      from sold s join ${orderItems} i on i.order_id = s.id
      where s.day in (select day from summed)
      group by s.day, i.name`);
  });
}

/** Orders to deliver on each of `dates`, per slot; cancelled ones left out. */
export async function ordersBySlot(db: Database, dates: string[]) {
  const result = await db.execute(sql`
    select to_char(${orders.deliveryDate}, 'YYYY-MM-DD') as day, ${orders.slot} as slot, count(*)::int as orders
    from ${orders}
    where ${orders.deliveryDate} in (${sql.join(
      dates.map((d) => sql`${d}::date`),
      sql`, `,
    )}) and ${orders.status} <> 'Canceled'
    group by ${orders.deliveryDate}, ${orders.slot}`);
  return rowsOf<{ day: string; slot: string; orders: number | string }>(result).map((r) => ({
    day: r.day,
    slot: r.slot,
    orders: Number(r.orders),
  }));
}

/** The products that brought in most over the chart's days, by name as sold: summed days read from `product_sales_days`. */
export async function topProducts(db: Database, days: ChartDays, limit: number) {
  const result = await db.execute(sql`
    select sold.name, sum(sold.revenue_paise)::float8 as revenue_paise, sum(sold.quantity)::int as quantity
    from (
      select p.name, p.revenue_paise, p.quantity
      from ${productSalesDays} p
      where p.day >= ${days.first}::date and p.day < ${days.openFrom}::date
      union all
      select i.name, i.unit_price_paise::bigint * i.quantity, i.quantity
      from ${orders} o join ${orderItems} i on i.order_id = o.id
      where o.status <> 'Canceled' and ${soldBetween(days.openFrom)}
    ) sold
    group by sold.name
    order by revenue_paise desc, sold.name
    limit ${limit}`);
  return rowsOf<{ name: string; revenue_paise: number | string; quantity: number | string }>(result).map((r) => ({
    name: r.name,
    revenuePaise: Number(r.revenue_paise),
    quantity: Number(r.quantity),
  }));
}
