import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { addresses, orders, pincodes, products, users } from "../../db/schema.ts";
import { likePattern } from "../catalog/catalog-repository.ts";

interface Rows<T> {
  rows: T[];
}

/** The dashboard's five numbers in one statement; revenue leaves out Canceled orders. */
export async function dashboardCounts(db: Database) {
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(${orders.billPricePaise}), 0)::float8 from ${orders} where ${orders.status} <> 'Canceled') as revenue_paise,
      (select count(*)::int from ${users} where ${users.userType} = 'User') as customers,
      (select count(*)::int from ${orders}) as orders,
      (select count(*)::int from ${pincodes}) as locations,
      (select count(*)::int from ${products} where not ${products.isArchived}) as products`)) as unknown as Rows<{
    revenue_paise: number;
    customers: number;
    orders: number;
    locations: number;
    products: number;
  }>;
  const row = result.rows[0]!;
  return {
    revenuePaise: Number(row.revenue_paise),
    customers: Number(row.customers),
    orders: Number(row.orders),
    locations: Number(row.locations),
    products: Number(row.products),
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

function customerWhere(search: string | undefined): SQL {
  const isCustomer = sql`u.user_type = 'User'`;
  if (!search) return isCustomer;
  const pattern = likePattern(search);
  return sql`${isCustomer} and (u.user_code ilike ${pattern} or u.username ilike ${pattern})`;
}

/**
 * A page of customers, newest first, each with the oldest address and the totals of their
 * orders, joined and summed by the database (one statement for the page, one for the count).
 */
export async function pageCustomers(db: Database, search: string | undefined, page: { limit: number; offset: number }): Promise<{ rows: CustomerSummary[]; total: number }> {
  const where = customerWhere(search);
  const [pageResult, countResult] = await Promise.all([
    db.execute(sql`
      select u.id, u.user_code, u.username, u.email, u.gender, u.age, u.created_at,
        a.address, a.city, a.pincode, a.phone_no,
        coalesce(o.spent_paise, 0)::float8 as spent_paise, coalesce(o.order_count, 0)::int as order_count
      from ${users} u
      left join lateral (
        select ${addresses.address} as address, ${addresses.city} as city, ${addresses.pincode} as pincode, ${addresses.phoneNo} as phone_no
        from ${addresses} where ${addresses.userId} = u.id
        order by ${addresses.createdAt}, ${addresses.id} limit 1
      ) a on true
      left join lateral (
        select sum(${orders.billPricePaise}) filter (where ${orders.status} <> 'Canceled') as spent_paise, count(*) as order_count
        from ${orders} where ${orders.userId} = u.id
      ) o on true
      where ${where}
      order by u.created_at desc, u.id desc
      limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from ${users} u where ${where}`),
  ]);
  const rows = (pageResult as unknown as Rows<Record<string, unknown>>).rows.map(
    (r): CustomerSummary => ({
      id: String(r.id),
      userCode: String(r.user_code),
      username: String(r.username),
      email: String(r.email),
      gender: (r.gender as CustomerSummary["gender"]) ?? null,
      age: r.age === null ? null : Number(r.age),
      createdAt: new Date(r.created_at as string | Date),
      firstAddress:
        r.address === null
          ? null
          : { address: String(r.address), city: String(r.city), pincode: String(r.pincode), phoneNo: String(r.phone_no) },
      spentPaise: Number(r.spent_paise),
      orderCount: Number(r.order_count),
    }),
  );
  return { rows, total: Number((countResult as unknown as Rows<{ n: number }>).rows[0]?.n ?? 0) };
}
