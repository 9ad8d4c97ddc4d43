import { sql, type Query } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import { addAddress, approve, buildPincode, MORNING_IST, setCart, startCheckout, validate } from "./support/buying.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(MORNING_IST);
});
afterAll(() => ctx.close());

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

function tablesReadWhole(node: PlanNode): string[] {
  const here = node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...here, ...(node.Plans ?? []).flatMap(tablesReadWhole)];
}

// A shop's tables start small and without statistics, and the planner then likes to read a whole
// table into a hash for a basket of two lines: in the checkout benchmark that was a third of
// PostgreSQL's time per order, growing with every order placed. Checkout's composed statements
// (the basket line, the checkout's inputs, the checkout with its basket, the settling statement)
// look every product, basket line and bill id up by its key.
it("checkout's statements look products, basket lines and bill ids up by key, however young the tables", async () => {
  await buildPincode(ctx);
  const product = await buildProduct(ctx);
  await ctx.db.execute(sql`insert into products (name, description, category, product_tag, note, weight_grams, default_price_paise)
    select 'Bench Fish ' || i, 'A fish', 'SeaWater', 'Pomfret', 'Keep cold', 500, 10000 + i from generate_series(1, 500) as i`);
  const customer = await signUpCustomer(ctx.app);
  await addAddress(ctx, customer);

  // Every raw statement, whether run by `db.execute` or built once (`preparedStatement`), passes
  // the session's prepareQuery without fields: each is recorded with the values it ran with.
  const { session } = ctx.db._;
  const statements: { query: Query; values: Record<string, unknown> | undefined }[] = [];
  const prepareQuery = session.prepareQuery.bind(session);
  const spy = vi.spyOn(session, "prepareQuery").mockImplementation((query, fields, name, arrayMode) => {
    const prepared = prepareQuery(query, fields, name, arrayMode);
    if (fields !== undefined) return prepared;
    const execute = prepared.execute.bind(prepared);
    prepared.execute = (values?: Record<string, unknown>) => {
      statements.push({ query, values });
      return execute(values);
    };
    return prepared;
  });
  await setCart(ctx, customer, product.id, 2);
  const started = await startCheckout(ctx, customer);
  const res = await validate(ctx, customer, await approve(ctx, customer, started.order.id));
  expect(res.statusCode, res.body).toBe(200);
  spy.mockRestore();
  expect(statements.length).toBeGreaterThanOrEqual(4);

  for (const { query, values } of statements) {
    const explained = await session
      .prepareQuery({ sql: `explain (format json) ${query.sql}`, params: query.params }, undefined, undefined, false)
      .execute(values);
    const [row] = (explained as { rows: { "QUERY PLAN": [{ Plan: PlanNode }] | string }[] }).rows;
    const plan = typeof row!["QUERY PLAN"] === "string" ? (JSON.parse(row!["QUERY PLAN"]) as [{ Plan: PlanNode }]) : row!["QUERY PLAN"];
    const readWhole = tablesReadWhole(plan[0].Plan).filter((table) => ["products", "orders", "cart_lines", "checkouts"].includes(table));
    expect(readWhole, JSON.stringify(plan)).toEqual([]);
  }
});
