import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderItems, orders } from "../../db/schema.ts";
import { rowsOf } from "../../db/raw-rows.ts";

// India has no daylight saving, so a fixed offset gives India's calendar day on both engines
// (PGlite ships no time zone database to name Asia/Kolkata with).
const indiaDay = (column: unknown) => sql`((${column} at time zone 'UTC') + interval '5 hours 30 minutes')::date`;

/** Revenue and order count per India day (of the bill, for orders that have one) from `first` to `last`, every day present. */
export async function revenueByDay(db: Database, first: string, last: string) {
  const result = await db.execute(sql`
    with days as (select generate_series(${first}::date, ${last}::date, interval '1 day')::date as day)
    select to_char(d.day, 'YYYY-MM-DD') as day,
           coalesce(sum(o.bill_price_paise), 0)::float8 as revenue_paise,
           count(o.id)::int as orders
    from days d
    left join ${orders} o on ${indiaDay(sql`coalesce(o.billed_at, o.created_at)`)} = d.day and o.status <> 'Canceled'
    group by d.day
    order by d.day`);
  return rowsOf<{ day: string; revenue_paise: number | string; orders: number | string }>(result).map((r) => ({
    day: r.day,
    revenuePaise: Number(r.revenue_paise),
    orders: Number(r.orders),
  }));
}

/** Orders to deliver on each of `dates`, per slot; cancelled ones left out. */
export async function ordersBySlot(db: Database, dates: string[]) {
  const result = await db.execute(sql`
    select to_char(${orders.deliveryDate}, 'YYYY-MM-DD') as day, ${orders.slot} as slot, count(*)::int as orders
    from ${orders}
    where ${orders.deliveryDate} in (${sql.join(dates.map((d) => sql`${d}::date`), sql`, `)}) and ${orders.status} <> 'Canceled'
    group by ${orders.deliveryDate}, ${orders.slot}`);
  return rowsOf<{ day: string; slot: string; orders: number | string }>(result).map((r) => ({ day: r.day, slot: r.slot, orders: Number(r.orders) }));
}

/** The products that brought in most from `first` (India day) on, by name as sold. */
export async function topProducts(db: Database, first: string, limit: number) {
  const result = await db.execute(sql`
    select i.name as name, sum(i.unit_price_paise * i.quantity)::float8 as revenue_paise, sum(i.quantity)::int as quantity
    from ${orderItems} i
    join ${orders} o on o.id = i.order_id
    where o.status <> 'Canceled' and ${indiaDay(sql`coalesce(o.billed_at, o.created_at)`)} >= ${first}::date
    group by i.name
    order by revenue_paise desc, i.name
    limit ${limit}`);
  return rowsOf<{ name: string; revenue_paise: number | string; quantity: number | string }>(result).map((r) => ({
    name: r.name,
    revenuePaise: Number(r.revenue_paise),
    quantity: Number(r.quantity),
  }));
}
