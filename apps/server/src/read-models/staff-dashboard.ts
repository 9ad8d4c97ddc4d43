import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../platform/database/client.ts";
import { users } from "../modules/accounts/accounts-tables.ts";
import { addresses } from "../modules/addresses/addresses-tables.ts";
import { products } from "../modules/catalog/catalog-tables.ts";
import { pincodes } from "../modules/delivery/delivery-tables.ts";
import { orderCounts, orders } from "../modules/orders/orders-tables.ts";
import { containsIgnoringCase } from "../platform/database/like-pattern.ts";
import { firstRow, rowsOf } from "../platform/database/raw-rows.ts";

/**
 * The dashboard's five numbers in one statement; revenue leaves out Canceled orders. Orders and
 * revenue come from the per-status counts the database keeps (`order_counts`), not from the orders.
 */
export async function dashboardCounts(db: Database) {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(${orderCounts.revenuePaise}), 0)::float8 from ${orderCounts} where ${orderCounts.status} <> 'Canceled') as revenue_paise,
      (select count(*)::int from ${users} where ${users.userType} = 'User') as customers,
      (select coalesce(sum(${orderCounts.orders}), 0)::int from ${orderCounts}) as orders,
      (select count(*)::int from ${pincodes}) as locations,
      (select count(*)::int from ${products} where not ${products.isArchived}) as products`);
  const row = firstRow<{ revenue_paise: number; customers: number; orders: number; locations: number; products: number }>(result)!;
  return {
    revenuePaise: Number(row.revenue_paise),
    customers: Number(row.customers),
    orders: Number(row.orders),
    locations: Number(row.locations),
    products: Number(row.products),
  };
}

/**
 * Today's figures: orders placed in [start, end) and their revenue (Canceled left out), and the
 * day's deliveries per slot (Canceled left out). Two statements, each one pass over an index.
 */
export async function todayCounts(db: Database, day: { date: string; start: Date; end: Date }) {
  const [placed, bySlot] = await Promise.all([
    db.execute(sql`
      select count(*)::int as orders,
        coalesce(sum(${orders.billPricePaise}) filter (where ${orders.status} <> 'Canceled'), 0)::float8 as revenue_paise
      from ${orders}
      where ${orders.createdAt} >= ${day.start.toISOString()}::timestamptz and ${orders.createdAt} < ${day.end.toISOString()}::timestamptz`),
    db.execute(sql`
      select ${orders.slot} as slot, count(*)::int as orders, coalesce(sum(${orders.billPricePaise}), 0)::float8 as revenue_paise
      from ${orders}
      where ${orders.deliveryDate} = ${day.date}::date and ${orders.status} <> 'Canceled'
      group by ${orders.slot}`),
  ]);
  const row = firstRow<{ orders: number; revenue_paise: number }>(placed);
  return {
    orders: Number(row?.orders ?? 0),
    revenuePaise: Number(row?.revenue_paise ?? 0),
    deliveries: rowsOf<{ slot: string; orders: number; revenue_paise: number }>(bySlot).map((r) => ({
      slot: String(r.slot),
      orders: Number(r.orders),
      revenuePaise: Number(r.revenue_paise),
    })),
  };
}

export interface CustomerSummary {
  id: string;
  userCode: string;
  username: string;
  email: string;
  gender: "Male" | "Female" | "Other" | null;
  age: number | null;
  createdAt: Date;
  firstAddress: { address: string; city: string; pincode: string; phoneNo: string } | null;
  spentPaise: number;
  orderCount: number;
}

/** A row of the customers statement, as the driver hands it over (numbers may come as text). */
interface CustomerRow {
  id: string;
  user_code: string;
  username: string;
  email: string;
  gender: CustomerSummary["gender"];
  age: number | string | null;
  created_at: string | Date;
  address: string | null;
  city: string | null;
  pincode: string | null;
  phone_no: string | null;
  spent_paise: number | string;
  order_count: number | string;
}

function customerWhere(search: string | undefined): SQL {
  const isCustomer = sql`u.user_type = 'User'`;
  if (!search) return isCustomer;
  // Five or more digits are a phone: any of the customer's saved addresses.
  if (/^\+?[\d\s-]{5,}$/.test(search)) {
    const digits = search.replace(/\D/g, "").replace(/^91(?=\d{10}$)/, "");
    return sql`${isCustomer} and u.id in (select ${addresses.userId} from ${addresses} where ${containsIgnoringCase(addresses.phoneNo, digits)})`;
  }
  // Trigram indexes on the lowered code and name (users_code_search_idx, users_name_search_idx).
  return sql`${isCustomer} and (${containsIgnoringCase(sql`u.user_code`, search)} or ${containsIgnoringCase(sql`u.username`, search)} or ${containsIgnoringCase(sql`u.email`, search)})`;
}

/**
 * A page of customers, newest first, each with the oldest address and the totals of their
 * orders, joined and summed by the database (one statement for the page, one for the count).
 */
export async function pageCustomers(
  db: Database,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: CustomerSummary[]; total: number }> {
  const where = customerWhere(search);
  const [pageResult, countResult] = await Promise.all([
    // The page's users first (an index-only scan skips earlier pages), then their address and
    // totals: a deep page sums the orders of its own 15 customers only.
    db.execute(sql`
      with page as (
        select u.id from ${users} u where ${where}
        order by u.created_at desc, u.id desc
        limit ${page.limit} offset ${page.offset}
      )
      select u.id, u.user_code, u.username, u.email, u.gender, u.age, u.created_at,
        a.address, a.city, a.pincode, a.phone_no,
        coalesce(o.spent_paise, 0)::float8 as spent_paise, coalesce(o.order_count, 0)::int as order_count
      from page join ${users} u on u.id = page.id
      left join lateral (
        select ${addresses.address} as address, ${addresses.city} as city, ${addresses.pincode} as pincode, ${addresses.phoneNo} as phone_no
        from ${addresses} where ${addresses.userId} = u.id
        order by ${addresses.createdAt}, ${addresses.id} limit 1
      ) a on true
      left join lateral (
        select sum(${orders.billPricePaise}) filter (where ${orders.status} <> 'Canceled') as spent_paise, count(*) as order_count
        from ${orders} where ${orders.userId} = u.id
      ) o on true
      order by u.created_at desc, u.id desc`),
    db.execute(sql`select count(*)::int as n from ${users} u where ${where}`),
  ]);
  const rows = rowsOf<CustomerRow>(pageResult).map((r): CustomerSummary => ({
    id: String(r.id),
    userCode: String(r.user_code),
    username: String(r.username),
    email: String(r.email),
    gender: r.gender ?? null,
    age: r.age === null ? null : Number(r.age),
    createdAt: new Date(r.created_at),
    firstAddress:
      r.address === null
        ? null
        : { address: String(r.address), city: String(r.city), pincode: String(r.pincode), phoneNo: String(r.phone_no) },
    spentPaise: Number(r.spent_paise),
    orderCount: Number(r.order_count),
  }));
  return { rows, total: Number(firstRow<{ n: number }>(countResult)?.n ?? 0) };
}
