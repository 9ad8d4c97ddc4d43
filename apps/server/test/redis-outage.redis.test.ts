import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { uniqueEmail } from "./support/factories.ts";
import { waitFor } from "./support/wait-for.ts";

// Runs a Redis server of its own (redis-server from Debian) on a free port, so stopping it
// never touches the machine's Redis.

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// Redis starting and the shop noticing it take longer than the default wait.
const REDIS_WAIT_MS = 15_000;

describe("rate limits when Redis goes away and comes back", () => {
  let port: number;
  let server: ChildProcess | null = null;
  let ctx: TestContext;

  const startRedis = async () => {
    server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    const client = new Redis(port, "127.0.0.1", { lazyConnect: true, retryStrategy: () => null });
    client.on("error", () => undefined);
    await waitFor(
      "redis-server to answer",
      () =>
        client.connect().then(
          () => true,
          () => false,
        ),
      REDIS_WAIT_MS,
    );
    client.disconnect();
  };
  const stopRedis = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };
  const limiterKeys = async () => {
    const client = new Redis(port, "127.0.0.1", { retryStrategy: () => null });
    client.on("error", () => undefined);
    try {
      return await client.keys("taaza-rl:*");
    } finally {
      client.disconnect();
    }
  };
  const attempt = () =>
    ctx.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: uniqueEmail(), password: "wrong" },
      remoteAddress: "198.51.100.4",
    });

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    ctx = await createTestContext({ REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await ctx?.close();
    await stopRedis();
  });

  it("counts in Redis, keeps answering while it is down, and counts in Redis again once it is back", async () => {
    await waitFor(
      "the shop to count in Redis",
      async () => (await attempt()).statusCode === 400 && (await limiterKeys()).length > 0,
      REDIS_WAIT_MS,
    );

    await stopRedis();
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);

    await startRedis();
    expect(await limiterKeys()).toEqual([]);
    await waitFor(
      "the shop to count in Redis again",
      async () => (await attempt()).statusCode === 400 && (await limiterKeys()).length > 0,
      REDIS_WAIT_MS,
    );
  }, 60_000);
});
