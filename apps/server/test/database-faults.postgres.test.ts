import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, connect, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, type Product } from "@taaza/domain";
import { openDatabase, type DatabaseHandle } from "../src/platform/database/client.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import type { Session } from "@taaza/domain";
import { bearer, buildProduct, signInAdmin } from "./support/factories.ts";
import { waitFor } from "./support/wait-for.ts";

// Its own Vitest project ("postgres"): these faults only exist on a PostgreSQL server.
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const serverDir = fileURLToPath(new URL("..", import.meta.url));

/** A session of our own on the test's database, as an administrator would open one. */
async function adminClient(database: DatabaseHandle): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.directUrl! });
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

/** Ends every session of the app on this database, as a restart or failover would. */
async function terminateAppSessions(admin: pg.Client, filter = "true"): Promise<number> {
  const result = await admin.query<{ n: number }>(
    `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${filter}`,
  );
  return result.rows[0]!.n;
}

describe("when PostgreSQL ends the shop's connections", () => {
  let ctx: TestContext;
  let admin: pg.Client;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await adminClient(ctx.database);
    await buildProduct(ctx, { name: "Bangda" });
  });
  afterAll(async () => {
    await admin.end();
    await ctx.close();
  });

  it("idle connections are replaced: the next request succeeds and the process lives on", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/products" })).statusCode).toBe(200);
    expect(await terminateAppSessions(admin)).toBeGreaterThan(0);
    // The pool learns of each ended connection from its socket, a moment after PostgreSQL ends it;
    // until then a request may still be handed a dead one (and get the 503 of the next test).
    await waitFor("the pool to drop its ended connections", async () => ctx.database.poolStats()?.idle === 0);
    const res = await ctx.app.inject({ method: "GET", url: "/api/products" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect((await ctx.app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
  });

  it("a request in flight gets a 503 to retry, and the next one is served", async () => {
    // Hold the products table so the request's query waits inside PostgreSQL, then end its session.
    await admin.query("begin");
    await admin.query("lock table products in access exclusive mode");
    const inFlight = ctx.app.inject({ method: "GET", url: "/api/products" });
    await waitFor("the request to wait on the lock", async () => {
      const r = await admin.query("select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
      return r.rowCount! > 0;
    });
    await terminateAppSessions(admin, "wait_event_type = 'Lock'");
    const res = await inFlight;
    await admin.query("rollback");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: MESSAGES.unavailable });
    const next = await ctx.app.inject({ method: "GET", url: "/api/products" });
    expect(next.statusCode).toBe(200);
  });
});

describe("two processes of the shop on one database", () => {
  let first: TestContext;
  let second: TestContext;
  let secondDatabase: DatabaseHandle;
  let admin: pg.Client;
  let staff: Session;
  let productId: string;
  // A long cache lifetime: only the change notification can make the second process notice.
  const env = { CATALOG_CACHE_MS: "60000" };
  beforeAll(async () => {
    first = await createTestContext(env, {}, { changeFeed: true });
    secondDatabase = await openDatabase({ databaseUrl: first.database.directUrl, dataDir: "memory://" });
    second = await createTestContext(env, {}, { database: secondDatabase, changeFeed: true });
    admin = await adminClient(first.database);
    staff = await signInAdmin(first);
    productId = (await buildProduct(first, { name: "Rawas", defaultPricePaise: 90000, salePricePaise: null })).id;
  });
  afterAll(async () => {
    await admin.end();
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  const saleOnSecond = async () =>
    (await second.app.inject({ method: "GET", url: `/api/products/${productId}` })).json<Product>().price.sale;
  const setSaleOnFirst = async (sale: number) => {
    const res = await first.app.inject({
      method: "PUT",
      url: `/api/products/${productId}`,
      payload: { price: { sale } },
      headers: bearer(staff),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("a price changed through one process shows in the other at once, not a cache lifetime later", async () => {
    expect(await saleOnSecond()).toBeNull();
    await setSaleOnFirst(799);
    await waitFor("the new price on the second process", async () => (await saleOnSecond()) === 799, 2000);
  });

  it("after its listening connection is lost, a process reconnects and hears changes again", async () => {
    expect(await saleOnSecond()).toBe(799);
    expect(await terminateAppSessions(admin, "query ilike 'listen %'")).toBe(2);
    await waitFor("both processes to listen again", async () => {
      const r = await admin.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %' and state = 'idle'",
      );
      return r.rows[0]!.n === 2;
    });
    await setSaleOnFirst(749);
    await waitFor("the new price after the reconnect", async () => (await saleOnSecond()) === 749, 2000);
  });
});

describe("starting while the database is not there yet", () => {
  let proxy: Server | null = null;
  const sockets = new Set<Socket>();
  afterAll(() => {
    sockets.forEach((s) => s.destroy());
    proxy?.close();
  });

  it("logs that it is waiting, retries, and serves once PostgreSQL is reachable", async () => {
    const upstream = new URL(serverUrl);
    const probe = createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, "127.0.0.1", () => resolve((probe.address() as { port: number }).port)),
    );
    await new Promise((resolve) => probe.close(resolve));
    const appPort = await new Promise<number>((resolve) => {
      const p = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = p.address() as { port: number };
        p.close(() => resolve(free));
      });
    });
    // A database of its own: the shop migrates it at start, and the machine's shared database
    // may hold tables of another build's migrations.
    const databaseName = `taaza_wait_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const creator = new pg.Client({ connectionString: serverUrl });
    await creator.connect();
    await creator.query(`create database ${databaseName}`);
    await creator.end();
    // The shop is pointed at a port where nothing listens yet (a database still starting).
    const url = new URL(serverUrl);
    url.port = String(port);
    url.hostname = "127.0.0.1";
    url.pathname = `/${databaseName}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), "taaza-wait-"));
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(appPort),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        NODE_ENV: "test",
        LOG_LEVEL: "info",
        DATABASE_URL: url.toString(),
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    try {
      await waitFor("the waiting log line", async () => output.includes("waiting for the database"), 60_000);
      // PostgreSQL "comes up": a plain TCP relay to the real server on that port.
      proxy = createServer((socket) => {
        const remote = connect(Number(upstream.port || 5432), upstream.hostname);
        sockets.add(socket).add(remote);
        socket.pipe(remote).pipe(socket);
        socket.on("error", () => remote.destroy());
        remote.on("error", () => socket.destroy());
      });
      await new Promise<void>((resolve) => proxy!.listen(port, "127.0.0.1", resolve));
      await waitFor(
        "the shop to be ready",
        () =>
          fetch(`http://127.0.0.1:${appPort}/api/ready`).then(
            (r) => r.ok,
            () => false,
          ),
        60_000,
      );
      expect(child.exitCode).toBeNull();
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${databaseName} with (force)`);
      await dropper.end();
    }
  }, 120_000);
});
