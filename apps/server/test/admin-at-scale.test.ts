import { eq, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, paiseToRupees, type AdminCustomer, type Order, type Session } from "@taaza/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containsIgnoringCase, holdsTrigram, likePattern } from "../src/platform/database/like-pattern.ts";
import { rowsOf } from "../src/platform/database/raw-rows.ts";
import { orders, users } from "../src/platform/database/schema.ts";
import { bearer, buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// The admin lists read their page's ids first and take order totals from the counts a trigger
// keeps (order_counts): the answers must be exactly what the orders themselves say.
let ctx: TestContext;
let admin: Session;
const customers: Session[] = [];
const STATUSES = ["Pending", "Delivered", "Canceled"] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInAdmin(ctx);
  const product = await buildProduct(ctx, { defaultPricePaise: 50000, salePricePaise: null });
  for (let c = 0; c < 4; c++) customers.push(await signUpCustomer(ctx.app, { username: `Scale Customer ${c}` }));
  // 37 orders (more than two pages), statuses and customers mixed, two placed at the same
  // instant (the id breaks the tie), quantities making every total different.
  for (let i = 0; i < 37; i++) {
    const order = await buildOrder(ctx, {
      userId: customers[i % 4]!.user._id,
      items: [{ productId: product.id, quantity: 1 + (i % 5) }],
      deliveryChargePaise: 100 * i,
      status: STATUSES[i % 3],
      billId: `#${String(10 + i).padStart(2, "0")}ABC`,
    });
    const at = new Date(Date.UTC(2026, 10, 1) + Math.min(i, 30) * 3_600_000).toISOString();
    await ctx.db
      .update(orders)
      .set({ createdAt: sql`${at}::timestamptz` })
      .where(eq(orders.id, order.id));
  }
});
afterAll(() => ctx.close());

const get = async <T>(url: string) => {
  const response = await ctx.app.inject({ method: "GET", url, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

/** The orders straight from the table, newest first (then by id), as the list must show them. */
async function ordersInTable() {
  const rows = await ctx.db
    .select({
      id: orders.id,
      status: orders.status,
      billId: orders.billId,
      createdAt: orders.createdAt,
      userId: orders.userId,
      bill: orders.billPricePaise,
    })
    .from(orders);
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

describe("the admin order list at any page", () => {
  it("pages, filters and searches exactly as the orders say, with their totals", async () => {
    const all = await ordersInTable();
    const size = ADMIN_PAGE_SIZE.orders;
    const cases: { query: string; expected: typeof all }[] = [
      { query: "", expected: all },
      ...STATUSES.map((status) => ({ query: `status=${status}`, expected: all.filter((o) => o.status === status) })),
      { query: `search=${encodeURIComponent("#2")}`, expected: all.filter((o) => o.billId.includes("#2")) },
      { query: "search=4abc", expected: all.filter((o) => o.billId.toLowerCase().includes("4abc")) },
      // A whole bill id, in any case, finds that order alone.
      { query: `search=${encodeURIComponent("#12abc")}`, expected: all.filter((o) => o.billId === "#12ABC") },
    ];
    for (const { query, expected } of cases) {
      for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / size)) + 1; page++) {
        const body = await get<{ data: Order[]; total: number; page: number }>(`/api/admin/orders?${query}&page=${page}`);
        expect(body.total, `${query} total`).toBe(expected.length);
        expect(
          body.data.map((o) => o._id),
          `${query} page ${page}`,
        ).toEqual(expected.slice((page - 1) * size, page * size).map((o) => o.id));
      }
    }
  });

  it("keeps the dashboard's counts and revenue right when staff change a status", async () => {
    const before = await ordersInTable();
    const pending = before.find((o) => o.status === "Pending")!;
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/orders/${pending.id}/${pending.userId}`,
      headers: bearer(admin),
      payload: { status: "Delivered" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await ordersInTable();
    const stats = await get<{ orders: number; revenue: number }>("/api/admin/stats");
    expect(stats.orders).toBe(after.length);
    expect(stats.revenue).toBe(paiseToRupees(after.filter((o) => o.status !== "Canceled").reduce((sum, o) => sum + o.bill, 0)));
    for (const status of STATUSES) {
      expect((await get<{ total: number }>(`/api/admin/orders?status=${status}`)).total).toBe(
        after.filter((o) => o.status === status).length,
      );
    }
  });
});

describe("the admin customer list at any page", () => {
  it("shows each customer's order count and total spent (Canceled left out), newest first, on every page", async () => {
    const all = await ordersInTable();
    const pageOne = await get<{ data: AdminCustomer[]; total: number }>("/api/admin/customers");
    expect(pageOne.total).toBe(customers.length);
    // Newest first: the last to sign up comes first.
    expect(pageOne.data.map((c) => c._id)).toEqual([...customers].reverse().map((s) => s.user._id));
    for (const customer of pageOne.data) {
      const theirs = all.filter((o) => o.userId === customer._id);
      expect(customer.orderCount).toBe(theirs.length);
      expect(customer.totalSpent).toBe(paiseToRupees(theirs.filter((o) => o.status !== "Canceled").reduce((sum, o) => sum + o.bill, 0)));
    }
    const searched = await get<{ data: AdminCustomer[]; total: number }>(`/api/admin/customers?search=${encodeURIComponent("Customer 2")}`);
    expect(searched.data.map((c) => c.username)).toEqual(["Scale Customer 2"]);
    expect(searched.total).toBe(1);
    expect((await get<{ data: AdminCustomer[]; total: number }>("/api/admin/customers?page=2")).data).toEqual([]);
  });
});

describe("staff's text searches at scale", () => {
  /** The plan for `condition` when only an index built for it could avoid reading every row. */
  async function planWithoutFullScans(table: typeof orders | typeof users, condition: SQL) {
    return ctx.db.transaction(async (tx) => {
      // A small test table would rather be read whole; forbid that (and walking a btree) so the
      // plan shows whether an index answers the condition itself.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      const result = await tx.execute(sql`explain select count(*) from ${table} where ${condition}`);
      return rowsOf<Record<string, string>>(result)
        .map((r) => Object.values(r).join(" "))
        .join("\n");
    });
  }

  it("finds exactly what ILIKE finds, for text with letters, without, and with wildcards typed", async () => {
    const words = ["#47QBC", "#12abc", "#4Ä7x", "İstanbul", "Straße", "STRASSE", "\u212a", "50%_off\\", "Asha Patil"];
    const values = sql.join(
      words.map((w) => sql`(${w})`),
      sql`, `,
    );
    const matches = async (condition: (column: SQL) => SQL) =>
      rowsOf<{ s: string }>(
        await ctx.db.execute(sql`select v.s from (values ${values}) as v(s) where ${condition(sql`v.s`)} order by v.s`),
      ).map((r) => r.s);
    for (const text of ["47", "#4", "7q", "#47qb", "ä", "Ä", "i", "ss", "k", "%", "_", "\\", "50%", " ", "patil", "PATIL"]) {
      expect(await matches((column) => containsIgnoringCase(column, text)), text).toEqual(
        await matches((column) => sql`${column} ilike ${likePattern(text)}`),
      );
    }
  });

  it("finds part of a bill id through its trigram index, as the order list asks", async () => {
    expect(await planWithoutFullScans(orders, containsIgnoringCase(orders.billId, "#47"))).toContain("orders_bill_id_search_idx");
  });

  it("tells which searched texts give pg_trgm a trigram to look up", () => {
    for (const text of ["#4", "#47", "47 ", "4 7", "c0000123", "Customer 12", "ä b"]) expect(holdsTrigram(text), text).toBe(true);
    for (const text of ["47", "7q", "4", "ä", "%", "#", " ", ""]) expect(holdsTrigram(text), text).toBe(false);
  });

  // Named statements keep one generic plan per statement text, made without the pattern: were
  // the index allowed for "47", that plan would read the whole index and recheck every row.
  it("keeps a text without trigrams away from the trigram indexes", async () => {
    for (const text of ["47", "7q", "QB"]) {
      expect(await planWithoutFullScans(orders, containsIgnoringCase(orders.billId, text)), text).not.toContain(
        "orders_bill_id_search_idx",
      );
    }
    const customerSearch = (text: string) =>
      sql`(${containsIgnoringCase(users.userCode, text)} or ${containsIgnoringCase(users.username, text)})`;
    for (const text of ["12", "as"])
      expect(await planWithoutFullScans(users, customerSearch(text)), text).not.toMatch(/users_(code|name)_search_idx/);
  });

  it("finds part of a customer's code or name through their trigram indexes, as the customer list asks", async () => {
    expect(await planWithoutFullScans(users, containsIgnoringCase(users.userCode, "c0000123"))).toContain("users_code_search_idx");
    expect(await planWithoutFullScans(users, containsIgnoringCase(users.username, "Customer 12"))).toContain("users_name_search_idx");
  });
});
