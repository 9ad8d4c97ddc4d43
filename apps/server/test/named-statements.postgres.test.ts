import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config.ts";
import { openDatabase, type DatabaseHandle } from "../src/platform/database/client.ts";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import { addAddress, approve, buildPincode, call, setCart, validate } from "./support/buying.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { openTestDatabase } from "./support/test-database.ts";

// Its own Vitest project ("postgres"): prepared statements are PostgreSQL's (PGlite has none to name).
describe("DATABASE_NAMED_STATEMENTS: each connection prepares a statement once", () => {
  let owner: DatabaseHandle;
  let named: DatabaseHandle;
  let ctx: TestContext;
  beforeAll(async () => {
    owner = await openTestDatabase();
    // One connection, so the session the test inspects is the one the app used.
    named = await openDatabase({ databaseUrl: owner.directUrl, dataDir: "memory://", databasePoolMax: 1, databaseNamedStatements: true });
    ctx = await createTestContext({ SESSION_CACHE_MS: "60000" }, {}, { database: named });
  });
  afterAll(async () => {
    await ctx.close();
    await named.close();
    await owner.close();
  });

  const preparedRuns = async (db: DatabaseHandle): Promise<{ statement: string; runs: number }[]> => {
    // generic_plans + custom_plans: how often the prepared statement was executed (PostgreSQL 14+).
    const result = await db.db.execute(
      sql`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where not from_sql`,
    );
    return (result as { rows: { statement: string; runs: number }[] }).rows;
  };
  const prepared = async (db: DatabaseHandle): Promise<string[]> => (await preparedRuns(db)).map((r) => r.statement);

  it("purchases work as before, and the statements they ran are prepared on the connection, once each", async () => {
    const product = await buildProduct(ctx);
    await buildPincode(ctx);
    const customer = await signUpCustomer(ctx.app);
    const user = await addAddress(ctx, customer);
    for (let round = 0; round < 3; round++) {
      await setCart(ctx, customer, product.id, 1 + round);
      const started = await call(ctx, customer, "POST", "/api/order", {
        addressId: user.addresses[0]!._id,
        day: "Tomorrow",
        slot: "8AM-10AM",
      });
      expect(started.statusCode, started.body).toBe(201);
      const res = await validate(ctx, customer, await approve(ctx, customer, started.json<{ order: { id: string } }>().order.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: { billPrice: number } }>().data.billPrice).toBeGreaterThan(0);
    }
    const statements = await prepared(named);
    expect(statements.some((s) => s.includes('insert into "checkouts"'))).toBe(true);
    expect(statements.some((s) => s.includes("written_line as"))).toBe(true);
    expect(new Set(statements).size).toBe(statements.length);
    // Prepared once and then reused: the basket write ran in each of the three rounds.
    const basketWrite = (await preparedRuns(named)).find((r) => r.statement.includes("written_line as"));
    expect(basketWrite?.runs).toBeGreaterThanOrEqual(3);
  });

  it("names at most 500 texts per connection; the rest run unnamed, and answer", async () => {
    const before = (await prepared(named)).length;
    // Texts no other test runs, each with a parameter: distinct statements to name.
    const texts = 520 - before;
    for (let i = 0; i < texts; i++) {
      const result = await named.db.execute(sql`select ${i}::int + ${sql.raw(String(i))} as doubled`);
      expect((result as { rows: { doubled: number }[] }).rows[0]?.doubled).toBe(2 * i);
    }
    expect(await prepared(named)).toHaveLength(500);
    // A text named before the cap keeps its name and runs prepared.
    await named.db.execute(sql`select ${3}::int + ${sql.raw("0")} as doubled`);
    const first = (await preparedRuns(named)).find((r) => r.statement.endsWith("::int + 0 as doubled"));
    expect(first?.runs).toBe(2);
  });

  it("is on straight to PostgreSQL and off behind a pooler, unless set", () => {
    const direct = "postgres://shop@db.internal:5432/taaza";
    const pooled = "postgres://shop@pgbouncer.internal:6432/taaza";
    const named = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env }).databaseNamedStatements;
    expect(named({ DATABASE_URL: direct })).toBe(true);
    expect(named({ DATABASE_URL: direct, DATABASE_DIRECT_URL: direct })).toBe(true);
    // A separate direct URL is how a pooler in front is told (npm run cluster: PgBouncer 1.18).
    expect(named({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct })).toBe(false);
    expect(named({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct, DATABASE_NAMED_STATEMENTS: "true" })).toBe(true);
    expect(named({ DATABASE_URL: direct, DATABASE_NAMED_STATEMENTS: "false" })).toBe(false);
  });

  it("off, nothing is prepared by name", async () => {
    const plain = await openDatabase({
      databaseUrl: owner.directUrl,
      dataDir: "memory://",
      databasePoolMax: 1,
      databaseNamedStatements: false,
    });
    try {
      await plain.db.execute(sql`select ${1}::int as one`);
      expect(await prepared(plain)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
