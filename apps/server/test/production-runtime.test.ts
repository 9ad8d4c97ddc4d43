import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, SERVER_MESSAGES } from "@taaza/domain";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/platform/config.ts";
import { openDatabase, waitForDatabase, type Database } from "../src/platform/database/client.ts";
import { folderImageStore } from "../src/modules/uploads/index.ts";
import { systemClock } from "../src/platform/clock.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signUpCustomer, uniqueEmail } from "./support/factories.ts";
import { buildPincode, MORNING_IST, placeOrder, setCart, addAddress } from "./support/buying.ts";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The database as a request sees it when PostgreSQL has just ended the connection under it. */
function lostConnection(db: Database, error: Error & { code?: string }): Database {
  return new Proxy(db, {
    get: (target, property): unknown =>
      property === "execute" || property === "select" ? () => Promise.reject(error) : Reflect.get(target, property),
  });
}

describe("readiness and liveness", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("when the database answers and is migrated, GET /api/ready is 200", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", database: "up" });
  });

  it("keeps 6 PostgreSQL connections a process unless DATABASE_POOL_MAX says otherwise", () => {
    // More busy backends than a small database server has cores made checkout slower (README, Checkout).
    expect(loadConfig({ NODE_ENV: "test" }).databasePoolMax).toBe(6);
    expect(loadConfig({ NODE_ENV: "test", DATABASE_POOL_MAX: "20" }).databasePoolMax).toBe(20);
  });

  it("when the migrations have not run, GET /api/ready is 503 while /api/health stays 200", async () => {
    const bare = await openDatabase({ databaseUrl: null, dataDir: "memory://" });
    const config = loadConfig({ NODE_ENV: "test", SEED_DEMO: "false" });
    const app = await buildApp(
      { config, clock: systemClock, db: bare.db, database: bare, changes: null, images: folderImageStore(ctx.uploadDir) },
      { webDist: null },
    );
    try {
      const ready = await app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json<{ status: string }>().status).toBe("unavailable");
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await bare.close();
    }
    // An unmigrated database cannot come from the run's migrated template: this one is a new
    // PGlite cluster (initdb in WebAssembly), which takes far longer than a test's usual 30 s
    // allows when the machine is busy.
  }, 120_000);
});

describe("a request whose database connection is lost", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await buildProduct(ctx, { name: "Bombil" });
  });
  afterAll(() => ctx.close());

  /** The same shop on the same database, except that its queries fail with `error`. */
  async function getProductsFailingWith(error: Error) {
    const app = await buildApp({ ...ctx.platform, db: lostConnection(ctx.db, error) }, { webDist: null });
    try {
      return await app.inject({ method: "GET", url: "/api/products" });
    } finally {
      await app.close();
    }
  }

  for (const [title, error] of [
    [
      "terminated by an administrator (57P01)",
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    ],
    ["refused (ECONNREFUSED)", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["ended mid-query", new Error("Connection terminated unexpectedly")],
  ] as const) {
    it(`when the connection was ${title}, then 503 with a message to retry, and the next request is served`, async () => {
      const res = await getProductsFailingWith(error);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: MESSAGES.unavailable });
      expect(res.headers["retry-after"]).toBe("1");
      const after = await ctx.app.inject({ method: "GET", url: "/api/products" });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toHaveLength(1);
    });
  }

  it("any other database error is still a logged 500", async () => {
    const res = await getProductsFailingWith(Object.assign(new Error("division by zero"), { code: "22012" }));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: MESSAGES.internal });
  });
});

describe("rate limits while Redis is down", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A port nothing listens on: Redis is "down" for the whole test.
    ctx = await createTestContext({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, AUTH_RATE_LIMIT: "2" });
  });
  afterAll(() => ctx.close());

  it("login answers normally (not 500), and this process still counts attempts", async () => {
    const attempt = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: uniqueEmail(), password: "wrong" },
        remoteAddress: "203.0.113.9",
      });
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: SERVER_MESSAGES.auth.tooManyAttempts });
  });

  it("everything else works: sign up and browse", async () => {
    const session = await signUpCustomer(ctx.app);
    expect(session.token).toBeTruthy();
    expect((await ctx.app.inject({ method: "GET", url: "/api/products" })).statusCode).toBe(200);
  });
});

describe("/metrics", () => {
  it("without METRICS_TOKEN or METRICS_PORT, the shop does not expose metrics", async () => {
    const ctx = await createTestContext();
    try {
      expect((await ctx.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  describe("with METRICS_TOKEN", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ METRICS_TOKEN: "scrape-me-please" });
    });
    afterAll(() => ctx.close());

    it("refuses a missing or wrong bearer token with 401", async () => {
      const none = await ctx.app.inject({ method: "GET", url: "/metrics" });
      expect(none.statusCode).toBe(401);
      expect(none.json<{ error: string }>().error).toMatch(/metrics token/);
      const wrong = await ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer scrape-me-pleasE" } });
      expect(wrong.statusCode).toBe(401);
    });

    it("counts requests and latency by route pattern, orders placed and payments settled", async () => {
      ctx.setNow(MORNING_IST);
      await buildPincode(ctx, { pincode: "400001" });
      const product = await buildProduct(ctx, { name: "Surmai" });
      await ctx.app.inject({ method: "GET", url: `/api/products/${product.id}` });
      const session = await signUpCustomer(ctx.app);
      await addAddress(ctx, session);
      await setCart(ctx, session, product.id, 1);
      await placeOrder(ctx, session);

      const res = await ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer scrape-me-please" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/plain");
      const text = res.body;
      expect(text).toContain('http_requests_total{method="GET",route="/api/products/:id",status="200"} 1');
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/products\/:id",status="200"\} \d/);
      expect(text).toContain("taaza_orders_placed_total 1");
      expect(text).toContain('taaza_payments_settled_total{path="browser"} 1');
      expect(text).toContain("process_resident_memory_bytes");
      if (process.env.TEST_DATABASE_URL) expect(text).toMatch(/db_pool_connections\{state="max"\} 6\n/);
    });
  });

  it("with METRICS_PORT, serves them on that port only", async () => {
    const port = await freePort();
    const ctx = await createTestContext({ METRICS_PORT: String(port) });
    try {
      await ctx.app.listen({ port: 0, host: "127.0.0.1" });
      expect((await ctx.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("http_requests_total");
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe("waiting for the database at start", () => {
  /** A database that refuses connections `refusals` times, then answers. */
  function databaseUpAfter(
    refusals: number,
    error: Error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
  ) {
    let calls = 0;
    return {
      db: { execute: async () => (++calls <= refusals ? Promise.reject(error) : { rows: [] }) } as unknown as Database,
      calls: () => calls,
    };
  }

  it("retries while the database refuses connections, saying so, and returns once it answers", async () => {
    const lines: string[] = [];
    const database = databaseUpAfter(2);
    await waitForDatabase(database.db, { timeoutMs: 10_000, log: { info: (line) => lines.push(line) } });
    expect(database.calls()).toBe(3);
    expect(lines.filter((l) => l.startsWith("waiting for the database"))).toHaveLength(2);
    expect(lines[0]).toContain("ECONNREFUSED");
    expect(lines.at(-1)).toBe("the database is reachable");
  });

  it("gives up with the last error after the time allowed", async () => {
    const database = databaseUpAfter(1000);
    await expect(waitForDatabase(database.db, { timeoutMs: 0, log: { info: () => undefined } })).rejects.toThrow(/ECONNREFUSED/);
    expect(database.calls()).toBe(1);
  });

  it("does not wait for what waiting cannot fix, such as a wrong password", async () => {
    const database = databaseUpAfter(1000, Object.assign(new Error('password authentication failed for user "shop"'), { code: "28P01" }));
    await expect(waitForDatabase(database.db, { timeoutMs: 10_000, log: { info: () => undefined } })).rejects.toThrow(
      /password authentication failed/,
    );
    expect(database.calls()).toBe(1);
  });
});
